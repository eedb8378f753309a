import { optionLetter, pairLeftLabel, textAroundBlanks } from 'shared';
import { SpeakButton } from '../../../components/speak-button.tsx';
import type { QuizQuestionView } from 'shared/api';
import { t } from '../messages.ts';

/** Whether a question's options are read with their letters (true/false and matching ones are not lettered). */
const lettered = (question: QuizQuestionView) => question.type !== 'true_false' && question.type !== 'matching';

/** An option as it is read: its letter and words, or its words alone (a matching item that is a picture, by its description). */
export function optionSpoken(question: QuizQuestionView, index: number): string {
  const option = question.options[index];
  if (!option) return '';
  return lettered(question) ? `${optionLetter(index)}. ${option.text}` : pairLeftLabel({ text: option.text, alt: option.image?.alt });
}

/** The question's words, a blank read as the word "blank". */
function questionSpoken(question: QuizQuestionView): string {
  return textAroundBlanks(question.text)
    .join(` ${t('quiz.blank.spoken')} `)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,!?;:])/g, '$1')
    .trim();
}

/** Reads the question, then each option (a matching question's items, then their partners). */
export function ReadAloud({ question }: { question: QuizQuestionView }) {
  const parts = () => [
    questionSpoken(question),
    ...question.options.map((_, index) => optionSpoken(question, index)),
    ...(question.matches?.length ? [t('quiz.match.spokenPartners'), ...question.matches.map((partner) => partner.text)] : []),
  ];
  return <SpeakButton parts={parts} text={t('quiz.readAloud')} />;
}

/** The speaker beside one option: reads it on its own, as often as the child likes. */
export function ReadOption({ question, index }: { question: QuizQuestionView; index: number }) {
  return (
    <SpeakButton
      parts={[optionSpoken(question, index)]}
      label={t('quiz.readOption', { option: lettered(question) ? optionLetter(index) : (question.options[index]?.text ?? '') })}
    />
  );
}
