import { createStore, getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError } from '../errors.ts';
import { accountStorageKey } from './account-storage.ts';
import { checkSession, pb } from './client.ts';
import { clearSessionErrorAtom, sessionAtom, signInAtom, signOutAtom, updateSessionUserAtom } from './session.ts';
import { memoryStorage } from './memory-storage.testing.ts';

/** The words the login screen shows for the session's error. */
const shownError = (error: unknown) => describeError(error, 'Authentication failed');

const farFuture = Math.floor(Date.now() / 1000) + 3600;
const token = `x.${btoa(JSON.stringify({ id: 'studentemma0001', type: 'auth', exp: farFuture }))}.y`;
const student = {
  id: 'studentemma0001',
  collectionId: 'pbc_students',
  collectionName: 'students',
  student_id: 'STU001',
  name: 'Emma Johnson',
  grade: 'Grade 3',
  parent_id: 'parentdemo00001',
};

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** A store whose session atom is mounted, as it is under a React tree. */
function mountedStore() {
  const store = createStore();
  const unsubscribe = store.sub(sessionAtom, () => undefined);
  return { store, unsubscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  pb.authStore.clear();
});

describe('signing in', () => {
  it('fills the session with the user of the collection the user signed in to', async () => {
    vi.stubGlobal('fetch', answer(200, { token, record: student }));
    const { store } = mountedStore();
    const pending = store.set(signInAtom, { type: 'student', identity: ' STU001 ', password: 'sunny-tiger-42' });
    expect(store.get(sessionAtom)).toMatchObject({ loading: true, status: 'loading', loginType: 'student' });
    const user = await pending;

    expect(user).toMatchObject({ type: 'student', studentId: 'STU001', name: 'Emma Johnson', grade: 'Grade 3' });
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: true, status: 'success', loading: false, error: null });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/collections/students/auth-with-password');
    expect(JSON.parse(String(init?.body))).toMatchObject({ identity: 'STU001', password: 'sunny-tiger-42' });
  });

  it("sends this browser's mark with every sign-in, the same one after a Logout, so the server can tell this browser from its network", async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', answer(200, { token, record: student }));
    const { store } = mountedStore();
    await store.set(signInAtom, { type: 'student', identity: 'STU001', password: 'sunny-tiger-42' });
    store.set(signOutAtom);
    await store.set(signInAtom, { type: 'student', identity: 'STU001', password: 'sunny-tiger-42' });
    const marks = vi.mocked(fetch).mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { device?: string }).device);
    expect(marks).toHaveLength(2);
    expect(marks[0]).toMatch(/^[\w-]{22}$/);
    expect(marks[1]).toBe(marks[0]);
    // another browser has another
    vi.stubGlobal('localStorage', memoryStorage());
    await store.set(signInAtom, { type: 'student', identity: 'STU001', password: 'sunny-tiger-42' });
    const third = JSON.parse(String(vi.mocked(fetch).mock.calls[2]?.[1]?.body)) as { device?: string };
    expect(third.device).not.toBe(marks[0]);
  });

  it('keeps the default words when the server says only that authentication failed', async () => {
    vi.stubGlobal('fetch', answer(400, { status: 400, message: 'Failed to authenticate.', data: {} }));
    const { store } = mountedStore();
    expect(await store.set(signInAtom, { type: 'parent', identity: 'a@b.co', password: 'wrong' })).toBeNull();
    expect(store.get(sessionAtom)).toMatchObject({ user: null, isAuthenticated: false, status: 'error' });
    expect(shownError(store.get(sessionAtom).error)).toBe('Authentication failed');

    store.set(clearSessionErrorAtom);
    expect(store.get(sessionAtom)).toMatchObject({ status: 'idle', error: null });
  });

  it("passes on the server's own words, such as a locked account", async () => {
    const locked = 'Too many wrong tries. This account is locked for 15 minutes.';
    vi.stubGlobal('fetch', answer(403, { status: 403, message: locked, data: {} }));
    const { store } = mountedStore();
    await store.set(signInAtom, { type: 'student', identity: 'STU001', password: 'nope' });
    expect(shownError(store.get(sessionAtom).error)).toBe(locked);
  });

  it('says so plainly when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { store } = mountedStore();
    await store.set(signInAtom, { type: 'parent', identity: 'a@b.co', password: 'x' });
    expect(shownError(store.get(sessionAtom).error)).toBe('We could not reach the server. Check your internet connection and try again.');
  });
});

describe('a signed-in session', () => {
  it('is cleared by logging out', () => {
    pb.authStore.save(token, student);
    const { store } = mountedStore();
    expect(store.get(sessionAtom).isAuthenticated).toBe(true);
    store.set(signOutAtom);
    expect(store.get(sessionAtom)).toMatchObject({ user: null, isAuthenticated: false, status: 'idle', notice: 'loggedOut' });
    expect(pb.authStore.token).toBe('');
  });

  it("forgets at Logout what the account kept in this browser, and only that account's", () => {
    vi.stubGlobal('localStorage', memoryStorage());
    pb.authStore.save(token, student);
    localStorage.setItem(accountStorageKey(student.id, 'draft.question.new'), '{}');
    localStorage.setItem(accountStorageKey('someoneelse0001', 'draft.question.new'), '{}');
    const { store } = mountedStore();
    store.set(signOutAtom);
    expect(localStorage.getItem(accountStorageKey(student.id, 'draft.question.new'))).toBeNull();
    expect(localStorage.getItem(accountStorageKey('someoneelse0001', 'draft.question.new'))).toBe('{}');
  });

  it('remembers a Logout while the next person types into the sign-in, so no page of the last user is handed on', () => {
    pb.authStore.save(token, student);
    const { store } = mountedStore();
    store.set(signOutAtom);
    store.set(clearSessionErrorAtom);
    expect(store.get(sessionAtom)).toMatchObject({ user: null, notice: 'loggedOut' });
  });

  it('ends with a message when the server refuses the token', async () => {
    pb.authStore.save(token, student);
    vi.stubGlobal('fetch', answer(401, { status: 401, message: 'The request requires valid record authorization token.', data: {} }));
    const { store } = mountedStore();
    await expect(pb.collection('assignments').getList(1, 1)).rejects.toMatchObject({ status: 401 });
    expect(store.get(sessionAtom)).toMatchObject({
      user: null,
      isAuthenticated: false,
      notice: 'expired',
    });
  });

  it('can be partly updated without losing the token', () => {
    pb.authStore.save(token, student);
    const { store } = mountedStore();
    store.set(updateSessionUserAtom, { grade: 'Grade 4' });
    expect(store.get(sessionAtom).user).toMatchObject({ name: 'Emma Johnson', grade: 'Grade 4' });
    expect(pb.authStore.token).toBe(token);
  });
});

describe('the session atom', () => {
  it("in the apps' default store, keeps why a session ended even when no screen listened then", async () => {
    pb.authStore.save(token, student);
    vi.stubGlobal('fetch', answer(401, { status: 401, message: 'The request requires valid record authorization token.', data: {} }));
    await checkSession();
    expect(getDefaultStore().get(sessionAtom)).toMatchObject({ isAuthenticated: false, notice: 'expired' });
    getDefaultStore().set(clearSessionErrorAtom);
  });

  it("in the apps' default store, shows a change made while no screen listened at the very first read", () => {
    const store = getDefaultStore();
    const unsubscribe = store.sub(sessionAtom, () => undefined);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
    unsubscribe();
    pb.authStore.save(token, student);
    expect(store.get(sessionAtom).user).toMatchObject({ name: 'Emma Johnson' });
    pb.authStore.clear();
    expect(store.get(sessionAtom).user).toBeNull();
  });

  it('sees a change of the auth store made while no screen was listening', () => {
    const { store, unsubscribe } = mountedStore();
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
    unsubscribe();
    pb.authStore.save(token, student);
    const again = store.sub(sessionAtom, () => undefined);
    expect(store.get(sessionAtom).user).toMatchObject({ name: 'Emma Johnson' });
    again();
  });
});

describe('checking the session', () => {
  it('leaves a session the server still accepts, without renewing it', async () => {
    pb.authStore.save(token, student);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(null, { status: 204 })),
    );
    const { store } = mountedStore();
    await checkSession();
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: true, notice: null });
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('/api/session');
    expect(pb.authStore.token).toBe(token);
  });

  it('ends a session the server refuses, with a message', async () => {
    pb.authStore.save(token, student);
    vi.stubGlobal('fetch', answer(401, { status: 401, message: 'The request requires valid record authorization token.', data: {} }));
    const { store } = mountedStore();
    await checkSession();
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: false, notice: 'expired' });
  });

  it('ends a session whose token ran out while the page was open, without asking the server', async () => {
    const expired = `x.${btoa(JSON.stringify({ id: 'studentemma0001', type: 'auth', exp: Math.floor(Date.now() / 1000) - 1 }))}.y`;
    pb.authStore.save(expired, student);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const { store } = mountedStore();
    await checkSession();
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: false, notice: 'expired' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the session when the server cannot be reached', async () => {
    pb.authStore.save(token, student);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { store } = mountedStore();
    await checkSession();
    expect(store.get(sessionAtom).isAuthenticated).toBe(true);
  });
});
