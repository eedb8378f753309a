import { createBrowserRouter, type RouteObject } from 'shared/router';
import { paths } from 'shared';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { AreaFallback } from './area-guard.tsx';
import { createAreaDiscovery } from './federation/area-routes.ts';
import { Loading } from './loading.tsx';
import { Root } from './root.tsx';

/**
 * The shell's route table. Every page is split off, so the first visit loads only what it shows
 * (a production build serves the landing page prerendered, without this table); the remotes' routes join the table as their paths are first opened.
 */
export function shellRoutes(): { routes: RouteObject[]; discover: ReturnType<typeof createAreaDiscovery>['discover'] } {
  const areas = createAreaDiscovery();
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: Loading,
      // Every page of the shell, and a remote's frame; a remote's screens have their own boundary.
      ErrorBoundary: RouteErrorPage,
      children: [
        { path: paths.landing, lazy: () => import('../features/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })) },
        { path: paths.login, lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
        { path: paths.signup, lazy: () => import('../features/auth/signup-page.tsx').then((m) => ({ Component: m.SignupPage })) },
        { path: paths.help, lazy: () => import('../features/help/help-page.tsx').then((m) => ({ Component: m.HelpPage })) },
        { path: paths.privacy, lazy: () => import('../features/help/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })) },
        { path: '*', element: <AreaFallback isUnavailable={areas.isUnavailable} /> },
      ],
    },
  ];
  return { routes, discover: areas.discover };
}

export function createShellRouter() {
  const { routes, discover } = shellRoutes();
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discover });
}
