/// <reference path="../../../pb_data/types.d.ts" />
// A child's review (docs/learning.md): a short quiz the server makes from that child's own due
// questions, the most overdue first, at most REVIEW_QUESTIONS_MAX, only questions published now (a
// question unpublished or deleted since drops out; a new version took its old one's place, src/content)
// and never an essay. It is an assignment of the child's parent marked `review`, so that the quiz engine
// serves, saves, resumes and scores it like any other; untimed unless the parent gave reviews a time.
// A child has at most one review waiting: starting again returns it (refreshed while it is not begun).
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/server.js`).records;

const { nothingDue: NOTHING_DUE, mistakesTitle: MISTAKES_TITLE, reviewTitle: REVIEW_TITLE, instructions: INSTRUCTIONS } = domain.REVIEW_TEXTS;

/**
 * The child's questions due now, most overdue first: their ids and whether each was last answered wrong.
 * @param {core.App} app @param {string} studentId @param {number} now @returns {Array<{ question: string, mistake: boolean, subject: string }>}
 */
function duePick(app, studentId, now) {
  const rows = arrayOf(new DynamicModel({ question: '', last_right: false, subject: '' }));
  app
    .db()
    .newQuery(
      'SELECT c.question, c.last_right, q.subject FROM review_cards c JOIN questions q ON q.id = c.question ' +
        "WHERE c.student_id = {:s} AND c.due <= {:now} AND q.status = 'published' AND q.type != 'essay' ORDER BY c.due, c.question LIMIT {:limit}",
    )
    .bind({ s: studentId, now: records.storedDate(now), limit: domain.REVIEW_QUESTIONS_MAX })
    .all(rows);
  return rows.map(function (row) {
    return { question: row.question, mistake: !row.last_right, subject: row.subject };
  });
}

/** @param {Array<{ mistake: boolean }>} pick */
const isMistakes = function (pick) {
  return pick.length > 0 &&
    pick.every(function (item) {
      return item.mistake;
    });
};

/**
 * The child's newest review that has no result yet, with its open attempt if the child has begun it.
 * @param {core.App} app @param {core.Record} child @returns {{ review: core.Record, begun: boolean } | null}
 */
function waitingReview(app, child) {
  // Only an active one: a review its parent deleted is no longer the child's to take.
  const found = app.findRecordsByFilter('assignments', 'created_by = {:p} && review = true && status = "active" && assigned_students ~ {:c}', '-created', 1, 0, {
    p: child.getString('parent_id'),
    c: child.id,
  });
  const review = found[0];
  if (!review) return null;
  const done = app.findRecordsByFilter('results', 'assignment_id = {:a} && student_id = {:c}', '', 1, 0, { a: review.id, c: child.id });
  if (done.length) return null;
  const open = app.findRecordsByFilter('attempts', 'student_id = {:c} && assignment_id = {:a} && status = "in_progress"', '', 1, 0, { a: review.id, c: child.id });
  return { review: review, begun: open.length > 0 };
}

/** The review's fields for a pick. @param {core.Record} review @param {core.Record} child @param {ReturnType<typeof duePick>} pick */
function fill(review, child, pick) {
  const subjects = {};
  pick.forEach(function (item) {
    subjects[item.subject] = true;
  });
  const onlySubject = Object.keys(subjects).length === 1 ? Object.keys(subjects)[0] : '';
  review.set('title', isMistakes(pick) ? MISTAKES_TITLE : REVIEW_TITLE);
  review.set('subject', onlySubject);
  review.set(
    'questions',
    pick.map(function (item) {
      return item.question;
    }),
  );
  review.set('totalQuestions', pick.length);
  review.set('timeLimit', parseInt(child.getString('review_time'), 10) || 0);
}

/** `GET /api/review`: what the child's dashboard offers. @param {core.RequestEvent} e */
function status(e) {
  const child = e.auth;
  const waiting = waitingReview($app, child);
  if (waiting && waiting.begun) {
    return e.json(200, { questions: waiting.review.getInt('totalQuestions'), mistakes: waiting.review.getString('title') === MISTAKES_TITLE, begun: true, assignmentId: waiting.review.id });
  }
  const pick = duePick($app, child.id, Date.now());
  return e.json(200, { questions: pick.length, mistakes: isMistakes(pick), begun: false, assignmentId: waiting ? waiting.review.id : '' });
}

/** `POST /api/review/start`: the review to take now (the one begun, else one made of what is due). @param {core.RequestEvent} e */
function start(e) {
  let assignmentId = '';
  $app.runInTransaction(function (txApp) {
    const child = txApp.findRecordById('students', e.auth.id);
    const waiting = waitingReview(txApp, child);
    if (waiting && waiting.begun) {
      assignmentId = waiting.review.id;
      return;
    }
    const pick = duePick(txApp, child.id, Date.now());
    if (!pick.length) throw new ApiError(409, NOTHING_DUE);
    let review = waiting ? waiting.review : null;
    if (!review) {
      review = new Record(txApp.findCollectionByNameOrId('assignments'));
      review.set('review', true);
      review.set('status', 'active');
      review.set('created_by', child.getString('parent_id'));
      review.set('assigned_students', [child.id]);
      review.set('instructions', INSTRUCTIONS);
    }
    // Started again with nothing new due, the review waiting is the one to take: nothing is written.
    const same = waiting && JSON.stringify(records.readJson(review, 'questions', [])) === JSON.stringify(pick.map((item) => item.question));
    if (!same) {
      fill(review, child, pick);
      txApp.save(review);
    }
    assignmentId = review.id;
  });
  return e.json(200, { assignmentId: assignmentId });
}

module.exports = { start, status, duePick };
