// Property-based fuzzing of every write route and collection with fast-check: bodies mixing
// valid values with junk of every JSON type. Whatever is sent, the server never answers 5xx,
// and every refusal is a 400 that names the fields to fix (PocketBase's `data` shape).
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRADES, SUBJECTS } from '../../shared/src/domain/index.ts';
import { draftQuestion, fixtures, superuser } from './actors.ts';
import { pbUrl } from './server.ts';

/** Calls per target: 250 in the gate; `pnpm test:heavy` runs this file again with 1,000 (vitest.heavy.config.ts). */
const RUNS = Number(process.env['FUZZ_RUNS'] || 250);

type Reply = { status: number; body: unknown };

async function request(method: string, path: string, token: string, sent?: unknown): Promise<Reply> {
  const response = await fetch(`${pbUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: sent === undefined ? undefined : JSON.stringify(sent),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The routes that read at most 4 KB (pb_hooks/quiz.pb.js, children.pb.js, accounts.pb.js); every other route 1 MB but an answer (8 KB). */
const FOUR_KB_ROUTES = [/^\/api\/sign-up$/, /^\/api\/children$/, /^\/api\/results\/[^/]+\/mark$/];
const ANSWER_ROUTE = /^\/api\/quiz\/attempts\/[^/]+\/answer$/;

/** The most bytes of body the server reads on a path. */
const bodyLimitOf = (path: string) =>
  ANSWER_ROUTE.test(path) ? 8 * 1024 : FOUR_KB_ROUTES.some((route) => route.test(path)) ? 4 * 1024 : 1024 * 1024;

/**
 * What is wrong with a reply to generated input: a 5xx, or a refusal that is not a 400
 * naming each field to fix with a message, or a 413 for a body within the route's limit (and
 * anything but a 413 for a body over it). Empty when the reply is fine.
 */
function problems(reply: Reply, sentBytes: number, limit: number, refusalsNameFields = true): string[] {
  const seen = JSON.stringify(reply);
  if (reply.status >= 500) return [`server error: ${seen}`];
  if (sentBytes > limit)
    return reply.status === 413 ? [] : [`a body of ${sentBytes} bytes, over the route's ${limit}, not refused with 413: ${seen}`];
  if (reply.status < 300 || !refusalsNameFields) return [];
  if (reply.status !== 400) return [`refused without a 400: ${seen}`];
  const data = Object.values((reply.body as { data?: Record<string, { code?: unknown; message?: unknown }> }).data ?? {});
  if (data.length === 0) return [`refused without naming a field: ${seen}`];
  return data
    .filter((entry) => typeof entry.code !== 'string' || typeof entry.message !== 'string' || !entry.message)
    .map(() => `a field without its message: ${seen}`);
}

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 2100 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)), { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()), { maxKeys: 4 }),
);

/** Mostly a valid value, often junk. */
const field = <T>(...valid: T[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, { weight: 2, arbitrary: junk });

/** A body with any of the fields, plus now and then a field the collection does not have or a system one. */
function body(fields: Record<string, fc.Arbitrary<unknown>>) {
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom('id', 'created', 'updated', 'collectionId', 'expand', 'verified'), fc.string({ maxLength: 12 })),
    junk,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }))
    .map(([known, more]) => ({ ...more, ...known }));
}

const options = fc.oneof(
  fc.constant([
    { id: 'a', text: '1', isCorrect: true },
    { id: 'b', text: '2', isCorrect: false },
  ]),
  fc.array(fc.record({ id: field('a', 'b', 'c', 'z'), text: field('x', ' ', ''), isCorrect: field(true, false) }, { requiredKeys: [] }), {
    maxLength: 8,
  }),
  junk,
);

const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function signIn(collection: string, identity: string, password: string) {
  const reply = await request('POST', `/api/collections/${collection}/auth-with-password`, '', { identity, password });
  return reply.body as { token: string; record: { id: string } };
}

beforeAll(async () => {
  const admin = await superuser();
  const parent = { email: 'fuzz-parent@test.local', password: 'FuzzParent1!' };
  await request('POST', '/api/sign-up', '', { ...parent, passwordConfirm: parent.password, name: 'Fuzz Parent', consent: true });
  const parentAuth = await signIn('parents', parent.email, parent.password);
  tokens['parent'] = parentAuth.token;
  ids['parent'] = parentAuth.record.id;
  const child = (await request('POST', '/api/children', parentAuth.token, { name: 'Fuzz Child', grade: 'Grade 3' })).body as {
    student: { id: string; student_id: string };
    accessCode: string;
  };
  ids['child'] = child.student.id;
  tokens['child'] = (await signIn('students', child.student.student_id, child.accessCode)).token;

  const creator = { email: 'fuzz-creator@test.local', password: 'FuzzCreator1!' };
  await admin.collection('creators').create({ ...creator, passwordConfirm: creator.password, name: 'Fuzz Creator', verified: true });
  const creatorAuth = await signIn('creators', creator.email, creator.password);
  tokens['creator'] = creatorAuth.token;
  ids['creator'] = creatorAuth.record.id;

  const assignment = await request('POST', '/api/collections/assignments/records', tokens['parent'], {
    title: 'Fuzz assignment',
    question_sets: ['setbasicmath001'],
    timeLimit: 180,
    status: 'active',
    created_by: ids['parent'],
    assigned_students: [ids['child']],
  });
  ids['assignment'] = (assignment.body as { id: string }).id;
  const started = await request('POST', `/api/quiz/${ids['assignment']}/start`, tokens['child']);
  ids['attempt'] = (started.body as { attempt: { id: string } }).attempt.id;
  const question = await request(
    'POST',
    '/api/collections/questions/records',
    tokens['creator'],
    draftQuestion(ids['creator'], { text: 'Fuzz question' }),
  );
  ids['question'] = (question.body as { id: string }).id;
  const set = await request('POST', '/api/collections/question_sets/records', tokens['creator'], {
    title: 'Fuzz set',
    description: 'A set.',
    subject: 'Mathematics',
    grade: 'Grade 2',
    type: 'review',
    questions: [ids['question']],
    skills: ['Addition'],
    status: 'draft',
    created_by: ids['creator'],
  });
  ids['set'] = (set.body as { id: string }).id;
}, 60_000);

const questionFields = () => ({
  text: field('What is 1 + 1?'),
  type: field('multiple_choice', 'true_false', 'fill_blank', 'essay'),
  subject: field(...SUBJECTS),
  grade: field(...GRADES),
  topic: field('Algebra', 'Grammar', ''),
  skills: field(['Addition'], [], ['A', 'A']),
  tags: field(['tag'], []),
  difficulty: field('beginner', 'advanced'),
  estimatedTime: field(10, 30, 600, 9, 601),
  options,
  correctAnswer: field('2', ''),
  explanation: field('Because.'),
  status: field('draft', 'review', 'published'),
  created_by: field(ids['creator']!, fixtures.creators[0]!.id),
  replaces: field('', 'qmathadd0000001', 'qmathdraft00001'),
});

const setFields = () => ({
  title: field('A set'),
  description: field('About it'),
  subject: field(...SUBJECTS),
  grade: field(...GRADES),
  type: field('review', 'assessment'),
  questions: field(['qmathadd0000001'], [ids['question']!], [], ['nosuchquestion1']),
  skills: field(['Addition'], []),
  learningObjectives: field(['Learn'], ['', '']),
  status: field('draft', 'review', 'published'),
  created_by: field(ids['creator']!, fixtures.creators[0]!.id),
});

const assignmentFields = () => ({
  title: field('Homework'),
  question_sets: field(['setbasicmath001'], ['settimesdraft01'], [], ['nosuchset000000']),
  assigned_students: field([ids['child']!], [fixtures.students[0]!.id], []),
  timeLimit: field(5, 30, 180, 4, 181),
  status: field('draft', 'active'),
  difficulty: field('beginner', ''),
  dueDate: field('2030-01-01 10:00:00.000Z', '2030-01-01', 'not-a-date', ''),
  instructions: field('Do it'),
  created_by: field(ids['parent']!, fixtures.parents[0]!.id),
});

/**
 * Sends RUNS generated calls; fast-check stops at the first reply with a problem and shrinks
 * it to the smallest such call. @returns how many calls were checked
 */
async function fuzz(calls: fc.Arbitrary<Call>, refusalsNameFields = true): Promise<number> {
  let checked = 0;
  await fc.assert(
    fc.asyncProperty(calls, async ({ method, path, token, body: sent, mayLockOut, undo }) => {
      checked += 1;
      const sentBytes = sent === undefined ? 0 : Buffer.byteLength(JSON.stringify(sent));
      const reply = await request(method, path, token, sent);
      if (reply.status < 300) await undo?.(reply);
      if (mayLockOut && reply.status === 429) return;
      expect(problems(reply, sentBytes, bodyLimitOf(path), refusalsNameFields)).toEqual([]);
    }),
    { numRuns: RUNS },
  );
  return checked;
}

/** Each write target: who sends what where. */
type Call = {
  method: string;
  path: string;
  token: string;
  body?: unknown;
  mayLockOut?: boolean;
  undo?: (reply: Reply) => Promise<unknown>;
};
const TARGETS: Array<[name: string, calls: () => fc.Arbitrary<Call>]> = [
  [
    'parents: sign-up',
    () =>
      body({
        email: field('x@test.local', 'not-an-email', 'parent@demo.com'),
        password: field('Abcdefg1!', 'short'),
        passwordConfirm: field('Abcdefg1!', 'other'),
        name: field('Pat', ''),
      }).map((b) => ({ method: 'POST', path: '/api/sign-up', token: '', body: b })),
  ],
  [
    'parents: update self',
    () =>
      body({
        name: field('Pat', ''),
        email: field('new@test.local', 'nope'),
        password: field('Abcdefg1!'),
        passwordConfirm: field('Abcdefg1!'),
        oldPassword: field('wrong-old-1'),
      }).map(
        // A wrong current password is a sign-in try: after ten, the lockout's 429 is the right refusal.
        (b) => ({
          method: 'PATCH',
          path: `/api/collections/parents/records/${ids['parent']}`,
          token: tokens['parent']!,
          body: b,
          mayLockOut: true,
        }),
      ),
  ],
  [
    'students: a parent updates their child',
    () =>
      body({
        name: field('Kid', ''),
        grade: field(...GRADES, 'Grade 9'),
        student_id: field('STU999'),
        password: field('new-code-100'),
      }).map((b) => ({ method: 'PATCH', path: `/api/collections/students/records/${ids['child']}`, token: tokens['parent']!, body: b })),
  ],
  [
    'creators: update self',
    () =>
      body({ name: field('Cara', ''), reviewer: field(true, false) }).map((b) => ({
        method: 'PATCH',
        path: `/api/collections/creators/records/${ids['creator']}`,
        token: tokens['creator']!,
        body: b,
      })),
  ],
  [
    'questions: create',
    () =>
      body(questionFields()).map((b) => ({
        method: 'POST',
        path: '/api/collections/questions/records',
        token: tokens['creator']!,
        body: b,
      })),
  ],
  [
    'questions: update own draft',
    () =>
      body(questionFields()).map((b) => ({
        method: 'PATCH',
        path: `/api/collections/questions/records/${ids['question']}`,
        token: tokens['creator']!,
        body: b,
      })),
  ],
  [
    'question sets: create',
    () =>
      body(setFields()).map((b) => ({
        method: 'POST',
        path: '/api/collections/question_sets/records',
        token: tokens['creator']!,
        body: b,
      })),
  ],
  [
    'question sets: update own draft',
    () =>
      body(setFields()).map((b) => ({
        method: 'PATCH',
        path: `/api/collections/question_sets/records/${ids['set']}`,
        token: tokens['creator']!,
        body: b,
      })),
  ],
  [
    'assignments: create',
    () =>
      body(assignmentFields()).map((b) => ({
        method: 'POST',
        path: '/api/collections/assignments/records',
        token: tokens['parent']!,
        body: b,
      })),
  ],
  [
    'assignments: update',
    () =>
      body(assignmentFields()).map((b) => ({
        method: 'PATCH',
        path: `/api/collections/assignments/records/${ids['assignment']}`,
        token: tokens['parent']!,
        body: b,
      })),
  ],
  [
    'children: add a child',
    () =>
      body({ name: field('Kid', '', 'x'.repeat(101)), grade: field(...GRADES, 'Grade 9') }).map((b) => ({
        method: 'POST',
        path: '/api/children',
        token: tokens['parent']!,
        body: b,
        // Each child added is removed again: a family holds at most CHILDREN_MAX, and every call is to meet the checks of one.
        undo: (reply: Reply) =>
          request(
            'DELETE',
            `/api/collections/students/records/${(reply.body as { student: { id: string } }).student.id}`,
            tokens['parent']!,
          ),
      })),
  ],
];

describe(`every write route and collection, ${RUNS} generated inputs each: no 5xx, every refusal a 400 naming its fields`, () => {
  it.each(TARGETS)('%s', { timeout: 180_000 }, async (_name, calls) => {
    expect(await fuzz(calls())).toBe(RUNS);
  });

  // The quiz's run in this order: answers, then the result that submits the attempt, then the ids.
  it('quiz: answer', { timeout: 180_000 }, async () => {
    const answers = body({
      questionId: field('qmathadd0000001', 'qengnoun0000001'),
      answer: field('a', 'b', null, 'x'.repeat(501)),
      flagged: field(true, false),
    });
    const calls = answers.map((b) => ({
      method: 'POST',
      path: `/api/quiz/attempts/${ids['attempt']}/answer`,
      token: tokens['child']!,
      body: b,
    }));
    expect(await fuzz(calls)).toBe(RUNS);
  });

  it('"save quiz result": accepted (the attempt is submitted and scored) or refused per field', { timeout: 180_000 }, async () => {
    const results = body({
      student_id: field(ids['child']!, fixtures.students[0]!.id),
      assignment_id: field(ids['assignment']!, 'assignmaths0001'),
      score: field(100),
      answers: field({ qmathadd0000001: 'c' }, {}),
      completed_at: field('2030-01-01 10:00:00.000Z'),
    });
    const calls = results.map((b) => ({ method: 'POST', path: '/api/collections/results/records', token: tokens['child']!, body: b }));
    expect(await fuzz(calls)).toBe(RUNS);
  });

  it(
    "a parent's mark of an essay: refused per field (the result has no essay), or 404 for a result not theirs",
    { timeout: 180_000 },
    async () => {
      const results = await request('GET', '/api/collections/results/records', tokens['parent']!);
      const resultId = (results.body as { items: Array<{ id: string }> }).items[0]!.id;
      const marks = body({
        questionId: field('qmathadd0000001', 'nosuchquestion1'),
        correct: field(true, false),
        comment: field('Well done', '', 'x'.repeat(501)),
      });
      const calls = fc
        .tuple(fc.constantFrom(resultId, 'resultliamsci01'), marks)
        .map(([id, b]) => ({ method: 'POST', path: `/api/results/${id}/mark`, token: tokens['parent']!, body: b }));
      expect(await fuzz(calls, false)).toBe(RUNS);
    },
  );

  it('routes that take only ids (refused with 404 or 409), and sign-in: never a 5xx', { timeout: 180_000 }, async () => {
    const id = fc.oneof(
      fc.constantFrom(ids['attempt']!, ids['child']!, ids['assignment']!, 'resultliamsci01'),
      fc.string({ maxLength: 30 }).map(encodeURIComponent),
    );
    const calls = fc.oneof(
      id.map((x) => ({ method: 'POST', path: `/api/quiz/${x}/start`, token: tokens['child']! })),
      id.map((x) => ({ method: 'POST', path: `/api/quiz/attempts/${x}/submit`, token: tokens['child']! })),
      id.map((x) => ({ method: 'DELETE', path: `/api/quiz/attempts/${x}`, token: tokens['child']! })),
      id.map((x) => ({ method: 'GET', path: `/api/quiz/results/${x}`, token: tokens['parent']! })),
      id.map((x) => ({ method: 'POST', path: `/api/children/${x}/access-code`, token: tokens['parent']! })),
      fc
        .tuple(
          fc.constantFrom('parents', 'students', 'creators'),
          body({ identity: field('STU001', 'fuzz-parent@test.local'), password: junk }),
        )
        .map(([collection, b]) => ({ method: 'POST', path: `/api/collections/${collection}/auth-with-password`, token: '', body: b })),
    );
    expect(await fuzz(calls, false)).toBe(RUNS);
  });
});
