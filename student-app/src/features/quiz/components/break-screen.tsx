import { useEffect, useRef } from 'react';
import { BREAK_MAX_SECONDS, NEVER_KEPT } from 'shared';
import { Notice } from 'shared/ui';
import { SpeakButton } from '../../../components/speak-button.tsx';
import type { QuizClock } from '../api/take-break.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { t } from '../messages.ts';
import { KidButton } from '../../../components/kid-button.tsx';

const twoDigits = (value: number) => String(value).padStart(2, '0');

interface BreakScreenProps {
  clock: QuizClock & { pausedAt: string };
  busy: boolean;
  failed: boolean;
  onResume: () => void;
}

/**
 * A quiz on a break: the questions are out of sight and the clock is stopped. Resume starts it again;
 * after BREAK_MAX_SECONDS it starts again by itself (the server counts the break as that long).
 */
export function BreakScreen({ clock, busy, failed, onResume }: BreakScreenProps) {
  const ends = new Date(Date.parse(clock.pausedAt) + BREAK_MAX_SECONDS * 1000).toISOString();
  const seconds = useSecondsLeft(ends, clock.serverTime, clock.receivedAt) ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const resume = useRef(onResume);
  useEffect(() => {
    resume.current = onResume;
  });
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (seconds === 0) resume.current();
  }, [seconds]);
  const countdown = t('quiz.break.countdown', { minutes: twoDigits(Math.floor(seconds / 60)), seconds: twoDigits(seconds % 60) });
  return (
    // Never kept for a return visit's first paint: the quiz behind a break is out of sight until Resume.
    <section className="quiz-break" aria-labelledby="quiz-break-title" {...{ [NEVER_KEPT]: '' }}>
      <div className="quiz-break-title">
        <h2 id="quiz-break-title" ref={heading} tabIndex={-1}>
          {t('quiz.break.title')}
        </h2>
        <SpeakButton parts={[t('quiz.break.title'), t('quiz.break.body'), countdown]} text={t('quiz.break.listen')} />
      </div>
      <p>{t('quiz.break.body')}</p>
      <p>{countdown}</p>
      {failed && (
        <Notice type="error" role="alert">
          {t('quiz.break.failed')}
        </Notice>
      )}
      <KidButton primary busy={busy} onClick={onResume}>
        {t('quiz.break.resume')}
      </KidButton>
    </section>
  );
}
