// Notifications: written here, by the server, in the transaction of the event they tell of (the caller's
// txApp), in the words of shared/src/domain/notifications.ts. A person keeps NOTIFICATIONS_MAX, newest
// first: the one that goes past it removes the oldest in the same transaction. Records are saved through
// PocketBase (not raw SQL), so that a bell subscribed to the collection hears of them at once.
import { rowsLike } from './db.ts';
import {
  achievements,
  levelFor,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_MAX,
  notificationText,
  pointsAdded,
  scoreOf,
  totalPoints,
  type NotificationText,
  type NotificationType,
} from './domain.ts';
import { authOf, bodyOf } from './events.ts';
import { findOrNull, jsArray, throwIfInvalid } from './records.ts';

export interface Notice {
  recipient: string;
  audience: 'parents' | 'students' | 'creators';
  type: NotificationType;
  text: NotificationText;
  about?: string;
  aboutId?: string;
}

/** Writes one notification. */
export function notify(txApp: core.App, notice: Notice): void {
  if (!notice.recipient) return;
  // The JavaScript libraries that call this are not type-checked: a type they make up is refused here.
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(notice.type)) throw new Error('Not a notification type: ' + notice.type);
  const record = new Record(txApp.findCollectionByNameOrId('notifications'));
  record.set('recipient', notice.recipient);
  record.set('audience', notice.audience);
  record.set('type', notice.type);
  record.set('title', notice.text.title);
  record.set('message', notice.text.message);
  record.set('icon', notice.text.icon);
  record.set('about', notice.about ?? '');
  record.set('about_id', notice.aboutId ?? '');
  txApp.save(record);
  const older = txApp.findRecordsByFilter('notifications', 'recipient = {:r}', '-created,-id', 0, NOTIFICATIONS_MAX, {
    r: notice.recipient,
  });
  for (const old of jsArray(older)) if (old) txApp.delete(old);
}

/** A child's results as the domain's rules read them, oldest first: only the columns they need, in one query. */
function resultsOf(app: core.App, studentId: string) {
  const rows = rowsLike({ id: '', score: 0, completed_at: '', assignment_id: '', review: false, total_questions: 0 });
  app
    .db()
    .newQuery(
      'SELECT id, score, completed_at, assignment_id, review, total_questions FROM results WHERE student_id = {:s} ORDER BY completed_at, id',
    )
    .bind({ s: studentId })
    .all(rows);
  return rows.map((row) => ({
    id: row.id,
    score: row.score,
    completed_at: row.completed_at,
    assignment_id: row.assignment_id,
    review: row.review,
    total_questions: row.total_questions,
  }));
}

/**
 * What a finished try added to the child's points (each quiz counts once, at its best: `pointsAdded`) and
 * whether it was a retake: the parent's notification and email say so, as the child's results screen does
 * (a review's are neither's: the parent hears nothing of a review).
 */
export function pointsOfTry(app: core.App, result: core.Record): { points: number; retake: boolean } {
  const rows = rowsLike({ score: 0 });
  app
    .db()
    .newQuery(
      'SELECT score FROM results WHERE student_id = {:s} AND assignment_id = {:a} AND (completed_at < {:at} OR (completed_at = {:at} AND id < {:id}))',
    )
    .bind({ s: result.getString('student_id'), a: result.getString('assignment_id'), at: result.getString('completed_at'), id: result.id })
    .all(rows);
  const earlier = rows.map((row) => row.score);
  return { points: pointsAdded(earlier, result.getInt('score')), retake: earlier.length > 0 };
}

/** What a parent hears of a child's finished try: the score and what it earned. */
function notifyParent(txApp: core.App, child: core.Record, assignment: core.Record, result: core.Record): void {
  const earned = pointsOfTry(txApp, result);
  const scored = scoreOf(result.getInt('correct_answers'), result.getInt('total_questions'), result.getInt('awaiting_marking')) !== null;
  notify(txApp, {
    recipient: child.getString('parent_id'),
    audience: 'parents',
    type: 'assignment_completed',
    text: notificationText.assignmentCompleted(
      child.getString('name'),
      assignment.getString('title'),
      scored ? result.getInt('score') : null,
      earned.points,
      earned.retake,
      result.getInt('awaiting_marking'),
    ),
    about: 'assignments',
    aboutId: assignment.id,
  });
}

/**
 * A result was just written (src/quiz/attempts.ts finish): the child's parent hears how it went, the child
 * of any achievement or level it brought. The achievements are replayed once, in time linear in the
 * child's results (a child who retakes a quiz hundreds of times must not hold the one writer up).
 */
export function afterResult(txApp: core.App, result: core.Record): void {
  const child = findOrNull('students', result.getString('student_id'), txApp);
  const assignment = findOrNull('assignments', result.getString('assignment_id'), txApp);
  if (!child || !assignment) return;
  // A review is the child's own practice, several a day at times: the parent reads it in the results, and
  // the notices a parent keeps are left to what the parent set.
  if (!result.getBool('review')) notifyParent(txApp, child, assignment, result);
  const after = resultsOf(txApp, child.id);
  const newest = after[after.length - 1];
  if (!newest || newest.id !== result.id) return;
  // Earned by this result: the replay names the newest result as the one that earned it.
  for (const achievement of achievements(after)) {
    if (achievement.earnedAt !== newest.completed_at) continue;
    notify(txApp, {
      recipient: child.id,
      audience: 'students',
      type: 'achievement',
      text: notificationText.achievement(achievement.title, achievement.description),
      about: 'assignments',
      aboutId: assignment.id,
    });
  }
  const level = levelFor(totalPoints(after)).level;
  if (level > levelFor(totalPoints(after.slice(0, -1))).level) {
    notify(txApp, {
      recipient: child.id,
      audience: 'students',
      type: 'level',
      text: notificationText.level(level),
      about: 'assignments',
      aboutId: assignment.id,
    });
  }
}

/**
 * An assignment was saved: each child who can now see it and could not before hears of it (a new
 * active assignment, a draft made active, a child added). `before`: the assignment as it was, null when new.
 */
export function afterAssignmentSaved(
  txApp: core.App,
  assignment: core.Record,
  before: { status: string; children: string[] } | null,
): void {
  if (assignment.getString('status') !== 'active') return;
  const sawIt = before && before.status === 'active' ? before.children : [];
  const text = notificationText.assignmentNew(assignment.getString('title'), assignment.getString('dueDate'));
  for (const childId of jsArray(assignment.getStringSlice('assigned_students'))) {
    if (sawIt.includes(childId)) continue;
    notify(txApp, { recipient: childId, audience: 'students', type: 'assignment_new', text, about: 'assignments', aboutId: assignment.id });
  }
}

/** The text a creator knows an item by. */
function itemText(item: core.Record): string {
  return item.collection().name === 'questions' ? item.getString('text') : item.getString('title');
}

/**
 * A question or set changed status (src/content allowed it): published or sent back, its author
 * hears; sent to review, each other reviewer without an unread "waits for review" gets one. `from`: ''
 * for a new item.
 */
export function afterContentSaved(txApp: core.App, item: core.Record, from: string): void {
  const to = item.getString('status');
  if (from === to) return;
  // The hooks call this for questions and sets only (content.pb.js).
  const collection = item.collection().name === 'questions' ? 'questions' : 'question_sets';
  const author = item.getString('created_by');
  if (to === 'published' && from === 'review') {
    notify(txApp, {
      recipient: author,
      audience: 'creators',
      type: 'content_published',
      text: notificationText.contentPublished(collection, itemText(item)),
      about: collection,
      aboutId: item.id,
    });
  } else if (to === 'draft' && from === 'review' && item.getString('review_comment')) {
    notify(txApp, {
      recipient: author,
      audience: 'creators',
      type: 'content_returned',
      text: notificationText.contentReturned(collection, itemText(item), item.getString('review_comment')),
      about: collection,
      aboutId: item.id,
    });
  } else if (to === 'review') {
    // One unread "waits for review" a reviewer at most, however many items come: found in one query.
    const waiting = rowsLike({ id: '' });
    txApp
      .db()
      .newQuery(
        "SELECT id FROM creators WHERE reviewer = TRUE AND id != {:author} AND id NOT IN (SELECT recipient FROM notifications WHERE type = 'review_waiting' AND read = FALSE)",
      )
      .bind({ author })
      .all(waiting);
    for (const reviewer of waiting) {
      notify(txApp, { recipient: reviewer.id, audience: 'creators', type: 'review_waiting', text: notificationText.reviewWaiting() });
    }
  }
}

/** Only `read` changes through the API (the collection's rule lets a person update their own). */
export function checkUpdate(e: core.RecordRequestEvent): void {
  if (e.hasSuperuserAuth()) return;
  const errors: Record<string, string> = {};
  for (const field of Object.keys(bodyOf(e))) if (field !== 'read') errors[field] = 'Only read can be changed';
  throwIfInvalid(errors);
}

/** Mark all as read: the signed-in person's unread notifications (at most NOTIFICATIONS_MAX). */
export function markAllRead(e: core.RequestEvent): void {
  const auth = authOf(e);
  let changed = 0;
  $app.runInTransaction((txApp) => {
    const unread = txApp.findRecordsByFilter('notifications', 'recipient = {:r} && audience = {:a} && read = false', '', 0, 0, {
      r: auth.id,
      a: auth.collection().name,
    });
    for (const notification of jsArray(unread)) {
      if (!notification) continue;
      notification.set('read', true);
      txApp.save(notification);
      changed += 1;
    }
  });
  e.json(200, { changed });
}
