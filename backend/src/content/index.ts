// Checks on creator content (questions and question sets) before PocketBase saves it: the shared
// rules (questions.ts, sets.ts), the review workflow (workflow.ts), what review freezes (frozen.ts),
// new versions of published questions (versions.ts), how long a set may grow (set-size.ts), and review
// comments (review-comments.ts).
export { checkQuestion } from './questions.ts';
export { checkQuestionSet } from './sets.ts';
export { takePlaceOfReplaced } from './versions.ts';
export { checkReviewComment } from './review-comments.ts';
