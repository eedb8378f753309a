import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ASSIGNMENT_CHANGE_MESSAGES,
  DEFAULT_INSTRUCTIONS,
  dueDay,
  earliestToday,
  hasStarted,
  isPastDue,
  MESSAGES,
  validateAssignment,
  type AssignmentsRecord,
  type FieldErrors,
} from 'shared';
import { REFUSALS } from 'shared/api';
import { assignmentFigures, EMPTY_FIELDS, type MockDb, type MockRecord, type MockRecordOf } from '../db.ts';
import {
  apiRoute,
  forbidden,
  invalid,
  invalidIfAny,
  newRecordId,
  notFound,
  refuse,
  unauthorized,
  userOf,
  type HandlerContext,
} from './context.ts';

const FIELDS = [
  'title',
  'subject',
  'question_sets',
  'timeLimit',
  'status',
  'difficulty',
  'instructions',
  'created_by',
  'assigned_students',
  'dueDate',
];
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const onAssignment = (records: readonly MockRecord[] | undefined) =>
  (records ?? []).map((r) => ({ assignment_id: String(r['assignment_id']) }));

/** The record fields a request sends. */
async function body(request: Request) {
  const sent = (await request.json()) as Record<string, unknown>;
  return Object.fromEntries(FIELDS.filter((field) => field in sent).map((field) => [field, sent[field]]));
}

/** The server's checks of a parent's assignment (pb_hooks/lib/assignments.js, assignment-lifecycle.js), in its words. */
function problems(db: MockDb, parentId: string, next: MockRecordOf<AssignmentsRecord>, before: MockRecord | undefined) {
  const setIds = list(next['question_sets']);
  const childIds = list(next['assigned_students']);
  const errors: FieldErrors<AssignmentsRecord> = validateAssignment(next);
  const sets = setIds.map((id) => db.collections['question_sets']?.find((set) => set.id === id));
  if (!errors['question_sets'] && sets.some((set) => !set)) errors['question_sets'] = 'Choose question sets from the list';
  else if (sets.some((set) => set && set['status'] !== 'published'))
    errors['question_sets'] = 'Only published question sets can be assigned';
  const children = childIds.map((id) => db.collections['students']?.find((child) => child.id === id));
  if (!errors['assigned_students'] && children.some((child) => child?.['parent_id'] !== parentId)) {
    errors['assigned_students'] = 'You can assign only your own children';
  }
  const dayChanged = !before || dueDay(String(before['dueDate'] ?? '')) !== dueDay(String(next['dueDate'] ?? ''));
  if (dayChanged && isPastDue(String(next['dueDate'] ?? ''), earliestToday(new Date()))) errors['dueDate'] = MESSAGES.dueDatePast;
  if (next['status'] === 'deleted') errors['status'] = ASSIGNMENT_CHANGE_MESSAGES.deleteInstead;
  else if (before?.['status'] === 'active' && next['status'] === 'draft') errors['status'] = ASSIGNMENT_CHANGE_MESSAGES.backToDraft;
  if (before && hasStarted(before.id, onAssignment(db.collections['attempts']), onAssignment(db.collections['results']))) {
    if (list(before['question_sets']).join() !== setIds.join()) errors['question_sets'] = ASSIGNMENT_CHANGE_MESSAGES.setsLocked;
    if (list(before['assigned_students']).some((id) => !childIds.includes(id)))
      errors['assigned_students'] = ASSIGNMENT_CHANGE_MESSAGES.childrenLocked;
  }
  return invalidIfAny(errors);
}

/** What the server fills in: the question count and minutes of the sets, the default instructions, the first set's subject. */
function withFigures(db: MockDb, record: MockRecord): MockRecord {
  const { totalQuestions, estimatedTime, firstSubject } = assignmentFigures(
    list(record['question_sets']),
    db.collections['question_sets'] ?? [],
  );
  const instructions = String(record['instructions'] ?? '').trim() || DEFAULT_INSTRUCTIONS;
  return { ...record, totalQuestions, estimatedTime, instructions, subject: record['subject'] || firstSubject || '' };
}

/** A parent's assignments: created, changed and deleted (hidden, keeping its results) under the server's rules. */
export function assignmentHandlers({ db, mayRead }: HandlerContext): HttpHandler[] {
  mayRead.set('assignments', (assignment, request, how) => {
    const user = userOf(request, db);
    const status = assignment['status'];
    if (user?.collectionName === 'parents') return assignment['created_by'] === user.id && (how === 'view' || status !== 'deleted');
    if (user?.collectionName !== 'students' || !list(assignment['assigned_students']).includes(user.id)) return false;
    return status === 'active' || (how === 'view' && status === 'deleted');
  });

  const ownAssignment = (request: Request, id: unknown) => {
    const parent = userOf(request, db);
    const assignment = db.collections['assignments']?.find((a) => a.id === id);
    return parent && assignment && assignment['created_by'] === parent.id && assignment['status'] !== 'deleted'
      ? { parent, assignment }
      : undefined;
  };

  return [
    http.post('*/api/collections/assignments/records', async ({ request }) => {
      const parent = userOf(request, db);
      if (parent?.collectionName !== 'parents') return unauthorized();
      const now = new Date().toISOString().replace('T', ' ');
      const draft: MockRecord = {
        collectionId: 'pbc_assignments',
        collectionName: 'assignments',
        ...EMPTY_FIELDS['assignments'],
        id: newRecordId(),
        created: now,
        updated: now,
        ...(await body(request)),
      };
      if (draft['review']) return forbidden();
      if (draft['created_by'] !== parent.id) return invalid({ created_by: 'Assignments are saved under your own account' });
      const refused = problems(db, parent.id, draft, undefined);
      if (refused) return refused;
      const saved = withFigures(db, draft);
      (db.collections['assignments'] ??= []).push(saved);
      return HttpResponse.json(saved);
    }),

    http.patch('*/api/collections/assignments/records/:id', async ({ params, request }) => {
      const own = ownAssignment(request, params['id']);
      if (!own) return notFound();
      if (own.assignment['review']) return forbidden();
      const next: MockRecord = { ...own.assignment, ...(await body(request)), updated: new Date().toISOString().replace('T', ' ') };
      const refused = problems(db, own.parent.id, next, own.assignment);
      if (refused) return refused;
      const saved = withFigures(db, next);
      db.collections['assignments'] = (db.collections['assignments'] ?? []).map((a) => (a.id === saved.id ? saved : a));
      return HttpResponse.json(saved);
    }),

    // What a child starting it would be served: the published sets' published questions, each once, with their keys.
    apiRoute('assignmentPreview', ({ params, request }) => {
      const user = userOf(request, db);
      if (!user) return unauthorized();
      if (user.collectionName !== 'parents') return forbidden();
      const own = ownAssignment(request, params['id']);
      if (!own) return refuse(REFUSALS.assignmentNotFound);
      const published = (collection: string, id: string) =>
        db.collections[collection]?.find((r) => r.id === id && r['status'] === 'published');
      const questionIds = [
        ...new Set(list(own.assignment['question_sets']).flatMap((setId) => list(published('question_sets', setId)?.['questions']))),
      ];
      const questions = questionIds.flatMap((id) => {
        const question = published('questions', id);
        if (!question) return [];
        const { type, text, options, correctAnswer, explanation } = question;
        return [
          {
            id,
            type: type || 'multiple_choice',
            text,
            options: options ?? [],
            correctAnswer: correctAnswer ?? '',
            explanation: explanation ?? '',
          },
        ];
      });
      return HttpResponse.json({ questions });
    }),

    http.delete('*/api/collections/assignments/records/:id', ({ params, request }) => {
      const own = ownAssignment(request, params['id']);
      if (!own) return notFound();
      const id = own.assignment.id;
      db.collections['attempts'] = (db.collections['attempts'] ?? []).filter(
        (a) => a['assignment_id'] !== id || a['status'] !== 'in_progress',
      );
      db.collections['assignments'] = (db.collections['assignments'] ?? []).map((a) => (a.id === id ? { ...a, status: 'deleted' } : a));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
