import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyCssTokens, paths } from 'shared/content';
import { currentUser, pb } from 'shared/session';
import { App } from './app/app.tsx';
import { preloadPath } from './app/federation/remotes.ts';
import { watchPrerenderedForm } from './features/auth/typed-before-start.ts';
import { LAST_SCREEN_CLASS } from './features/service-worker/last-screen.ts';
import { showLastScreenUntilReady } from './features/service-worker/last-screen-takeover.ts';

/** The page's #root; a page that lost it (a kept screen gone wrong) gets a fresh one in place of whatever stood there. */
function rootElement(): HTMLElement {
  const found = document.getElementById('root');
  if (found) return found;
  document.querySelectorAll(`.${LAST_SCREEN_CLASS}`).forEach((screen) => screen.remove());
  const made = document.createElement('div');
  made.id = 'root';
  document.body.append(made);
  return made;
}
const container = rootElement();
applyCssTokens();
const root = createRoot(container);
// A transition: React renders the page in slices of a few milliseconds, so a slow phone stays
// responsive while the first screen is built (Lighthouse's Total Blocking Time).
const render = (page: ReactNode) => startTransition(() => root.render(<StrictMode>{page}</StrictMode>));

// The landing page is most families' first sight of the portal. A production build serves it
// prerendered (scripts/prerender.mjs) and this file does not even load for it; the development
// server renders it here, without the router.
if (window.location.pathname === paths.landing) {
  void import('./app/routes/landing.tsx').then(({ LandingPage }) => render(<LandingPage />));
} else if (window.location.pathname === paths.login && container.hasChildNodes()) {
  // The sign-in, served prerendered: its form is on screen and may be typed into. The app renders
  // with the page's code already in, so no loading message comes between; its form carries on
  // from the prerendered one's inputs (typed-before-start.ts).
  watchPrerenderedForm(container);
  void import(/* webpackChunkName: "login" */ './app/routes/login.tsx').then(({ LoginPage }) =>
    render(<App loaded={{ [paths.login]: LoginPage }} />),
  );
} else {
  // The app and the libraries it shares (the router, TanStack Query, PocketBase, jotai) come in
  // one wave with React, and the page's remote and screen are asked for as soon as they are in.
  preloadPath(window.location.pathname);
  // A return visit served with its last screen (the service worker's) shows it until the app's own is ready.
  showLastScreenUntilReady(container);
  render(<App />);
}

// The signed-in first screens are handed to the service worker for the next visit, from when the page has
// loaded (the worker is registered then too: src/index.ts) and someone is signed in: a page opened signed
// out (the sign-in) loads that code only when a sign-in succeeds.
const keepLastScreens = (signedIn: string | undefined) =>
  void import('./features/service-worker/keep-last-screen.ts').then((keeper) => keeper.keepLastScreens(signedIn));
const keepOnceSignedIn = () => {
  const signedIn = currentUser()?.id;
  if (signedIn) return keepLastScreens(signedIn);
  const stop = pb.authStore.onChange(() => {
    const first = currentUser()?.id;
    if (!first) return;
    stop();
    keepLastScreens(first);
  });
};
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') keepOnceSignedIn();
  else window.addEventListener('load', keepOnceSignedIn, { once: true });
}
