import { translator } from 'shared';

export const t = translator({
  'review.title': 'Review Queue',
  'review.intro':
    'Questions and question sets waiting for a reviewer, oldest first. Publish what is ready; send back what needs work, saying what to change.',
  'review.back': 'Back to Dashboard',
  'review.notReviewer':
    'Only reviewers publish. Your questions and sets in review wait for a reviewer, who publishes them or sends them back to you with a comment; you see the decision on each of them.',
  'review.questions': 'Questions in review',
  'review.sets': 'Question sets in review',
  'review.questions.empty': 'No questions are waiting for review.',
  'review.sets.empty': 'No question sets are waiting for review.',
  'review.search': 'Search the review queue',
  'review.noMatch': 'Nothing here matches your search.',
  'review.failed': 'Failed to fetch the review queue',
  'review.by': 'Sent by {name}',
  'review.publish': 'Publish',
  'review.publish.label': 'Publish "{title}"',
  'review.sendBack': 'Send back to draft',
  'review.sendBack.label': 'Send back to draft "{title}"',
  'review.comment': 'What should the author change?',
  'review.comment.send': 'Send back',
  'review.cancel': 'Cancel',
  'review.published': '"{title}" is published.',
  'review.sentBack': '"{title}" went back to its author as a draft.',
  'review.decisionFailed': 'Nothing was changed: {reason}',
  'review.changed':
    '"{title}" changed after you opened it, so it was not published. The queue now shows it as it is: look at it again before you publish it.',
  'review.set.questions': '{count} {count|question|questions}',
  'review.set.unpublished': 'Publish its questions first: {count} {count|is|are} not published yet.',
  'review.newVersion': 'A new version of a published question: publishing it puts it in the place of the old one in every set.',
});
