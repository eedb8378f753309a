import type { RouteObject } from 'shared/router';
import { accessTo, areaFor, remoteRouteTree, type RemoteName } from 'shared';
import { currentUser } from 'shared/session';
import { AreaGuard } from '../area-guard.tsx';
import { loadRemoteRoutes } from './remotes.ts';

interface Discovery {
  path: string;
  signal: AbortSignal;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

/**
 * The router's route discovery for the remotes: the first time a path of a remote is opened
 * by someone who may open it, the remote's routes are fetched and added under the shell's root.
 * A visitor who may not open it meets the fallback's guard without the remote being fetched; a
 * remote that cannot load is remembered, so that the fallback says so and opening the path
 * again asks for the remote anew.
 */
export function createAreaDiscovery() {
  const patched = new Set<RemoteName>();
  const unavailable = new Set<RemoteName>();

  async function discover({ path, signal, patch }: Discovery): Promise<void> {
    const area = areaFor(path);
    if (!area || patched.has(area.remote)) return;
    const access = accessTo({ pathname: path }, currentUser());
    if (access.kind !== 'allowed' && access.kind !== 'open') return;
    try {
      const routes = await loadRemoteRoutes(area.remote, unavailable.has(area.remote));
      unavailable.delete(area.remote);
      if (signal.aborted || patched.has(area.remote)) return;
      patch('root', [{ id: area.remote, Component: AreaGuard, children: [remoteRouteTree(area.remote, routes)] }]);
      patched.add(area.remote);
    } catch (error) {
      console.error(`The ${area.remote} remote could not be loaded`, error);
      unavailable.add(area.remote);
    }
  }

  return { discover, isUnavailable: (remote: RemoteName) => unavailable.has(remote) };
}
