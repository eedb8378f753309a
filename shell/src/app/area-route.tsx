import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { areaFor, paths, sessionAtom } from 'shared';
import { ForbiddenPage } from '../features/errors/forbidden-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RemoteArea } from './federation/remote-area.tsx';

/** Everything that is not a shell page: find the remote that owns it and check the role. */
export function AreaRoute() {
  const location = useLocation();
  const { user } = useAtomValue(sessionAtom);
  const area = areaFor(location.pathname);

  if (!area) return <NotFoundPage />;
  if (area.role) {
    if (!user) {
      const from = `${location.pathname}${location.search}`;
      return <Navigate to={paths[area.signIn]} replace state={{ from }} />;
    }
    if (user.type !== area.role) return <ForbiddenPage role={user.type} needed={area.role} />;
  }
  return <RemoteArea key={area.remote} name={area.remote} />;
}
