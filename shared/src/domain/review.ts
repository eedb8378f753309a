// A child's review of their own questions (docs/learning.md): its words, and the times a parent may give it.

export const REVIEW_TEXTS = {
  mistakesTitle: 'Practise your mistakes',
  reviewTitle: "Today's review",
  instructions: 'These are questions you have answered before. Take your time.',
  nothingDue: 'Nothing to practise right now. Well done!',
} as const;

/** The time a parent may give reviews, in minutes (`students.review_time`); empty: no time limit. */
export const REVIEW_TIMES = ['5', '10', '15'] as const;
export type ReviewTime = (typeof REVIEW_TIMES)[number] | '';
