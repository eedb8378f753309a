import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyCssTokens, paths } from 'shared/content';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
applyCssTokens();
const root = createRoot(container);
// A transition: React renders the page in slices of a few milliseconds, so a slow phone stays
// responsive while the first screen is built (Lighthouse's Total Blocking Time).
const render = (page: ReactNode) => startTransition(() => root.render(<StrictMode>{page}</StrictMode>));

// The landing page is most families' first sight of the portal. A production build serves it
// prerendered (scripts/prerender-landing.mjs) and this file does not even load for it; the
// development server renders it here, without the router, the session, PocketBase or antd.
if (window.location.pathname === paths.landing) {
  void import('./features/landing/landing-page.tsx').then(({ LandingPage }) => render(<LandingPage />));
} else {
  // The page's remote and screen are fetched alongside the shell's own code, not after it.
  void import('./app/federation/remotes.ts').then(({ preloadPath }) => preloadPath(window.location.pathname));
  void import('./app/app.tsx').then(({ App }) => render(<App />));
}
