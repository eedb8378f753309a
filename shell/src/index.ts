// Loaded by every page before any script runs: the styles of the pages a production build serves
// prerendered (the landing page and the sign-in) too, so that they show at once.
import './base.css';
import './features/landing/landing-page.css';
import './features/auth/auth.css';
import { areaFor, paths } from 'shared';
import { readRemoteAddresses } from './app/federation/prefetched-manifests.ts';

const prerenderedLanding = window.location.pathname === paths.landing && document.getElementById('root')?.hasChildNodes();

// A prerendered landing page is complete: links to the app load it on the next page. Anywhere
// else, the app.
if (!prerenderedLanding) void import('./bootstrap');
// Where the remotes live, which the app's pages preload, read now on a page that loads no remote at once (the sign-in,
// a page not found): a sign-in's remote goes straight to its manifest, and the preload is not left unused. A remote's
// page reads them as it asks for its remote (app/federation/remotes.ts), no sooner: read here, its manifest would be
// asked for before the first paint, which Lighthouse's simulation then counts as holding the paint back. A failure is
// met again, and shown, when a remote loads.
if (!prerenderedLanding && !areaFor(window.location.pathname)) readRemoteAddresses().catch(() => undefined);
// The sign-in page's code comes in the same wave as the app, to take over its prerendered form soon;
// on a remote's page, the federation runtime does (the shell's own pages never download it).
if (window.location.pathname === paths.login) void import(/* webpackChunkName: "login" */ './app/routes/login.tsx');
else if (areaFor(window.location.pathname)) void import(/* webpackChunkName: "federation" */ './app/federation/runtime.ts');

// The service worker of a production build (features/service-worker): registered once the page has
// loaded, so that neither it nor the files it keeps compete with the page's own.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./features/service-worker/register.ts'), { once: true });
}
