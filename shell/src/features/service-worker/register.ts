import { Workbox } from 'workbox-window';
import { KEEP_LOADED } from './cache-rules.ts';
import { offerUpdate } from './update-ready.ts';

// Loaded after the page has loaded (src/index.ts), on every page of a production build: registers the
// portal's service worker and, when a new version of it waits, offers the update to the page. The
// page reloads only when its user chooses to.
const workbox = new Workbox('/sw.js');
workbox.addEventListener('waiting', () => {
  offerUpdate(() => {
    // Only the page whose user chose: another open page (a quiz in another tab) keeps running as it is.
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
});
// The first worker takes the open page over once it is ready, after the page has fetched its remote's
// manifest and files past it: the page names what it fetched, and the worker keeps what its rules keep,
// so that a screen seen once, even on the very first visit, opens offline.
workbox.addEventListener('controlling', (event) => {
  if (event.isUpdate) return;
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  // Told, not asked: nothing comes back.
  navigator.serviceWorker.controller?.postMessage({ type: KEEP_LOADED, urls });
});
// A browser that refuses it (storage turned off, some private windows) has the portal without the offline copy.
workbox.register().catch(() => undefined);
