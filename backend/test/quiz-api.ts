// The quiz routes as a student calls them, and a family made for one test file.
import PocketBase from 'pocketbase';
import { apiPath, sendApi, type AnswerReply } from 'shared/api';
import { draftQuestion, fixtures, signIn } from './actors.ts';

export const start = (pb: PocketBase, assignmentId: string) => sendApi(pb, 'quizStart', { params: { assignmentId } });
// Any body, as a client the types do not hold sends it.
export const answer = (pb: PocketBase, attemptId: string, body: Record<string, unknown>) =>
  pb.send<AnswerReply>(apiPath('quizAnswer', { attemptId }), { method: 'POST', body });
export const submit = (pb: PocketBase, attemptId: string) => sendApi(pb, 'quizSubmit', { params: { attemptId } });
export const exit = (pb: PocketBase, attemptId: string) => sendApi(pb, 'quizExit', { params: { attemptId } });

export const correctOption = (questionId: string) =>
  fixtures.questions.find((q) => q.id === questionId)!.options.find((o) => o.isCorrect)!.id;

export type Child = { id: string; studentId: string; accessCode: string; pb: PocketBase };

/** A new child of the signed-in parent, signed in on a client of their own. */
export async function addChild(parent: PocketBase, name: string): Promise<Child> {
  const made = await sendApi(parent, 'childCreate', { body: { name, grade: 'Grade 3' } });
  const pb = new PocketBase(parent.baseURL);
  pb.autoCancellation(false);
  await pb.collection('students').authWithPassword(made.student.student_id, made.accessCode);
  return { id: made.student.id, studentId: made.student.student_id, accessCode: made.accessCode, pb };
}

/**
 * Parent B adds `count` children and gives them one active assignment on the published Basic
 * Arithmetic set (five questions), so that a test file works on records no other file touches.
 */
export async function family(count: number, title: string): Promise<{ parent: PocketBase; children: Child[]; assignmentId: string }> {
  const parent = await signIn('parentB');
  const children: Child[] = [];
  for (let i = 0; i < count; i += 1) children.push(await addChild(parent, `${title} child ${i + 1}`));
  const assignment = await parent.collection('assignments').create({
    title,
    question_sets: ['setbasicmath001'],
    timeLimit: 30,
    status: 'active',
    created_by: parent.authStore.record!.id,
    assigned_students: children.map((child) => child.id),
  });
  return { parent, children, assignmentId: assignment.id };
}

/** What a quiz's set is about; the questions' own subject is draftQuestion's unless given. */
export type SetTopic = { subject: string; grade: string; skills: string[] };

/**
 * A published set of the questions given (by a creator who does not review), assigned by parent B
 * to a new child of their own, and started: a quiz of the test's own that no other test touches.
 */
export async function quizOf(
  admin: PocketBase,
  title: string,
  questions: Array<Record<string, unknown>>,
  topic: SetTopic = { subject: 'Mathematics', grade: 'Grade 2', skills: ['Addition'] },
) {
  const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
  const ids: string[] = [];
  for (const question of questions)
    ids.push((await admin.collection('questions').create(draftQuestion(creatorId, { ...question, status: 'published' }))).id);
  const set = await admin
    .collection('question_sets')
    .create({ title, description: 'A test quiz.', type: 'review', questions: ids, status: 'published', created_by: creatorId, ...topic });
  const parent = await signIn('parentB');
  const child = await addChild(parent, `${title} child`);
  const assignment = await parent.collection('assignments').create({
    title,
    question_sets: [set.id],
    timeLimit: 10,
    status: 'active',
    created_by: parent.authStore.record!.id,
    assigned_students: [child.id],
  });
  const started = await start(child.pb, assignment.id);
  return { ids, child, assignmentId: assignment.id, attemptId: started.attempt.id, started };
}
