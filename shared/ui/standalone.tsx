import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'shared/router';
import { areas, paths, remoteRouteTree, type RemoteRoutes } from 'shared';

/** A remote's routes and what it needs around them when no shell is there: a home and a sign-in stand-in. */
export function standaloneRoutes(routes: RemoteRoutes): RouteObject[] {
  const own = areas.filter((area) => area.paths.some((name) => name in routes.screens));
  const remote = own[0]?.remote;
  const home = own.find((area) => area.role)?.home;
  if (!remote || !home) throw new Error('These routes belong to no area of the route table');
  // The shell's sign-in pages are not here: say so rather than loop between guard and home.
  const shellSignIns = [...new Set(own.map((area) => area.signIn))].filter((name) => !own.some((area) => area.paths.includes(name)));
  return [
    remoteRouteTree(remote, routes),
    ...shellSignIns.map((name) => ({ path: paths[name], element: <SignedOut /> })),
    { path: '*', element: <Navigate to={paths[home]} replace /> },
  ];
}

function SignedOut() {
  return (
    <main>
      <h1>You are signed out</h1>
      <p>This part of the portal is running on its own here. Sign in through the portal, or run it with its mock data.</p>
    </main>
  );
}

/** Runs a remote on its own, outside the shell (the dedicated creator portal): its routes under a router of its own, on its origin's `/api`. */
export function runAlone(routes: RemoteRoutes): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(standaloneRoutes(routes))} />
    </StrictMode>,
  );
}
