import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { BEHIND_LAST_SCREEN } from 'shared/content';

/** Whether the app renders behind a return visit's last screen (the shell's service worker), whose first paint is done. */
const behindLastScreen = () => typeof document !== 'undefined' && document.querySelector(`[${BEHIND_LAST_SCREEN}]`) !== null;

/**
 * What a screen shows below its first view (the quiz's panel of question numbers, below the question on a phone):
 * rendered in a transition after the screen's first commit, so that the first paint waits only for what is in sight.
 * The place it takes is empty until then, and it stays rendered once shown. Behind a return visit's last screen it
 * renders with the rest: the screen's first commit replaces the kept copy, which had it, and must not move.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(behindLastScreen);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
