import { optionLetter } from 'shared';
import { useState, type KeyboardEvent, type Ref } from 'react';
import type { QuizQuestionView } from '../api/start-quiz.ts';
import { t } from '../messages.ts';
import { ReadAloud } from './read-aloud.tsx';

interface QuestionCardProps {
  question: QuizQuestionView;
  selected: string | undefined;
  flagged: boolean;
  onChoose: (optionId: string) => void;
  onToggleFlag: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One question: its options are a native radio group (arrow keys move between them and choose),
 * lettered in the order shown; a letter key chooses its option too. A picture or a sound the
 * creator gave the question comes under it.
 */
export function QuestionCard({ question, selected, flagged, onChoose: onChosen, onToggleFlag, headingRef }: QuestionCardProps) {
  const name = `question-${question.id}`;
  // The choice is painted by this card alone before the screen around it catches up (a slow
  // tablet shows the tap at once), and follows `selected` whenever that changes.
  const [choice, setChoice] = useState(selected);
  const [caughtUp, setCaughtUp] = useState(selected);
  if (selected !== caughtUp) {
    setCaughtUp(selected);
    setChoice(selected);
  }
  const onChoose = (optionId: string) => {
    setChoice(optionId);
    onChosen(optionId);
  };
  const chooseByLetter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    const index = event.key.toUpperCase().charCodeAt(0) - 65;
    const option = question.options[index];
    if (!option) return;
    event.preventDefault();
    onChoose(option.id);
    event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')[index]?.focus();
  };
  return (
    // A letter chooses its option wherever the focus is in the question: on its heading after Next, or on an option.
    <section className="quiz-question" aria-labelledby={`${name}-heading`} onKeyDown={chooseByLetter}>
      <h2 id={`${name}-heading`} ref={headingRef} tabIndex={-1} className="quiz-question-text">
        {question.text}
      </h2>
      <div className="quiz-tools">
        <ReadAloud question={question} />
        <button type="button" className="quiz-chip" aria-pressed={flagged} onClick={onToggleFlag}>
          <span aria-hidden="true">{flagged ? '🚩' : '⚑'}</span> {t('quiz.flag')}
        </button>
      </div>
      {question.media?.image && <img className="quiz-image" src={question.media.image.url} alt={question.media.image.alt} />}
      {question.media?.audio && <audio className="quiz-audio" controls preload="none" src={question.media.audio.url} aria-label={t('quiz.audio')} />}
      <fieldset className="quiz-options">
        <legend className="mcq-visually-hidden">{question.text}</legend>
        {question.options.map((option, index) => (
          <label key={option.id} className="quiz-option">
            <input type="radio" name={name} value={option.id} checked={choice === option.id} onChange={() => onChoose(option.id)} />
            <span className="quiz-option-letter">{optionLetter(index)}</span> <span className="quiz-option-text">{option.text}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
