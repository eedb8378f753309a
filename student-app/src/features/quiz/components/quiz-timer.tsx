import { KEPT_BLANK, timerThresholds, timerTone, timerWarning } from 'shared';
import { useEffect, useRef, useState } from 'react';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { t } from '../messages.ts';

interface QuizTimerProps {
  deadline: string | null;
  /** The quiz's time limit in minutes: the warnings come at times that fit it. */
  quizMinutes: number;
  /** On a break: the clock is stopped. */
  paused?: boolean;
  serverTime: string;
  receivedAt: number;
  onTimeUp: () => void;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** How long the warnings' live region stays empty after it appears, so that a screen reader has it before it speaks. */
const ANNOUNCE_AFTER_MS = 100;

/**
 * The countdown (green, then yellow and red as the two warnings come: 600 s and 300 s on a quiz
 * of 30 minutes or more, a third and a sixth of a shorter quiz's time) and the warnings, each
 * announced once by a live region that is on the page from the start. The region starts empty, as
 * screen readers speak what changes in it, not what it held when it appeared: a quiz resumed with
 * under ten minutes left still announces its warning. No deadline (a child with no time limit):
 * no countdown and no warnings. On a break the clock is stopped and says so.
 */
export function QuizTimer({ deadline, quizMinutes, paused = false, serverTime, receivedAt, onTimeUp }: QuizTimerProps) {
  const seconds = useSecondsLeft(paused ? null : deadline, serverTime, receivedAt);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });
  useEffect(() => {
    if (seconds === 0) timeUp.current();
  }, [seconds]);
  const [announcing, setAnnouncing] = useState(false);
  useEffect(() => {
    const start = setTimeout(() => setAnnouncing(true), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(start);
  }, []);

  if (paused) return <p className="quiz-timer">{t('quiz.timer.paused')}</p>;
  if (seconds === null) return <p className="quiz-timer">{t('quiz.untimed')}</p>;
  const thresholds = timerThresholds(quizMinutes);
  const tone = timerTone(seconds, thresholds);
  const warning = announcing ? timerWarning(seconds, thresholds) : null;
  return (
    <>
      {/* A return visit's first paint (the last screen) keeps the clock's place, not its time of then. */}
      <p className={`quiz-timer quiz-timer-${tone}`} {...{ [KEPT_BLANK]: '' }}>
        <span className="quiz-timer-label">{t('quiz.timer')}</span>{' '}
        <time dateTime={`PT${seconds}S`}>
          {t('quiz.timer.value', { minutes: twoDigits(Math.floor(seconds / 60)), seconds: twoDigits(seconds % 60) })}
        </time>
      </p>
      <p role="status" className={warning ? `quiz-warning quiz-warning-${tone}` : 'quiz-warning-empty'}>
        {warning && t(`quiz.warning.${warning.level}`, { count: warning.minutes })}
      </p>
    </>
  );
}
