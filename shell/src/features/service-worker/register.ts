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
  const takenOverAt = performance.now();
  // Told, not asked: nothing comes back.
  const name = (entries: PerformanceEntryList) => {
    const urls = entries.filter((entry) => entry.startTime < takenOverAt).map((entry) => entry.name);
    if (urls.length) navigator.serviceWorker.controller?.postMessage({ type: KEEP_LOADED, urls });
  };
  name(performance.getEntriesByType('resource'));
  // A fetch under way at that moment went past the worker too: named when it ends.
  const underWay = new PerformanceObserver((list) => name(list.getEntries()));
  underWay.observe({ type: 'resource' });
  setTimeout(() => underWay.disconnect(), 30_000);
});
// A browser that refuses it (storage turned off, some private windows) has the portal without the offline copy.
workbox.register().catch(() => undefined);
