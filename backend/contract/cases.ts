// The contract between the apps and the backend: the requests the apps send (the same lists,
// filters, writes and quiz routes), each with what the screens rely on in the answer. Written
// once, run against the real PocketBase (backend/test/contract.test.ts) and against the MSW
// handlers that stand in for it when a remote runs alone or a component test renders a screen
// (mocks/src/contract.test.ts): when the two disagree, the mocks change.
//
// The real server is shared by every backend test file, which change the demo family as they
// go, so a case never counts the demo's records: it checks what every record of an answer must
// be, finds the ones it needs, and makes (and takes away) what it changes.
import PocketBase, { ClientResponseError } from 'pocketbase';
import { expect } from 'vitest';
import {
  ASSIGNMENT_CHANGE_MESSAGES,
  DEFAULT_INSTRUCTIONS,
  ESSAY_MESSAGES,
  MARK_COMMENT_MAX,
  MESSAGES,
  readAssignmentAttempts,
  readChildAssignments,
  readChildren,
  readChildResults,
  readChildTries,
  readFamilyResults,
  readOpenAttempts,
  readParentAssignments,
  REVIEW_QUESTIONS_MAX,
} from 'shared';
import { apiPath, REFUSALS, sendApi, type AnswerReply, type Refusal } from 'shared/api';
import { demoFixtures as demo } from '../seed/demo/fixtures.ts';

export type ContractActor = 'guest' | 'parent' | 'student' | 'sibling' | 'creator' | 'reviewer';

export interface ContractCase {
  name: string;
  run: (as: (actor: ContractActor) => Promise<PocketBase>) => Promise<void>;
}

type Rec = Record<string, unknown> & { id: string };

const [demoParent] = demo.parents;
const [emma, liam] = demo.students;
const demoCreator = demo.creators.find((c) => !c.reviewer);
const demoReviewer = demo.creators.find((c) => c.reviewer);
if (!demoParent || !emma || !liam || !demoCreator || !demoReviewer)
  throw new Error('The demo fixtures need a parent, two children, a creator and a reviewer');

/** A new client signed in as a demo actor, against the server at `url`. */
export async function signInAs(url: string, actor: ContractActor): Promise<PocketBase> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  if (actor === 'parent') await pb.collection('parents').authWithPassword(demoParent!.email, demoParent!.password);
  if (actor === 'student') await pb.collection('students').authWithPassword(emma!.student_id, emma!.password);
  if (actor === 'sibling') await pb.collection('students').authWithPassword(liam!.student_id, liam!.password);
  if (actor === 'creator') await pb.collection('creators').authWithPassword(demoCreator!.email, demoCreator!.password);
  if (actor === 'reviewer') await pb.collection('creators').authWithPassword(demoReviewer!.email, demoReviewer!.password);
  return pb;
}

/** PocketBase's answer to a request that failed: its status and body. */
async function refusal(call: () => Promise<unknown>): Promise<{
  status: number;
  response: { status?: number; message?: string; data?: Record<string, { code?: string; message?: string }> };
}> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, response: error.response as never };
    throw error;
  }
  throw new Error('The request succeeded; the contract says it is refused');
}

/** A refusal of the API table, with its status and sentence (a field's refusal on that field). */
async function refusedAs(call: () => Promise<unknown>, { status, message, field }: Refusal) {
  const { response } = await refusal(call);
  expect(response).toMatchObject(field ? { status, data: { [field]: { message } } } : { status, message });
}

/** A refused write: PocketBase's 400 with a message on each named field (the hooks' words end with a full stop). */
async function refusedOn(call: () => Promise<unknown>, fields: Record<string, string | RegExp>) {
  const { status, response } = await refusal(call);
  expect(status).toBe(400);
  expect(response).toMatchObject({ status: 400, message: expect.any(String), data: expect.any(Object) });
  for (const [field, message] of Object.entries(fields)) {
    expect(response.data?.[field]).toMatchObject({
      code: expect.any(String),
      message: typeof message === 'string' ? `${message}.` : expect.stringMatching(message),
    });
  }
}

/** A parent's mark of an essay of Liam's science result (which has none: every mark is refused). */
const markLiamsScience = (pb: PocketBase, body: Record<string, unknown>) =>
  pb.send(apiPath('resultMark', { resultId: 'resultliamsci01' }), { method: 'POST', body });

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  return (await refusal(call)).status;
}

/** The manage screens' delete: one batch of the creator's drafts (shared/src/creator-content.ts). */
async function deleteDrafts(pb: PocketBase, collection: 'questions' | 'question_sets', draftIds: readonly string[]) {
  const batch = pb.createBatch();
  for (const id of draftIds) batch.collection(collection).delete(id);
  await batch.send();
}

const ids = (records: readonly { id: string }[]) => records.map((r) => r.id);
const userId = (pb: PocketBase) => pb.authStore.record?.id ?? '';

/** Whether a list is in the order of `key` (a field, `-` first for descending). */
function expectSorted(records: readonly Rec[], key: string) {
  const field = key.replace(/^-/, '');
  const values = records.map((r) => r[field] as string | number);
  const sorted = values.toSorted((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0,
  );
  expect(values).toEqual(key.startsWith('-') ? sorted.toReversed() : sorted);
}

/** PocketBase's date in a record: `2026-01-31 09:15:00.000Z`. */
const RECORD_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A question the server accepts, as a creator's draft: a case or a test overrides what it is about (also backend/test/actors.ts). */
export const draftQuestion = (createdBy: string, overrides: Record<string, unknown> = {}) => ({
  text: 'What is 2 + 2?',
  type: 'multiple_choice',
  subject: 'Mathematics',
  grade: 'Grade 2',
  topic: 'Numbers and Operations',
  skills: ['Addition'],
  difficulty: 'beginner',
  estimatedTime: 30,
  options: [
    { id: 'a', text: 'Right', isCorrect: true },
    { id: 'b', text: 'Wrong', isCorrect: false },
  ],
  explanation: 'Two and two make four.',
  status: 'draft',
  created_by: createdBy,
  ...overrides,
});

const question = (createdBy: string, overrides: Record<string, unknown> = {}) =>
  draftQuestion(createdBy, { text: 'Contract: what is 2 + 2?', ...overrides });

/** A new assignment of the demo parent on one of the demo's published sets, for Emma: its own records for one case. */
async function newAssignment(parent: PocketBase, overrides: Record<string, unknown> = {}) {
  return parent.collection('assignments').create({
    title: 'Contract assignment',
    question_sets: ['setenglishgr001'],
    assigned_students: [emma!.id],
    timeLimit: 15,
    status: 'active',
    created_by: userId(parent),
    ...overrides,
  });
}

/** A child the demo parent adds for one case, and takes away after it. */
async function withNewChild(parent: PocketBase, body: (child: { student: Rec; accessCode: string }) => Promise<void>) {
  const child = await sendApi(parent, 'childCreate', { body: { name: 'Contract Child', grade: 'Grade 2' } });
  try {
    await body(child);
  } finally {
    await parent.collection('students').delete(child.student.id);
  }
}

/**
 * A quiz of its own for one case: a new child of the demo parent, signed in, with an active
 * assignment on the English set. Removing the child after it takes its attempts, results and the
 * assignment with it, so no demo account keeps what the case did.
 */
async function withQuiz(
  as: (actor: ContractActor) => Promise<PocketBase>,
  body: (quiz: { parent: PocketBase; child: PocketBase; childId: string; assignmentId: string }) => Promise<void>,
) {
  const parent = await as('parent');
  await withNewChild(parent, async ({ student, accessCode }) => {
    const assignment = await newAssignment(parent, { assigned_students: [student.id] });
    const child = new PocketBase(parent.baseURL);
    child.autoCancellation(false);
    await child.collection('students').authWithPassword(String(student['student_id']), accessCode);
    await body({ parent, child, childId: student.id, assignmentId: assignment.id });
  });
}

const start = (pb: PocketBase, assignmentId: string) => sendApi(pb, 'quizStart', { params: { assignmentId } });
// Any body, as a client the types do not hold sends it.
const answer = (pb: PocketBase, attemptId: string, body: Record<string, unknown>) =>
  pb.send<AnswerReply>(apiPath('quizAnswer', { attemptId }), { method: 'POST', body });
const submit = (pb: PocketBase, attemptId: string) => sendApi(pb, 'quizSubmit', { params: { attemptId } });
const exit = (pb: PocketBase, attemptId: string) => sendApi(pb, 'quizExit', { params: { attemptId } });
const rightOption = (questionId: string) => demo.questions.find((q) => q.id === questionId)?.options.find((o) => o.isCorrect)?.id ?? '';

export const CONTRACT_CASES: ContractCase[] = [
  // Signing in (the shell) and the session check.
  {
    name: 'a parent signs in with email and password; the record comes without its password',
    run: async (as) => {
      const pb = await as('parent');
      expect(pb.authStore.isValid).toBe(true);
      expect(pb.authStore.record).toMatchObject({
        id: demoParent.id,
        collectionName: 'parents',
        email: demoParent.email,
        name: demoParent.name,
      });
      expect(pb.authStore.record).not.toHaveProperty('password');
      const guest = await as('guest');
      const wrong = await refusal(() => guest.collection('parents').authWithPassword(demoParent.email, 'Wrong123!'));
      expect(wrong).toMatchObject({ status: 400, response: { status: 400, message: 'Failed to authenticate.' } });
    },
  },
  {
    name: 'a child signs in with Student ID and access code, and a wrong code is refused',
    run: async (as) => {
      const pb = await as('student');
      expect(pb.authStore.record).toMatchObject({
        id: emma.id,
        collectionName: 'students',
        student_id: emma.student_id,
        name: emma.name,
        parent_id: demoParent.id,
      });
      expect(pb.authStore.record).not.toHaveProperty('password');
      expect(
        await statusOf(async () => (await as('guest')).collection('students').authWithPassword(emma.student_id, 'wrong-code-00')),
      ).toBe(400);
    },
  },
  {
    name: 'a child signs in with the Student ID in small letters and the code in capitals with spaces; a parent with the email in capitals',
    run: async (as) => {
      const guest = await as('guest');
      await guest
        .collection('students')
        .authWithPassword(` ${emma.student_id.toLowerCase()}`, emma.password.toUpperCase().replaceAll('-', ' '));
      expect(guest.authStore.record).toMatchObject({ id: emma.id, student_id: emma.student_id });
      const parent = await as('guest');
      await parent.collection('parents').authWithPassword(demoParent.email.toUpperCase(), demoParent.password);
      expect(parent.authStore.record).toMatchObject({ id: demoParent.id, email: demoParent.email });
    },
  },
  {
    name: 'the session check answers 204 with a session and 401 without',
    run: async (as) => {
      await sendApi(await as('parent'), 'session');
      expect(await statusOf(async () => sendApi(await as('guest'), 'session'))).toBe(401);
    },
  },
  {
    name: "the login card's demo logins are the demo family's",
    run: async (as) => {
      expect(await sendApi(await as('guest'), 'demoLogins')).toEqual({
        parent: { email: demoParent.email, password: demoParent.password },
        student: { studentId: emma.student_id, accessCode: emma.password },
      });
    },
  },

  // The parent area: children.
  {
    name: "a parent's children, by name, each with the fields the screens show",
    run: async (as) => {
      const parent = await as('parent');
      const children = (await readChildren(parent, demoParent.id)) as unknown as Rec[];
      expect(ids(children)).toEqual(expect.arrayContaining([emma.id, liam.id]));
      expectSorted(children, 'name');
      for (const child of children) {
        expect(child).toMatchObject({
          parent_id: demoParent.id,
          student_id: expect.stringMatching(/^STU\d+$/),
          name: expect.any(String),
          grade: expect.any(String),
          time_allowance: expect.any(String),
          created: expect.stringMatching(RECORD_DATE),
        });
      }
    },
  },
  {
    name: 'a parent adds a child: a Student ID and an access code the child signs in with; a removed child is gone',
    run: async (as) => {
      const parent = await as('parent');
      const { student, accessCode } = await sendApi(parent, 'childCreate', { body: { name: 'Contract Child', grade: 'Grade 2' } });
      expect(student).toMatchObject({
        name: 'Contract Child',
        grade: 'Grade 2',
        parent_id: demoParent.id,
        student_id: expect.stringMatching(/^STU\d+$/),
      });
      expect(accessCode).toMatch(/^[a-z]+-[a-z]+-\d+$/);
      const child = new PocketBase(parent.baseURL);
      await child.collection('students').authWithPassword(String(student['student_id']), accessCode);
      expect(child.authStore.record?.id).toBe(student.id);
      // The first sign-in answers no sign-in before it, the second the first: the dashboard's "Welcome back".
      expect(child.authStore.record?.['last_signed_in'] ?? '').toBe('');
      const again = new PocketBase(parent.baseURL);
      await again.collection('students').authWithPassword(String(student['student_id']), accessCode);
      expect(again.authStore.record?.['last_signed_in']).toMatch(RECORD_DATE);
      await parent.collection('students').delete(student.id);
      expect(ids(await readChildren(parent, demoParent.id))).not.toContain(student.id);
      expect(await statusOf(() => parent.collection('students').getOne(student.id))).toBe(404);
    },
  },
  {
    name: "a child is added only with a name and a grade, in the form's words",
    run: async (as) => {
      const parent = await as('parent');
      await refusedOn(() => parent.send(apiPath('childCreate'), { method: 'POST', body: { name: ' ', grade: '' } }), {
        name: MESSAGES.childName,
        grade: MESSAGES.grade,
      });
    },
  },
  {
    name: 'a new access code replaces the old one; another family’s child or no child answers 404',
    run: async (as) => {
      const parent = await as('parent');
      await withNewChild(parent, async ({ student, accessCode }) => {
        const reset = await sendApi(parent, 'childAccessCode', { params: { id: student.id } });
        expect(reset.student.id).toBe(student.id);
        expect(reset.accessCode).not.toBe(accessCode);
        const guest = await as('guest');
        expect(await statusOf(() => guest.collection('students').authWithPassword(String(student['student_id']), accessCode))).toBe(400);
        await guest.collection('students').authWithPassword(String(student['student_id']), reset.accessCode);
      });
      await refusedAs(() => sendApi(parent, 'childAccessCode', { params: { id: 'nosuchchild0001' } }), REFUSALS.childNotFound);
    },
  },
  {
    name: "a parent changes a child's time allowance, breaks and name; a blank name or an unknown allowance is refused",
    run: async (as) => {
      const parent = await as('parent');
      await withNewChild(parent, async ({ student }) => {
        expect(await parent.collection('students').update(student.id, { time_allowance: 'extra_half' })).toMatchObject({
          id: student.id,
          time_allowance: 'extra_half',
        });
        expect(await parent.collection('students').update(student.id, { name: 'Renamed Child' })).toMatchObject({
          name: 'Renamed Child',
          time_allowance: 'extra_half',
        });
        await refusedOn(() => parent.collection('students').update(student.id, { name: '  ' }), { name: MESSAGES.childName });
        expect(await statusOf(() => parent.collection('students').update(student.id, { time_allowance: 'forever' }))).toBe(400);
        expect(await parent.collection('students').getOne(student.id)).toMatchObject({ name: 'Renamed Child' });
        expect(await parent.collection('students').update(student.id, { breaks: 'three' })).toMatchObject({
          id: student.id,
          breaks: 'three',
        });
        expect(await statusOf(() => parent.collection('students').update(student.id, { breaks: 'ten' }))).toBe(400);
      });
    },
  },

  {
    name: "a removed child leaves the family's assignments, and an assignment left for nobody goes too",
    run: async (as) => {
      const parent = await as('parent');
      const { student } = await sendApi(parent, 'childCreate', { body: { name: 'Contract Child', grade: 'Grade 2' } });
      const shared = await newAssignment(parent, { assigned_students: [emma.id, student.id] });
      const alone = await newAssignment(parent, { assigned_students: [student.id] });
      try {
        await parent.collection('students').delete(student.id);
        expect((await parent.collection('assignments').getOne(shared.id))['assigned_students']).toEqual([emma.id]);
        expect(await statusOf(() => parent.collection('assignments').getOne(alone.id))).toBe(404);
      } finally {
        await parent.collection('assignments').delete(shared.id);
      }
    },
  },

  // The parent area: assignments.
  {
    name: 'the question sets a parent may assign: the published ones, by title',
    run: async (as) => {
      const parent = await as('parent');
      const sets = await parent
        .collection('question_sets')
        .getFullList({ filter: 'status = "published"', sort: 'title', requestKey: null });
      expect(ids(sets)).toEqual(expect.arrayContaining(['setbasicmath001', 'setenglishgr001', 'setscience00001']));
      expect(ids(sets)).not.toContain('settimesdraft01');
      expectSorted(sets, 'title');
      const maths = sets.find((set) => set.id === 'setbasicmath001');
      expect(maths).toMatchObject({
        title: 'Basic Arithmetic',
        subject: 'Mathematics',
        totalQuestions: 5,
        estimatedTime: 4,
        status: 'published',
      });
    },
  },
  {
    name: "a parent's assignments, newest first, with the children they are given to; never a deleted one",
    run: async (as) => {
      const parent = await as('parent');
      const assignments = await readParentAssignments<Rec & { expand?: { assigned_students?: Rec[] } }>(parent, demoParent.id);
      expect(ids(assignments)).toEqual(expect.arrayContaining(['assignmaths0001', 'assignfraction1']));
      expectSorted(assignments, '-created');
      for (const assignment of assignments) {
        expect(assignment['created_by']).toBe(demoParent.id);
        expect(assignment['status']).not.toBe('deleted');
        expect(ids(assignment.expand?.assigned_students ?? [])).toEqual(assignment['assigned_students']);
      }
      const maths = assignments.find((a) => a.id === 'assignmaths0001');
      expect(maths?.expand?.assigned_students?.[0]).toMatchObject({ collectionName: 'students', name: emma.name });
      expect(maths).toMatchObject({ dueDate: expect.stringMatching(RECORD_DATE), totalQuestions: 5, timeLimit: 30 });
    },
  },
  {
    name: "a new assignment gets the server's figures: questions, minutes, the first set's subject, SPEC's instructions",
    run: async (as) => {
      const parent = await as('parent');
      const created = await newAssignment(parent, { question_sets: ['setbasicmath001', 'setenglishgr001'], instructions: '' });
      try {
        expect(created).toMatchObject({
          totalQuestions: 8,
          estimatedTime: 6,
          subject: 'Mathematics',
          instructions: DEFAULT_INSTRUCTIONS,
          status: 'active',
          created_by: demoParent.id,
        });
      } finally {
        await parent.collection('assignments').delete(created.id);
      }
    },
  },
  {
    name: "an assignment the server refuses: the form's words on each field",
    run: async (as) => {
      const parent = await as('parent');
      await refusedOn(() => newAssignment(parent, { title: ' ', question_sets: [], assigned_students: [], timeLimit: 500 }), {
        title: MESSAGES.assignmentTitle,
        question_sets: MESSAGES.assignmentSets,
        assigned_students: MESSAGES.assignmentChildren,
        timeLimit: MESSAGES.timeLimit,
      });
      await refusedOn(() => newAssignment(parent, { question_sets: ['settimesdraft01'] }), { question_sets: /./ });
    },
  },
  {
    name: 'an active assignment keeps changing its title, never goes back to draft, and is never set to deleted',
    run: async (as) => {
      const parent = await as('parent');
      const created = await newAssignment(parent);
      try {
        expect(await parent.collection('assignments').update(created.id, { title: 'Contract, renamed' })).toMatchObject({
          title: 'Contract, renamed',
          totalQuestions: 3,
        });
        await refusedOn(() => parent.collection('assignments').update(created.id, { status: 'draft' }), {
          status: ASSIGNMENT_CHANGE_MESSAGES.backToDraft,
        });
        await refusedOn(() => parent.collection('assignments').update(created.id, { status: 'deleted' }), {
          status: ASSIGNMENT_CHANGE_MESSAGES.deleteInstead,
        });
      } finally {
        await parent.collection('assignments').delete(created.id);
      }
    },
  },
  {
    name: 'a deleted assignment leaves every list, keeps its view for the results, and cannot be deleted or changed again',
    run: async (as) => {
      const [parent, student] = [await as('parent'), await as('student')];
      const created = await newAssignment(parent);
      expect(ids(await readChildAssignments(student, { id: emma.id, parentId: demoParent.id }))).toContain(created.id);
      await parent.collection('assignments').delete(created.id);
      expect(ids(await readParentAssignments(parent, demoParent.id))).not.toContain(created.id);
      expect(ids(await readChildAssignments(student, { id: emma.id, parentId: demoParent.id }))).not.toContain(created.id);
      expect(await parent.collection('assignments').getOne(created.id)).toMatchObject({ status: 'deleted' });
      expect(await statusOf(() => parent.collection('assignments').delete(created.id))).toBe(404);
      expect(await statusOf(() => parent.collection('assignments').update(created.id, { title: 'Back' }))).toBe(404);
    },
  },
  {
    name: "an assignment's preview: its parent gets the questions a child would be served, with their keys; a child or none is refused",
    run: async (as) => {
      const [parent, student] = [await as('parent'), await as('student')];
      const { questions } = await sendApi(parent, 'assignmentPreview', { params: { id: 'assignenglish01' } });
      expect(ids(questions)).toEqual(['qengnoun0000001', 'qengspell000001', 'qengopp00000001']);
      expect(questions[0]).toMatchObject({
        text: 'Which word is a noun?',
        type: 'multiple_choice',
        explanation: expect.stringContaining('A noun names'),
      });
      expect(questions[0]!.options.find((option) => option.isCorrect)).toMatchObject({ id: 'c', text: 'table' });
      expect(await statusOf(() => sendApi(student, 'assignmentPreview', { params: { id: 'assignenglish01' } }))).toBe(403);
      await refusedAs(() => sendApi(parent, 'assignmentPreview', { params: { id: 'nosuchassignmt' } }), REFUSALS.assignmentNotFound);
    },
  },
  {
    name: "a draft assignment is the parent's alone: the child neither lists nor opens nor starts it",
    run: async (as) => {
      const [parent, student] = [await as('parent'), await as('student')];
      const draft = await newAssignment(parent, { status: 'draft' });
      try {
        expect(ids(await readChildAssignments(student, { id: emma.id, parentId: demoParent.id }))).not.toContain(draft.id);
        expect(await statusOf(() => student.collection('assignments').getOne(draft.id))).toBe(404);
        await refusedAs(() => start(student, draft.id), REFUSALS.quizNotFound);
      } finally {
        await parent.collection('assignments').delete(draft.id);
      }
    },
  },
  {
    name: "a parent's family results, newest first, each scored by the server and with its assignment",
    run: async (as) => {
      const parent = await as('parent');
      const results = await readFamilyResults<Rec & { expand?: { assignment_id?: Rec } }>(parent, demoParent.id);
      expect(ids(results)).toEqual(expect.arrayContaining(['resultemmaeng01', 'resultliamsci01']));
      expectSorted(results, '-completed_at');
      for (const result of results) {
        expect(result).toMatchObject({
          parent_id: demoParent.id,
          score: expect.any(Number),
          total_questions: expect.any(Number),
          correct_answers: expect.any(Number),
          completed_at: expect.stringMatching(RECORD_DATE),
        });
        expect(result.expand?.assignment_id?.id).toBe(result['assignment_id']);
      }
      expect(results.find((r) => r.id === 'resultliamsci01')).toMatchObject({
        student_id: liam.id,
        score: 67,
        correct_answers: 2,
        total_questions: 3,
        time_taken: 140,
      });
    },
  },
  {
    name: "a result's review: the result, its points and each question with its key and the answer given; another child's is not found",
    run: async (as) => {
      const parent = await as('parent');
      const review = await sendApi(parent, 'resultReview', { params: { resultId: 'resultliamsci01' } });
      expect(review.result).toMatchObject({ id: 'resultliamsci01', score: 67 });
      expect(review.points).toBe(134);
      expect(review.details.map((d) => [d.id, d.selected, d.isCorrect]).toSorted()).toEqual(
        [
          ['qscilight000001', 'a', false],
          ['qsciroot0000001', 'c', true],
          ['qsciherb000001a', 'b', true],
        ].toSorted(),
      );
      for (const detail of review.details) {
        expect(detail).toMatchObject({
          type: 'multiple_choice',
          text: expect.any(String),
          explanation: expect.any(String),
          correctAnswer: expect.any(String),
        });
        expect(detail.options.filter((o) => o.isCorrect)).toHaveLength(1);
      }
      await refusedAs(
        async () => sendApi(await as('student'), 'resultReview', { params: { resultId: 'resultliamsci01' } }),
        REFUSALS.resultNotFound,
      );
    },
  },

  {
    name: "marking an essay: only the child's parent, only an essay of the result, Right or Wrong and a short comment",
    run: async (as) => {
      const parent = await as('parent');
      await refusedOn(() => markLiamsScience(parent, { questionId: 'qsciroot0000001', correct: true }), {
        questionId: ESSAY_MESSAGES.markQuestion,
      });
      await refusedOn(
        () => markLiamsScience(parent, { questionId: 'qsciroot0000001', correct: 'yes', comment: 'x'.repeat(MARK_COMMENT_MAX + 1) }),
        {
          correct: ESSAY_MESSAGES.markCorrect,
          comment: ESSAY_MESSAGES.markComment,
        },
      );
      await refusedAs(
        () => sendApi(parent, 'resultMark', { params: { resultId: 'nosuchresult000' }, body: { questionId: 'q', correct: true } }),
        REFUSALS.resultNotFound,
      );
      expect(
        await refusal(async () => markLiamsScience(await as('sibling'), { questionId: 'qsciroot0000001', correct: true })),
      ).toMatchObject({ status: 403 });
    },
  },

  // The student area.
  {
    name: "a child's active assignments, newest first; only the child's own",
    run: async (as) => {
      const [student, sibling] = [await as('student'), await as('sibling')];
      const mine = await readChildAssignments(student, { id: emma.id, parentId: demoParent.id });
      expect(ids(mine)).toEqual(expect.arrayContaining(['assignmaths0001', 'assignenglish01']));
      expectSorted(mine as unknown as Rec[], '-created');
      for (const assignment of mine) {
        expect(assignment).toMatchObject({
          status: 'active',
          assigned_students: expect.arrayContaining([emma.id]),
          title: expect.any(String),
          timeLimit: expect.any(Number),
          totalQuestions: expect.any(Number),
        });
      }
      expect(ids(await readChildAssignments(sibling, { id: liam.id, parentId: demoParent.id }))).not.toContain('assignenglish01');
      // Another child's list through the first child's session: nothing.
      expect(await readChildAssignments(sibling, { id: emma.id, parentId: demoParent.id })).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ id: 'assignenglish01' })]),
      );
    },
  },
  {
    name: "a child's results, newest first, with their assignments; never a sibling's",
    run: async (as) => {
      const student = await as('student');
      const results = await readChildResults<Rec & { expand?: { assignment_id?: Rec } }>(student, emma.id);
      expect(ids(results)).toContain('resultemmaeng01');
      expectSorted(results, '-completed_at');
      for (const result of results)
        expect(result).toMatchObject({ student_id: emma.id, expand: { assignment_id: { id: result['assignment_id'] } } });
      expect(await readChildResults(student, liam.id)).toEqual([]);
      const tries = await readChildTries<Rec>(student, emma.id, 'assignenglish01');
      expect(ids(tries)).toContain('resultemmaeng01');
      expectSorted(tries, 'completed_at');
      expect(tries.every((t) => t['assignment_id'] === 'assignenglish01')).toBe(true);
    },
  },
  {
    name: 'a quiz starts with its questions and no keys, resumes as it was, and shows the parent who is in the middle of it',
    run: (as) =>
      withQuiz(as, async ({ parent, child, childId, assignmentId }) => {
        expect(await readAssignmentAttempts(parent, demoParent.id, assignmentId)).toEqual([]);
        const first = await start(child, assignmentId);
        expect(first.attempt).toMatchObject({ assignment_id: assignmentId, status: 'in_progress', answers: {}, flagged: [] });
        expect(new Date(first.attempt.deadline ?? '').getTime() - new Date(first.attempt.started_at).getTime()).toBe(15 * 60 * 1000);
        expect(Number.isNaN(new Date(first.serverTime).getTime())).toBe(false);
        expect(first.assignment).toMatchObject({
          id: assignmentId,
          title: 'Contract assignment',
          subject: 'English',
          timeLimit: 15,
          instructions: expect.any(String),
          difficulty: expect.any(String),
        });
        expect(first.questions.map((q) => q.id).toSorted()).toEqual(['qengnoun0000001', 'qengopp00000001', 'qengspell000001']);
        for (const q of first.questions) {
          expect(q).toMatchObject({ type: 'multiple_choice', text: expect.any(String), media: {} });
          expect(q).not.toHaveProperty('explanation');
          for (const option of q.options) expect(Object.keys(option).toSorted()).toEqual(['id', 'text']);
        }
        const again = await start(child, assignmentId);
        expect(again.attempt.id).toBe(first.attempt.id);
        expect(again.questions).toEqual(first.questions);
        expect(ids(await readOpenAttempts(child, childId))).toEqual([first.attempt.id]);
        expect(await readAssignmentAttempts(parent, demoParent.id, assignmentId)).toEqual([
          expect.objectContaining({ id: first.attempt.id, student_id: childId, assignment_id: assignmentId, status: 'in_progress' }),
        ]);
      }),
  },
  {
    name: 'a break stops the clock: one allowed by default, answers refused on it and the questions out of sight, Resume moves the deadline',
    run: (as) =>
      withQuiz(as, async ({ child, assignmentId }) => {
        const { attempt, questions } = await start(child, assignmentId);
        expect(attempt).toMatchObject({ pausedAt: null, breaksLeft: 1 });
        const paused = await sendApi(child, 'quizPause', { params: { attemptId: attempt.id } });
        expect(paused.attempt).toMatchObject({ id: attempt.id, deadline: attempt.deadline, pausedAt: expect.any(String), breaksLeft: 0 });
        expect(Number.isNaN(new Date(paused.serverTime).getTime())).toBe(false);
        const first = questions[0]?.id ?? '';
        await refusedAs(() => answer(child, attempt.id, { questionId: first, answer: rightOption(first) }), REFUSALS.onABreak);
        // Opened again on the break (another device, a reload): the attempt, but no question to read.
        const onBreak = await start(child, assignmentId);
        expect(onBreak.attempt).toMatchObject({ id: attempt.id, pausedAt: paused.attempt.pausedAt });
        expect(onBreak.questions).toEqual([]);
        const resumed = await sendApi(child, 'quizResume', { params: { attemptId: attempt.id } });
        expect(resumed.attempt.pausedAt).toBeNull();
        expect((await start(child, assignmentId)).questions).toEqual(questions);
        expect(new Date(resumed.attempt.deadline ?? '').getTime()).toBeGreaterThanOrEqual(new Date(attempt.deadline ?? '').getTime());
        expect(await answer(child, attempt.id, { questionId: first, answer: rightOption(first) })).toMatchObject({ questionId: first });
      }),
  },
  {
    name: 'an answer is stored and answered back as the question’s row: answer, flag, cleared answer',
    run: (as) =>
      withQuiz(as, async ({ child, assignmentId }) => {
        const { attempt } = await start(child, assignmentId);
        expect(await answer(child, attempt.id, { questionId: 'qengnoun0000001', answer: 'c' })).toEqual({
          questionId: 'qengnoun0000001',
          answer: 'c',
          flagged: false,
        });
        expect(await answer(child, attempt.id, { questionId: 'qengnoun0000001', flagged: true })).toEqual({
          questionId: 'qengnoun0000001',
          answer: 'c',
          flagged: true,
        });
        expect(await answer(child, attempt.id, { questionId: 'qengnoun0000001', answer: null })).toEqual({
          questionId: 'qengnoun0000001',
          answer: null,
          flagged: true,
        });
        await answer(child, attempt.id, { questionId: 'qengspell000001', answer: 'b' });
        const resumed = await start(child, assignmentId);
        expect(resumed.attempt).toMatchObject({ id: attempt.id, answers: { qengspell000001: 'b' }, flagged: ['qengnoun0000001'] });
      }),
  },
  {
    name: 'an answer that is not one of the options, or to a question the quiz does not hold, is refused with 400',
    run: (as) =>
      withQuiz(as, async ({ child, assignmentId }) => {
        const { attempt } = await start(child, assignmentId);
        await refusedAs(() => answer(child, attempt.id, { questionId: 'qengnoun0000001', answer: 'z' }), REFUSALS.notAnOption);
        await refusedAs(() => answer(child, attempt.id, { questionId: 'qmathadd0000001', answer: 'c' }), REFUSALS.notAQuestion);
      }),
  },
  {
    name: 'a submit scores on the server and returns the result and its review; again, the same result; then no more answers',
    run: (as) =>
      withQuiz(as, async ({ parent, child, childId, assignmentId }) => {
        const { attempt } = await start(child, assignmentId);
        await answer(child, attempt.id, { questionId: 'qengnoun0000001', answer: rightOption('qengnoun0000001') });
        await answer(child, attempt.id, { questionId: 'qengspell000001', answer: 'a' });
        const marked = await submit(child, attempt.id);
        expect(marked.result).toMatchObject({
          student_id: childId,
          assignment_id: assignmentId,
          attempt_id: attempt.id,
          score: 33,
          correct_answers: 1,
          total_questions: 3,
          answers: { qengnoun0000001: 'c', qengspell000001: 'a' },
          time_taken: expect.any(Number),
          completed_at: expect.stringMatching(RECORD_DATE),
        });
        expect(marked.points).toBe(66);
        expect(Object.fromEntries(marked.details.map((d) => [d.id, [d.selected, d.isCorrect]]))).toEqual({
          qengnoun0000001: ['c', true],
          qengspell000001: ['a', false],
          qengopp00000001: [null, false],
        });
        expect((await submit(child, attempt.id)).result.id).toBe(marked.result.id);
        await refusedAs(() => answer(child, attempt.id, { questionId: 'qengopp00000001', answer: 'b' }), REFUSALS.alreadySubmitted);
        expect(await readOpenAttempts(child, childId)).toEqual([]);
        expect(ids(await readChildTries(child, childId, assignmentId))).toEqual([marked.result.id]);
        expect(ids(await readFamilyResults(parent, demoParent.id))).toContain(marked.result.id);
        const retake = await start(child, assignmentId);
        expect(retake.attempt.id).not.toBe(attempt.id);
        expect(retake.attempt.answers).toEqual({});
      }),
  },
  {
    name: 'exiting a quiz discards the attempt: 204, then it takes no answers',
    run: (as) =>
      withQuiz(as, async ({ child, childId, assignmentId }) => {
        const { attempt } = await start(child, assignmentId);
        await exit(child, attempt.id);
        expect(await readOpenAttempts(child, childId)).toEqual([]);
        await refusedAs(() => answer(child, attempt.id, { questionId: 'qengnoun0000001', answer: 'c' }), REFUSALS.quizNotFound);
      }),
  },
  {
    name: "a quiz of an assignment not given to the child, or of another child's attempt, is not found",
    run: (as) =>
      withQuiz(as, async ({ child, assignmentId }) => {
        const other = await as('student');
        await refusedAs(() => start(other, assignmentId), REFUSALS.quizNotFound);
        const { attempt } = await start(child, assignmentId);
        await refusedAs(() => answer(other, attempt.id, { questionId: 'qengnoun0000001', answer: 'c' }), REFUSALS.quizNotFound);
        await refusedAs(() => submit(other, attempt.id), REFUSALS.quizNotFound);
      }),
  },

  // The creator area.
  {
    name: "a creator's own questions: searched, filtered, sorted and paged by the server",
    run: async (as) => {
      const creator = await as('creator');
      const page = await sendApi(creator, 'creatorQuestions', {
        query: { subject: 'Mathematics', sort: 'text', page: 1, perPage: 5 },
      });
      expect(page).toMatchObject({ page: 1, perPage: 5, totalItems: expect.any(Number), totalPages: Math.ceil(page.totalItems / 5) });
      expect(page.items.length).toBeLessThanOrEqual(5);
      expect(page.totalItems).toBeGreaterThanOrEqual(7);
      expectSorted(page.items, 'text');
      for (const item of page.items) expect(item).toMatchObject({ subject: 'Mathematics', created_by: demoCreator.id });
      const found = await sendApi(creator, 'creatorQuestions', { query: { q: 'STICKERS' } });
      expect(ids(found.items)).toContain('qmathsub0000001');
      const sets = await sendApi(creator, 'creatorQuestionSets', { query: { status: 'draft' } });
      expect(ids(sets.items)).toContain('settimesdraft01');
      expect(sets.items.every((set) => set['status'] === 'draft')).toBe(true);
    },
  },
  {
    name: 'a question is saved as a draft with its fields as sent; a blank one is refused field by field',
    run: async (as) => {
      const creator = await as('creator');
      const saved = await creator.collection('questions').create(question(demoCreator.id));
      try {
        expect(saved).toMatchObject({
          text: 'Contract: what is 2 + 2?',
          status: 'draft',
          created_by: demoCreator.id,
          options: question(demoCreator.id).options,
          skills: ['Addition'],
          replaces: '',
          review_comment: '',
          images: [],
        });
        expect(await creator.collection('questions').getOne(saved.id)).toMatchObject({ id: saved.id, text: saved['text'] });
      } finally {
        await deleteDrafts(creator, 'questions', [saved.id]);
      }
      await refusedOn(() => creator.collection('questions').create(question(demoCreator.id, { text: ' ', skills: [] })), {
        text: MESSAGES.questionContent,
        skills: MESSAGES.skill,
      });
    },
  },
  {
    name: 'the manage screens submit and delete in one batch: all or none; only drafts are deleted',
    run: async (as) => {
      const creator = await as('creator');
      const [one, two] = [
        await creator.collection('questions').create(question(demoCreator.id)),
        await creator.collection('questions').create(question(demoCreator.id, { text: 'Contract: 3 + 3?' })),
      ];
      const submitting = creator.createBatch();
      for (const id of [one.id, two.id]) submitting.collection('questions').update(id, { status: 'review' });
      await submitting.send();
      expect((await creator.collection('questions').getOne(one.id))['status']).toBe('review');
      const deleting = creator.createBatch();
      deleting.collection('questions').delete('qmathadd0000001');
      const refused = await refusal(() => deleting.send());
      expect(refused).toMatchObject({ status: 400, response: { data: { requests: expect.any(Object) } } });
      expect((await creator.collection('questions').getOne('qmathadd0000001'))['status']).toBe('published');
      const reviewer = await as('reviewer');
      for (const id of [one.id, two.id])
        await reviewer.collection('questions').update(id, { status: 'draft', review_comment: 'Contract: not needed' });
      const cleanup = creator.createBatch();
      for (const id of [one.id, two.id]) cleanup.collection('questions').delete(id);
      await cleanup.send();
      expect(await statusOf(() => creator.collection('questions').getOne(one.id))).toBe(404);
    },
  },
  {
    name: 'the review queue: items in review, oldest first, with their authors; a reviewer says why on a send-back and publishes only the version read',
    run: async (as) => {
      const [creator, reviewer] = [await as('creator'), await as('reviewer')];
      const saved = await creator
        .collection('questions')
        .create(question(demoCreator.id, { status: 'review', text: 'Contract: review me' }));
      const queue = await reviewer
        .collection('questions')
        .getFullList({ filter: 'status = "review"', sort: 'updated', expand: 'created_by', requestKey: null });
      expect(queue.every((q) => q['status'] === 'review')).toBe(true);
      expectSorted(queue, 'updated');
      expect(queue.find((q) => q.id === saved.id)?.expand?.['created_by']).toMatchObject({ id: demoCreator.id, name: demoCreator.name });
      expect(
        await statusOf(() => creator.collection('questions').update(saved.id, { status: 'published', reviewed_version: saved['updated'] })),
      ).toBe(400);
      await refusedOn(() => reviewer.collection('questions').update(saved.id, { status: 'draft' }), {
        review_comment: MESSAGES.reviewComment,
      });
      const sentBack = await reviewer.collection('questions').update(saved.id, { status: 'draft', review_comment: 'Contract: say why' });
      expect(sentBack).toMatchObject({ status: 'draft', review_comment: 'Contract: say why' });
      const again = await creator.collection('questions').update(saved.id, { status: 'review' });
      expect(again).toMatchObject({ status: 'review', review_comment: '' });
      await refusedOn(() => reviewer.collection('questions').update(saved.id, { status: 'published' }), { reviewed_version: /./ });
      expect(
        await refusal(() => reviewer.collection('questions').update(saved.id, { status: 'published', reviewed_version: saved['updated'] })),
      ).toMatchObject({ status: 409, response: { message: expect.stringContaining('changed after you opened it') } });
      expect(
        await reviewer.collection('questions').update(saved.id, { status: 'published', reviewed_version: again['updated'] }),
      ).toMatchObject({ status: 'published' });
      await reviewer.collection('questions').update(saved.id, { status: 'draft' });
      await deleteDrafts(creator, 'questions', [saved.id]);
    },
  },
  {
    name: 'a question set gets its totals from its questions and opens with them; a set of unpublished questions is not published',
    run: async (as) => {
      const [creator, reviewer] = [await as('creator'), await as('reviewer')];
      const draft = await creator.collection('questions').create(question(demoCreator.id));
      const set = await creator.collection('question_sets').create({
        title: 'Contract set',
        description: 'Sums',
        subject: 'Mathematics',
        grade: 'Grade 2',
        type: 'review',
        questions: [draft.id, 'qmathadd0000001'],
        skills: ['Addition'],
        status: 'review',
        created_by: demoCreator.id,
      });
      try {
        expect(set).toMatchObject({ totalQuestions: 2, estimatedTime: 1, status: 'review' });
        const opened = await creator.collection('question_sets').getOne(set.id, { expand: 'questions' });
        expect(ids((opened.expand?.['questions'] ?? []) as Rec[])).toEqual([draft.id, 'qmathadd0000001']);
        expect(
          await statusOf(() =>
            reviewer.collection('question_sets').update(set.id, { status: 'published', reviewed_version: set['updated'] }),
          ),
        ).toBe(400);
      } finally {
        await creator.collection('question_sets').update(set.id, { status: 'draft' });
        const cleanup = creator.createBatch();
        cleanup.collection('question_sets').delete(set.id);
        cleanup.collection('questions').delete(draft.id);
        await cleanup.send();
      }
    },
  },
  {
    name: "the set builder's candidates: published questions and the creator's own, searched and filtered, by subject, grade and text",
    run: async (as) => {
      const creator = await as('creator');
      const conditions = [
        creator.filter('(status = "published" || created_by = {:creatorId})', { creatorId: demoCreator.id }),
        creator.filter('text ~ {:search}', { search: 'what is' }),
        creator.filter('subject = {:value}', { value: 'Mathematics' }),
      ];
      const page = await creator
        .collection('questions')
        .getList(1, 50, { filter: conditions.join(' && '), sort: 'subject,grade,text', requestKey: null });
      expect(page).toMatchObject({ page: 1, perPage: 50, totalItems: expect.any(Number), totalPages: expect.any(Number) });
      expect(ids(page.items)).toEqual(expect.arrayContaining(['qmathadd0000001', 'qmathdraft00001']));
      for (const item of page.items) {
        expect(item['subject']).toBe('Mathematics');
        expect(String(item['text']).toLowerCase()).toContain('what is');
        expect(item['status'] === 'published' || item['created_by'] === demoCreator.id).toBe(true);
      }
      const keys = page.items.map((q) => `${String(q['grade'])}|${String(q['text'])}`);
      expect(keys).toEqual(keys.toSorted());
    },
  },
  {
    name: 'editing a published question writes a new version that replaces it; the editor finds the version being written',
    run: async (as) => {
      const [creator, reviewer] = [await as('creator'), await as('reviewer')];
      const first = await creator
        .collection('questions')
        .create(question(demoCreator.id, { status: 'review', text: 'Contract: first version' }));
      await reviewer.collection('questions').update(first.id, { status: 'published', reviewed_version: first['updated'] });
      await refusedOn(() => creator.collection('questions').update(first.id, { text: 'Contract: changed in place' }), {
        text: /write a new version/,
      });
      const second = await creator
        .collection('questions')
        .create(question(demoCreator.id, { text: 'Contract: second version', replaces: first.id }));
      const pending = await creator.collection('questions').getList(1, 1, {
        filter: creator.filter('replaces = {:id} && status != "published"', { id: first.id }),
        sort: '-updated',
        requestKey: null,
      });
      expect(ids(pending.items)).toEqual([second.id]);
      await reviewer.collection('questions').update(first.id, { status: 'draft' });
      const cleanup = creator.createBatch();
      cleanup.collection('questions').delete(second.id);
      cleanup.collection('questions').delete(first.id);
      await cleanup.send();
    },
  },
  {
    name: "the creator's dashboard and analytics figures: the shapes the screens draw; nobody else's",
    run: async (as) => {
      const creator = await as('creator');
      expect(await sendApi(creator, 'creatorOverview')).toEqual({
        totalQuestions: expect.any(Number),
        published: expect.any(Number),
        questionSets: expect.any(Number),
        totalUsage: expect.any(Number),
      });
      const analytics = await sendApi(creator, 'creatorAnalytics');
      expect(analytics).toEqual({ questions: expect.any(Array), sets: expect.any(Array) });
      for (const q of analytics.questions)
        expect(q).toMatchObject({
          id: expect.any(String),
          text: expect.any(String),
          answered: expect.any(Number),
          correct: expect.any(Number),
          options: expect.any(Array),
        });
      for (const set of analytics.sets)
        expect(set).toMatchObject({ id: expect.any(String), title: expect.any(String), completions: expect.any(Number) });
      expect(await statusOf(async () => sendApi(await as('parent'), 'creatorOverview'))).toBe(403);
    },
  },
  {
    name: 'each person saves their own preferences, whatever their role; the keys sent replace those stored; bad choices refused in words',
    run: async (as) => {
      for (const actor of ['student', 'creator', 'parent'] as const) {
        const pb = await as(actor);
        const saved = await sendApi(pb, 'preferences', { body: { soundEffects: false } });
        expect(saved.preferences).toMatchObject({ soundEffects: false });
        await refusedOn(() => pb.send(apiPath('preferences'), { method: 'POST', body: { theme: 'pink' } }), {
          preferences: 'Choose "light" or "dark" for theme',
        });
        await refusedOn(() => pb.send(apiPath('preferences'), { method: 'POST', body: { isAdmin: true } }), {
          preferences: 'There is no preference called "isAdmin"',
        });
        expect((await sendApi(pb, 'preferences', { body: { soundEffects: true } })).preferences).toMatchObject({ soundEffects: true });
      }
      expect(await statusOf(async () => sendApi(await as('guest'), 'preferences', { body: { theme: 'dark' } }))).toBe(401);
    },
  },
  {
    name: "a parent downloads their family's data: the account, the children, assignments, results, attempts, skills, reviews and answered questions, and no secret; nobody else may",
    run: async (as) => {
      const parent = await as('parent');
      const data = await sendApi(parent, 'accountExport');
      expect(Object.keys(data).toSorted()).toEqual([
        'account',
        'answeredQuestions',
        'assignments',
        'attempts',
        'children',
        'complete',
        'exportedAt',
        'results',
        'reviews',
        'skills',
      ]);
      expect(data.account).toMatchObject({ id: demoParent.id, email: demoParent.email });
      expect(ids(data.children)).toEqual(expect.arrayContaining([emma.id, liam.id]));
      expect(JSON.stringify(data)).not.toMatch(/"(password|tokenKey|access_code)"/);
      // Only the family's own children's results (other tests may have added children to the demo family).
      for (const result of data.results) expect(ids(data.children)).toContain(result['student_id']);
      expect(await statusOf(async () => sendApi(await as('student'), 'accountExport'))).toBe(403);
      expect(await statusOf(async () => sendApi(await as('guest'), 'accountExport'))).toBe(401);
    },
  },
  {
    name: 'deleting an account asks for the word DELETE first; a child cannot delete one',
    run: async (as) => {
      await refusedOn(
        () => as('parent').then((parent) => sendApi(parent, 'accountDelete', { body: { confirm: 'delete me', password: 'x' } })),
        { confirm: /DELETE/ },
      );
      expect(
        await statusOf(async () => sendApi(await as('student'), 'accountDelete', { body: { confirm: 'DELETE', password: 'x' } })),
      ).toBe(403);
      expect(await statusOf(async () => sendApi(await as('guest'), 'accountDelete', { body: { confirm: 'DELETE', password: 'x' } }))).toBe(
        401,
      );
    },
  },
  {
    name: 'a creator gets a file token for protected pictures',
    run: async (as) => {
      expect(await (await as('creator')).files.getToken()).toEqual(expect.any(String));
    },
  },
  {
    name: 'a child’s review: what is due, one review made however often it is started, kept out of both assignment lists; only for a child',
    run: async (as) => {
      // Liam, the demo's other child, answered one question wrong: it is due at once.
      const child = await as('sibling');
      const status = await sendApi(child, 'reviewStatus');
      expect(status).toEqual({
        questions: expect.any(Number),
        mistakes: expect.any(Boolean),
        begun: expect.any(Boolean),
        assignmentId: expect.any(String),
      });
      expect(status.questions).toBeLessThanOrEqual(REVIEW_QUESTIONS_MAX);
      expect(status.questions).toBeGreaterThan(0);
      const { assignmentId } = await sendApi(child, 'reviewStart');
      expect((await sendApi(child, 'reviewStart')).assignmentId).toBe(assignmentId);
      expect(ids(await readChildAssignments(child, { id: liam.id, parentId: demoParent.id }))).not.toContain(assignmentId);
      const parent = await as('parent');
      expect(ids(await readParentAssignments(parent, demoParent.id))).not.toContain(assignmentId);
      expect((await refusal(() => sendApi(parent, 'reviewStatus'))).status).toBe(403);
      expect((await refusal(() => (async () => sendApi(await as('guest'), 'reviewStart'))())).status).toBe(401);
      expect((await refusal(() => parent.collection('assignments').update(assignmentId, { title: 'Changed' }))).status).toBe(403);
    },
  },
  {
    name: 'a parent reads a child’s skills and one next step; another family’s child or no child answers 404, a child 403',
    run: async (as) => {
      const parent = await as('parent');
      const learning = await sendApi(parent, 'childLearning', { params: { childId: emma.id } });
      expect(learning.skills.length).toBeGreaterThan(0);
      for (const skill of learning.skills) {
        expect(skill).toEqual({
          subject: expect.any(String),
          topic: expect.any(String),
          skill: expect.any(String),
          level: expect.stringMatching(/^(practising|nearly_there|mastered)$/),
          answers: expect.any(Number),
          right: expect.any(Number),
          days: expect.any(Number),
        });
      }
      if (learning.nextStep) {
        expect(learning.nextStep).toMatchObject({
          kind: expect.stringMatching(/^(practise|next)$/),
          set: { id: expect.any(String), title: expect.any(String), totalQuestions: expect.any(Number) },
          timeLimit: expect.any(Number),
        });
      }
      const first = learning.skills[0]!;
      const questions = await sendApi(parent, 'childSkillQuestions', {
        params: { childId: emma.id },
        query: { subject: first.subject, topic: first.topic, skill: first.skill },
      });
      expect(questions.questions.length).toBeGreaterThan(0);
      expect(questions.questions[0]).toEqual({
        id: expect.any(String),
        text: expect.any(String),
        type: expect.any(String),
        lastRight: expect.any(Boolean),
        due: expect.any(String),
        lastAnswered: expect.any(String),
        answers: expect.any(Number),
        slips: expect.any(Number),
      });
      await refusedAs(() => sendApi(parent, 'childLearning', { params: { childId: 'nochild00000000' } }), REFUSALS.childNotFound);
      expect((await refusal(async () => sendApi(await as('student'), 'childLearning', { params: { childId: emma.id } }))).status).toBe(403);
      expect((await refusal(async () => sendApi(await as('guest'), 'childLearning', { params: { childId: emma.id } }))).status).toBe(401);
    },
  },
];
