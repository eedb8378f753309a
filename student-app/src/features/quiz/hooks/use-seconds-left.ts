import { useEffect, useState } from 'react';
import { secondsLeft } from 'shared';

const TICK_MS = 1000;

/**
 * Seconds left until the deadline on the server's clock, ticking once a second; null without a
 * deadline. It counts from the server's answer on the device's monotonic clock, so a hidden tab
 * (whose timers slow down) or a wrong device clock shows the right time when it ticks.
 */
export function useSecondsLeft(deadline: string | null, serverTime: string, receivedAt: number): number | null {
  const left = () => (deadline === null ? null : secondsLeft(deadline, serverTime, performance.now() - receivedAt));
  const [seconds, setSeconds] = useState(left);
  // A new clock (a break begun or ended) shows at once, not at the next tick.
  const [clock, setClock] = useState({ deadline, serverTime, receivedAt });
  if (clock.deadline !== deadline || clock.serverTime !== serverTime || clock.receivedAt !== receivedAt) {
    setClock({ deadline, serverTime, receivedAt });
    setSeconds(left());
  }
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setSeconds(secondsLeft(deadline, serverTime, performance.now() - receivedAt)), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, serverTime, receivedAt]);
  return seconds;
}
