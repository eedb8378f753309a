// Children, access codes, lockout, sessions, demo logins, rate limiter and the seed.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  accessCodeEntropyBits,
  CHILDREN_MAX,
  CHILDREN_MAX_MESSAGE,
  generateAccessCode,
  PASSWORD_MIN_LENGTH,
} from '../../shared/src/domain/index.ts';
import { seed } from '../scripts/runner.mjs';
import { client, failure, fixtures, signIn, superuser, signUp } from './actors.ts';
import { pbUrl } from './server.ts';

/** A wrong password for this email, as the raw answer a stranger would read. */
async function tryPassword(email: string) {
  const response = await fetch(`${pbUrl()}/api/collections/parents/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password: 'not-the-password' }),
  });
  return { status: response.status, body: await response.json() };
}

type ChildResponse = { student: { id: string; student_id: string; parent_id: string }; accessCode: string };

describe('children', () => {
  it('a parent adds a child: the server gives a unique STU ID and a child-friendly access code', async () => {
    const parent = await signIn('parentA');
    const first = await parent.send<ChildResponse>('/api/children', { method: 'POST', body: { name: 'Mia Johnson', grade: 'Grade 2' } });
    expect(first.student.student_id).toMatch(/^STU\d{3,}$/);
    expect(first.student.parent_id).toBe(fixtures.parents[0]!.id);
    expect(first.accessCode).toMatch(/^[a-z]+-[a-z]+-\d{3}$/);
    const child = client();
    await child.collection('students').authWithPassword(first.student.student_id, first.accessCode);
    expect(child.authStore.record?.id).toBe(first.student.id);
  });

  it("new children's IDs cannot be counted through: STU and 7 random digits, none 0 or 1; the demo IDs stay", async () => {
    const family = client();
    const email = `many-children-${randomInt(1e9)}@test.local`;
    await signUp(family, { email, password: 'ManyKids123!', passwordConfirm: 'ManyKids123!', name: 'Many Kids' });
    await family.collection('parents').authWithPassword(email, 'ManyKids123!');
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      ids.push(
        (await family.send<ChildResponse>('/api/children', { method: 'POST', body: { name: `Kid ${i}`, grade: 'Grade 1' } })).student
          .student_id,
      );
    }
    // Short enough for a child to type, nothing to confuse: no 0 (O) or 1 (I, l).
    for (const id of ids) expect(id).toMatch(/^STU[2-9]{7}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Knowing one child's ID does not give the next: IDs given one after the other are not counted up.
    const numbers = ids.map((id) => Number(id.slice(3)));
    for (let i = 1; i < numbers.length; i += 1) expect(numbers[i]! - numbers[i - 1]!).not.toBe(1);
    const admin = await superuser();
    const demo = await admin.collection('students').getFullList({ filter: 'student_id = "STU001" || student_id = "STU002"' });
    expect(demo.map((child) => child.id).toSorted()).toEqual(fixtures.students.map((child) => child.id).toSorted());
  });

  it(`a family has at most ${CHILDREN_MAX} children, also when the last ones are added at once; a removed one makes room`, async () => {
    const family = client();
    const email = `full-family-${randomInt(1e9)}@test.local`;
    await signUp(family, { email, password: 'FullHouse123!', passwordConfirm: 'FullHouse123!', name: 'Full House' });
    await family.collection('parents').authWithPassword(email, 'FullHouse123!');
    const add = (name: string) => family.send<ChildResponse>('/api/children', { method: 'POST', body: { name, grade: 'Grade 1' } });
    for (let i = 0; i < CHILDREN_MAX - 2; i += 1) await add(`Kid ${i}`);
    // Four at once for the last two places: two are added, two refused in the parent's words.
    const last = await Promise.allSettled([1, 2, 3, 4].map((i) => add(`Late ${i}`)));
    expect(last.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    const refusals = last.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as { status: number; response: { message: string } }] : [],
    );
    expect(refusals.map((refusal) => [refusal.status, refusal.response.message])).toEqual([
      [400, CHILDREN_MAX_MESSAGE],
      [400, CHILDREN_MAX_MESSAGE],
    ]);
    const children = await family.collection('students').getFullList();
    expect(children).toHaveLength(CHILDREN_MAX);
    await family.collection('students').delete(children[0]!.id);
    expect((await add('After one left')).student.student_id).toMatch(/^STU/);
  });

  it('refuses a child without a name or grade, with a message per field', async () => {
    const parent = await signIn('parentA');
    const bad = await failure(() => parent.send('/api/children', { method: 'POST', body: { name: ' ', grade: 'Grade 9' } }));
    expect(bad.status).toBe(400);
    expect(bad.response.data?.name?.message).toBe("Child's name is required.");
    expect(bad.response.data?.grade?.message).toBe('Grade is required.');
    const student = await signIn('studentA');
    expect((await failure(() => student.send('/api/children', { method: 'POST', body: { name: 'X', grade: 'Grade 1' } }))).status).toBe(
      403,
    );
  });

  it('access codes carry at least 20 bits of entropy', () => {
    expect(accessCodeEntropyBits()).toBeGreaterThanOrEqual(20);
    const codes = new Set(Array.from({ length: 200 }, () => generateAccessCode((n) => randomInt(n))));
    expect(codes.size).toBeGreaterThan(195);
  });

  it('a parent changes only name and grade through the records API', async () => {
    const parent = await signIn('parentA');
    const bad = await failure(() =>
      parent
        .collection('students')
        .update(fixtures.students[1]!.id, { password: 'newcode-123', passwordConfirm: 'newcode-123', student_id: 'STU999' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.response.data?.password?.message).toMatch(/reset access code/);
    expect(bad.response.data?.student_id?.message).toBe(
      'Only the name, grade, time allowance, breaks and review time of a child can be changed.',
    );
  });

  it('holds a renamed child to the same name rule as a new one: not blank, at most 100 characters', async () => {
    const parent = await signIn('parentA');
    const { student } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Rename Kid', grade: 'Grade 4' },
    });
    const tooLong = await failure(() => parent.collection('students').update(student.id, { name: 'x'.repeat(101) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.response.data?.name?.message).toBe('Name must be at most 100 characters.');
    const blank = await failure(() => parent.collection('students').update(student.id, { name: '  ' }));
    expect(blank.response.data?.name?.message).toBe("Child's name is required.");
    const longest = await failure(() =>
      parent.send('/api/children', { method: 'POST', body: { name: 'y'.repeat(101), grade: 'Grade 1' } }),
    );
    expect(longest.response.data?.name?.message).toBe('Name must be at most 100 characters.');
    expect((await parent.collection('students').update(student.id, { name: 'z'.repeat(100) })).name).toBe('z'.repeat(100));
  });

  it("resetting a code ends the child's existing sessions; only the parent can reset", async () => {
    const parent = await signIn('parentA');
    const { student, accessCode: code } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Reset Kid', grade: 'Grade 3' },
    });
    const child = client();
    await child.collection('students').authWithPassword(student.student_id, code);
    await child.send('/api/session', { method: 'GET' });

    const other = await signIn('parentB');
    expect((await failure(() => other.send(`/api/children/${student.id}/access-code`, { method: 'POST' }))).status).toBe(404);

    const reset = await parent.send<ChildResponse>(`/api/children/${student.id}/access-code`, { method: 'POST' });
    expect(reset.accessCode).not.toBe(code);
    expect((await failure(() => child.send('/api/session', { method: 'GET' }))).status).toBe(401);
    expect((await failure(() => child.collection('students').authRefresh())).status).toBe(401);
    expect((await failure(() => client().collection('students').authWithPassword(student.student_id, code))).status).toBe(400);
    await client().collection('students').authWithPassword(student.student_id, reset.accessCode);
  });
});

describe('sessions and sign-in', () => {
  it('student sessions last at most 8 hours: the token runs 8 hours and cannot be renewed', async () => {
    const admin = await superuser();
    const students = await admin.collections.getOne('students');
    expect(students.authToken.duration).toBeLessThanOrEqual(8 * 60 * 60);

    const student = await signIn('studentA');
    const refused = await failure(() => student.collection('students').authRefresh());
    expect(refused.status).toBe(403);
    expect(refused.response.message).toBe("A child's session lasts at most 8 hours. Please sign in again with your access code.");
    // Checking the session answers without extending it.
    await student.send('/api/session', { method: 'GET' });
    const parent = await signIn('parentA');
    await parent.collection('parents').authRefresh();
    expect((await failure(() => client().send('/api/session', { method: 'GET' }))).status).toBe(401);
  });

  it("says whether a session is a creator's, which the apps' servers ask before a creator's large body", async () => {
    await (await signIn('creator')).send('/api/session/creator', { method: 'GET' });
    for (const actor of ['parentA', 'studentA'] as const) {
      const refused = await failure(async () => (await signIn(actor)).send('/api/session/creator', { method: 'GET' }));
      expect({ actor, status: refused.status }).toEqual({ actor, status: 403 });
    }
    expect((await failure(() => client().send('/api/session/creator', { method: 'GET' }))).status).toBe(401);
  });

  it('a parent removes a child who is on assignments; the assignments and results follow', async () => {
    const parent = await signIn('parentA');
    const { student: leaving, accessCode } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Leaving Kid', grade: 'Grade 3' },
    });
    const shared = await parent.collection('assignments').create({
      title: 'Shared work',
      subject: 'Mathematics',
      question_sets: ['setbasicmath001'],
      timeLimit: 10,
      status: 'active',
      difficulty: 'beginner',
      created_by: parent.authStore.record!.id,
      assigned_students: [leaving.id, fixtures.students[0]!.id],
    });
    const only = await parent.collection('assignments').create({
      title: 'Only for the leaving child',
      subject: 'Mathematics',
      question_sets: ['setbasicmath001'],
      timeLimit: 10,
      status: 'active',
      difficulty: 'beginner',
      created_by: parent.authStore.record!.id,
      assigned_students: [leaving.id],
    });
    const child = client();
    await child.collection('students').authWithPassword(leaving.student_id, accessCode);
    const { attempt } = await child.send<{ attempt: { id: string } }>(`/api/quiz/${shared.id}/start`, { method: 'POST' });
    await child.send(`/api/quiz/attempts/${attempt.id}/submit`, { method: 'POST' });

    await parent.collection('students').delete(leaving.id);

    expect((await parent.collection('assignments').getOne(shared.id)).assigned_students).toEqual([fixtures.students[0]!.id]);
    expect((await failure(() => parent.collection('assignments').getOne(only.id))).status).toBe(404);
    const admin = await superuser();
    expect(await admin.collection('results').getFullList({ filter: admin.filter('student_id = {:id}', { id: leaving.id }) })).toEqual([]);
    expect(await admin.collection('attempts').getFullList({ filter: admin.filter('student_id = {:id}', { id: leaving.id }) })).toEqual([]);
    await parent.collection('assignments').delete(shared.id);
  });

  it('locks an account after 10 wrong codes in a row, with a clear message', async () => {
    const parent = await signIn('parentB');
    const { student, accessCode: code } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Lock Kid', grade: 'Grade 3' },
    });
    const guest = client();
    // different wrong codes: the same one again is no new guess (identities.test.ts)
    for (let i = 0; i < 9; i += 1) {
      expect((await failure(() => guest.collection('students').authWithPassword(student.student_id, `wrong-code-${100 + i}`))).status).toBe(
        400,
      );
    }
    // a success resets the count: nine more wrong ones do not lock
    await guest.collection('students').authWithPassword(student.student_id, code);
    for (let i = 0; i < 9; i += 1) {
      await failure(() => guest.collection('students').authWithPassword(student.student_id, `wrong-code-${200 + i}`));
    }
    await guest.collection('students').authWithPassword(student.student_id, code);
    for (let i = 0; i < 10; i += 1) {
      await failure(() => guest.collection('students').authWithPassword(student.student_id, `wrong-code-${300 + i}`));
    }
    const locked = await failure(() => guest.collection('students').authWithPassword(student.student_id, code));
    expect(locked.status).toBe(429);
    expect(locked.response.message).toBe(
      'Too many wrong passwords or access codes in a row. This account is locked for 15 minutes; please try again later.',
    );
    // other accounts are untouched
    await signIn('studentA');
  });

  it('an existing and an unknown email answer wrong passwords alike at every try, locked alike after 10', async () => {
    const known = { email: 'known@test.local', password: 'Known1234!' };
    await signUp(client(), { ...known, passwordConfirm: known.password, name: 'Known Parent' });
    for (let i = 1; i <= 12; i += 1) {
      const [existing, unknown] = await Promise.all([tryPassword(known.email), tryPassword('nobody@nowhere.test')]);
      expect({ try: i, ...unknown }).toEqual({ try: i, ...existing });
      expect(existing.status).toBe(i <= 10 ? 400 : 429);
    }
  });

  it("a parent's new access code lifts the lock that someone else's guesses put on the child", async () => {
    const parent = await signIn('parentB');
    const { student } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Locked Kid', grade: 'Grade 2' },
    });
    for (let i = 0; i < 10; i += 1)
      await failure(() =>
        client()
          .collection('students')
          .authWithPassword(student.student_id, `wrong-code-${100 + i}`),
      );
    const reset = await parent.send<ChildResponse>(`/api/children/${student.id}/access-code`, { method: 'POST' });
    const child = client();
    await child.collection('students').authWithPassword(student.student_id, reset.accessCode);
    expect(child.authStore.record?.id).toBe(student.id);
  });

  it('counts nobody has added to for 15 minutes are purged, so made-up names fill no table', async () => {
    const admin = await superuser();
    await failure(() => client().collection('students').authWithPassword('stu 9999991', 'wrong-code-000'));
    const parent = await signIn('parentB');
    const { student } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Still Locked', grade: 'Grade 2' },
    });
    for (let i = 0; i < 10; i += 1)
      await failure(() =>
        client()
          .collection('students')
          .authWithPassword(student.student_id, `wrong-code-${100 + i}`),
      );
    const identities = async () => (await admin.collection('auth_lockouts').getFullList()).map((row) => row['identity']);
    expect(await identities()).toContain('stu9999991');

    // the count of the network it came from and the count of the made-up account
    const stale = await admin.collection('auth_lockouts').getFullList({ filter: admin.filter('identity = {:i}', { i: 'stu9999991' }) });
    expect(stale).toHaveLength(2);
    for (const row of stale)
      await admin.collection('auth_lockouts').update(row.id, { expires_at: new Date(Date.now() - 60_000).toISOString() });
    await admin.send('/api/crons/auth-lockouts-purge', { method: 'POST' });
    await expect.poll(identities, { timeout: 15_000 }).not.toContain('stu9999991');
    expect(await identities()).toContain(student.student_id.toLowerCase());
  });

  it('parent sign-up is public; creator sign-up is not', async () => {
    const guest = client();
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    const tooShort = await failure(() =>
      signUp(guest, { email: 'short@test.local', password: short, passwordConfirm: short, name: 'Short' }),
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.response.data?.password?.message).toContain(`at least ${PASSWORD_MIN_LENGTH}`);
    await signUp(guest, { email: 'new-parent@test.local', password: 'NewParent1!', passwordConfirm: 'NewParent1!', name: 'New Parent' });
    const creator = await failure(() =>
      guest.collection('creators').create({ email: 'c@test.local', password: 'Creator123!', passwordConfirm: 'Creator123!', name: 'C' }),
    );
    expect(creator.status).toBe(403);
  });

  it('a password bcrypt cannot take is refused by name, at sign-up and on a change', async () => {
    // 36 two-byte letters: 72 bytes, one more than the 71 a password may have.
    const long = 'é'.repeat(36);
    const refused = await failure(() =>
      signUp(client(), { email: 'long@test.local', password: long, passwordConfirm: long, name: 'Long' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data?.password?.message).toMatch(/^A password can be at most 71 characters long/);
    const parent = await signIn('parentA');
    const change = await failure(() =>
      parent
        .collection('parents')
        .update(parent.authStore.record!.id, { oldPassword: fixtures.parents[0]!.password, password: long, passwordConfirm: long }),
    );
    expect(change.status).toBe(400);
    expect(change.response.data?.password?.message).toMatch(/^A password can be at most 71 characters long/);
  });

  it('the rate limiter is on', async () => {
    const admin = await superuser();
    const settings = await admin.settings.getAll();
    expect(settings.rateLimits.enabled).toBe(true);
    expect(settings.rateLimits.rules.map((rule: { label: string }) => rule.label)).toContain('*:auth');
  });

  it('a creator cannot make themself a reviewer', async () => {
    const creator = await signIn('creator');
    const bad = await failure(() => creator.collection('creators').update(creator.authStore.record!.id, { reviewer: true }));
    expect(bad.status).toBe(400);
    expect(bad.response.data?.reviewer?.message).toBe('Only an administrator decides who reviews.');
  });
});

describe('demo data', () => {
  it('GET /api/demo-logins answers with the seeded demo parent and student', async () => {
    const response = await fetch(`${pbUrl()}/api/demo-logins`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      parent: { email: 'parent@demo.com', password: 'Parent123!' },
      student: { studentId: 'STU001', accessCode: 'sunny-tiger-42' },
    });
  });

  it('the seed populated the dashboards and a second run adds and changes nothing', async () => {
    const admin = await superuser();
    const before = await admin.collection('results').getOne('resultliamsci01');
    expect(before).toMatchObject({ score: 67, correct_answers: 2, total_questions: 3 });
    const maths = await admin.collection('assignments').getOne('assignmaths0001');
    expect(maths).toMatchObject({ timeLimit: 30, totalQuestions: 5, status: 'active' });
    const reviewer = await admin.collection('creators').getOne('reviewerdemo001');
    expect(reviewer.reviewer).toBe(true);

    const again = await seed(pbUrl(), inject('superuser'));
    expect(again.created).toBe(0);
    const after = await admin.collection('results').getOne('resultliamsci01');
    expect(after).toEqual(before);
  });
});
