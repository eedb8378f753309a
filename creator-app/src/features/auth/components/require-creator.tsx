import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths, sessionAtom } from 'shared';

/** The creator portal runs on its own too, without the shell's guard: it checks itself. */
export function RequireCreator({ children }: { children: ReactNode }) {
  const { user } = useAtomValue(sessionAtom);
  const location = useLocation();
  if (user?.type !== 'creator') {
    return <Navigate to={paths.creatorLogin} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
