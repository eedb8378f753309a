// Migrations that change what an open quiz is checked against, run on data made before them:
// PocketBase on a data folder, the migration taken back (`migrate down`) and run again at start.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG, WAV } from '../contract/pictures.ts';
import { failure, fixtures } from './actors.ts';
import { HOOKS_DIR, MIGRATIONS_DIR, resolveBinary, startPocketBase } from '../scripts/runner.mjs';

const root = mkdtempSync(join(tmpdir(), 'backend-migrations-'));
const servers: Array<{ stop: () => Promise<void> }> = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

async function child(url: string) {
  const client = new PocketBase(url);
  client.autoCancellation(false);
  await client.collection('students').authWithPassword(fixtures.students[0]!.student_id, fixtures.students[0]!.password);
  return client;
}

/**
 * `pocketbase migrate down` of a migration and every one after it (answering its question); what it
 * printed, which names each of them.
 */
function revertFrom(dataDir: string, migration: string): string {
  const count = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.js') && file >= migration).length;
  const printed = execFileSync(
    resolveBinary(),
    ['migrate', 'down', String(count), `--dir=${dataDir}`, `--migrationsDir=${MIGRATIONS_DIR}`, `--hooksDir=${HOOKS_DIR}`],
    {
      input: 'y\n',
      encoding: 'utf8',
    },
  );
  expect(printed).toContain(`Reverted ${migration}`);
  return printed;
}

describe('the served choices (1763781330_keep_served_choices)', () => {
  it('an attempt open before the migration keeps refusing what is not one of its options', { timeout: 60_000 }, async () => {
    const dataDir = join(root, 'data');
    const before = await startPocketBase({ dataDir, quiet: true, testing: true });
    servers.push(before);
    const { attempt, questions } = await (
      await child(before.url)
    ).send<{ attempt: { id: string }; questions: Array<{ id: string }> }>('/api/quiz/assignmaths0001/start', { method: 'POST' });
    await before.stop();
    // It and the migrations after it.
    expect(revertFrom(dataDir, '1763781330_keep_served_choices.js')).toContain('Reverted 1763781340_add_quiz_breaks.js');

    // `serve` runs the migration again.
    const after = await startPocketBase({ dataDir, quiet: true, seed: false, superuser: before.superuser });
    servers.push(after);
    const admin = new PocketBase(after.url);
    await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    const rows = await admin.collection('attempt_answers').getFullList({ filter: admin.filter('attempt = {:a}', { a: attempt.id }) });
    expect(rows.map((row) => String(row['choices']).split(',').toSorted().join(''))).toEqual(questions.map(() => 'abcd'));

    const student = await child(after.url);
    const answer = (body: Record<string, unknown>) => student.send(`/api/quiz/attempts/${attempt.id}/answer`, { method: 'POST', body });
    const refused = await failure(() => answer({ questionId: questions[0]!.id, answer: 'e' }));
    expect(refused.response.data?.answer?.message).toBe('Choose one of the options of this question.');
    expect(await answer({ questionId: questions[0]!.id, answer: 'b' })).toMatchObject({ answer: 'b' });
  });
});

describe('breaks (1763781340_add_quiz_breaks)', () => {
  it('taken back, a quiz on a break runs again with its deadline moved by the break so far', { timeout: 60_000 }, async () => {
    const dataDir = join(root, 'breaks');
    const before = await startPocketBase({ dataDir, quiet: true, testing: true });
    servers.push(before);
    const student = await child(before.url);
    const { attempt } = await student.send<{ attempt: { id: string; deadline: string } }>('/api/quiz/assignmaths0001/start', {
      method: 'POST',
    });
    await student.send(`/api/quiz/attempts/${attempt.id}/pause`, { method: 'POST' });
    const admin = new PocketBase(before.url);
    await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    await admin.collection('attempts').update(attempt.id, { paused_at: new Date(Date.now() - 4 * 60 * 1000).toISOString() });
    await before.stop();
    revertFrom(dataDir, '1763781340_add_quiz_breaks.js');

    const after = await startPocketBase({ dataDir, quiet: true, seed: false, superuser: before.superuser });
    servers.push(after);
    const again = new PocketBase(after.url);
    await again.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    const running = await again.collection('attempts').getOne(attempt.id);
    expect(running['paused_at']).toBe('');
    const moved = Date.parse(String(running['deadline'])) - Date.parse(attempt.deadline);
    expect(moved).toBeGreaterThanOrEqual(4 * 60 * 1000);
    expect(moved).toBeLessThan(5 * 60 * 1000);
  });
});

describe('notifications open assignments (1763781360_notifications_open_assignments)', () => {
  it("a finished quiz's notices written before it open their result's assignment", { timeout: 60_000 }, async () => {
    const dataDir = join(root, 'notifications');
    const migration = '1763781360_notifications_open_assignments.js';
    // PocketBase as it was before the migration: its migrations folder without it.
    const olderMigrations = join(root, 'older-migrations');
    mkdirSync(olderMigrations);
    for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.js') && name < migration))
      copyFileSync(join(MIGRATIONS_DIR, file), join(olderMigrations, file));
    const before = await startPocketBase({ dataDir, quiet: true, testing: true, migrationsDir: olderMigrations });
    servers.push(before);
    const admin = new PocketBase(before.url);
    await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    // As the hooks of then wrote them (today's hooks need today's collections): about a demo result.
    const [result] = await admin.collection('results').getFullList({ filter: 'assignment_id = "assignenglish01"' });
    const told = [];
    for (const type of ['assignment_completed', 'achievement']) {
      told.push(
        await admin
          .collection('notifications')
          .create({ recipient: 'parentdemo00001', audience: 'parents', type, title: type, about: 'results', about_id: result!.id }),
      );
    }
    await before.stop();

    const after = await startPocketBase({ dataDir, quiet: true, seed: false, superuser: before.superuser });
    servers.push(after);
    const again = new PocketBase(after.url);
    await again.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    const notices = await again
      .collection('notifications')
      .getFullList({ filter: 'type = "assignment_completed" || type = "achievement"' });
    expect(notices.map((n) => [n.id, n['about'], n['about_id']])).toEqual(told.map((n) => [n.id, 'assignments', 'assignenglish01']));
  });
});

/** Typed questions of the demo creator's, and a published set of them, written by a superuser as a migration's data. */
async function typedSet<const Q extends ReadonlyArray<{ text: string; type: string; correctAnswer: string }>>(
  admin: PocketBase,
  title: string,
  questions: Q,
) {
  const creator = fixtures.creators.find((c) => !c.reviewer)!;
  const base = { subject: 'Mathematics', grade: 'Grade 1', topic: 'Geometry', skills: ['Shapes'], difficulty: 'beginner' };
  const created: Array<{ id: string }> = [];
  for (const question of questions) {
    created.push(
      await admin
        .collection('questions')
        .create({ ...base, ...question, estimatedTime: 30, options: [], status: 'published', created_by: creator.id }),
    );
  }
  const set = await admin.collection('question_sets').create({
    ...base,
    title,
    description: 'Typing the answer.',
    type: 'skills_practice',
    questions: created.map((question) => question.id),
    status: 'published',
    created_by: creator.id,
  });
  return { creator, questions: created as { [K in keyof Q]: { id: string } }, set };
}

describe('the wrong answers (1763781420_add_wrong_answer_tallies)', () => {
  it('recounts from the results what was counted as each was written', { timeout: 90_000 }, async () => {
    const dataDir = join(root, 'wrong-answers');
    const before = await startPocketBase({ dataDir, quiet: true, testing: true });
    servers.push(before);
    const admin = new PocketBase(before.url);
    await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    const {
      creator,
      questions: [short, fill],
      set,
    } = await typedSet(admin, 'Sides', [
      { text: 'How many sides has a square?', type: 'short_answer', correctAnswer: '4' },
      { text: 'A ___ has three sides.', type: 'fill_blank', correctAnswer: 'triangle' },
    ]);
    /** The set, given to the demo child in an assignment of this title. */
    const assign = (title: string) =>
      admin.collection('assignments').create({
        title,
        question_sets: [set.id],
        assigned_students: [fixtures.students[0]!.id],
        timeLimit: 10,
        status: 'active',
        created_by: fixtures.parents[0]!.id,
      });
    const assignment = await assign('Sides');
    const student = await child(before.url);
    for (const [sides, shape] of [
      ['five', 'square'],
      ['Five', 'Circle.'],
      ['3', 'triangle'],
      ['4', 'square'],
    ]) {
      const { attempt } = await student.send<{ attempt: { id: string } }>(`/api/quiz/${assignment.id}/start`, { method: 'POST' });
      const answer = (questionId: string, given: string) =>
        student.send(`/api/quiz/attempts/${attempt.id}/answer`, { method: 'POST', body: { questionId, answer: given } });
      await answer(short.id, sides!);
      await answer(fill.id, JSON.stringify([shape]));
      await student.send(`/api/quiz/attempts/${attempt.id}/submit`, { method: 'POST' });
    }
    // The same set in another assignment: the child has answered both questions already, so nothing more counts.
    const other = await assign('Sides again');
    const { attempt: second } = await student.send<{ attempt: { id: string } }>(`/api/quiz/${other.id}/start`, { method: 'POST' });
    for (const [questionId, given] of [
      [short.id, 'seven'],
      [fill.id, JSON.stringify(['hexagon'])],
    ])
      await student.send(`/api/quiz/attempts/${second.id}/answer`, { method: 'POST', body: { questionId, answer: given } });
    await student.send(`/api/quiz/attempts/${second.id}/submit`, { method: 'POST' });
    const tallies = async (pb: PocketBase) =>
      (
        await pb
          .collection('wrong_answer_tallies')
          .getFullList({ filter: pb.filter('question = {:a} || question = {:b}', { a: short.id, b: fill.id }) })
      )
        .map((row) => [row['creator'], row['question'] === short.id ? 'short' : 'fill', row['answer'], row['count']])
        .toSorted((a, b) => String(a).localeCompare(String(b)));
    // The child's first answer to each question only: its retakes and the other assignment count for nobody's
    // most common wrong answers.
    const counted = await tallies(admin);
    expect(counted).toEqual(
      [
        [creator.id, 'short', 'five', 1],
        [creator.id, 'fill', 'square', 1],
      ].toSorted((a, b) => String(a).localeCompare(String(b))),
    );
    await before.stop();
    revertFrom(dataDir, '1763781420_add_wrong_answer_tallies.js');

    const after = await startPocketBase({ dataDir, quiet: true, seed: false, superuser: before.superuser });
    servers.push(after);
    const again = new PocketBase(after.url);
    await again.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    expect(await tallies(again)).toEqual(counted);
  });
});

describe('one identity per email (1763781600_one_identity_per_email)', () => {
  it(
    'keeps one of each group of case twins (the verified one, else the oldest), moves the others aside and says so',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(root, 'email-twins');
      const migration = '1763781600_one_identity_per_email.js';
      const olderMigrations = join(root, 'older-than-email-identity');
      mkdirSync(olderMigrations);
      for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.js') && name < migration))
        copyFileSync(join(MIGRATIONS_DIR, file), join(olderMigrations, file));
      // No handlers but the superuser's: today's would keep every email in small letters, and the twins could not be made.
      const librariesOnly = join(root, 'hooks-libraries-only');
      cpSync(join(HOOKS_DIR, 'lib'), join(librariesOnly, 'lib'), { recursive: true });
      copyFileSync(join(HOOKS_DIR, 'deployment.pb.js'), join(librariesOnly, 'deployment.pb.js'));
      const before = await startPocketBase({
        dataDir,
        quiet: true,
        seed: false,
        demo: false,
        testing: true,
        migrationsDir: olderMigrations,
        hooksDir: librariesOnly,
      });
      servers.push(before);
      const admin = new PocketBase(before.url);
      admin.autoCancellation(false);
      await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
      const parent = (email: string, verified = false) =>
        admin.collection('parents').create({ email, password: 'Twins1234!', passwordConfirm: 'Twins1234!', name: email, verified });
      const oldest = await parent('Twin@Test.Local');
      const verified = await parent('TWIN@test.local', true);
      const third = await parent('twin@test.local');
      const alone = await parent('Alone@Test.Local');
      const creator = await admin
        .collection('creators')
        .create({ email: 'Author@Test.Local', password: 'Twins1234!', passwordConfirm: 'Twins1234!', name: 'A' });
      await before.stop();

      let printed = '';
      const after = await startPocketBase({
        dataDir,
        seed: false,
        demo: false,
        superuser: before.superuser,
        onOutput: (text) => (printed += text),
      });
      servers.push(after);
      const again = new PocketBase(after.url);
      again.autoCancellation(false);
      await again.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
      const emailOf = async (collection: string, id: string) => (await again.collection(collection).getOne(id))['email'];
      expect(await emailOf('parents', verified.id)).toBe('twin@test.local');
      expect(await emailOf('parents', oldest.id)).toBe(`case-twin-${oldest.id}@example.invalid`);
      expect(await emailOf('parents', third.id)).toBe(`case-twin-${third.id}@example.invalid`);
      expect(await emailOf('parents', alone.id)).toBe('alone@test.local');
      expect(await emailOf('creators', creator.id)).toBe('author@test.local');
      expect(printed).toContain('One identity per email: 2 case twin(s) moved aside.');
      expect(printed).toContain(
        `parents ${oldest.id} (Twin@Test.Local) is now case-twin-${oldest.id}@example.invalid: ${verified.id} keeps twin@test.local`,
      );

      // The kept account signs in in any capitals; a new twin cannot be made.
      const guest = new PocketBase(after.url);
      await guest.collection('parents').authWithPassword('TWIN@TEST.LOCAL', 'Twins1234!');
      expect(guest.authStore.record?.id).toBe(verified.id);
      const twin = await failure(() =>
        again.collection('parents').create({ email: 'ALONE@test.local', password: 'Twins1234!', passwordConfirm: 'Twins1234!', name: 'x' }),
      );
      expect(twin.status).toBe(400);
    },
  );
});

describe('question media by ids of the attempt (1763781810_question_media_by_attempt_ids)', () => {
  it('a quiz under way before it keeps its picture and sound, now under ids of the attempt', { timeout: 90_000 }, async () => {
    const dataDir = join(root, 'media');
    const before = await startPocketBase({ dataDir, quiet: true, testing: true });
    servers.push(before);
    const admin = new PocketBase(before.url);
    await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    const media = new FormData();
    media.append('images', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'the_answer_is_fifteen.png');
    media.append('image_alt', 'Fifteen dots');
    media.append('audio', new Blob([WAV], { type: 'audio/wav' }), 'fifteen.wav');
    await admin.collection('questions').update('qmathadd0000001', media);
    const { attempt } = await (
      await child(before.url)
    ).send<{ attempt: { id: string } }>('/api/quiz/assignmaths0001/start', { method: 'POST' });
    // As an attempt started before the migration keeps its question: the file names, no ids.
    const [row] = await admin
      .collection('attempt_answers')
      .getFullList({ filter: admin.filter('attempt = {:a} && question = "qmathadd0000001"', { a: attempt.id }) });
    const { imageId, audioId, ...served } = row!['served'] as Record<string, unknown>;
    expect([imageId, audioId]).toEqual([expect.any(String), expect.any(String)]);
    await admin.collection('attempt_answers').update(row!.id, { served });
    await before.stop();
    revertFrom(dataDir, '1763781810_question_media_by_attempt_ids.js');

    const after = await startPocketBase({ dataDir, quiet: true, seed: false, superuser: before.superuser });
    servers.push(after);
    const student = await child(after.url);
    type Started = {
      attempt: { id: string };
      questions: Array<{ id: string; media: { image?: { url: string }; audio?: { url: string } } }>;
    };
    const resumed = await student.send<Started>('/api/quiz/assignmaths0001/start', { method: 'POST' });
    expect(resumed.attempt.id).toBe(attempt.id);
    const question = resumed.questions.find((q) => q.id === 'qmathadd0000001')!;
    for (const file of [question.media.image?.url, question.media.audio?.url]) {
      expect(file).toMatch(new RegExp(`^/api/quiz/media/${attempt.id}/[a-z0-9]{10}\\?token=`));
      expect((await fetch(`${after.url}${file}`)).status).toBe(200);
    }
  });
});

describe("a family's first answers (1763782020_answered_questions_per_family)", () => {
  it(
    'notes which questions each family answered from its results and counts a wrong answer once a family',
    { timeout: 90_000 },
    async () => {
      const dataDir = join(root, 'family-answers');
      const before = await startPocketBase({ dataDir, quiet: true, testing: true });
      servers.push(before);
      const admin = new PocketBase(before.url);
      await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
      const { questions, set } = await typedSet(admin, 'Fruit', [
        { text: 'What colour is a banana?', type: 'short_answer', correctAnswer: 'yellow' },
      ]);
      const asked = questions[0]!;
      const [emma, liam] = fixtures.students;
      /** The set given to both children of the demo family, through a superuser's client of the server running. */
      const assign = (pb: PocketBase, title: string) =>
        pb.collection('assignments').create({
          title,
          question_sets: [set.id],
          assigned_students: [emma!.id, liam!.id],
          timeLimit: 10,
          status: 'active',
          created_by: fixtures.parents[0]!.id,
        });
      const quiz = async (url: string, who: (typeof fixtures.students)[number], assignmentId: string, given: string) => {
        const pb = new PocketBase(url);
        pb.autoCancellation(false);
        await pb.collection('students').authWithPassword(who.student_id, who.password);
        const { attempt } = await pb.send<{ attempt: { id: string } }>(`/api/quiz/${assignmentId}/start`, { method: 'POST' });
        await pb.send(`/api/quiz/attempts/${attempt.id}/answer`, { method: 'POST', body: { questionId: asked.id, answer: given } });
        await pb.send(`/api/quiz/attempts/${attempt.id}/submit`, { method: 'POST' });
      };
      const first = await assign(admin, 'Fruit');
      await quiz(before.url, emma!, first.id, 'purple');
      await quiz(before.url, liam!, first.id, 'purple');
      const kept = async (pb: PocketBase) =>
        (await pb.collection('wrong_answer_tallies').getFullList({ filter: pb.filter('question = {:q}', { q: asked.id }) })).map((row) => [
          row['answer'],
          row['count'],
        ]);
      // As each child's first answer counted before: twice for one family.
      const tally = (
        await admin.collection('wrong_answer_tallies').getFullList({ filter: admin.filter('question = {:q}', { q: asked.id }) })
      )[0]!;
      await admin.collection('wrong_answer_tallies').update(tally.id, { count: 2 });
      await before.stop();
      revertFrom(dataDir, '1763782020_answered_questions_per_family.js');

      const after = await startPocketBase({ dataDir, quiet: true, seed: false, superuser: before.superuser });
      servers.push(after);
      const again = new PocketBase(after.url);
      await again.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
      // Counted again by family, and the family's answered question noted from its results.
      expect(await kept(again)).toEqual([['purple', 1]]);
      const noted = await again.collection('answered_questions').getFullList({ filter: again.filter('question = {:q}', { q: asked.id }) });
      expect(noted.map((row) => row['family'])).toEqual([fixtures.parents[0]!.id]);
      // A child of the family meeting the question again in another assignment adds nothing.
      const second = await assign(again, 'Fruit again');
      await quiz(after.url, emma!, second.id, 'orange');
      expect(await kept(again)).toEqual([['purple', 1]]);
    },
  );
});

describe("an unconfirmed family's answered questions (1763782030_answered_questions_confirmed_families)", () => {
  it("forgets them, so that they count once the family confirms, and keeps a confirmed family's", { timeout: 60_000 }, async () => {
    const dataDir = join(root, 'unconfirmed-answers');
    const before = await startPocketBase({ dataDir, quiet: true, testing: true });
    servers.push(before);
    const admin = new PocketBase(before.url);
    await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    const unconfirmed = await admin.collection('parents').create({
      email: `unconfirmed-${Date.now()}@test.local`,
      password: 'Unconfirmed-1',
      passwordConfirm: 'Unconfirmed-1',
      name: 'Una Unconfirmed',
      verified: false,
    });
    const confirmed = fixtures.parents[0]!.id;
    await admin.collection('parents').update(confirmed, { verified: true });
    for (const family of [confirmed, unconfirmed.id]) {
      await admin.collection('answered_questions').create({ family, question: 'qmathadd0000001' });
    }
    await before.stop();
    revertFrom(dataDir, '1763782030_answered_questions_confirmed_families.js');

    const after = await startPocketBase({ dataDir, quiet: true, seed: false, superuser: before.superuser });
    servers.push(after);
    const again = new PocketBase(after.url);
    await again.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
    const noted = await again.collection('answered_questions').getFullList();
    expect(noted.map((row) => row['family'])).toEqual([confirmed]);
  });
});

describe("the wrong answers a family's first answers counted (1763782040_answered_questions_wrong_answers)", () => {
  it(
    'writes them beside each noted question from the results, with the child and the inbox, so that they leave with the family',
    { timeout: 90_000 },
    async () => {
      const dataDir = join(root, 'counted-wrong');
      const before = await startPocketBase({ dataDir, quiet: true, testing: true });
      servers.push(before);
      const admin = new PocketBase(before.url);
      await admin.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
      const { questions, set } = await typedSet(admin, 'Snow', [
        { text: 'What colour is snow?', type: 'short_answer', correctAnswer: 'white' },
      ]);
      const asked = questions[0]!;
      const [parent] = fixtures.parents;
      const [emma] = fixtures.students;
      const assignment = await admin.collection('assignments').create({
        title: 'Snow',
        question_sets: [set.id],
        assigned_students: [emma!.id],
        timeLimit: 10,
        status: 'active',
        created_by: parent!.id,
      });
      // Emma, the demo family's first child.
      const emmaClient = await child(before.url);
      const { attempt } = await emmaClient.send<{ attempt: { id: string } }>(`/api/quiz/${assignment.id}/start`, { method: 'POST' });
      await emmaClient.send(`/api/quiz/attempts/${attempt.id}/answer`, { method: 'POST', body: { questionId: asked.id, answer: 'Grey' } });
      await emmaClient.send(`/api/quiz/attempts/${attempt.id}/submit`, { method: 'POST' });
      await before.stop();
      revertFrom(dataDir, '1763782040_answered_questions_wrong_answers.js');

      const after = await startPocketBase({ dataDir, quiet: true, seed: false, superuser: before.superuser });
      servers.push(after);
      const again = new PocketBase(after.url);
      await again.collection('_superusers').authWithPassword(before.superuser.email, before.superuser.password);
      const noted = await again.collection('answered_questions').getFullList({ filter: again.filter('question = {:q}', { q: asked.id }) });
      // The family's words, the child who typed them, and the parent's inbox (a digest, never the address).
      expect(noted.map((row) => [row['family'], row['wrong'], row['student']])).toEqual([[parent!.id, ['grey'], emma!.id]]);
      expect(noted[0]!['inbox']).toMatch(/^[0-9a-f]{64}$/);
      const kept = () => again.collection('wrong_answer_tallies').getFullList({ filter: again.filter('question = {:q}', { q: asked.id }) });
      expect((await kept()).map((row) => [row['answer'], row['count']])).toEqual([['grey', 1]]);
      // The family leaves: what it counted goes with it.
      const leaving = new PocketBase(after.url);
      await leaving.collection('parents').authWithPassword(parent!.email, parent!.password);
      await leaving.send('/api/account/delete', { method: 'POST', body: { password: parent!.password, confirm: 'DELETE' } });
      expect(await kept()).toEqual([]);
    },
  );
});
