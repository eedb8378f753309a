/// <reference path="../../pb_data/types.d.ts" />
// Notifications: written here, by the server, in the transaction of the event they tell of (the caller's
// txApp), in the words of shared/src/domain/notifications.ts. A person keeps NOTIFICATIONS_MAX, newest
// first: the one that goes past it removes the oldest in the same transaction. Records are saved through
// PocketBase (not raw SQL), so that a bell subscribed to the collection hears of them at once.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);

/**
 * @typedef {{ recipient: string, audience: 'parents' | 'students' | 'creators', type: string,
 *   text: { title: string, message: string, icon: string }, about?: string, aboutId?: string }} Notice
 */

/** Writes one notification. @param {core.App} txApp @param {Notice} notice */
function notify(txApp, notice) {
  if (!notice.recipient) return;
  if (domain.NOTIFICATION_TYPES.indexOf(notice.type) < 0) throw new Error('Not a notification type: ' + notice.type);
  const record = new Record(txApp.findCollectionByNameOrId('notifications'));
  record.set('recipient', notice.recipient);
  record.set('audience', notice.audience);
  record.set('type', notice.type);
  record.set('title', notice.text.title);
  record.set('message', notice.text.message);
  record.set('icon', notice.text.icon);
  record.set('about', notice.about || '');
  record.set('about_id', notice.aboutId || '');
  txApp.save(record);
  txApp
    .findRecordsByFilter('notifications', 'recipient = {:r}', '-created,-id', 0, domain.NOTIFICATIONS_MAX, { r: notice.recipient })
    .forEach(function (old) {
      txApp.delete(old);
    });
}

/** A child's results as the domain's rules read them, oldest first: only the columns they need, in one query. @param {core.App} app @param {string} studentId */
function resultsOf(app, studentId) {
  const rows = arrayOf(new DynamicModel({ id: '', score: 0, completed_at: '', assignment_id: '', review: false, total_questions: 0 }));
  app
    .db()
    .newQuery('SELECT id, score, completed_at, assignment_id, review, total_questions FROM results WHERE student_id = {:s} ORDER BY completed_at, id')
    .bind({ s: studentId })
    .all(rows);
  return rows.map(function (row) {
    return { id: row.id, score: row.score, completed_at: row.completed_at, assignment_id: row.assignment_id, review: row.review, total_questions: row.total_questions };
  });
}

/**
 * What a finished try added to the child's points (each quiz counts once, at its best: `pointsAdded`) and
 * whether it was a retake: the parent's notification and email say so, as the child's results screen does
 * (a review's are neither's: the parent hears nothing of a review).
 * @param {core.App} app @param {core.Record} result @returns {{ points: number, retake: boolean }}
 */
function pointsOfTry(app, result) {
  const rows = arrayOf(new DynamicModel({ score: 0 }));
  app
    .db()
    .newQuery(
      'SELECT score FROM results WHERE student_id = {:s} AND assignment_id = {:a} AND (completed_at < {:at} OR (completed_at = {:at} AND id < {:id}))',
    )
    .bind({ s: result.getString('student_id'), a: result.getString('assignment_id'), at: result.getString('completed_at'), id: result.id })
    .all(rows);
  const earlier = rows.map(function (row) {
    return row.score;
  });
  return { points: domain.pointsAdded(earlier, result.getInt('score')), retake: earlier.length > 0 };
}

/**
 * What a parent hears of a child's finished try: the score and what it earned.
 * @param {core.App} txApp @param {core.Record} child @param {core.Record} assignment @param {core.Record} result
 */
function notifyParent(txApp, child, assignment, result) {
  const earned = pointsOfTry(txApp, result);
  notify(txApp, {
    recipient: child.getString('parent_id'),
    audience: 'parents',
    type: 'assignment_completed',
    text: domain.notificationText.assignmentCompleted(
      child.getString('name'),
      assignment.getString('title'),
      domain.scoreOf(result.getInt('correct_answers'), result.getInt('total_questions'), result.getInt('awaiting_marking')) === null ? null : result.getInt('score'),
      earned.points,
      earned.retake,
      result.getInt('awaiting_marking'),
    ),
    about: 'assignments',
    aboutId: assignment.id,
  });
}

/**
 * A result was just written (lib/quiz/attempts.js finish): the child's parent hears how it went, the child
 * of any achievement or level it brought. The achievements are replayed once, in time linear in the
 * child's results (a child who retakes a quiz hundreds of times must not hold the one writer up).
 * @param {core.App} txApp @param {core.Record} result
 */
function afterResult(txApp, result) {
  const child = records.findOrNull('students', result.getString('student_id'), txApp);
  const assignment = records.findOrNull('assignments', result.getString('assignment_id'), txApp);
  if (!child || !assignment) return;
  // A review is the child's own practice, several a day at times: the parent reads it in the results, and
  // the notices a parent keeps are left to what the parent set.
  if (!result.getBool('review')) notifyParent(txApp, child, assignment, result);
  const after = resultsOf(txApp, child.id);
  const newest = after.length ? after[after.length - 1] : null;
  if (!newest || newest.id !== result.id) return;
  // Earned by this result: the replay names the newest result as the one that earned it.
  domain.achievements(after).forEach(function (achievement) {
    if (achievement.earnedAt !== newest.completed_at) return;
    notify(txApp, {
      recipient: child.id,
      audience: 'students',
      type: 'achievement',
      text: domain.notificationText.achievement(achievement.title, achievement.description),
      about: 'assignments',
      aboutId: assignment.id,
    });
  });
  const level = domain.levelFor(domain.totalPoints(after)).level;
  if (level > domain.levelFor(domain.totalPoints(after.slice(0, -1))).level) {
    notify(txApp, {
      recipient: child.id,
      audience: 'students',
      type: 'level',
      text: domain.notificationText.level(level),
      about: 'assignments',
      aboutId: assignment.id,
    });
  }
}

/**
 * An assignment was saved: each child who can now see it and could not before hears of it (a new
 * active assignment, a draft made active, a child added). @param {core.App} txApp @param {core.Record} assignment
 * @param {{ status: string, children: string[] } | null} before the assignment as it was, null when new
 */
function afterAssignmentSaved(txApp, assignment, before) {
  if (assignment.getString('status') !== 'active') return;
  const sawIt = before && before.status === 'active' ? before.children : [];
  const text = domain.notificationText.assignmentNew(assignment.getString('title'), assignment.getString('dueDate'));
  assignment.getStringSlice('assigned_students').forEach(function (childId) {
    if (sawIt.indexOf(childId) >= 0) return;
    notify(txApp, { recipient: childId, audience: 'students', type: 'assignment_new', text: text, about: 'assignments', aboutId: assignment.id });
  });
}

/** The text a creator knows an item by. @param {core.Record} item */
function itemText(item) {
  return item.collection().name === 'questions' ? item.getString('text') : item.getString('title');
}

/**
 * A question or set changed status (src/content allowed it): published or sent back, its author
 * hears; sent to review, each other reviewer without an unread "waits for review" gets one.
 * @param {core.App} txApp @param {core.Record} item @param {string} from '' for a new item
 */
function afterContentSaved(txApp, item, from) {
  const to = item.getString('status');
  if (from === to) return;
  const collection = item.collection().name;
  const author = item.getString('created_by');
  if (to === 'published' && from === 'review') {
    notify(txApp, {
      recipient: author,
      audience: 'creators',
      type: 'content_published',
      text: domain.notificationText.contentPublished(collection, itemText(item)),
      about: collection,
      aboutId: item.id,
    });
  } else if (to === 'draft' && from === 'review' && item.getString('review_comment')) {
    notify(txApp, {
      recipient: author,
      audience: 'creators',
      type: 'content_returned',
      text: domain.notificationText.contentReturned(collection, itemText(item), item.getString('review_comment')),
      about: collection,
      aboutId: item.id,
    });
  } else if (to === 'review') {
    // One unread "waits for review" a reviewer at most, however many items come: found in one query.
    const waiting = arrayOf(new DynamicModel({ id: '' }));
    txApp
      .db()
      .newQuery(
        "SELECT id FROM creators WHERE reviewer = TRUE AND id != {:author} AND id NOT IN (SELECT recipient FROM notifications WHERE type = 'review_waiting' AND read = FALSE)",
      )
      .bind({ author: author })
      .all(waiting);
    waiting.forEach(function (reviewer) {
      notify(txApp, { recipient: reviewer.id, audience: 'creators', type: 'review_waiting', text: domain.notificationText.reviewWaiting() });
    });
  }
}

/**
 * Only `read` changes through the API (the collection's rule lets a person update their own).
 * @param {core.RecordRequestEvent} e
 */
function checkUpdate(e) {
  if (e.hasSuperuserAuth()) return;
  const errors = {};
  Object.keys(e.requestInfo().body).forEach(function (field) {
    if (field !== 'read') errors[field] = 'Only read can be changed';
  });
  records.throwIfInvalid(errors);
}

/** Mark all as read: the signed-in person's unread notifications (at most NOTIFICATIONS_MAX). @param {core.RequestEvent} e */
function markAllRead(e) {
  let changed = 0;
  $app.runInTransaction(function (txApp) {
    txApp
      .findRecordsByFilter('notifications', 'recipient = {:r} && audience = {:a} && read = false', '', 0, 0, { r: e.auth.id, a: e.auth.collection().name })
      .forEach(function (notification) {
        notification.set('read', true);
        txApp.save(notification);
        changed += 1;
      });
  });
  return e.json(200, { changed: changed });
}

module.exports = { notify, pointsOfTry, afterResult, afterAssignmentSaved, afterContentSaved, checkUpdate, markAllRead };
