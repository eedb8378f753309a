// Notifications (docs/product.md, "Notifications and emails"): written by the server's hooks in the transaction of their event, read and
// marked read only by their recipient, at most NOTIFICATIONS_MAX each, reminders told once.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, NOTIFICATIONS_MAX, notificationText } from '../../shared/src/domain/index.ts';
import { draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';
import { addChild, answer, correctOption, family, start, submit } from './quiz-api.ts';

type Notification = {
  id: string;
  recipient: string;
  type: string;
  title: string;
  message: string;
  icon: string;
  about: string;
  about_id: string;
  read: boolean;
};

const HOUR = 60 * 60 * 1000;
const mine = (pb: PocketBase, type?: string) =>
  pb
    .collection('notifications')
    .getFullList<Notification>({ sort: '-created,-id', ...(type ? { filter: pb.filter('type = {:t}', { t: type }) } : {}) });

let admin: PocketBase;
let parent: PocketBase;

beforeAll(async () => {
  admin = await superuser();
  parent = await signIn('parentB');
});

/** An active assignment of parent B on the Basic Arithmetic set for the given children. */
function assign(children: string[], title: string, extra: Record<string, unknown> = {}) {
  return parent.collection('assignments').create({
    title,
    question_sets: ['setbasicmath001'],
    timeLimit: 30,
    status: 'active',
    created_by: parent.authStore.record!.id,
    assigned_students: children,
    ...extra,
  });
}

/** Runs a cron and waits for PocketBase to have run it in the background. */
async function runCron(id: string, done: () => Promise<boolean>) {
  await admin.send(`/api/crons/${id}`, { method: 'POST' });
  await expect.poll(done, { timeout: 15_000 }).toBe(true);
}

describe('a finished quiz', () => {
  it("tells the child's parent how it went, and the child of the achievements and the level it brought", async () => {
    const { children, assignmentId } = await family(1, 'Told');
    const child = children[0]!;
    const { attempt, questions } = await start(child.pb, assignmentId);
    for (const question of questions) await answer(child.pb, attempt.id, { questionId: question.id, answer: correctOption(question.id) });
    await submit(child.pb, attempt.id);

    const [told] = (await mine(parent, 'assignment_completed')).filter((n) => n.about_id === assignmentId);
    expect(told).toMatchObject({
      ...notificationText.assignmentCompleted('Told child 1', 'Told', 100, 200),
      about: 'assignments',
      about_id: assignmentId,
      read: false,
    });
    const stranger = await signIn('parentA');
    expect((await mine(stranger)).some((n) => n.about_id === assignmentId)).toBe(false);

    const forChild = await mine(child.pb);
    expect(forChild.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'You earned "First Quiz"!',
        'You earned "High Scorer"!',
        'You earned "Perfect Score"!',
        'You reached level 2!',
        'A new quiz is waiting: "Told"',
      ]),
    );
    // Each opens the quiz's results.
    expect(forChild.filter((n) => n.type === 'achievement' || n.type === 'level').map((n) => [n.about, n.about_id])).toEqual(
      Array.from({ length: 4 }, () => ['assignments', assignmentId]),
    );
    // A second quiz earns nothing new: nothing more is told.
    const again = await start(child.pb, assignmentId);
    await submit(child.pb, again.attempt.id);
    expect((await mine(child.pb)).filter((n) => n.type === 'achievement' || n.type === 'level')).toHaveLength(4);
    // The parent hears of the retake as the child's total has it: each quiz counts once, at its best.
    const [retold] = (await mine(parent, 'assignment_completed')).filter((n) => n.about_id === assignmentId);
    expect(retold).toMatchObject(notificationText.assignmentCompleted('Told child 1', 'Told', 0, 0, true));
    expect(retold!.message).toBe('Told child 1 scored 0% on another try and earned no new points (each quiz counts once, at its best).');
  });

  it('a better retake tells the parent the points it added, not the points of a first try', async () => {
    const { children, assignmentId } = await family(1, 'Better');
    const child = children[0]!;
    const first = await start(child.pb, assignmentId);
    for (const question of first.questions.slice(0, 2))
      await answer(child.pb, first.attempt.id, { questionId: question.id, answer: correctOption(question.id) });
    await submit(child.pb, first.attempt.id);
    const second = await start(child.pb, assignmentId);
    for (const question of second.questions)
      await answer(child.pb, second.attempt.id, { questionId: question.id, answer: correctOption(question.id) });
    await submit(child.pb, second.attempt.id);

    const told = (await mine(parent, 'assignment_completed')).filter((n) => n.about_id === assignmentId).map((n) => n.message);
    expect(told).toEqual([
      'Better child 1 scored 100% on another try and earned 120 more points.',
      'Better child 1 scored 40% and earned 80 points.',
    ]);
  });
});

describe('who may do what', () => {
  it('a recipient lists and marks read their own; nobody creates, rewrites or deletes one through the API', async () => {
    const child = await addChild(parent, 'Rules child');
    await assign([child.id], 'Rules');
    const [notice] = await mine(child.pb);
    expect(notice).toMatchObject({ type: 'assignment_new', about: 'assignments', read: false });

    expect(
      (
        await failure(() =>
          child.pb.collection('notifications').create({ recipient: child.id, audience: 'students', type: 'level', title: 'x' }),
        )
      ).status,
    ).toBe(403);
    const rewrite = await failure(() => child.pb.collection('notifications').update(notice!.id, { title: 'Something else' }));
    expect(rewrite.status).toBe(400);
    expect(rewrite.response.data?.title?.message).toBe('Only read can be changed.');
    expect((await child.pb.collection('notifications').update<Notification>(notice!.id, { read: true })).read).toBe(true);
    expect((await failure(() => child.pb.collection('notifications').delete(notice!.id))).status).toBe(403);

    for (const other of [parent, await signIn('parentA'), await signIn('creator')]) {
      expect((await failure(() => other.collection('notifications').getOne(notice!.id))).status).toBe(404);
    }
    const guest = await signIn('guest');
    expect((await guest.collection('notifications').getList(1, 1)).totalItems).toBe(0);
  });

  it("Mark all as read reads every unread notification of the signed-in person, and no one else's", async () => {
    const [first, second] = [await addChild(parent, 'All read one'), await addChild(parent, 'All read two')];
    await assign([first.id, second.id], 'All read A');
    await assign([first.id, second.id], 'All read B');
    const reply = await first.pb.send<{ changed: number }>('/api/notifications/read-all', { method: 'POST' });
    expect(reply.changed).toBe(2);
    expect((await mine(first.pb)).every((n) => n.read)).toBe(true);
    expect((await mine(second.pb)).filter((n) => !n.read)).toHaveLength(2);
  });
});

describe('at most NOTIFICATIONS_MAX a person', () => {
  it('the one past the cap removes the oldest, in the same write', async () => {
    const child = await addChild(parent, 'Many notices');
    for (let i = 1; i <= NOTIFICATIONS_MAX + 5; i += 1) await assign([child.id], `Cap ${i}`);
    const list = await mine(child.pb);
    expect(list).toHaveLength(NOTIFICATIONS_MAX);
    expect(list[0]!.title).toBe('A new quiz is waiting: "Cap 55"');
    expect(list.at(-1)!.title).toBe('A new quiz is waiting: "Cap 6"');
  });
});

describe('assignment reminders (cron, every hour)', () => {
  it('due tomorrow: the child who has not finished it and the parent of one who has not started it, each told once', async () => {
    const [idle, busy] = [await addChild(parent, 'Due idle'), await addChild(parent, 'Due busy')];
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    tomorrow.setUTCHours(12, 0, 0, 0);
    const due = await assign([idle.id, busy.id], 'Due soon', { dueDate: tomorrow.toISOString() });
    await start(busy.pb, due.id);

    const forParent = async () => (await mine(parent, 'assignment_due')).filter((n) => n.about_id === due.id);
    await runCron('assignment-reminders', async () => (await forParent()).length > 0);
    // The next run tells assignments in the order they are due: once it has told one due an hour later,
    // it is past this one.
    const later = await assign([idle.id], 'Due later', { dueDate: new Date(tomorrow.getTime() + HOUR).toISOString() });
    await runCron('assignment-reminders', async () => (await mine(parent, 'assignment_due')).some((n) => n.about_id === later.id));
    const [told, ...more] = await forParent();
    expect(more).toHaveLength(0);
    expect(told).toMatchObject(notificationText.assignmentDueForParent('Due idle', 'Due soon', due['dueDate']));
    for (const child of [idle, busy]) expect((await mine(child.pb, 'assignment_due')).filter((n) => n.about_id === due.id)).toHaveLength(1);
  });

  it("a family with more assignments due tomorrow than a batch never keeps another family's reminder from going", async () => {
    const [flooder, other] = [await addChild(parent, 'Flood child'), await addChild(await signIn('parentA'), 'Other family child')];
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    tomorrow.setUTCHours(0, 0, 0, 0);
    // 501 of them, all due at the start of tomorrow, before the other family's noon.
    for (let from = 0; from < 501; from += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, 501 - from) }, (_, i) =>
          admin.collection('assignments').create({
            title: `Flood ${from + i}`,
            question_sets: ['setbasicmath001'],
            timeLimit: 30,
            status: 'active',
            created_by: parent.authStore.record!.id,
            assigned_students: [flooder.id],
            dueDate: tomorrow.toISOString(),
          }),
        ),
      );
    }
    const parentA = await signIn('parentA');
    const noon = new Date(tomorrow.getTime() + 12 * HOUR);
    const wanted = await parentA.collection('assignments').create({
      title: 'Not drowned out',
      question_sets: ['setbasicmath001'],
      timeLimit: 30,
      status: 'active',
      created_by: parentA.authStore.record!.id,
      assigned_students: [other.id],
      dueDate: noon.toISOString(),
    });
    const told = async () => (await mine(other.pb, 'assignment_due')).some((n) => n.about_id === wanted.id);
    await admin.send('/api/crons/assignment-reminders', { method: 'POST' });
    await expect.poll(told, { timeout: 30_000 }).toBe(true);
  }, 60_000);

  it('overdue: the parent, once, with the children who did not finish', async () => {
    const [late, done] = [await addChild(parent, 'Late child'), await addChild(parent, 'Done child')];
    const overdue = await assign([late.id, done.id], 'Gone by');
    const { attempt } = await start(done.pb, overdue.id);
    await submit(done.pb, attempt.id);
    await admin.collection('assignments').update(overdue.id, { dueDate: new Date(Date.now() - HOUR).toISOString() });

    const told = async () => (await mine(parent, 'assignment_overdue')).filter((n) => n.about_id === overdue.id);
    await runCron('assignment-reminders', async () => (await told()).length > 0);
    // The next run tells overdue assignments in the order they were due: once it has told one due half
    // an hour later, it is past this one.
    const later = await assign([late.id], 'Gone later');
    await admin.collection('assignments').update(later.id, { dueDate: new Date(Date.now() - HOUR / 2).toISOString() });
    await runCron('assignment-reminders', async () => (await mine(parent, 'assignment_overdue')).some((n) => n.about_id === later.id));
    expect(await told()).toEqual([expect.objectContaining(notificationText.assignmentOverdue('Gone by', ['Late child']))]);
  });
});

describe('review', () => {
  it('reviewers hear that something waits (one unread at most), the author that it was sent back or published', async () => {
    const [creator, reviewer] = [await signIn('creator'), await signIn('reviewer')];
    const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;
    const waiting = async () => (await mine(reviewer, 'review_waiting')).filter((n) => !n.read);
    await reviewer.send('/api/notifications/read-all', { method: 'POST' });

    const first = await creator.collection('questions').create(draftQuestion(creatorId, { text: 'Notified question one' }));
    await creator.collection('questions').update(first.id, { status: 'review' });
    await creator.collection('questions').create(draftQuestion(creatorId, { text: 'Notified question two', status: 'review' }));
    expect(await waiting()).toEqual([expect.objectContaining(notificationText.reviewWaiting())]);
    // The author is not told of their own item.
    expect((await mine(creator, 'review_waiting')).length).toBe(0);

    await reviewer.collection('questions').update(first.id, { status: 'draft', review_comment: 'Say which number is bigger.' });
    const [returned] = (await mine(creator, 'content_returned')).filter((n) => n.about_id === first.id);
    expect(returned).toMatchObject(notificationText.contentReturned('questions', 'Notified question one', 'Say which number is bigger.'));

    await creator.collection('questions').update(first.id, { status: 'review' });
    const seen = await reviewer.collection('questions').getOne(first.id);
    await reviewer.collection('questions').update(first.id, { status: 'published', reviewed_version: seen['updated'] });
    const [published] = (await mine(creator, 'content_published')).filter((n) => n.about_id === first.id);
    expect(published).toMatchObject({ ...notificationText.contentPublished('questions', 'Notified question one'), about: 'questions' });
  });
});

it('every notification written above has one of the types of the domain rules', async () => {
  const types = new Set((await admin.collection('notifications').getFullList<Notification>({ fields: 'type' })).map((n) => n.type));
  expect(types.size).toBeGreaterThan(0);
  for (const type of types) expect(NOTIFICATION_TYPES).toContain(type);
});
