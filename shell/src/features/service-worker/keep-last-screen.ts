import { forgetLastScreen } from 'shared';
import { currentUser, pb } from 'shared/session';
import { isKeptScreen, KEEP_SCREEN, type LastScreen } from './last-screen.ts';
import { isScreenToKeep, keptOf, keptUntil, sanitisedMarkup, screenStyles } from './screen-capture.ts';

// Started by the app's page in a production build (bootstrap.tsx): hands the service worker the screen on
// show once it has settled (a second without a change), and again when the page is left or hidden, so
// that the next visit to its path paints it at once (last-screen.ts). A page left on a screen that is not
// to be kept (a dialog open, an answer being typed) leaves no older screen of its path behind either: the
// next visit paints what was last seen there, or nothing.

/** How long the screen must stay unchanged before it is handed over. */
const SETTLED_MS = 1000;

const root = document.getElementById('root');
let lastHandedOver = '';
let settling: number | undefined;
// A page on which one account followed another (a sign-in in another tab) never hands a screen over:
// for a moment its screen may still be the previous account's.
const accountsSeen = new Set<string>();
const noteAccount = () => {
  const id = currentUser()?.id;
  if (id) accountsSeen.add(id);
  window.clearTimeout(settling);
};

function handOver(leaving = false): void {
  window.clearTimeout(settling);
  const worker = navigator.serviceWorker.controller;
  const accountId = currentUser()?.id;
  // Offline, the screen says it shows a saved copy: the screen kept is one seen online.
  if (!root || !worker || !accountId || accountsSeen.size !== 1 || !navigator.onLine || !isKeptScreen(window.location)) return;
  if (!isScreenToKeep(root)) {
    if (leaving) {
      lastHandedOver = '';
      void forgetLastScreen(accountId, window.location.pathname);
    }
    return;
  }
  const markup = sanitisedMarkup(root);
  const until = keptUntil(root);
  const of = keptOf(root);
  const screen: LastScreen = {
    accountId,
    path: window.location.pathname,
    markup,
    head: screenStyles(document),
    title: document.title,
    ...(until !== undefined && { until }),
    ...(of !== undefined && { of }),
  };
  const key = `${screen.accountId}\n${screen.path}\n${screen.title}\n${screen.markup}\n${screen.head}\n${until}\n${of}`;
  if (key === lastHandedOver) return;
  lastHandedOver = key;
  worker.postMessage({ type: KEEP_SCREEN, ...screen }, []);
}

/** Hands the screen over once it has settled, when the page is idle: never in the way of a tap. */
function handOverWhenSettled(): void {
  window.clearTimeout(settling);
  settling = window.setTimeout(
    () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => handOver(), { timeout: SETTLED_MS }) : handOver()),
    SETTLED_MS,
  );
}

/**
 * Starts handing the page's screens over. `signedInFirst`: the account the page saw signed in before this code
 * had loaded (bootstrap.tsx), so that another one signing in meanwhile still counts as a second account.
 */
export function keepLastScreens(signedInFirst: string | undefined): void {
  if (signedInFirst) accountsSeen.add(signedInFirst);
  noteAccount();
  pb.authStore.onChange(noteAccount);
  if (!root) return;
  new MutationObserver(handOverWhenSettled).observe(root, { childList: true, subtree: true, characterData: true });
  handOverWhenSettled();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') handOver(true);
  });
  window.addEventListener('pagehide', () => handOver(true));
}
