import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'shared/router';
import { accessTo, areaFor, signInState, signInTarget, type RemoteName } from 'shared';
import { sessionAtom } from 'shared/session';
import { ForbiddenPage } from '../features/errors/forbidden-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RemoteUnavailablePage } from '../features/errors/remote-unavailable-page.tsx';

/** The page for a visitor who may not be on this path, or null when they may. */
function useRefusal(): ReactElement | null {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const access = accessTo(location, session.user);
  if (access.kind === 'signIn') return <Navigate to={signInTarget(access, session)} replace state={signInState(access, session)} />;
  if (access.kind === 'forbidden') return <ForbiddenPage role={access.role} needed={access.needed} />;
  if (access.kind === 'unknown') return <NotFoundPage />;
  return null;
}

/**
 * Who may be on a remote's path, checked on every render, so that a session that ends or
 * changes while the page is open is noticed at once.
 */
export function AreaGuard() {
  return useRefusal() ?? <Outlet />;
}

/**
 * A path no route of the shell matches: a guarded path whose remote was not fetched (a
 * signed-out visitor, a wrong role), a remote that is down, or a path nobody owns.
 */
export function AreaFallback({ isUnavailable }: { isUnavailable: (remote: RemoteName) => boolean }) {
  const refusal = useRefusal();
  const area = areaFor(useLocation().pathname);
  if (refusal) return refusal;
  return area && isUnavailable(area.remote) ? <RemoteUnavailablePage /> : <NotFoundPage />;
}
