// Checks on a parent's assignment before PocketBase saves it, and the preview of what a child is served.
import { DEFAULT_INSTRUCTIONS, dueDay, earliestToday, isPastDue, MESSAGES, validateAssignment } from '../domain.ts';
import { authOf, bodyOf, recordOf } from '../events.ts';
import { assignmentQuestions, loadQuestions } from '../quiz/questions.ts';
import { findOrNull, jsArray, throwIfInvalid } from '../records.ts';

/** The questions of the sets, each once. */
function questionCount(sets: readonly core.Record[]): number {
  const ids = new Set<string>();
  for (const set of sets) for (const id of jsArray(set.getStringSlice('questions'))) ids.add(id);
  return ids.size;
}

/**
 * The request event a record request event embeds. PocketBase's declarations flatten it into the record
 * event, but there `request.body` reads empty in the engine (measured): the embedded event's reads as sent.
 */
interface WithRequestEvent {
  requestEvent?: core.RequestEvent;
}

/**
 * A field as the request sent it. A hook reads body values already converted to the field's type
 * (a date it cannot read and an empty one alike become "no date"), so a JSON body is read as sent.
 */
function sentValue(e: core.RecordRequestEvent, field: string): unknown {
  try {
    const sent = (e as core.RecordRequestEvent & WithRequestEvent).requestEvent?.request?.body;
    return (JSON.parse(toString(sent)) as Record<string, unknown>)[field];
  } catch {
    return bodyOf(e)[field];
  }
}

export function checkAssignment(e: core.RecordRequestEvent, isCreate: boolean): void {
  const record = recordOf(e);
  const superuser = e.hasSuperuserAuth();
  // A review is made by the server for one child (src/learning/review.ts): nobody writes one through the API.
  if (!superuser && (record.getBool('review') || (!isCreate && record.original().getBool('review')))) {
    throw new ForbiddenError("A review is made by the portal from a child's own questions: it cannot be written or changed.");
  }
  if (!superuser) record.set('questions', null);
  const setIds = jsArray(record.getStringSlice('question_sets'));
  const studentIds = jsArray(record.getStringSlice('assigned_students'));
  const sets = setIds.length ? jsArray($app.findRecordsByIds('question_sets', setIds)).filter((set): set is core.Record => !!set) : [];
  const totalQuestions = questionCount(sets);
  // The sets are checked when the parent chooses them: a rename or a new due date is never refused
  // for what became of the sets since (a set taken back or grown by its author, within the cap
  // src/content holds it to; the quiz refuses one past it).
  const setsChanged = isCreate || setIds.join() !== jsArray(record.original().getStringSlice('question_sets')).join();
  const errors: Record<string, string> = {
    ...validateAssignment({
      title: record.getString('title'),
      question_sets: setIds,
      assigned_students: studentIds,
      timeLimit: record.get('timeLimit'),
      totalQuestions: setsChanged ? totalQuestions : undefined,
    }),
  };
  // PocketBase empties a date it cannot read: refuse it instead of losing what the parent typed.
  // An empty due date clears it.
  const dueDate = sentValue(e, 'dueDate');
  // An object or a list is no date either, and String() of one whose toString is not a function throws.
  if (dueDate != null && (typeof dueDate === 'object' || (String(dueDate).trim() !== '' && record.getDateTime('dueDate').isZero()))) {
    errors['dueDate'] = MESSAGES.dueDate;
  }
  // A parent may not set a due day that has passed (on create, or by changing it; an assignment that
  // became overdue still saves its other changes). The server does not know the family's time zone, so
  // "today" is the earliest today on Earth (UTC-12): a day that is still today anywhere is accepted, and
  // the form, which knows the parent's own day, refuses yesterday exactly (shared assignment-lifecycle.ts).
  const day = dueDay(record.getString('dueDate'));
  const dayChanged = isCreate || day !== dueDay(record.original().getString('dueDate'));
  if (!errors['dueDate'] && dayChanged && !superuser && isPastDue(day, earliestToday(new Date()))) {
    errors['dueDate'] = MESSAGES.dueDatePast;
  }
  const parentId = record.getString('created_by');
  if (isCreate && !superuser && parentId !== authOf(e).id) errors['created_by'] = 'Assignments are saved under your own account';
  if (!isCreate && parentId !== record.original().getString('created_by')) {
    errors['created_by'] = 'An assignment stays with the parent who created it';
  }
  // A set already on the assignment may have left published since (a reviewer took it back): the
  // parent can still change everything else. Only a set being added must be published now.
  const kept = isCreate ? [] : jsArray(record.original().getStringSlice('question_sets'));
  if (setsChanged && !errors['question_sets']) {
    if (sets.length !== setIds.length) errors['question_sets'] = 'Choose question sets from the list';
    else if (sets.some((set) => set.getString('status') !== 'published' && !kept.includes(set.id))) {
      errors['question_sets'] = 'Only published question sets can be assigned';
    }
  }
  const children = studentIds.length ? jsArray($app.findRecordsByIds('students', studentIds)) : [];
  if (
    !errors['assigned_students'] &&
    (children.length !== studentIds.length || children.some((child) => child?.getString('parent_id') !== parentId))
  ) {
    errors['assigned_students'] = 'You can assign only your own children';
  }
  throwIfInvalid(errors);

  record.set('totalQuestions', totalQuestions);
  record.set(
    'estimatedTime',
    sets.reduce((minutes, set) => minutes + set.getInt('estimatedTime'), 0),
  );
  if (!record.getString('instructions').trim()) record.set('instructions', DEFAULT_INSTRUCTIONS);
  const [first] = sets;
  if (!record.getString('subject') && first) record.set('subject', first.getString('subject'));
}

/**
 * `GET /api/assignments/{id}/preview` (its parent): the questions a child starting the assignment now
 * is served (its published sets' published questions, each once, in set order; each attempt shuffles
 * them), with their answers and explanations, which the parent's screen shows only on request.
 * Another parent's assignment, a deleted one or none answers 404.
 */
export function preview(e: core.RequestEvent): void {
  const assignment = findOrNull('assignments', e.request?.pathValue('id'), e.app);
  if (!assignment || assignment.getString('created_by') !== authOf(e).id || assignment.getString('status') === 'deleted') {
    throw new NotFoundError('Assignment not found');
  }
  const chosen = assignmentQuestions(e.app, assignment, true);
  const questions = loadQuestions(e.app, chosen.ids, true).map((question) => ({
    id: question.id,
    type: question.type,
    text: question.text,
    options: question.options,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
  }));
  e.json(200, { questions });
}
