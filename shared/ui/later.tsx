import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What a screen shows below its first view (the quiz's panel of question numbers on a phone, a long list's later
 * entries): rendered in a transition after the screen's first commit, so that the first paint waits only for what is
 * in sight. The place it takes is empty until then, and it stays rendered once shown. `wait={false}` renders at once:
 * a list keys one `Later` per entry and waits only for those below the first few, so that an entry moving up or down
 * stays the same entry (its state, its focus).
 */
export function Later({ children, wait = true }: { children: ReactNode; wait?: boolean }) {
  const [shown, setShown] = useState(!wait);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
