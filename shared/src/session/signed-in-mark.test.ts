import { describe, expect, it } from 'vitest';
import { signedInMarkOf } from './signed-in-mark.ts';

/** A token as PocketBase signs it; only its payload is read. */
const token = (payload: object) => `header.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;

describe('the mark that tells the service worker who is signed in', () => {
  it("is the account with its token's expiry", () => {
    expect(signedInMarkOf('parent1', token({ id: 'parent1', exp: 1_800_000_000 }))).toEqual({
      accountId: 'parent1',
      until: 1_800_000_000_000,
    });
  });

  it('is none for a token that says nothing of its expiry', () => {
    expect(signedInMarkOf('parent1', token({ id: 'parent1' }))).toBeNull();
    expect(signedInMarkOf('parent1', 'not a token')).toBeNull();
  });
});
