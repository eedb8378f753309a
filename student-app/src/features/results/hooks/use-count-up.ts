import { useEffect, useState } from 'react';

/** How long the points take to count up. */
const COUNT_MS = 900;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A number counting up from 0 to `target` once, easing out, right after a quiz (`run`); at once when not
 * running, when the device asks for reduced motion, or where the browser paints no frames.
 */
export function useCountUp(target: number, run: boolean): number {
  const animate = run && target > 0 && !reducedMotion() && typeof requestAnimationFrame === 'function';
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!animate) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const done = Math.min(1, (now - start) / COUNT_MS);
      setShown(Math.round(target * (1 - (1 - done) ** 3)));
      if (done < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [animate, target]);
  return animate ? shown : target;
}
