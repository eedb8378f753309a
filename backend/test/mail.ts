// What this file's PocketBase sent, as its mail catcher caught it (server.ts).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { client, signUp } from './actors.ts';
import { mailUrl } from './server.ts';

/** `date`: when the mail server took it. */
export type Mail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string>; date: string };

/** Every message caught, newest first. */
export async function caughtMail(): Promise<Mail[]> {
  return (await (await fetch(`${mailUrl()}/messages`)).json()) as Mail[];
}

/**
 * Resolves once the account emails PocketBase was asked for before now have been sent. It sends them
 * (password resets, email changes, sign-in alerts) after it has answered, each on its own: one more,
 * asked for now, arrives after them. What a test then finds missing was not sent, without a fixed wait.
 */
export async function afterEarlierMail(): Promise<void> {
  const email = `later-${randomUUID()}@test.local`;
  await signUp(client(), { name: 'Lee Later', email, password: 'Parent123!', passwordConfirm: 'Parent123!' });
  await client().collection('parents').requestPasswordReset(email);
  const resets = async () =>
    (await caughtMail()).filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Choose a new password')).length;
  await expect.poll(resets, { timeout: 15_000 }).toBe(1);
}

/** Makes this file's mail server take each message `ms` late from now on, as a slow one does (0: at once). */
export async function holdMail(ms: number): Promise<void> {
  await fetch(`${mailUrl()}/hold?ms=${ms}`, { method: 'POST' });
}

/**
 * Makes this file's mail server refuse every recipient whose address holds `part` from now on ('': none), as for an
 * unknown user (550), or with `code` (a 4xx: a server asking to be tried again later).
 */
export async function refuseMailTo(part: string, code = 550): Promise<void> {
  await fetch(`${mailUrl()}/refuse?to=${encodeURIComponent(part)}&code=${code}`, { method: 'POST' });
}

/** How many times this file's mail server has refused `address` (refuseMailTo). */
export async function refusedTries(address: string): Promise<number> {
  const refused = (await (await fetch(`${mailUrl()}/refused`)).json()) as Record<string, number>;
  return refused[address] ?? 0;
}
