import { isChoiceType, isEssay, isTypedType, NEVER_KEPT, optionLetter } from 'shared';
import { lazy, Suspense, useState, type KeyboardEvent, type Ref } from 'react';
import type { QuizQuestionView } from 'shared/api';
import { t } from '../messages.ts';
import { ReadAloud, ReadOption } from './read-aloud.tsx';

// The controls of typed, matching and essay questions load only for a quiz that has one (fetched as the quiz
// opens, so that a child who goes offline later still has them): the quiz's page stays within its budget.
const typedControls = () => import('./typed-answer.tsx');
const matchingControl = () => import('./matching-answer.tsx');
const essayControl = () => import('./essay-box.tsx');
const BlanksInText = lazy(() => typedControls().then((module) => ({ default: module.BlanksInText })));
const ShortAnswer = lazy(() => typedControls().then((module) => ({ default: module.ShortAnswer })));
const MatchingAnswer = lazy(matchingControl);
const EssayBox = lazy(() => essayControl().then((module) => ({ default: module.EssayBox })));

/** Fetches the controls the quiz's questions need beyond the options. */
export function preloadControls(questions: readonly QuizQuestionView[]): void {
  if (questions.some((question) => isTypedType(question.type))) void typedControls();
  if (questions.some((question) => question.type === 'matching')) void matchingControl();
  if (questions.some((question) => isEssay(question.type))) void essayControl();
}

interface QuestionCardProps {
  question: QuizQuestionView;
  selected: string | undefined;
  flagged: boolean;
  onChoose: (optionId: string) => void;
  /** A typed answer as it changes (fill in the blank, short answer, essay). */
  onType: (answer: string) => void;
  onToggleFlag: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The key that chooses an option: its letter, or for a true/false question T and F. */
const keyOf = (question: QuizQuestionView, index: number) =>
  question.type === 'true_false' ? (question.options[index]?.text[0] ?? '') : optionLetter(index);

/**
 * One question. A choice question's options are a native radio group (arrow keys move between them
 * and choose), lettered in the order shown, a letter key choosing its option too; a true/false one's
 * are two large tiles, True and False (T and F). A fill-in question has a box in place of each blank,
 * a short-answer one a box under it, a matching one its two columns (matching-answer.tsx) and an essay
 * its large box (essay-box.tsx). A picture or a sound the creator gave the question comes under it.
 */
export function QuestionCard({ question, selected, flagged, onChoose: onChosen, onType, onToggleFlag, headingRef }: QuestionCardProps) {
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
    // Only the options of a choice question are chosen by a key: in a box, a key is typing.
    if (!isChoiceType(question.type) || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    const index = question.options.findIndex((_, i) => keyOf(question, i).toUpperCase() === event.key.toUpperCase());
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
        {question.type === 'fill_blank' ? (
          <Suspense fallback={question.text}>
            <BlanksInText question={question} given={selected} onType={onType} />
          </Suspense>
        ) : (
          question.text
        )}
      </h2>
      <div className="quiz-tools">
        <ReadAloud question={question} />
        <button type="button" className="quiz-chip" aria-pressed={flagged} onClick={onToggleFlag}>
          <span aria-hidden="true">{flagged ? '🚩' : '⚑'}</span> {t('quiz.flag')}
        </button>
      </div>
      {/* A picture's or a sound's address holds the child's file token: a question with one is never kept on the device. */}
      {question.media?.image && (
        <img className="quiz-image" src={question.media.image.url} alt={question.media.image.alt} {...{ [NEVER_KEPT]: '' }} />
      )}
      {question.media?.audio && (
        <audio
          className="quiz-audio"
          controls
          preload="none"
          src={question.media.audio.url}
          aria-label={t('quiz.audio')}
          {...{ [NEVER_KEPT]: '' }}
        />
      )}
      {question.type === 'short_answer' && (
        <Suspense>
          <ShortAnswer question={question} given={selected} onType={onType} />
        </Suspense>
      )}
      {question.type === 'matching' && (
        <Suspense>
          <MatchingAnswer question={question} given={selected} onType={onType} />
        </Suspense>
      )}
      {isEssay(question.type) && (
        <Suspense>
          <EssayBox question={question} given={selected} onType={onType} />
        </Suspense>
      )}
      {isChoiceType(question.type) && (
        <fieldset className={question.type === 'true_false' ? 'quiz-options quiz-options-pair' : 'quiz-options'}>
          <legend className="mcq-visually-hidden">{question.text}</legend>
          {question.options.map((option, index) => (
            // The speaker sits beside the option, not in its label: the option's name stays its letter and words.
            <div key={option.id} className="quiz-option-row">
              <label className="quiz-option">
                <input type="radio" name={name} value={option.id} checked={choice === option.id} onChange={() => onChoose(option.id)} />
                {question.type !== 'true_false' && <span className="quiz-option-letter">{optionLetter(index)}</span>}{' '}
                <span className="quiz-option-text">{option.text}</span>
              </label>
              <ReadOption question={question} index={index} />
            </div>
          ))}
        </fieldset>
      )}
    </section>
  );
}
