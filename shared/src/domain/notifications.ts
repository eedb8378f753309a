// Notifications (docs/product.md, "Notifications and emails"): what the server tells a parent, a child or a creator, in the words
// a screen shows. The server writes them (backend/pb_hooks/lib/notifications.js, with these functions from
// the domain bundle); a bell reads them.

/** A person keeps at most this many: the newest first, the oldest removed as a new one comes. */
export const NOTIFICATIONS_MAX = 50;

export const NOTIFICATION_TYPES = [
  'assignment_completed',
  'assignment_due',
  'assignment_overdue',
  'assignment_new',
  'achievement',
  'level',
  'content_published',
  'content_returned',
  'review_waiting',
  'weekly_summary',
  'essay_marked',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationText = { title: string; message: string; icon: string };

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A due date as a child reads it, "Friday 28 November" (its UTC day, as stored). PocketBase's dates have a space where ISO has a T. */
export function dayText(date: string): string {
  const day = new Date(Date.parse(date.replace(' ', 'T')));
  return `${DAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** "Emma", "Emma and Leo", "Emma, Leo and Ava". */
/** The most children a notification names; the others are counted ("and 27 more"), so that a message stays short. */
const NAMES_SHOWN = 3;

function names(list: readonly string[]): string {
  if (list.length > NAMES_SHOWN) return `${list.slice(0, NAMES_SHOWN).join(', ')} and ${list.length - NAMES_SHOWN} more`;
  return list.length < 2 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** A question's text or a set's title as a short quote. */
function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > 80 ? `${flat.slice(0, 79)}…` : flat}"`;
}

/** What a finished try added to a child's points, in words: a retake adds only what beats the best try before it. */
export function pointsWords(points: number, retake: boolean): string {
  if (!retake) return `${points} points`;
  return points > 0 ? `${points} more points` : 'no new points (each quiz counts once, at its best)';
}

const kindOf = (collection: 'questions' | 'question_sets') => (collection === 'questions' ? 'question' : 'question set');

export const notificationText = {
  /** `points`: what this try added to the child's total (`pointsAdded`: each quiz counts once, at its best). */
  /** `score` null: every question is a written answer waiting for the parent's marking (scoring.ts, scoreOf). */
  assignmentCompleted: (
    child: string,
    title: string,
    score: number | null,
    points: number,
    retake = false,
    awaitingMarking = 0,
  ): NotificationText => ({
    title: `${child} finished "${title}"`,
    message: `${
      score === null
        ? `${child} finished it${retake ? ' on another try' : ''}: it has no score until you mark it.`
        : `${child} scored ${score}%${retake ? ' on another try' : ''} and earned ${pointsWords(points, retake)}.`
    }${awaitingMarking > 0 ? ` ${awaitingMarking === 1 ? 'One written answer waits' : `${awaitingMarking} written answers wait`} for your marking: open the assignment.` : ''}`,
    icon: 'check',
  }),
  /** A parent marked one of the child's written answers (essays.ts). */
  essayMarked: (title: string, correct: boolean): NotificationText => ({
    title: 'Your answer was marked',
    message: `${correct ? 'Well done: your written answer' : 'Your written answer'} in "${title}" was marked ${correct ? 'right' : 'not right this time'}. Open your results to read what your parent wrote.`,
    icon: correct ? 'star' : 'book',
  }),
  assignmentDueForParent: (child: string, title: string, due: string): NotificationText => ({
    title: `"${title}" is due tomorrow`,
    message: `${child} has not started it yet. It is due on ${dayText(due)}.`,
    icon: 'clock',
  }),
  assignmentDueForChild: (title: string, due: string): NotificationText => ({
    title: `"${title}" is due tomorrow`,
    message: `Try to finish it by ${dayText(due)}.`,
    icon: 'clock',
  }),
  assignmentOverdue: (title: string, children: readonly string[]): NotificationText => ({
    title: `"${title}" is overdue`,
    message: `${names(children)} did not finish it by the due date.`,
    icon: 'alert',
  }),
  assignmentNew: (title: string, due: string): NotificationText => ({
    title: `A new quiz is waiting: "${title}"`,
    message: due ? `Try to finish it by ${dayText(due)}.` : 'Open it when you are ready.',
    icon: 'book',
  }),
  achievement: (title: string, description: string): NotificationText => ({
    title: `You earned "${title}"!`,
    message: `${description}: you did it!`,
    icon: 'star',
  }),
  level: (level: number): NotificationText => ({
    title: `You reached level ${level}!`,
    message: 'Well done! Keep going to reach the next level.',
    icon: 'level',
  }),
  contentPublished: (collection: 'questions' | 'question_sets', text: string): NotificationText => ({
    title: `Your ${kindOf(collection)} was published`,
    message: `${quote(text)} can now be given to children.`,
    icon: 'check',
  }),
  contentReturned: (collection: 'questions' | 'question_sets', text: string, comment: string): NotificationText => ({
    title: `Your ${kindOf(collection)} was sent back`,
    message: `${quote(text)}: ${comment}`,
    icon: 'edit',
  }),
  weeklySummary: (children: readonly string[], emailed: boolean): NotificationText => ({
    title: 'Your weekly summary is ready',
    message: `How ${names(children)} did this week${emailed ? ' is in your email' : ''}: open Progress to see it.`,
    icon: 'chart',
  }),
  reviewWaiting: (): NotificationText => ({
    title: 'Something new waits for review',
    message: 'Open the review queue to see what authors sent.',
    icon: 'inbox',
  }),
};
