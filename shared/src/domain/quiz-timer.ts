// The quiz timer (docs/product.md, "Quiz timer"): its colour and its two warnings, scaled to the quiz's length.
import { TIME_ALLOWANCES, TIMER_WARNINGS } from './constants.ts';

export type TimerTone = 'green' | 'yellow' | 'red';
/** The first warning (finish soon) and the second (almost no time left). */
export type TimerWarningLevel = 'soon' | 'last';
/** Seconds left under which each warning shows. */
export type TimerThresholds = { soon: number; last: number };
/** A warning and the whole minutes it says are left ("Less than 10 minutes remaining"). */
export type TimerWarning = { level: TimerWarningLevel; minutes: number };

/**
 * When a quiz of `quizMinutes` warns: 600 and 300 seconds for 30 minutes or more; a shorter quiz
 * at a third and a sixth of its time, so that a 5-minute quiz does not start under a red warning.
 */
export function timerThresholds(quizMinutes: number): TimerThresholds {
  if (quizMinutes >= TIMER_WARNINGS.fullFromMinutes) return { soon: TIMER_WARNINGS.yellowBelow, last: TIMER_WARNINGS.redBelow };
  const seconds = Math.max(0, quizMinutes) * 60;
  return { soon: Math.round(seconds / 3), last: Math.round(seconds / 6) };
}

/** Red under the second warning's time, yellow under the first's, otherwise green. */
export function timerTone(seconds: number, thresholds: TimerThresholds): TimerTone {
  if (seconds < thresholds.last) return 'red';
  return seconds < thresholds.soon ? 'yellow' : 'green';
}

/**
 * The warning that applies with this much time left, if any, with the minutes it names: its time
 * rounded up to a whole minute, so that "less than" stays true (10 and 5 on a quiz of 30 minutes or more).
 */
export function timerWarning(seconds: number, thresholds: TimerThresholds): TimerWarning | null {
  const level: TimerWarningLevel | null = seconds < thresholds.last ? 'last' : seconds < thresholds.soon ? 'soon' : null;
  if (level === null) return null;
  return { level, minutes: Math.max(1, Math.ceil(thresholds[level] / 60)) };
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
