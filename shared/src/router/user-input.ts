/** What a user does that takes over from the page: a scroll, a tap or click, a key. */
const USER_INPUTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * A wait the user can end: `end` runs once, at the user's first scroll, tap or key, or after `ms`, or when the function
 * returned is called (a page left), whichever comes first. For what the page does on its own after a navigation (a
 * scroll position restored, a heading focused), which must never fight what the user started.
 */
export function untilUserActs(end: () => void, ms: number): () => void {
  let ended = false;
  const stop = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    for (const type of USER_INPUTS) window.removeEventListener(type, stop, true);
    end();
  };
  const timer = setTimeout(stop, ms);
  for (const type of USER_INPUTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
