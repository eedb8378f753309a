import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'shared/router';
import { paths } from 'shared';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { AreaFallback } from './area-guard.tsx';
import { createAreaDiscovery } from './federation/area-routes.ts';
import { Loading } from './loading.tsx';
import { Root } from './root.tsx';

/** Pages of the shell whose code is already in, by path: their routes render at once, with no loading step. */
export type LoadedPages = Partial<Record<string, ComponentType>>;

/**
 * The shell's route table. Every page is split off, so the first visit loads only what it shows
 * (a production build serves the landing page prerendered, without this table); the remotes' routes join the table as their paths are first opened.
 */
export function shellRoutes(loaded: LoadedPages = {}): {
  routes: RouteObject[];
  discover: ReturnType<typeof createAreaDiscovery>['discover'];
} {
  const areas = createAreaDiscovery();
  const page = (path: string, load: () => Promise<ComponentType>): RouteObject => {
    const Component = loaded[path];
    return Component ? { path, Component } : { path, lazy: () => load().then((Loaded) => ({ Component: Loaded })) };
  };
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: Loading,
      // Every page of the shell, and a remote's frame; a remote's screens have their own boundary.
      ErrorBoundary: RouteErrorPage,
      children: [
        page(paths.landing, () => import('./routes/landing.tsx').then((m) => m.LandingPage)),
        page(paths.login, () => import(/* webpackChunkName: "login" */ './routes/login.tsx').then((m) => m.LoginPage)),
        page(paths.signup, () => import('./routes/signup.tsx').then((m) => m.SignupPage)),
        page(paths.help, () => import('./routes/help.tsx').then((m) => m.HelpPage)),
        page(paths.privacy, () => import('./routes/privacy.tsx').then((m) => m.PrivacyPage)),
        page(paths.unsubscribe, () => import('./routes/unsubscribe.tsx').then((m) => m.UnsubscribePage)),
        page(paths.verifyEmail, () => import('./routes/verify-email.tsx').then((m) => m.VerifyEmailPage)),
        page(paths.forgotPassword, () => import('./routes/forgot-password.tsx').then((m) => m.ForgotPasswordPage)),
        page(paths.resetPassword, () => import('./routes/reset-password.tsx').then((m) => m.ResetPasswordPage)),
        page(paths.confirmEmailChange, () => import('./routes/confirm-email-change.tsx').then((m) => m.ConfirmEmailChangePage)),
        { path: '*', element: <AreaFallback isUnavailable={areas.isUnavailable} /> },
      ],
    },
  ];
  return { routes, discover: areas.discover };
}

export function createShellRouter(loaded?: LoadedPages) {
  const { routes, discover } = shellRoutes(loaded);
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discover });
}
