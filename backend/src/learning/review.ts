// A child's review (docs/learning.md): a short quiz the server makes from that child's own due
// questions, the most overdue first, at most REVIEW_QUESTIONS_MAX, only questions published now (a
// question unpublished or deleted since drops out; a new version took its old one's place, src/content)
// and never an essay. It is an assignment of the child's parent marked `review`, so that the quiz engine
// serves, saves, resumes and scores it like any other; untimed unless the parent gave reviews a time.
// A child has at most one review waiting: starting again returns it (refreshed while it is not begun).
import { rowsLike } from '../db.ts';
import { REVIEW_QUESTIONS_MAX, REVIEW_TEXTS } from '../domain.ts';
import { authOf } from '../events.ts';
import { jsArray, readJson, storedDate } from '../records.ts';

const { nothingDue: NOTHING_DUE, mistakesTitle: MISTAKES_TITLE, reviewTitle: REVIEW_TITLE, instructions: INSTRUCTIONS } = REVIEW_TEXTS;

/** A due question: whether it was last answered wrong, and its subject. */
export interface DueQuestion {
  question: string;
  mistake: boolean;
  subject: string;
}

/** The child's questions due now, most overdue first: their ids and whether each was last answered wrong. */
export function duePick(app: core.App, studentId: string, now: number): DueQuestion[] {
  const rows = rowsLike({ question: '', last_right: false, subject: '' });
  app
    .db()
    .newQuery(
      'SELECT c.question, c.last_right, q.subject FROM review_cards c JOIN questions q ON q.id = c.question ' +
        "WHERE c.student_id = {:s} AND c.due <= {:now} AND q.status = 'published' AND q.type != 'essay' ORDER BY c.due, c.question LIMIT {:limit}",
    )
    .bind({ s: studentId, now: storedDate(now), limit: REVIEW_QUESTIONS_MAX })
    .all(rows);
  return rows.map((row) => ({ question: row.question, mistake: !row.last_right, subject: row.subject }));
}

const isMistakes = (pick: readonly DueQuestion[]): boolean => pick.length > 0 && pick.every((item) => item.mistake);

/** The child's newest review that has no result yet, and whether the child has begun it (an open attempt). */
function waitingReview(app: core.App, child: core.Record): { review: core.Record; begun: boolean } | null {
  // Only an active one: a review its parent deleted is no longer the child's to take.
  const found = app.findRecordsByFilter(
    'assignments',
    'created_by = {:p} && review = true && status = "active" && assigned_students ~ {:c}',
    '-created',
    1,
    0,
    {
      p: child.getString('parent_id'),
      c: child.id,
    },
  );
  const [review] = jsArray(found);
  if (!review) return null;
  const done = app.findRecordsByFilter('results', 'assignment_id = {:a} && student_id = {:c}', '', 1, 0, { a: review.id, c: child.id });
  if (done.length) return null;
  const open = app.findRecordsByFilter('attempts', 'student_id = {:c} && assignment_id = {:a} && status = "in_progress"', '', 1, 0, {
    a: review.id,
    c: child.id,
  });
  return { review, begun: open.length > 0 };
}

/** The review's fields for a pick. */
function fill(review: core.Record, child: core.Record, pick: readonly DueQuestion[]): void {
  const subjects = [...new Set(pick.map((item) => item.subject))];
  review.set('title', isMistakes(pick) ? MISTAKES_TITLE : REVIEW_TITLE);
  review.set('subject', subjects.length === 1 ? subjects[0] : '');
  review.set(
    'questions',
    pick.map((item) => item.question),
  );
  review.set('totalQuestions', pick.length);
  review.set('timeLimit', parseInt(child.getString('review_time'), 10) || 0);
}

/** `GET /api/review`: what the child's dashboard offers. */
export function status(e: core.RequestEvent): void {
  const child = authOf(e);
  const waiting = waitingReview(e.app, child);
  if (waiting && waiting.begun) {
    e.json(200, {
      questions: waiting.review.getInt('totalQuestions'),
      mistakes: waiting.review.getString('title') === MISTAKES_TITLE,
      begun: true,
      assignmentId: waiting.review.id,
    });
    return;
  }
  const pick = duePick(e.app, child.id, Date.now());
  e.json(200, { questions: pick.length, mistakes: isMistakes(pick), begun: false, assignmentId: waiting ? waiting.review.id : '' });
}

/** `POST /api/review/start`: the review to take now (the one begun, else one made of what is due). */
export function start(e: core.RequestEvent): void {
  const childId = authOf(e).id;
  let assignmentId = '';
  $app.runInTransaction((txApp) => {
    const child = txApp.findRecordById('students', childId);
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
    const same =
      waiting && JSON.stringify(readJson<unknown>(review, 'questions', [])) === JSON.stringify(pick.map((item) => item.question));
    if (!same) {
      fill(review, child, pick);
      txApp.save(review);
    }
    assignmentId = review.id;
  });
  e.json(200, { assignmentId });
}
