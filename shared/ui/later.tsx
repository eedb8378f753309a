import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What a screen shows below its first view (the quiz's panel of question numbers on a phone, a long list's later
 * entries): rendered in a transition after the screen's first commit, so that the first paint waits only for what is
 * in sight. The place it takes is empty until then, and it stays rendered once shown.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
