// Preferences (docs/product.md, "Settings"): every signed-in person keeps their own on their account, whatever their role,
// through POST /api/preferences; the defaults where nothing is stored; every key known and of its type.
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, PREFERENCE_DEFAULTS, preferencesOf } from '../../shared/src/domain/index.ts';
import { failure, signIn } from './actors.ts';
import { addChild } from './quiz-api.ts';

const save = (pb: PocketBase, change: unknown) =>
  pb.send<{ preferences: Record<string, unknown> }>('/api/preferences', { method: 'POST', body: change as Record<string, unknown> });
const collectionOf = (pb: PocketBase) => pb.authStore.record!.collectionName;
const stored = async (pb: PocketBase) => (await pb.collection(collectionOf(pb)).getOne(pb.authStore.record!.id))['preferences'];

describe('POST /api/preferences', () => {
  it('saves a child’s, a creator’s and a parent’s own choices, keeping the ones not sent, and the sign-in hands them back', async () => {
    const parent = await signIn('parentB');
    const child = await addChild(parent, 'Penny Prefs');
    const creator = await signIn('creator');
    for (const pb of [child.pb, creator, parent]) {
      expect((await save(pb, { theme: 'dark' })).preferences).toMatchObject({ theme: 'dark' });
      expect((await save(pb, { soundEffects: false })).preferences).toMatchObject({ theme: 'dark', soundEffects: false });
      expect(preferencesOf(await stored(pb))).toEqual({ ...PREFERENCE_DEFAULTS, theme: 'dark', soundEffects: false });
    }
    // A new sign-in reads them with the account: the screens apply them at once.
    const again = await child.pb.collection('students').authWithPassword(child.studentId, child.accessCode);
    expect(again.record['preferences']).toMatchObject({ theme: 'dark', soundEffects: false });
    await save(creator, { theme: 'light', soundEffects: true });
  });

  it('refuses unknown names, wrong types and anything but a set of choices, in words, and changes nothing', async () => {
    const parent = await signIn('parentB');
    const child = await addChild(parent, 'Rex Refused');
    await save(child.pb, { autoSave: false });
    for (const [change, message] of [
      [{ theme: 'pink' }, 'Choose "light" or "dark" for theme.'],
      [{ soundEffects: 'yes' }, 'Choose on or off for soundEffects.'],
      [{ timeLimit: 999 }, 'There is no preference called "timeLimit".'],
      [{ name: 'Hacker' }, 'There is no preference called "name".'],
    ] as const) {
      const refused = await failure(() => save(child.pb, change));
      expect(refused.status).toBe(400);
      expect(refused.response.data?.['preferences']?.message).toBe(message);
    }
    // Not a set of choices at all: PocketBase cannot read it as one.
    expect((await failure(() => save(child.pb, ['theme']))).status).toBe(400);
    const record = await child.pb.collection('students').getOne(child.id);
    expect(record['preferences']).toEqual({ autoSave: false });
    expect(record['name']).toBe('Rex Refused');
  });

  it("keeps a child's avatar built from the parts there are, and refuses any other in words", async () => {
    const parent = await signIn('parentB');
    const child = await addChild(parent, 'Ava Avatar');
    const built = { ...DEFAULT_AVATAR, hair: 'braids', accessories: 'glasses' };
    expect((await save(child.pb, { avatar: built })).preferences).toMatchObject({ avatar: built });
    expect(preferencesOf(await stored(child.pb)).avatar).toEqual(built);
    for (const [avatar, message] of [
      [{ ...built, hair: '<script>' }, 'Choose one of the hair choices for your avatar.'],
      [{ ...built, hat: 'crown' }, 'An avatar has no part called "hat".'],
      ['https://example.com/me.png', 'An avatar must be a set of chosen parts.'],
    ] as const) {
      const refused = await failure(() => save(child.pb, { avatar }));
      expect(refused.status).toBe(400);
      expect(refused.response.data?.['preferences']?.message).toBe(message);
    }
    expect(preferencesOf(await stored(child.pb)).avatar).toEqual(built);
  });

  it('needs a signed-in account, touches only its own, and reads no large body', async () => {
    const guest = await signIn('guest');
    expect((await failure(() => save(guest, { theme: 'dark' }))).status).toBe(401);
    const parent = await signIn('parentB');
    const child = await addChild(parent, 'Olive Own');
    const other = await signIn('parentA');
    await save(other, { theme: 'dark' });
    expect((await stored(child.pb)) ?? null).toBeNull();
    const big = await fetch(`${parent.baseURL}/api/preferences`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: child.pb.authStore.token },
      body: JSON.stringify({ theme: 'dark', padding: 'x'.repeat(8 * 1024) }),
    });
    expect(big.status).toBe(413);
    await save(other, { theme: 'light' });
  });
});
