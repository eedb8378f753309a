import { encodeBlanks, readBlanks, textAroundBlanks, TYPED_ANSWER_MAX } from 'shared';
import { useState } from 'react';
import type { QuizQuestionView } from 'shared/api';
import { t } from '../messages.ts';

interface TypedProps {
  question: QuizQuestionView;
  /** The answer as last given (the server's, or this device's unsent one). */
  given: string | undefined;
  onType: (answer: string) => void;
}

/**
 * A fill-in question's text with a box in place of each blank (a text with none gets one at its end),
 * inside the question's heading: read out, it is the sentence with what the child has typed so far.
 * Sent as encodeBlanks writes it (nothing while every box is empty).
 */
export function BlanksInText({ question, given, onType }: TypedProps) {
  const pieces = textAroundBlanks(question.text);
  if (pieces.length === 1) pieces.push('');
  const [values, setValues] = useState(() => {
    const read = readBlanks(given);
    return pieces.slice(1).map((_, i) => read[i] ?? '');
  });
  const total = values.length;
  return pieces.map((piece, i) => (
    <span key={i}>
      {piece}
      {i < total && (
        <input
          className="quiz-blank"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          // What encodeBlanks sends stays within the server's limit, even of characters JSON doubles.
          maxLength={Math.floor((TYPED_ANSWER_MAX - 2 - 3 * total) / (2 * total))}
          aria-label={total === 1 ? t('quiz.blank.one') : t('quiz.blank', { n: i + 1, total })}
          value={values[i]}
          onChange={(event) => {
            const next = values.with(i, event.target.value);
            setValues(next);
            onType(encodeBlanks(next));
          }}
        />
      )}
    </span>
  ));
}

/** A short answer's one box, large, under the question. */
export function ShortAnswer({ question, given, onType }: TypedProps) {
  const [value, setValue] = useState(given ?? '');
  return (
    <label className="quiz-typed">
      <span className="quiz-typed-label">{t('quiz.typed.label')}</span>
      <input
        name={`answer-${question.id}`}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={TYPED_ANSWER_MAX}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onType(event.target.value.trim() ? event.target.value : '');
        }}
      />
    </label>
  );
}
