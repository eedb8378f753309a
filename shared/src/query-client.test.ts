import { afterEach, describe, expect, it } from 'vitest';
import { pb } from 'shared/session';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

const farFuture = Math.floor(Date.now() / 1000) + 3600;
const tokenFor = (id: string) => `x.${btoa(JSON.stringify({ id, type: 'auth', exp: farFuture }))}.y`;
const signIn = (id: string) => pb.authStore.save(tokenFor(id), { id, collectionId: 'pbc_parents', collectionName: 'parents' });

afterEach(() => pb.authStore.clear());

describe('createQueryClient', () => {
  it("forgets the previous user's data when they sign out or someone else signs in", () => {
    signIn('parentone000001');
    const client = createQueryClient();
    client.setQueryData(queryKeys.children.ofParent('parentone000001'), ['Emma']);

    signIn('parentone000001');
    expect(client.getQueryData(queryKeys.children.ofParent('parentone000001'))).toEqual(['Emma']);

    signIn('parenttwo000002');
    expect(client.getQueryData(queryKeys.children.ofParent('parentone000001'))).toBeUndefined();

    client.setQueryData(queryKeys.children.ofParent('parenttwo000002'), ['Zoe']);
    pb.authStore.clear();
    expect(client.getQueryData(queryKeys.children.ofParent('parenttwo000002'))).toBeUndefined();
  });
});
