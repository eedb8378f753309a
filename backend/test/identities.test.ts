// One identity per person, however it is typed: an email in any capitals is one account (and one lockout),
// a Student ID in any case and an access code as a child reads it off the card sign in, and every form of
// them is counted by the lockout as the one account it names. Each client is a different X-Forwarded-For
// address, which this PocketBase trusts as the portal's proxies make it, so this file starts its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PRIVACY_POLICY_VERSION } from '../../shared/src/domain/index.ts';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';
import { startPocketBase } from '../scripts/runner.mjs';
import { CONSENT, signUp } from './actors.ts';

type Server = Awaited<ReturnType<typeof startPocketBase>>;
type ChildResponse = { student: { id: string; student_id: string }; accessCode: string };
type Mail = { to: string[]; subject: string; html: string };

const LOCKED = 'Too many wrong passwords or access codes in a row. This account is locked for 15 minutes; please try again later.';

let pb: Server;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let dataDir: string;
let parent: PocketBase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backend-identities-'));
  mail = await startMailCatcher();
  pb = await startPocketBase({
    dataDir,
    quiet: true,
    seed: false,
    demo: false,
    testing: true,
    env: {
      TRUSTED_PROXY_HEADER: 'X-Forwarded-For',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      PORTAL_URL: 'http://portal.test',
    },
  });
  parent = new PocketBase(pb.url);
  parent.autoCancellation(false);
  await signUp(parent, { email: 'family@test.local', password: 'Family123!', passwordConfirm: 'Family123!', name: 'Family' });
  await parent.collection('parents').authWithPassword('family@test.local', 'Family123!');
});

afterAll(async () => {
  await pb?.stop();
  await mail?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One sign-in from `address`, as the answer a stranger reads; `device` is the browser's mark the portal sends. */
async function signIn(collection: string, identity: string, password: string, address: string, device?: string) {
  const response = await fetch(`${pb.url}/api/collections/${collection}/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ identity, password, ...(device ? { device } : {}) }),
  });
  const body = (await response.json()) as { message?: string; record?: { id: string; email?: string } };
  return { status: response.status, message: body.message, record: body.record };
}

/** A sign-up from `address`, with the consent the screen sends unless told otherwise. */
async function signUpFrom(email: string, password: string, address: string, consent: Record<string, unknown> = CONSENT) {
  const response = await fetch(`${pb.url}/api/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password, passwordConfirm: password, name: 'Someone', ...consent }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; email?: string; data?: Record<string, { code: string; message: string }> },
  };
}

/** The code sunny-tiger-n, written one of four ways a child might. */
const codeInSomeForm = (n: number) => [`sunny tiger ${n}`, `SUNNY-TIGER-${n}`, `sunnytiger${n}`, ` Sunny Tiger ${n} `][n % 4]!;

const addChild = (name: string) => parent.send<ChildResponse>('/api/children', { method: 'POST', body: { name, grade: 'Grade 1' } });
const mailTo = async (address: string) =>
  ((await (await fetch(`${mail.url}/messages`)).json()) as Mail[]).filter((m) => m.to.includes(address));

describe('an email is one identity whatever its case', () => {
  it('a look-alike in capitals cannot sign up, so its sign-ins never switch the lockout off: 54 guesses from two networks are stopped', async () => {
    expect((await signUpFrom('victim@test.local', 'Victim123!', '192.0.2.10')).status).toBe(200);
    // The attack: an account of its own under the victim's address in capitals...
    const twin = await signUpFrom('VICTIM@TEST.LOCAL', 'Attacker123!', '203.0.113.9');
    expect(twin.status).toBe(400);
    expect(twin.body.data?.['email']?.code).toBe('validation_not_unique');

    // ...signed in to between wrong guesses at the victim's password, from two networks.
    const answers: number[] = [];
    for (let i = 0; i < 54; i += 1) {
      const network = i % 2 === 0 ? '203.0.113.1' : '203.0.113.2';
      if (i % 5 === 4) await signIn('parents', 'VICTIM@TEST.LOCAL', 'Attacker123!', network);
      answers.push((await signIn('parents', 'victim@test.local', `guess-${i}`, network)).status);
    }
    // each network gets at most its 10 wrong tries (the look-alike's tries count too), then is locked out
    expect(answers.filter((status) => status === 400).length).toBeLessThanOrEqual(20);
    expect(answers.slice(-10)).toEqual(Array.from({ length: 10 }, () => 429));
    expect(await signIn('parents', 'victim@test.local', 'Victim123!', '203.0.113.1')).toMatchObject({ status: 429, message: LOCKED });
    // the victim at home signs in all the same, in any capitals
    expect((await signIn('parents', 'Victim@Test.Local', 'Victim123!', '192.0.2.10')).status).toBe(200);
  });

  it('is stored in small letters, and a parent who types it in capitals signs in', async () => {
    const created = await signUpFrom('  Mixed.Case@Test.LOCAL ', 'MixedCase1!', '192.0.2.11');
    expect(created.status).toBe(200);
    const signedIn = await signIn('parents', 'MIXED.CASE@test.local', 'MixedCase1!', '192.0.2.11');
    expect(signedIn.status).toBe(200);
    expect(signedIn.record).toMatchObject({ id: created.body.id, email: 'mixed.case@test.local' });
  });

  it('a password reset and a verification asked for in capitals reach the one account', async () => {
    expect((await signUpFrom('reset.me@test.local', 'ResetMe123!', '192.0.2.12')).status).toBe(200);
    const guest = new PocketBase(pb.url);
    guest.autoCancellation(false);
    await guest.collection('parents').requestPasswordReset('RESET.ME@TEST.LOCAL');
    await guest.collection('parents').requestVerification('Reset.Me@Test.Local');
    // the sign-up's own verification email, then the two asked for
    await expect.poll(async () => (await mailTo('reset.me@test.local')).length, { timeout: 15_000 }).toBe(3);
    const subjects = (await mailTo('reset.me@test.local')).map((m) => m.subject);
    expect(subjects.filter((subject) => /password/i.test(subject))).toHaveLength(1);
  });
});

describe("a child's Student ID and access code, in the forms a child types them", () => {
  it('the ID in small letters and the code with capitals and spaces sign in; the code as made still does', async () => {
    const { student, accessCode } = await addChild('Typing Kid');
    const [adjective, animal, number] = accessCode.split('-');
    const forms = [
      accessCode,
      `${adjective} ${animal} ${number}`,
      ` ${adjective!.toUpperCase()}-${animal}-${number}`,
      `${adjective}${animal}${number}`,
      `${adjective![0]!.toUpperCase()}${adjective!.slice(1)} ${animal![0]!.toUpperCase()}${animal!.slice(1)} ${number}`,
    ];
    for (const [n, code] of forms.entries()) {
      const answer = await signIn('students', n % 2 ? student.student_id.toLowerCase() : ` ${student.student_id} `, code, '192.0.2.20');
      expect({ code, status: answer.status, id: answer.record?.id }).toEqual({ code, status: 200, id: student.id });
    }
  });

  it('every form of one ID and code is one account to the lockout: ten wrong tries in mixed forms lock the network, even for the right code in another form', async () => {
    const { student, accessCode } = await addChild('Locked Forms');
    const id = student.student_id;
    const idForms = [id, id.toLowerCase(), ` ${id.toLowerCase()}`, `${id.slice(0, 3).toLowerCase()} ${id.slice(3)}`];
    // ten different wrong codes, each in a form of its own
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn('students', idForms[i % idForms.length]!, codeInSomeForm(100 + i), '203.0.113.30')).status).toBe(400);
    }
    expect(await signIn('students', id.toLowerCase(), accessCode.toUpperCase().replaceAll('-', ' '), '203.0.113.30')).toMatchObject({
      status: 429,
      message: LOCKED,
    });
    expect((await signIn('students', id.toLowerCase(), accessCode.toUpperCase().replaceAll('-', ' '), '198.51.100.30')).status).toBe(200);
  });

  it('the same wrong code again, in any form, is no new guess: only different codes count towards the lock, for a real and a made-up ID alike', async () => {
    const { student, accessCode } = await addChild('Retyping Kid');
    const madeUp = 'STU7654329';
    const tries = async (id: string, network: string) => {
      const answers = [];
      // one wrong code, typed fifteen times in its forms...
      for (const form of ['sunny tiger 1', 'SUNNY-TIGER-1', 'sunnytiger1', ' Sunny Tiger 1'])
        for (let i = 0; i < 4; i += 1) answers.push(await signIn('students', id, form, network));
      // ...then nine other codes: ten different codes in all
      for (let i = 2; i <= 10; i += 1) answers.push(await signIn('students', id, `sunny-tiger-${i}`, network));
      return answers;
    };
    const [real, unknown] = [await tries(student.student_id, '203.0.113.32'), await tries(madeUp, '203.0.113.33')];
    expect(real.map((a) => [a.status, a.message])).toEqual(unknown.map((a) => [a.status, a.message]));
    expect(real.every((a) => a.status === 400 && a.message === 'Failed to authenticate.')).toBe(true);
    // the tenth different code locked the network
    expect(await signIn('students', student.student_id, accessCode, '203.0.113.32')).toMatchObject({ status: 429, message: LOCKED });
    expect(await signIn('students', madeUp, 'sunny-tiger-1', '203.0.113.33')).toMatchObject({ status: 429, message: LOCKED });
  });

  it('the right code sent several times at once signs in every time (a double tap, two tabs)', async () => {
    const { student, accessCode } = await addChild('Double Tap Kid');
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn('students', student.student_id, accessCode, '203.0.113.35')));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200));
  });

  it("a code tried once is refused when tried again, and the child's right code still signs in", async () => {
    const { student, accessCode } = await addChild('Typo Kid');
    for (let i = 0; i < 20; i += 1)
      expect((await signIn('students', student.student_id, 'brave lion 100', '203.0.113.34')).status).toBe(400);
    expect((await signIn('students', student.student_id.toLowerCase(), accessCode, '203.0.113.34')).status).toBe(200);
  });

  it('a made-up ID in any form answers as an unknown one, and is counted as one made-up ID', async () => {
    const forms = ['stu7777777', 'STU7777777', ' Stu 7777777'];
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(await signIn('students', forms[i % forms.length]!, `sunny-tiger-${100 + i}`, '203.0.113.31'));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 400));
    expect(answers[10]).toMatchObject({ status: 429, message: LOCKED });
  });
});

describe('a browser that signed in keeps its own allowance where others guess', () => {
  const school = '198.51.100.77';
  const tablet = 'tablet-mark-0123456789abcdef';

  it("a classmate's ten wrong codes on the school network do not lock out the child's own tablet there", async () => {
    const { student, accessCode } = await addChild('School Kid');
    expect((await signIn('students', student.student_id, accessCode, school, tablet)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await signIn('students', student.student_id, `wrong-code-${i}`, school)).status).toBe(400);
    // the classmate, and a mark the account never signed in with, are the school network's: locked
    expect((await signIn('students', student.student_id, accessCode, school)).status).toBe(429);
    expect((await signIn('students', student.student_id, accessCode, school, 'made-up-mark-0123456789')).status).toBe(429);
    // the child's tablet at school is not
    expect((await signIn('students', student.student_id, accessCode, school, tablet)).status).toBe(200);
  });

  it('the known browser has ten tries of its own, then is locked too', async () => {
    const { student, accessCode } = await addChild('Own Allowance');
    const mark = 'own-allowance-mark-0123456789';
    expect((await signIn('students', student.student_id, accessCode, school, mark)).status).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await signIn('students', student.student_id, `wrong-code-${i}`, school, mark)).status).toBe(400);
    expect((await signIn('students', student.student_id, accessCode, school, mark)).status).toBe(429);
    // the rest of the school network has its own ten
    expect((await signIn('students', student.student_id, accessCode, school)).status).toBe(200);
  });
});

describe('passwords anyone guessing tries first', () => {
  const COMMON = ACCOUNT_MESSAGES.commonPassword;
  type Refusal = { status: number; response: { data?: Record<string, { message: string }> } };
  const refusal = async (call: () => Promise<unknown>): Promise<{ status: number; message?: string }> => {
    try {
      await call();
      return { status: 200 };
    } catch (error) {
      const { status, response } = error as Refusal;
      return { status, message: response.data?.['password']?.message };
    }
  };

  it('are refused at sign-up, in any case, with a message that says why', async () => {
    for (const password of ['password', '12345678', 'PASSWORD', 'iloveyou', 'Sunshine1']) {
      const answer = await signUpFrom(`common-${password}@test.local`, password, '192.0.2.40');
      expect({ password, status: answer.status, message: answer.body.data?.['password'] }).toEqual({
        password,
        status: 400,
        message: expect.objectContaining({ message: COMMON }),
      });
    }
    expect((await signUpFrom('uncommon@test.local', 'Uncommon-Otter-58', '192.0.2.40')).status).toBe(200);
  });

  it('are refused as a new password from Settings and through a reset link', async () => {
    expect((await signUpFrom('changer@test.local', 'Changer-Badger-41', '192.0.2.41')).status).toBe(200);
    const me = new PocketBase(pb.url);
    me.autoCancellation(false);
    await me.collection('parents').authWithPassword('changer@test.local', 'Changer-Badger-41');
    const change = (password: string) =>
      refusal(() =>
        me.collection('parents').update(me.authStore.record!.id, { oldPassword: 'Changer-Badger-41', password, passwordConfirm: password }),
      );
    expect(await change('baseball')).toEqual({ status: 400, message: COMMON });

    await new PocketBase(pb.url).collection('parents').requestPasswordReset('changer@test.local');
    await expect
      .poll(async () => (await mailTo('changer@test.local')).filter((m) => /password/i.test(m.subject)).length, { timeout: 15_000 })
      .toBe(1);
    const reset = (await mailTo('changer@test.local')).find((m) => /password/i.test(m.subject))!;
    const token = /reset-password\?token=([^"&\s]+)/.exec(reset.html)![1]!;
    const guest = new PocketBase(pb.url);
    expect(await refusal(() => guest.collection('parents').confirmPasswordReset(token, 'football', 'football'))).toEqual({
      status: 400,
      message: COMMON,
    });
    await guest.collection('parents').confirmPasswordReset(token, 'Reset-Heron-77', 'Reset-Heron-77');
    await guest.collection('parents').authWithPassword('changer@test.local', 'Reset-Heron-77');
  });
});

const signUpWith = (email: string, consent: Record<string, unknown>) => signUpFrom(email, 'Consent-Koala-12', '192.0.2.50', consent);

describe("a parent's consent at sign-up", () => {
  it('is required, to the Privacy Policy of now, and refused in words otherwise', async () => {
    for (const extra of [{}, { consent: false }, { consent: 'yes' }]) {
      const refused = await signUpWith('no-consent@test.local', extra);
      expect({ extra, status: refused.status, message: refused.body.data?.['consent']?.message }).toEqual({
        extra,
        status: 400,
        message: ACCOUNT_MESSAGES.consentRequired,
      });
    }
    const outdated = await signUpWith('no-consent@test.local', { consent: true, policyVersion: '2020-01-01' });
    expect(outdated.body.data?.['consent']?.message).toBe(ACCOUNT_MESSAGES.consentOutdated);
  });

  it('is kept with its time and the policy version, and the parent cannot change it', async () => {
    const before = Date.now();
    const created = await signUpWith('consent@test.local', CONSENT);
    expect(created.status).toBe(200);
    const me = new PocketBase(pb.url);
    me.autoCancellation(false);
    await me.collection('parents').authWithPassword('consent@test.local', 'Consent-Koala-12');
    const own = await me.collection('parents').getOne(created.body.id!);
    expect(own['consent_policy']).toBe(PRIVACY_POLICY_VERSION);
    expect(Date.parse(String(own['consent_at']))).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(own['consent_at']))).toBeLessThanOrEqual(Date.now() + 1000);
    const changed = await me
      .collection('parents')
      .update(created.body.id!, { consent_at: '2030-01-01 00:00:00.000Z' })
      .catch((error: { status: number }) => error.status);
    expect(changed).toBe(400);
    expect((await me.collection('parents').getOne(created.body.id!))['consent_at']).toBe(own['consent_at']);
  });
});

describe("an author's forgotten password", () => {
  it("is asked for in any capitals; the email's link names the author's account, and the new password is checked as a parent's", async () => {
    const admin = new PocketBase(pb.url);
    admin.autoCancellation(false);
    await admin.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
    await admin
      .collection('creators')
      .create({ email: 'Author@Test.Local', password: 'Author-Otter-31', passwordConfirm: 'Author-Otter-31', name: 'Ada Author' });
    const guest = new PocketBase(pb.url);
    guest.autoCancellation(false);
    await guest.collection('creators').requestPasswordReset('AUTHOR@test.local');
    await expect.poll(async () => (await mailTo('author@test.local')).length, { timeout: 15_000 }).toBe(1);
    const [resetMail] = await mailTo('author@test.local');
    const link = /href="(http:\/\/portal\.test\/reset-password\?[^"]+)"/.exec(resetMail!.html)![1]!.replaceAll('&amp;', '&');
    const params = new URL(link).searchParams;
    expect(params.get('account')).toBe('creators');
    const token = params.get('token')!;
    const common = await guest
      .collection('creators')
      .confirmPasswordReset(token, 'iloveyou', 'iloveyou')
      .catch((error: { response: { data: Record<string, { message: string }> } }) => error.response.data['password']?.message);
    expect(common).toBe(ACCOUNT_MESSAGES.commonPassword);
    await guest.collection('creators').confirmPasswordReset(token, 'Author-Lemur-64', 'Author-Lemur-64');
    await guest.collection('creators').authWithPassword('author@test.local', 'Author-Lemur-64');
    expect(guest.authStore.record?.['name']).toBe('Ada Author');
  });
});
