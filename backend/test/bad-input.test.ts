// Bad input for every write: a 400 with a message per field in plain words, nothing stored.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_QUESTIONS_MAX, MESSAGES } from '../../shared/src/domain/index.ts';
import { draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';
import { family, start } from './quiz-api.ts';

const parentId = fixtures.parents[0]!.id;
const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
const emma = fixtures.students[0]!.id;

const assignment = {
  title: 'Valid assignment',
  question_sets: ['setbasicmath001'],
  timeLimit: 30,
  status: 'active',
  created_by: parentId,
  assigned_students: [emma],
};
const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String.fromCharCode(97 + i), text: `Option ${i}`, isCorrect: i === 0 }));
const question = draftQuestion(creatorId, { text: 'Valid?', options: options(4) });
const questionSet = {
  title: 'Valid set',
  description: 'A set.',
  subject: 'Mathematics',
  grade: 'Grade 3',
  type: 'review',
  questions: ['qmathadd0000001'],
  skills: ['Addition'],
  status: 'draft',
  created_by: creatorId,
};

type Case = [
  name: string,
  collection: string,
  actor: 'parentA' | 'creator',
  body: Record<string, unknown>,
  field: string,
  message: string | RegExp,
];

const CASES: Case[] = [
  ['assignment: missing title', 'assignments', 'parentA', { ...assignment, title: '   ' }, 'title', 'Assignment title is required.'],
  ['assignment: title too long', 'assignments', 'parentA', { ...assignment, title: 'x'.repeat(201) }, 'title', /200/],
  [
    'assignment: no question set',
    'assignments',
    'parentA',
    { ...assignment, question_sets: [] },
    'question_sets',
    'Please select at least one question set.',
  ],
  [
    'assignment: no child',
    'assignments',
    'parentA',
    { ...assignment, assigned_students: [] },
    'assigned_students',
    'Please select at least one child.',
  ],
  // Save as Draft is held to the same three rules, in the same words.
  [
    'draft assignment: missing title',
    'assignments',
    'parentA',
    { ...assignment, status: 'draft', title: ' ' },
    'title',
    'Assignment title is required.',
  ],
  [
    'draft assignment: no question set',
    'assignments',
    'parentA',
    { ...assignment, status: 'draft', question_sets: [] },
    'question_sets',
    'Please select at least one question set.',
  ],
  [
    'draft assignment: no child',
    'assignments',
    'parentA',
    { ...assignment, status: 'draft', assigned_students: [] },
    'assigned_students',
    'Please select at least one child.',
  ],
  ['assignment: time limit too short', 'assignments', 'parentA', { ...assignment, timeLimit: 4 }, 'timeLimit', /5 to 180/],
  ['assignment: time limit too long', 'assignments', 'parentA', { ...assignment, timeLimit: 181 }, 'timeLimit', /5 to 180/],
  ['assignment: time limit of the wrong type', 'assignments', 'parentA', { ...assignment, timeLimit: 'soon' }, 'timeLimit', /5 to 180/],
  [
    'assignment: unknown question set',
    'assignments',
    'parentA',
    { ...assignment, question_sets: ['nosuchset000000'] },
    'question_sets',
    'Choose question sets from the list.',
  ],
  [
    'assignment: draft question set',
    'assignments',
    'parentA',
    { ...assignment, question_sets: ['settimesdraft01'] },
    'question_sets',
    'Only published question sets can be assigned.',
  ],
  [
    'assignment: unknown child',
    'assignments',
    'parentA',
    { ...assignment, assigned_students: ['nosuchchild0000'] },
    'assigned_students',
    'You can assign only your own children.',
  ],
  ['assignment: unknown status', 'assignments', 'parentA', { ...assignment, status: 'finished' }, 'status', /Invalid value/],
  [
    'assignment: due date that is not a date',
    'assignments',
    'parentA',
    { ...assignment, dueDate: 'not-a-date' },
    'dueDate',
    'Choose a valid due date.',
  ],
  [
    'assignment: due date that is an object with no usable toString',
    'assignments',
    'parentA',
    { ...assignment, dueDate: { toString: 0 } },
    'dueDate',
    'Choose a valid due date.',
  ],
  ['question: missing text', 'questions', 'creator', { ...question, text: '' }, 'text', 'Question content is required.'],
  ['question: text too long', 'questions', 'creator', { ...question, text: 'x'.repeat(2001) }, 'text', /2000/],
  ['question: missing subject', 'questions', 'creator', { ...question, subject: '' }, 'subject', 'Subject is required.'],
  ['question: missing grade', 'questions', 'creator', { ...question, grade: '' }, 'grade', 'Grade is required.'],
  ['question: missing difficulty', 'questions', 'creator', { ...question, difficulty: '' }, 'difficulty', 'Difficulty level is required.'],
  ['question: no skill', 'questions', 'creator', { ...question, skills: [] }, 'skills', 'Please select at least one skill.'],
  [
    'question: repeated skill',
    'questions',
    'creator',
    { ...question, skills: ['Addition', 'Addition'] },
    'skills',
    'Entries must not repeat.',
  ],
  ['question: estimated time too short', 'questions', 'creator', { ...question, estimatedTime: 9 }, 'estimatedTime', /10 to 600/],
  ['question: estimated time too long', 'questions', 'creator', { ...question, estimatedTime: 601 }, 'estimatedTime', /10 to 600/],
  ['question: one option', 'questions', 'creator', { ...question, options: options(1) }, 'options', 'A question needs 2 to 6 options.'],
  [
    'question: too many options',
    'questions',
    'creator',
    { ...question, options: options(7) },
    'options',
    'A question needs 2 to 6 options.',
  ],
  [
    'question: no correct option',
    'questions',
    'creator',
    { ...question, options: options(3).map((o) => ({ ...o, isCorrect: false })) },
    'options',
    'Please mark at least one correct answer.',
  ],
  [
    'question: empty option',
    'questions',
    'creator',
    { ...question, options: options(3).map((o, i) => ({ ...o, text: i === 2 ? ' ' : o.text, isCorrect: false })) },
    'options',
    'All options must have text.',
  ],
  [
    'question: options of the wrong type',
    'questions',
    'creator',
    { ...question, options: 'a, b, c' },
    'options',
    'A question needs 2 to 6 options.',
  ],
  [
    'question: topic of another subject',
    'questions',
    'creator',
    { ...question, topic: 'Grammar' },
    'topic',
    'Choose a topic of Mathematics.',
  ],
  [
    'question: History topic outside its list',
    'questions',
    'creator',
    { ...question, subject: 'History', topic: 'Dinosaurs', skills: ['Chronology'] },
    'topic',
    'Choose a topic of History.',
  ],
  [
    'question: Geography topic outside its list',
    'questions',
    'creator',
    { ...question, subject: 'Geography', topic: 'Grammar', skills: ['Map Skills'] },
    'topic',
    'Choose a topic of Geography.',
  ],
  [
    'question: skill of another subject',
    'questions',
    'creator',
    { ...question, skills: ['Addition', 'Spelling'] },
    'skills',
    'Not a skill of Mathematics: Spelling.',
  ],
  ['question: created as published', 'questions', 'creator', { ...question, status: 'published' }, 'status', /reviewer publishes/],
  ['set: missing title', 'question_sets', 'creator', { ...questionSet, title: '' }, 'title', 'Question set title is required.'],
  ['set: missing description', 'question_sets', 'creator', { ...questionSet, description: '' }, 'description', 'Description is required.'],
  ['set: missing type', 'question_sets', 'creator', { ...questionSet, type: '' }, 'type', 'Question set type is required.'],
  ['set: no question', 'question_sets', 'creator', { ...questionSet, questions: [] }, 'questions', 'Please select at least one question.'],
  [
    'set: unknown question',
    'question_sets',
    'creator',
    { ...questionSet, questions: ['nosuchquestion1'] },
    'questions',
    'Choose published questions or your own.',
  ],
  ['set: no skill', 'question_sets', 'creator', { ...questionSet, skills: [] }, 'skills', 'Please select at least one skill.'],
  [
    'set: objectives of the wrong type',
    'question_sets',
    'creator',
    { ...questionSet, learningObjectives: 'learn' },
    'learningObjectives',
    'Must be a list of texts.',
  ],
  // PocketBase keeps a text sent for a JSON field as Go quotes it (\x00), which JSON cannot read: the field is still named.
  ['question: tags as a text with a NUL', 'questions', 'creator', { ...question, tags: '\u0000' }, 'tags', 'Must be a list of texts.'],
  [
    'question: options as a text with a control character',
    'questions',
    'creator',
    { ...question, options: 'a\u0001b' },
    'options',
    'A question needs 2 to 6 options.',
  ],
  [
    'set: skills as a text with a NUL',
    'question_sets',
    'creator',
    { ...questionSet, skills: 'Addition\u0000' },
    'skills',
    'Please select at least one skill.',
  ],
  [
    'set: prerequisites as a text with DEL',
    'question_sets',
    'creator',
    { ...questionSet, prerequisites: 'x\u007f' },
    'prerequisites',
    'Must be a list of texts.',
  ],
];

let clients: Record<'parentA' | 'creator', PocketBase>;
let admin: PocketBase;

beforeAll(async () => {
  admin = await superuser();
  clients = { parentA: await signIn('parentA'), creator: await signIn('creator') };
});

describe('creates', () => {
  it.each(CASES)('%s', async (_name, collection, actor, body, field, message) => {
    const before = (await admin.collection(collection).getList(1, 1)).totalItems;
    const error = await failure(() => clients[actor].collection(collection).create(body));
    expect(error.status).toBe(400);
    expect(error.response.data?.[field]?.message).toMatch(
      typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message,
    );
    expect((await admin.collection(collection).getList(1, 1)).totalItems).toBe(before);
  });

  it('the valid bodies of this table are accepted (the cases above fail for the one field only)', async () => {
    for (const [collection, actor, body] of [
      ['assignments', 'parentA', assignment],
      ['questions', 'creator', question],
      ['question_sets', 'creator', questionSet],
    ] as const) {
      const created = await clients[actor].collection(collection).create(body);
      expect(created.id).toHaveLength(15);
      await admin.collection(collection).delete(created.id);
    }
  });
});

/** A published set of the demo creator, written by an administrator. */
const publishedSet = (questions: string[]) => admin.collection('question_sets').create({ ...questionSet, questions, status: 'published' });

describe('assignment size', () => {
  const message = `An assignment can have at most ${ASSIGNMENT_QUESTIONS_MAX} questions: choose fewer question sets.`;
  /** ASSIGNMENT_QUESTIONS_MAX + 1 published questions of the demo creator. */
  const ids: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i <= ASSIGNMENT_QUESTIONS_MAX; i += 1) {
      ids.push((await admin.collection('questions').create({ ...question, text: `Size question ${i}`, status: 'published' })).id);
    }
  }, 60_000);

  it(`an assignment of more than ${ASSIGNMENT_QUESTIONS_MAX} questions is refused at creation and update, in the parent's words`, async () => {
    const full = await publishedSet(ids.slice(0, ASSIGNMENT_QUESTIONS_MAX));
    const extra = await publishedSet(ids.slice(ASSIGNMENT_QUESTIONS_MAX));

    const refused = await failure(() =>
      clients.parentA.collection('assignments').create({ ...assignment, question_sets: [full.id, extra.id] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data?.question_sets?.message).toBe(message);
    const largest = await clients.parentA.collection('assignments').create({ ...assignment, question_sets: [full.id] });
    expect(largest.totalQuestions).toBe(ASSIGNMENT_QUESTIONS_MAX);
    const grown = await failure(() => clients.parentA.collection('assignments').update(largest.id, { question_sets: [full.id, extra.id] }));
    expect(grown.response.data?.question_sets?.message).toBe(message);
    await admin.collection('assignments').delete(largest.id);
  });

  it('a set on an assignment cannot grow it past the cap; a quiz past it is refused, and the parent still renames it', async () => {
    const big = await publishedSet(ids.slice(0, ASSIGNMENT_QUESTIONS_MAX - 1));
    const small = await publishedSet([ids[ASSIGNMENT_QUESTIONS_MAX - 1]!]);
    const assigned = await clients.parentA.collection('assignments').create({ ...assignment, question_sets: [big.id, small.id] });
    expect(assigned.totalQuestions).toBe(ASSIGNMENT_QUESTIONS_MAX);

    // A reviewer takes the small set back to draft; its author grows it: refused, it would make the assignment too long.
    const reviewer = await signIn('reviewer');
    await reviewer.collection('question_sets').update(small.id, { status: 'draft' });
    const grown = await failure(() =>
      clients.creator
        .collection('question_sets')
        .update(small.id, { questions: [ids[ASSIGNMENT_QUESTIONS_MAX - 1]!, ids[ASSIGNMENT_QUESTIONS_MAX]!] }),
    );
    expect(grown.status).toBe(400);
    expect(grown.response.data?.['questions']?.message).toBe(
      `This set is in an assignment that would then have ${ASSIGNMENT_QUESTIONS_MAX + 1} questions, more than the ${ASSIGNMENT_QUESTIONS_MAX} an assignment can have: choose fewer questions.`,
    );
    // A question the assignment already has does not make it longer.
    expect(
      (await clients.creator.collection('question_sets').update(small.id, { questions: [ids[ASSIGNMENT_QUESTIONS_MAX - 1]!, ids[0]!] }))
        .totalQuestions,
    ).toBe(2);

    // Past the cap all the same (an administrator, whom the rule does not hold): the quiz is refused, never served whole.
    await admin
      .collection('question_sets')
      .update(small.id, { questions: [ids[ASSIGNMENT_QUESTIONS_MAX - 1]!, ids[ASSIGNMENT_QUESTIONS_MAX]!], status: 'published' });
    const student = await signIn('studentA');
    const refused = await failure(() => student.send(`/api/quiz/${assigned.id}/start`, { method: 'POST' }));
    expect(refused.status).toBe(409);
    expect(refused.response.message).toBe(`${MESSAGES.quizSize}.`);
    expect(
      (await admin.collection('attempts').getList(1, 1, { filter: admin.filter('assignment_id = {:id}', { id: assigned.id }) })).totalItems,
    ).toBe(0);

    // The parent's edits that leave the sets as they are still save; a change of sets is held to the cap.
    expect(
      (await clients.parentA.collection('assignments').update(assigned.id, { title: 'Renamed, sets as they are', timeLimit: 45 })).title,
    ).toBe('Renamed, sets as they are');
    expect(
      (
        await clients.parentA
          .collection('assignments')
          .update(assigned.id, { question_sets: [big.id, small.id], dueDate: '2031-01-01 10:00:00.000Z' })
      ).totalQuestions,
    ).toBe(ASSIGNMENT_QUESTIONS_MAX + 1);
    const added = await failure(() =>
      clients.parentA.collection('assignments').update(assigned.id, { question_sets: [big.id, small.id, 'setbasicmath001'] }),
    );
    expect(added.response.data?.question_sets?.message).toBe(message);
    expect((await clients.parentA.collection('assignments').update(assigned.id, { question_sets: [big.id] })).totalQuestions).toBe(
      ASSIGNMENT_QUESTIONS_MAX - 1,
    );
    await admin.collection('assignments').delete(assigned.id);
  });
});

describe('updates', () => {
  it('a bad update is refused per field and changes nothing', async () => {
    const before = await admin.collection('assignments').getOne('assignmaths0001');
    const error = await failure(() => clients.parentA.collection('assignments').update('assignmaths0001', { title: '', timeLimit: 500 }));
    expect(error.status).toBe(400);
    expect(error.response.data?.title?.message).toBe('Assignment title is required.');
    expect(error.response.data?.timeLimit?.message).toMatch(/5 to 180/);
    expect(await admin.collection('assignments').getOne('assignmaths0001')).toEqual(before);
  });

  it('only a reviewer publishes, from review; the author sends to review', async () => {
    const reviewer = await signIn('reviewer');
    const draft = await clients.creator.collection('questions').create(question);
    const early = await failure(() => reviewer.collection('questions').update(draft.id, { status: 'published' }));
    expect(early.status).toBe(404);
    const selfPublish = await failure(() => clients.creator.collection('questions').update(draft.id, { status: 'published' }));
    expect(selfPublish.response.data?.status?.message).toBe('Only a reviewer can publish.');
    await clients.creator.collection('questions').update(draft.id, { status: 'review' });
    const edit = await failure(() => reviewer.collection('questions').update(draft.id, { text: 'Changed' }));
    expect(edit.response.data?.text?.message).toBe('A reviewer changes only the status of an item.');
    const read = await reviewer.collection('questions').getOne(draft.id);
    expect((await reviewer.collection('questions').update(draft.id, { status: 'published', reviewed_version: read.updated })).status).toBe(
      'published',
    );
    expect((await reviewer.collection('questions').update(draft.id, { status: 'draft' })).status).toBe('draft');
    await admin.collection('questions').delete(draft.id);
  });
});

describe('control characters in a JSON field', () => {
  it("a result's answers sent as a text with a NUL are no answers, as any other text: saved, not a 400 naming no field", async () => {
    const { children, assignmentId } = await family(1, 'NUL in answers');
    const child = children[0]!;
    const { attempt } = await start(child.pb, assignmentId);
    const saved = await child.pb.collection('results').create({ student_id: child.id, assignment_id: assignmentId, answers: 'a\u0000' });
    expect(saved).toMatchObject({ attempt_id: attempt.id, answers: {}, correct_answers: 0, total_questions: 5 });
  });
});
