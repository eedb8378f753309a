import { Workbox } from 'workbox-window';
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
// A browser that refuses it (storage turned off, some private windows) has the portal without the offline copy.
workbox.register().catch(() => undefined);
