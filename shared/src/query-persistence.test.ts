import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAccount, pb } from 'shared/session';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { isKeptRead, savedCopyOptions } from './query-persistence.ts';

const farFuture = Math.floor(Date.now() / 1000) + 3600;
const tokenFor = (id: string) => `x.${btoa(JSON.stringify({ id, type: 'auth', exp: farFuture }))}.y`;
const signIn = (id: string) => pb.authStore.save(tokenFor(id), { id, collectionId: 'pbc_parents', collectionName: 'parents' });
const EMMA_PARENT = 'parentemma00001';
const ZOE_PARENT = 'parentzoe000002';

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => {
  pb.authStore.clear();
  vi.unstubAllGlobals();
});

/** What a fresh page of the account finds in its saved copy of the area. */
async function restored(accountId: string, area = 'Parent Dashboard') {
  const client = createQueryClient();
  await persistQueryClientRestore({ queryClient: client, ...savedCopyOptions(accountId, area) });
  return client;
}

describe('which reads are kept', () => {
  it.each([
    [['children', EMMA_PARENT]],
    [['assignments', EMMA_PARENT]],
    [['results', 'studentemma0001', 'assignment00001']],
    [['attempts', 'studentemma0001']],
    [['result-review', 'result000000001']],
    [['creator-overview']],
    [['questions', 'list', { page: 1 }]],
  ])('keeps %j', (key) => expect(isKeptRead(key)).toBe(true));

  it.each([
    // A quiz's questions, before it is submitted.
    [['quiz', 'assignment00001']],
    // A token to the protected files.
    [['file-token']],
    // A parent's preview of an assignment, with its answer key; a creator's whole question.
    [['assignment-preview', 'assignment00001']],
    [['questions', 'detail', 'question0000001']],
    [['import-preview', 1, 'csv', {}]],
    [['notifications', EMMA_PARENT]],
  ])('never keeps %j', (key) => expect(isKeptRead(key)).toBe(false));
});

describe("the account's saved copy", () => {
  it('is written to the database of the signed-in account, and restored for that account only', async () => {
    signIn(EMMA_PARENT);
    const client = createQueryClient();
    client.setQueryData(queryKeys.children.ofParent(EMMA_PARENT), ['Emma']);
    client.setQueryData(queryKeys.quiz.of('assignment00001', EMMA_PARENT), { questions: ['What is 2 + 2?'] });
    client.setQueryData(queryKeys.fileToken.all, 'secret-token');
    await persistQueryClientSave({ queryClient: client, ...savedCopyOptions(EMMA_PARENT, 'Parent Dashboard') });

    expect((await indexedDB.databases()).map((database) => database.name)).toEqual([`mcq.account.${EMMA_PARENT}`]);
    const back = await restored(EMMA_PARENT);
    expect(back.getQueryData(queryKeys.children.ofParent(EMMA_PARENT))).toEqual(['Emma']);
    expect(back.getQueryData(queryKeys.quiz.of('assignment00001', EMMA_PARENT))).toBeUndefined();
    expect(back.getQueryData(queryKeys.fileToken.all)).toBeUndefined();
    // Another area of the same account keeps its own copy.
    expect((await restored(EMMA_PARENT, 'Student')).getQueryCache().getAll()).toEqual([]);

    signIn(ZOE_PARENT);
    expect((await restored(ZOE_PARENT)).getQueryCache().getAll()).toEqual([]);
  });

  it('is not written for an account that has signed out, so a late save never outlives a wipe', async () => {
    signIn(EMMA_PARENT);
    const client = createQueryClient();
    const options = savedCopyOptions(EMMA_PARENT, 'Parent Dashboard');
    pb.authStore.clear();
    client.setQueryData(queryKeys.children.ofParent(EMMA_PARENT), ['Emma']);
    await persistQueryClientSave({ queryClient: client, ...options });
    signIn(EMMA_PARENT);
    expect((await restored(EMMA_PARENT)).getQueryData(queryKeys.children.ofParent(EMMA_PARENT))).toBeUndefined();
  });

  it('is not written by a save made before a wipe, even once the same account is back', async () => {
    signIn(EMMA_PARENT);
    const client = createQueryClient();
    const options = savedCopyOptions(EMMA_PARENT, 'Parent Dashboard');
    await forgetAccount(EMMA_PARENT);
    client.setQueryData(queryKeys.children.ofParent(EMMA_PARENT), ['Emma']);
    await persistQueryClientSave({ queryClient: client, ...options });
    expect((await restored(EMMA_PARENT)).getQueryData(queryKeys.children.ofParent(EMMA_PARENT))).toBeUndefined();
  });

  it.each([
    [6, ['Emma']],
    [8, undefined],
  ])('saved %i days ago, is restored while it is less than a week old', async (daysAgo, expected) => {
    signIn(EMMA_PARENT);
    const client = createQueryClient();
    client.setQueryData(queryKeys.children.ofParent(EMMA_PARENT), ['Emma']);
    vi.spyOn(Date, 'now').mockReturnValueOnce(Date.now() - daysAgo * 24 * 3600 * 1000);
    await persistQueryClientSave({ queryClient: client, ...savedCopyOptions(EMMA_PARENT, 'Parent Dashboard') });
    vi.restoreAllMocks();
    expect((await restored(EMMA_PARENT)).getQueryData(queryKeys.children.ofParent(EMMA_PARENT))).toEqual(expected);
  });
});
