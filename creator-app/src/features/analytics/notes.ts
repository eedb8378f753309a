import { DISCRIMINATION_MIN_ANSWERS, type QuestionAnalytics } from 'shared';
import { t } from './messages.ts';

/** Shares past which a question looks too easy or too hard to learn much from. */
const TOO_EASY = 0.95;
const TOO_HARD = 0.3;
/** Below this index a question barely tells the children who know the topic from those who do not. */
const LOW_DISCRIMINATION = 0.2;

const letters = (ids: readonly string[]) => ids.map((id) => id.toUpperCase()).join(' and ');

/**
 * What a creator should look at in a question's figures, in plain words. Notes need at least
 * DISCRIMINATION_MIN_ANSWERS answers: a handful of children says little.
 */
export function notesFor(question: QuestionAnalytics): string[] {
  if (question.answered < DISCRIMINATION_MIN_ANSWERS) return [];
  const notes: string[] = [];
  const right = question.options.filter((option) => option.isCorrect);
  const wrong = question.options.filter((option) => !option.isCorrect).toSorted((a, b) => b.picked - a.picked);
  const top = wrong[0];
  if (top && right.length && top.picked * 2 > question.answered) {
    notes.push(
      t('note.mostChoseWrong', { wrong: letters([top.id]), right: letters(right.map((o) => o.id)), verb: right.length > 1 ? 'are' : 'is' }),
    );
  }
  const share = question.correct / question.answered;
  if (share >= TOO_EASY) notes.push(t('note.tooEasy', { grade: question.grade }));
  else if (share < TOO_HARD) notes.push(t('note.tooHard', { grade: question.grade }));
  if (question.discrimination !== null && share < TOO_EASY) {
    if (question.discrimination < 0) notes.push(t('note.negativeDiscrimination'));
    else if (question.discrimination < LOW_DISCRIMINATION) notes.push(t('note.lowDiscrimination'));
  }
  const unpicked = wrong.filter((option) => option.picked === 0).map((option) => option.id);
  if (unpicked.length) notes.push(t('note.unpicked', { options: letters(unpicked), pronoun: unpicked.length > 1 ? 'them' : 'it' }));
  return notes;
}
