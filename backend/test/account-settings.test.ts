// A parent's own account from Settings (docs/product.md, "Accounts a family expects"): a new password, a new email
// confirmed from the new address, "Delete my account" (the whole family, in one transaction, and nobody
// else's) and "Download my family's data" (the family's own, without secrets).
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/src/domain/index.ts';
import { client, failure, signIn, signUp, statusOf, superuser } from './actors.ts';

/** Wrong passwords from one network before it is locked out (backend/src/lockout). */
const MAX_FAILURES = 10;
import { addChild, answer as saveAnswer, correctOption, start, submit, type Child } from './quiz-api.ts';
import { afterEarlierMail, caughtMail, holdMail, type Mail } from './mail.ts';
import { pbUrl } from './server.ts';

let admin: PocketBase;
beforeAll(async () => {
  admin = await superuser();
});

async function mailTo(address: string): Promise<Mail[]> {
  return (await caughtMail()).filter((mail) => mail.to.includes(address));
}

const PASSWORD = 'Parent123!';

/** A family of this test: a verified parent signed in, `children` children, each with a finished quiz and one in progress. */
async function newFamily(name: string, children = 1) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@test.local`;
  const parent = await signUp(client(), { name, email, password: PASSWORD, passwordConfirm: PASSWORD });
  await admin.collection('parents').update(parent.id, { verified: true });
  const pb = client();
  await pb.collection('parents').authWithPassword(email, PASSWORD);
  const kids: Child[] = [];
  for (let i = 0; i < children; i += 1) kids.push(await addChild(pb, `${name} child ${i + 1}`));
  const assignment = (title: string) =>
    pb.collection('assignments').create({
      title,
      question_sets: ['setbasicmath001'],
      timeLimit: 30,
      status: 'active',
      created_by: parent.id,
      assigned_students: kids.map((kid) => kid.id),
    });
  if (kids.length === 0) return { id: parent.id, email, pb, kids };
  const done = await assignment(`${name} finished`);
  const open = await assignment(`${name} open`);
  for (const kid of kids) {
    const { attempt } = await start(kid.pb, done.id);
    await submit(kid.pb, attempt.id);
    await start(kid.pb, open.id);
  }
  return { id: parent.id, email, pb, kids };
}

/** What the server holds of a family, counted by a superuser. */
async function holdings(parentId: string, childIds: string[]) {
  const count = async (collection: string, filter: string) => (await admin.collection(collection).getList(1, 1, { filter })).totalItems;
  const anyOf = (field: string) => childIds.map((id) => admin.filter(`${field} = {:id}`, { id })).join(' || ') || 'id = ""';
  const attempts = await admin.collection('attempts').getFullList({ filter: anyOf('student_id'), fields: 'id' });
  return {
    parent: await count('parents', admin.filter('id = {:id}', { id: parentId })),
    children: await count('students', admin.filter('parent_id = {:id}', { id: parentId })),
    assignments: await count('assignments', admin.filter('created_by = {:id}', { id: parentId })),
    results: await count('results', anyOf('student_id')),
    attempts: attempts.length,
    answers: await count('attempt_answers', attempts.map((a) => admin.filter('attempt = {:id}', { id: a.id })).join(' || ') || 'id = ""'),
    notifications: await count('notifications', [admin.filter('recipient = {:id}', { id: parentId }), anyOf('recipient')].join(' || ')),
    mail: await count('mail_queue', anyOf('child')),
    lockouts: await count('auth_lockouts', [admin.filter('identity = {:id}', { id: parentId })].join(' || ')),
  };
}

describe('changing the password', () => {
  it('needs the current password; afterwards every session ends and the new password signs in', async () => {
    const family = await newFamily('Pat Password', 0);
    const other = client();
    await other.collection('parents').authWithPassword(family.email, PASSWORD);
    const wrong = await failure(() =>
      family.pb.collection('parents').update(family.id, { oldPassword: 'not-it', password: 'NewPass123!', passwordConfirm: 'NewPass123!' }),
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.response.data ?? {})).toEqual(['oldPassword']);
    await family.pb
      .collection('parents')
      .update(family.id, { oldPassword: PASSWORD, password: 'NewPass123!', passwordConfirm: 'NewPass123!' });
    expect(await statusOf(() => other.collection('parents').authRefresh())).toBe(401);
    expect(await statusOf(() => family.pb.collection('parents').authRefresh())).toBe(401);
    expect(await statusOf(() => client().collection('parents').authWithPassword(family.email, PASSWORD))).toBe(400);
    expect(await statusOf(() => client().collection('parents').authWithPassword(family.email, 'NewPass123!'))).toBe(200);
  });
});

describe('guessing the current password with a stolen session', () => {
  it('a wrong current password on a password change is a sign-in try: after ten, the change and the sign-in are locked from that network', async () => {
    const family = await newFamily('Gus Guess', 0);
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect(
        await statusOf(() =>
          family.pb
            .collection('parents')
            .update(family.id, { oldPassword: `guess-${i}`, password: 'NewPass123!', passwordConfirm: 'NewPass123!' }),
        ),
      ).toBe(400);
    }
    const locked = await failure(() =>
      family.pb.collection('parents').update(family.id, { oldPassword: PASSWORD, password: 'NewPass123!', passwordConfirm: 'NewPass123!' }),
    );
    expect(locked.status).toBe(429);
    // The sign-in from this network is locked too: the same count.
    expect(await statusOf(() => client().collection('parents').authWithPassword(family.email, PASSWORD))).toBe(429);
  });

  it('a child cannot put an email on their account, nor ask for a reset: only the parent gives a new code', async () => {
    const family = await newFamily('Kit Nomail', 1);
    const child = family.kids[0]!;
    const refused = await failure(() => child.pb.collection('students').requestEmailChange(`kit-${Date.now()}@evil.test`));
    expect(refused.status).toBe(403);
    expect(refused.response.message).toBe("A child's account has no email: ask your parent for a new access code.");
  });
});

/** The Settings screen's request for a link at a new address (POST /api/account/email-change). */
const askEmailChange = (pb: PocketBase, newEmail: string) => pb.send('/api/account/email-change', { method: 'POST', body: { newEmail } });

describe('changing the email', () => {
  it('sends a link to the new address; the parent confirms it with their password, and signs in with it', async () => {
    const family = await newFamily('Ed Email', 0);
    const fresh = `ed-new-${Date.now()}@test.local`;
    await askEmailChange(family.pb, fresh);
    await expect.poll(async () => (await mailTo(fresh)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailTo(fresh);
    expect(mail!.subject).toBe('Confirm your new email for MCQ Revision for Primary School');
    const link = /href="(http:\/\/portal\.test\/confirm-email-change\?token=[^"]+)"/.exec(mail!.html)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    expect(await statusOf(() => client().collection('parents').confirmEmailChange(token, 'not-it'), 204)).toBe(400);
    await client().collection('parents').confirmEmailChange(token, PASSWORD);
    expect(await statusOf(() => client().collection('parents').authWithPassword(fresh, PASSWORD))).toBe(200);
    expect(await statusOf(() => client().collection('parents').authWithPassword(family.email, PASSWORD))).toBe(400);
  });

  it('is limited to 3 a day per account: past them a clear refusal, and no email', async () => {
    const family = await newFamily('Rae Repeat', 0);
    const addresses = Array.from({ length: 5 }, (_, i) => `rae-${i}-${Date.now()}@test.local`);
    for (const address of addresses.slice(0, 3)) expect(await statusOf(() => askEmailChange(family.pb, address), 204)).toBe(204);
    for (const address of addresses.slice(3)) {
      const refused = await failure(() => askEmailChange(family.pb, address));
      expect(refused.status).toBe(429);
      expect(refused.response.message).toBe('You have asked for 3 email changes today. Please try again tomorrow.');
    }
    await afterEarlierMail();
    const sent = (await Promise.all(addresses.map(mailTo))).flat();
    expect(sent).toHaveLength(3);
  });

  it("is limited to 3 a day per inbox, from every account together: no script fills a stranger's inbox", async () => {
    const inbox = `stranger-${Date.now()}@test.local`;
    const families = await Promise.all(['Ann One', 'Ben Two', 'Cat Three', 'Dan Four'].map((name) => newFamily(name, 0)));
    // The same inbox however it is written: a +tag, capitals, a trailing dot.
    const written = [inbox, inbox.replace('@', '+1@'), inbox.toUpperCase()];
    for (const [n, family] of families.slice(0, 3).entries())
      expect(await statusOf(() => askEmailChange(family.pb, written[n]!), 204)).toBe(204);
    const refused = await failure(() => askEmailChange(families[3]!.pb, `${inbox}.`));
    expect(refused.status).toBe(429);
    // The refusal used up none of the account's own: it still changes to another address.
    expect(await statusOf(() => askEmailChange(families[3]!.pb, `other-${inbox}`), 204)).toBe(204);
    await afterEarlierMail();
    expect((await Promise.all(written.map(mailTo))).flat()).toHaveLength(3);
  });
});

/** The whole answer to an email change, as a caller reads it. */
async function emailChangeAnswer(pb: PocketBase, newEmail: string, path = '/api/account/email-change') {
  const response = await fetch(`${pbUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: pb.authStore.token },
    body: JSON.stringify({ newEmail }),
  });
  return { status: response.status, body: await response.text() };
}

const freeAddress = () => `tess-free-${Date.now()}-${Math.random()}@test.local`;

describe('an email change answers a taken and a free address alike', () => {
  const answer = emailChangeAnswer;

  it('before and after the daily limit; only a free address gets a link', async () => {
    const family = await newFamily('Tess Taken', 0);
    const taken = ['parent@demo.com', 'PARENT@demo.com', inject('parentB').email];
    const [first, second] = [await answer(family.pb, taken[0]!), await answer(family.pb, freeAddress())];
    expect(first).toEqual(second);
    expect(first.status).toBe(204);
    expect(await answer(family.pb, taken[1]!)).toEqual(first);
    // past the account's 3 a day: the same refusal for both
    const [pastTaken, pastFree] = [await answer(family.pb, taken[2]!), await answer(family.pb, freeAddress())];
    expect(pastTaken).toEqual(pastFree);
    expect(pastTaken.status).toBe(429);
    await afterEarlierMail();
    expect((await mailTo('parent@demo.com')).filter((mail) => mail.subject.startsWith('Confirm your new email'))).toEqual([]);
  });

  it('as soon for a free address as for a taken one: the link is sent after the answer', async () => {
    const family = await newFamily('Sam Soon', 0);
    const free = freeAddress();
    // A slow mail server: the answer does not wait for it (a free address's answer took 100-200 ms longer).
    await holdMail(2000);
    try {
      expect((await answer(family.pb, free)).status).toBe(204);
      const answered = Date.now();
      await expect.poll(async () => (await mailTo(free)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await mailTo(free);
      expect(Date.parse(mail!.date)).toBeGreaterThan(answered);
    } finally {
      await holdMail(0);
    }
  });

  it("PocketBase's own route, which tells a taken address apart before any hook runs, answers a free one as a taken one", async () => {
    const family = await newFamily('Pia Probe', 0);
    const own = '/api/collections/parents/request-email-change';
    const [taken, free] = [
      await answer(family.pb, 'parent@demo.com', own),
      await answer(family.pb, `pia-free-${Date.now()}@test.local`, own),
    ];
    expect(free).toEqual(taken);
    expect(free.status).toBe(400);
  });

  it('refuses what is no email, or the same email in other capitals, in words', async () => {
    const family = await newFamily('Val Valid', 0);
    const notEmail = await failure(() => askEmailChange(family.pb, 'not an email'));
    expect(notEmail.response.data?.['newEmail']?.message).toBe(ACCOUNT_MESSAGES.newEmailInvalid);
    const same = await failure(() => askEmailChange(family.pb, family.email.toUpperCase()));
    expect(same.response.data?.['newEmail']?.message).toBe(ACCOUNT_MESSAGES.sameEmail);
    const child = await failure(() => client().send('/api/account/email-change', { method: 'POST', body: { newEmail: 'x@test.local' } }));
    expect(child.status).toBe(401);
  });
});

const remove = (pb: PocketBase, body: Record<string, unknown>) => pb.send('/api/account/delete', { method: 'POST', body });

describe('"Delete my account"', () => {
  it(
    'removes the parent, every child, their results, attempts, answers, notifications and queued emails; other families keep theirs',
    { timeout: 60_000 },
    async () => {
      const leaving = await newFamily('Lee Leaving', 2);
      const staying = await newFamily('Sam Staying', 1);
      const childIds = leaving.kids.map((kid) => kid.id);
      const before = await holdings(leaving.id, childIds);
      expect(before).toMatchObject({ parent: 1, children: 2, assignments: 2, results: 2, attempts: 4 });
      expect(before.answers).toBeGreaterThan(0);
      expect(before.notifications).toBeGreaterThan(0);
      expect(before.mail).toBeGreaterThan(0);
      const others = await holdings(
        staying.id,
        staying.kids.map((kid) => kid.id),
      );

      await remove(leaving.pb, { password: PASSWORD, confirm: 'DELETE' });

      expect(await holdings(leaving.id, childIds)).toEqual({
        parent: 0,
        children: 0,
        assignments: 0,
        results: 0,
        attempts: 0,
        answers: 0,
        notifications: 0,
        mail: 0,
        lockouts: 0,
      });
      expect(
        await holdings(
          staying.id,
          staying.kids.map((kid) => kid.id),
        ),
      ).toEqual(others);
      expect(await statusOf(() => leaving.pb.collection('parents').authRefresh())).toBe(401);
      expect(await statusOf(() => leaving.kids[0]!.pb.collection('students').authRefresh())).toBe(401);
      expect(await statusOf(() => client().collection('parents').authWithPassword(leaving.email, PASSWORD))).toBe(400);
    },
  );

  it('needs the current password and the word, and removes nobody else: not another parent with their password', async () => {
    const family = await newFamily('Wes Wrong', 1);
    const childIds = family.kids.map((kid) => kid.id);
    const before = await holdings(family.id, childIds);

    const wrongPassword = await failure(() => remove(family.pb, { password: 'not-it', confirm: 'DELETE' }));
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.response.data?.['password']?.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const noWord = await failure(() => remove(family.pb, { password: PASSWORD, confirm: 'delete it' }));
    expect(noWord.response.data?.['confirm']?.message).toBe(ACCOUNT_MESSAGES.deleteWord);
    expect(await statusOf(() => remove(client(), { password: PASSWORD, confirm: 'DELETE' }))).toBe(401);
    expect(await statusOf(() => remove(family.kids[0]!.pb, { password: PASSWORD, confirm: 'DELETE' }))).toBe(403);

    // Another parent, knowing this family's password, can only ever delete themselves: refused for their own password.
    const parentB = await signIn('parentB');
    expect((await failure(() => remove(parentB, { password: PASSWORD, confirm: 'DELETE' }))).status).toBe(400);
    expect(await holdings(family.id, childIds)).toEqual(before);

    const large = await fetch(`${pbUrl()}/api/account/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: family.pb.authStore.token },
      body: JSON.stringify({ password: PASSWORD, confirm: 'DELETE', padding: 'x'.repeat(4096) }),
    });
    expect(large.status).toBe(413);
    expect(await holdings(family.id, childIds)).toEqual(before);
  });
});

describe('"Download my family\'s data"', () => {
  type Export = {
    account: Record<string, unknown>;
    children: Record<string, unknown>[];
    assignments: Record<string, unknown>[];
    results: Record<string, unknown>[];
    attempts: Record<string, unknown>[];
    skills: Record<string, unknown>[];
    reviews: Record<string, unknown>[];
  };

  it("holds the family's account, children, assignments, results, attempts and what the learning engine keeps, without passwords, tokens or access codes", async () => {
    const family = await newFamily('Dana Download', 2);
    // The first child finishes the open quiz with answers, which the learning engine keeps.
    const first = family.kids[0]!;
    const open = await family.pb.collection('assignments').getFirstListItem('title = "Dana Download open"');
    const { attempt, questions } = await start(first.pb, open.id);
    for (const question of questions)
      await saveAnswer(first.pb, attempt.id, { questionId: question.id, answer: correctOption(question.id) });
    await submit(first.pb, attempt.id);
    const response = await fetch(`${pbUrl()}/api/account/export`, { headers: { authorization: family.pb.authStore.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="family-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text) as Export;
    expect(data.account).toMatchObject({ id: family.id, email: family.email, name: 'Dana Download', verified: true });
    expect(data.children.map((child) => child['id']).toSorted()).toEqual(family.kids.map((kid) => kid.id).toSorted());
    expect(data.assignments).toHaveLength(2);
    expect(data.results).toHaveLength(3);
    expect(data.results[0]).toMatchObject({ score: 0, total_questions: 5 });
    expect(data.attempts).toHaveLength(4);
    // What the learning engine keeps of each child: the skills its answers touched, a schedule per question answered.
    const kids = family.kids.map((kid) => kid.id);
    expect(data.skills.length).toBeGreaterThan(0);
    expect(data.skills[0]).toMatchObject({ subject: expect.any(String), level: expect.any(String), answers: expect.any(Number) });
    expect(data.reviews).toHaveLength(questions.length);
    expect(data.reviews[0]).toMatchObject({ question: expect.any(String), due: expect.any(String), reps: expect.any(Number) });
    expect([...data.skills, ...data.reviews].every((row) => kids.includes(String(row['student_id'])))).toBe(true);
    // Written as it is read, a page at a time: whole only with its last word.
    expect(Object.keys(data).at(-1)).toBe('complete');
    expect(data).toMatchObject({ complete: true });
    for (const secret of ['password', 'tokenKey', 'emailed_at', 'summary_week', 'due_reminded', family.kids[0]!.accessCode])
      expect(text).not.toContain(secret);
  });

  it("is only the signed-in parent's own: another parent gets their own family, a child or a stranger nothing", async () => {
    const family = await newFamily('Otto Own', 1);
    const parentB = await signIn('parentB');
    const theirs = await parentB.send<Export>('/api/account/export', {});
    expect(theirs.account['id']).toBe(parentB.authStore.record!.id);
    expect(JSON.stringify(theirs)).not.toContain(family.id);
    expect(theirs.children.every((child) => child['id'] !== family.kids[0]!.id)).toBe(true);
    expect([...theirs.skills, ...theirs.reviews].every((row) => row['student_id'] !== family.kids[0]!.id)).toBe(true);
    expect(await statusOf(() => client().send('/api/account/export', {}))).toBe(401);
    expect(await statusOf(() => family.kids[0]!.pb.send('/api/account/export', {}))).toBe(403);
  });

  it('is built at most 5 times an hour per parent, then refused in words', async () => {
    const family = await newFamily('Hal Hourly', 1);
    for (let i = 0; i < 5; i += 1) expect(await statusOf(() => family.pb.send('/api/account/export', {}))).toBe(200);
    const refused = await failure(() => family.pb.send('/api/account/export', {}));
    expect(refused.status).toBe(429);
    expect(refused.response.message).toMatch(
      /^You have downloaded your family's data 5 times this hour\. Please try again in (60 minutes|\d+ minutes?)\.$/,
    );
  });

  it('asked for many times at once, is built one at a time per parent: the others are refused in words, none fails', async () => {
    const family = await newFamily('Ira Impatient', 2);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${pbUrl()}/api/account/export`, { headers: { authorization: family.pb.authStore.token } })),
    );
    const refusals = await Promise.all(
      answers
        .filter((answer) => answer.status !== 200)
        .map(async (answer) => ({ status: answer.status, message: (await answer.json()).message })),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(5);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(429);
      expect(refusal.message).toMatch(
        /^(Your family's data is already being prepared\. Please wait for that download to finish\.|You have downloaded your family's data 5 times this hour\..*)$/,
      );
    }
  });
});
