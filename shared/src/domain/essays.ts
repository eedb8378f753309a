// Essay questions (`essay`, docs/question-types.md): a short written answer that no machine marks. The
// question has no options and an empty `correctAnswer`; its `explanation` is the marking guide the
// parent reads. The child's text is saved like any typed answer; the parent marks it right or wrong,
// with an optional comment, and the mark lives on the result (`results.marks`). docs/question-types.md.

/** The longest essay a child may write (characters, as a text box counts them). */
export const ESSAY_ANSWER_MAX = 1000;
/** The longest comment a parent may leave with a mark. */
export const MARK_COMMENT_MAX = 500;

export const isEssay = (type: unknown): boolean => type === 'essay';

/** A parent's mark of one essay, kept on the result by question id. */
export type EssayMark = { correct: boolean; comment?: string; marked_at?: string };
export type EssayMarks = Readonly<Record<string, EssayMark | undefined>>;

/**
 * An essay's verdict: the parent's mark, or null while it waits for one. An essay left empty waits
 * for nobody: it is wrong, as any unanswered question is.
 */
export function essayVerdict(answer: unknown, mark: EssayMark | undefined): boolean | null {
  if (typeof answer !== 'string' || answer.trim() === '') return false;
  return mark ? mark.correct === true : null;
}

export const ESSAY_MESSAGES = {
  essayKey: 'An essay is marked by the parent: leave the correct answer empty (put a marking guide in the explanation)',
  essayOptions: 'An essay question has no options',
  markQuestion: 'Only a written answer (essay) of this result can be marked',
  markUnanswered: 'Nothing was written for this question: there is nothing to mark',
  markCorrect: 'Choose Right or Wrong',
  markComment: `A comment can be at most ${MARK_COMMENT_MAX} characters`,
} as const;

/** What is wrong with a parent's mark as sent, by field; empty when it may be saved. */
export function markProblems(body: { correct?: unknown; comment?: unknown }): { correct?: string; comment?: string } {
  const problems: { correct?: string; comment?: string } = {};
  if (typeof body.correct !== 'boolean') problems.correct = ESSAY_MESSAGES.markCorrect;
  if (body.comment !== undefined && body.comment !== null && (typeof body.comment !== 'string' || body.comment.length > MARK_COMMENT_MAX)) {
    problems.comment = ESSAY_MESSAGES.markComment;
  }
  return problems;
}
