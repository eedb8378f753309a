import PocketBase from 'pocketbase';
import { inject } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '../../shared/src/domain/index.ts';
import fixtures from '../seed/demo/demo.json' with { type: 'json' };
import { pbUrl } from './server.ts';

export { fixtures };

export type Actor = 'guest' | 'parentA' | 'parentB' | 'studentA' | 'studentB' | 'creator' | 'reviewer';
export const ACTORS: Actor[] = ['guest', 'parentA', 'parentB', 'studentA', 'studentB', 'creator', 'reviewer'];

/** A question the server accepts, as a creator's draft (the contract's). */
export { draftQuestion } from '../contract/cases.ts';

/**
 * A parent's sign-up, as the sign-up screen sends it (POST /api/sign-up; the records API creates no
 * parents). Answers the new parent record.
 */
export function signUp(
  pb: PocketBase,
  body: Record<string, unknown>,
  options: { headers?: Record<string, string> } = {},
): Promise<{ id: string }> {
  return pb.send('/api/sign-up', { method: 'POST', body: { ...CONSENT, ...body }, ...options });
}

/** The consent the sign-up screen sends once its box is ticked. */
export const CONSENT = { consent: true, policyVersion: PRIVACY_POLICY_VERSION } as const;

export function client(): PocketBase {
  const pb = new PocketBase(pbUrl());
  pb.autoCancellation(false);
  return pb;
}

export async function superuser(): Promise<PocketBase> {
  const pb = client();
  const { email, password } = inject('superuser');
  await pb.collection('_superusers').authWithPassword(email, password);
  return pb;
}

const [demoParent] = fixtures.parents;
const [demoStudent] = fixtures.students;
const demoCreator = fixtures.creators.find((c) => !c.reviewer);
const demoReviewer = fixtures.creators.find((c) => c.reviewer);

export async function signIn(actor: Actor): Promise<PocketBase> {
  const pb = client();
  switch (actor) {
    case 'guest':
      return pb;
    case 'parentA':
      await pb.collection('parents').authWithPassword(demoParent!.email, demoParent!.password);
      return pb;
    case 'parentB':
      await pb.collection('parents').authWithPassword(inject('parentB').email, inject('parentB').password);
      return pb;
    case 'studentA':
      await pb.collection('students').authWithPassword(demoStudent!.student_id, demoStudent!.password);
      return pb;
    case 'studentB':
      await pb.collection('students').authWithPassword(inject('studentB').studentId, inject('studentB').accessCode);
      return pb;
    case 'creator':
      await pb.collection('creators').authWithPassword(demoCreator!.email, demoCreator!.password);
      return pb;
    case 'reviewer':
      await pb.collection('creators').authWithPassword(demoReviewer!.email, demoReviewer!.password);
      return pb;
  }
}

export async function signInAll(): Promise<Record<Actor, PocketBase>> {
  const entries = await Promise.all(ACTORS.map(async (actor) => [actor, await signIn(actor)] as const));
  return Object.fromEntries(entries) as Record<Actor, PocketBase>;
}

/** The status of a failed SDK call, or 200/204 when it succeeded. */
export async function statusOf(call: () => Promise<unknown>, success = 200): Promise<number> {
  try {
    await call();
    return success;
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
    throw error;
  }
}

/** The error body of a call that must fail. */
export async function failure(
  call: () => Promise<unknown>,
): Promise<{ status: number; response: { message?: string; data?: Record<string, { message: string }> } }> {
  try {
    await call();
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error && 'response' in error) {
      return error as { status: number; response: { message?: string; data?: Record<string, { message: string }> } };
    }
    throw error;
  }
  throw new Error('The call succeeded but should have failed.');
}
