// The quiz timer of SPEC.md section 9: its colour and its two warnings.
import { TIME_ALLOWANCES, TIMER_WARNINGS } from './constants.ts';

export type TimerTone = 'green' | 'yellow' | 'red';
export type TimerWarning = 'tenMinutes' | 'fiveMinutes';

/** Red under 300 seconds left, yellow under 600, otherwise green. */
export function timerTone(seconds: number): TimerTone {
  if (seconds < TIMER_WARNINGS.redBelow) return 'red';
  return seconds < TIMER_WARNINGS.yellowBelow ? 'yellow' : 'green';
}

/** The warning that applies with this much time left, if any. */
export function timerWarning(seconds: number): TimerWarning | null {
  if (seconds < TIMER_WARNINGS.redBelow) return 'fiveMinutes';
  return seconds < TIMER_WARNINGS.yellowBelow ? 'tenMinutes' : null;
}

/**
 * Seconds left on the server's clock: the deadline less the server's time when it answered, less
 * the time that has passed since on this device's monotonic clock (a wrong or changed device clock
 * changes nothing).
 */
export function secondsLeft(deadline: string, serverTime: string, elapsedMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - Date.parse(serverTime) - elapsedMs) / 1000));
}

/** The letter shown on an option: A, B, C... in the order the options are shown. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * A child's own time on an assignment, in minutes (one decimal): its time limit times the child's
 * time allowance ('' or unknown is standard), or null when the child is untimed. The server's deadline
 * (backend/pb_hooks/lib/attempt-plan.js) is the same product, to the second.
 */
export function childMinutes(timeLimit: number, allowance: string | null | undefined): number | null {
  const factor = allowance && Object.hasOwn(TIME_ALLOWANCES, allowance) ? TIME_ALLOWANCES[allowance as keyof typeof TIME_ALLOWANCES] : 1;
  if (factor === null) return null;
  return Math.round(Math.round(timeLimit * 60 * factor) / 6) / 10;
}
