import type { ComponentType } from 'react';
import type { RouteObject } from 'shared/router';
import { areas, paths, type PathName, type RemoteName } from './paths.ts';

/** What a screen's lazy route resolves to: the router's route-level `lazy` shape. */
export interface ScreenModule {
  Component: ComponentType;
}

/**
 * The one module each remote exposes (`./routes`), the contract between the shell and a remote
 * shipped on its own: `Frame` wraps every screen of the area (providers, the remote's own guard)
 * and renders an `<Outlet />`; `screens` loads each screen's code only when its path is opened.
 * The shell decides which paths a remote owns (`areas` in paths.ts); a remote adds a screen for a
 * new path only together with a shell that knows the path.
 */
export interface RemoteRoutes {
  Frame: ComponentType;
  /** Each screen's error boundary: a bug in one screen is shown inside the area's frame. */
  ErrorBoundary: ComponentType;
  screens: Partial<Record<PathName, () => Promise<ScreenModule>>>;
}

/** A remote's screens as routes under its frame, for the paths the route table gives it. */
export function remoteRouteTree(remote: RemoteName, routes: RemoteRoutes): RouteObject {
  const names = areas.filter((area) => area.remote === remote).flatMap((area) => area.paths);
  return {
    Component: routes.Frame,
    children: names.flatMap((name) => {
      const lazy = routes.screens[name];
      // The boundary catches a screen that fails to render; a screen whose code cannot be fetched
      // never fails its `lazy` (defineRemoteRoutes stands in for it, in the area's frame).
      return lazy ? [{ path: paths[name], lazy, ErrorBoundary: routes.ErrorBoundary }] : [];
    }),
  };
}
