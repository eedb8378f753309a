// "Welcome back" only from a child's second sign-in: the server keeps when a child last signed in.
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { client, failure, signIn } from './actors.ts';

type ChildResponse = { student: { id: string; student_id: string }; accessCode: string };

async function signInAsChild(studentId: string, accessCode: string): Promise<PocketBase> {
  const pb = client();
  await pb.collection('students').authWithPassword(studentId, accessCode);
  return pb;
}

describe("a child's sign-ins", () => {
  it('the first sign-in answers no earlier sign-in; the second answers the first, and each is kept', async () => {
    const parent = await signIn('parentA');
    const { student, accessCode } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Wren Newcomer', grade: 'Grade 1' },
    });
    expect(student).not.toHaveProperty('last_signed_in', expect.stringMatching(/\d/));

    const before = Date.now();
    const first = await signInAsChild(student.student_id, accessCode);
    expect(first.authStore.record?.['last_signed_in']).toBe('');
    // The parent sees when the child last signed in.
    const kept = Date.parse(String((await parent.collection('students').getOne(student.id))['last_signed_in']).replace(' ', 'T'));
    expect(kept).toBeGreaterThanOrEqual(before - 1000);

    const second = await signInAsChild(student.student_id, accessCode);
    expect(Date.parse(String(second.authStore.record?.['last_signed_in']).replace(' ', 'T'))).toBe(kept);
  });

  it('a refused access code changes nothing', async () => {
    const parent = await signIn('parentA');
    const { student } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Wren Wrongcode', grade: 'Grade 1' },
    });
    const refused = await failure(() => client().collection('students').authWithPassword(student.student_id, 'not-the-code'));
    expect(refused.status).toBe(400);
    expect((await parent.collection('students').getOne(student.id))['last_signed_in']).toBe('');
  });

  it('no one sets it through the API: not the child, not the parent', async () => {
    const parent = await signIn('parentA');
    const { student, accessCode } = await parent.send<ChildResponse>('/api/children', {
      method: 'POST',
      body: { name: 'Wren Forger', grade: 'Grade 1' },
    });
    const child = await signInAsChild(student.student_id, accessCode);
    const forged = '2020-01-01 00:00:00.000Z';
    const byParent = await failure(() => parent.collection('students').update(student.id, { last_signed_in: forged }));
    expect(byParent.status).toBe(400);
    await failure(() => child.collection('students').update(student.id, { last_signed_in: forged }));
    expect((await parent.collection('students').getOne(student.id))['last_signed_in']).not.toBe(forged);
  });
});
