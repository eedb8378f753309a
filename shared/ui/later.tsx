import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What a screen shows below its first view (the quiz's panel of question numbers, below the question on a phone):
 * rendered in a transition after the screen's first commit, so that the first paint waits only for what is in sight.
 * The place it takes is empty until then, and it stays rendered once shown. Not for a screen kept as the last screen
 * of a return visit: its first commit replaces the kept copy, and a page shorter for a moment loses the place a
 * reload returns to.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
