import { ESSAY_ANSWER_MAX } from 'shared';
import { useId, useState } from 'react';
import type { QuizQuestionView } from 'shared/api';
import { t } from '../messages.ts';
import './essay-box.css';

interface EssayBoxProps {
  question: QuizQuestionView;
  /** The answer as last given (the server's, or this device's unsent one). */
  given: string | undefined;
  onType: (answer: string) => void;
}

/** Past this many letters the count tells a screen reader how many are left, not at every key. */
const NEARLY_FULL = ESSAY_ANSWER_MAX - 100;

/**
 * An essay's large box under the question (docs/question-types.md): up to ESSAY_ANSWER_MAX letters,
 * with the count in sight. Nobody's computer marks it: the child's parent reads it after the quiz.
 * Sent as a short answer is, once the child pauses (nothing while it is blank).
 */
export function EssayBox({ question, given, onType }: EssayBoxProps) {
  const [value, setValue] = useState(given ?? '');
  const countId = useId();
  const left = ESSAY_ANSWER_MAX - value.length;
  return (
    <div className="quiz-essay">
      <label className="quiz-typed-label" htmlFor={`answer-${question.id}`}>
        {t('quiz.essay.label')}
      </label>
      <p className="quiz-essay-hint">{t('quiz.essay.hint')}</p>
      <textarea
        id={`answer-${question.id}`}
        name={`answer-${question.id}`}
        rows={8}
        maxLength={ESSAY_ANSWER_MAX}
        aria-describedby={countId}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onType(event.target.value.trim() ? event.target.value : '');
        }}
      />
      <p id={countId} className={left === 0 ? 'quiz-essay-count is-full' : 'quiz-essay-count'}>
        {t('quiz.essay.count', { count: value.length, max: ESSAY_ANSWER_MAX })}
      </p>
      <p className="mcq-visually-hidden" aria-live="polite">
        {value.length >= NEARLY_FULL ? (left === 0 ? t('quiz.essay.full') : t('quiz.essay.left', { left })) : ''}
      </p>
    </div>
  );
}
