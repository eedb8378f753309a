import { atom, getDefaultStore } from 'jotai';
import type { Role } from '../paths.ts';
import { forgetAccount, forgetAccountsExcept } from './account-storage.ts';
import { browserMark } from './browser-mark.ts';
import { onSessionExpired, pb } from './client.ts';
import { markSignedIn, markSignedOut, signedInMarkOf } from './signed-in-mark.ts';

/** The signed-in user as every screen sees it (docs/product.md, "Signing in and out"). */
export interface SessionUser {
  id: string;
  type: Role;
  name: string;
  email?: string;
  studentId?: string;
  grade?: string;
  parentId?: string;
  reviewer?: boolean;
  /** When a child signed in before this sign-in (none on their first): the dashboard's "Welcome back". */
  signedInBefore?: string;
  /** The account's preferences as stored (null when none): the domain's `preferencesOf` reads them with the defaults. */
  preferences: unknown;
}

export type SessionStatus = 'idle' | 'loading' | 'error' | 'success';

export interface SessionState {
  user: SessionUser | null;
  loginType: Role | null;
  isAuthenticated: boolean;
  loading: boolean;
  status: SessionStatus;
  /** Why the last sign-in failed, as the client threw it: each screen puts it into its own words. */
  error: unknown;
  /**
   * How the last session ended: `expired` when the user was signed out without asking (an
   * expired or revoked session), `loggedOut` after Logout on this page, `accountDeleted` after a parent
   * deleted their account (the landing page says so).
   */
  notice: SessionNotice | null;
}

export type SessionNotice = 'expired' | 'loggedOut' | 'accountDeleted';

/** How a session ended on purpose: Logout, or an account deleted. */
export type LeftNotice = Extract<SessionNotice, 'loggedOut' | 'accountDeleted'>;

const collectionRoles: Record<string, Role> = {
  parents: 'parent',
  students: 'student',
  creators: 'creator',
};

const roleCollections = {
  parent: 'parents',
  student: 'students',
  creator: 'creators',
} as const satisfies Record<Role, string>;

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The fields of an auth record the session reads. */
export type AuthRecord = { id: string; collectionName: string } & Record<string, unknown>;

export function userFromRecord(record: AuthRecord): SessionUser | null {
  const type = collectionRoles[record.collectionName];
  if (!type) return null;
  return {
    id: record.id,
    type,
    name: asString(record['name']) ?? '',
    email: asString(record['email']),
    studentId: asString(record['student_id']),
    grade: asString(record['grade']),
    parentId: asString(record['parent_id']),
    reviewer: type === 'creator' ? record['reviewer'] === true : undefined,
    signedInBefore: type === 'student' ? asString(record['last_signed_in']) : undefined,
    preferences: record['preferences'] ?? null,
  };
}

/** The signed-in user right now, outside React (route discovery, preloading). */
export function currentUser(): SessionUser | null {
  const record = pb.authStore.record;
  return pb.authStore.isValid && record ? userFromRecord(record) : null;
}

/**
 * Bumped on every change of `pb.authStore`; LocalAuthStore also reports other tabs' changes.
 * The default store (every app's) follows the auth store even while no screen listens, so the
 * first render after a change never shows the previous user; another store (a test's Provider)
 * catches up when it mounts.
 */
const authRevisionAtom = atom(0);
authRevisionAtom.onMount = (set) => {
  const bump = () => set((revision) => revision + 1);
  bump();
  return pb.authStore.onChange(bump);
};
pb.authStore.onChange(() => getDefaultStore().set(authRevisionAtom, (revision) => revision + 1));

/** Tells the service worker who is signed in now (signed-in-mark.ts); `previous`: who was, whose last screens go at a sign-out. */
function markSession(previous: string | undefined): void {
  const user = currentUser();
  const mark = user ? signedInMarkOf(user.id, pb.authStore.token) : null;
  void (mark ? markSignedIn(mark) : markSignedOut(previous)).catch(() => undefined);
}

// Another account signing in on this device (here or in another tab) wipes what the previous ones left.
let accountSeen = currentUser()?.id;
// A page opened after the token ran out forgets that account's last screens at once.
markSession(pb.authStore.record?.id);
pb.authStore.onChange(() => {
  const accountId = currentUser()?.id;
  if (accountId && accountId !== accountSeen) void forgetAccountsExcept(accountId);
  markSession(accountSeen);
  if (accountId) accountSeen = accountId;
});

interface LoginState {
  status: SessionStatus;
  loginType: Role | null;
  error: unknown;
  notice: SessionNotice | null;
}

const loginStateAtom = atom<LoginState>({
  status: 'idle',
  loginType: null,
  error: null,
  notice: pb.authStore.token && !pb.authStore.isValid ? 'expired' : null,
});
const expired = (state: LoginState): LoginState => ({ ...state, status: 'idle', notice: 'expired' });
loginStateAtom.onMount = (set) => onSessionExpired(() => set(expired));
// As for the revision: the apps' default store hears of an ended session even at a moment when no
// screen listens (between two pages), so the sign-in page can always say why the user is there.
onSessionExpired(() => getDefaultStore().set(loginStateAtom, expired));

/** The session, derived from `pb.authStore` and the state of the last sign-in. */
export const sessionAtom = atom<SessionState>((get) => {
  get(authRevisionAtom);
  const state = get(loginStateAtom);
  const user = currentUser();
  return {
    user,
    loginType: user?.type ?? state.loginType,
    isAuthenticated: user !== null,
    loading: state.status === 'loading',
    status: state.status,
    error: state.error,
    notice: state.notice,
  };
});

export interface SignInInput {
  type: Role;
  /** Email for parents and creators, student ID for students. */
  identity: string;
  /** Password, or a student's access code. */
  password: string;
}

/** Signs in; on failure the user is cleared and the error kept for the screen. */
export const signInAtom = atom(null, async (_get, set, input: SignInInput): Promise<SessionUser | null> => {
  set(loginStateAtom, { status: 'loading', loginType: input.type, error: null, notice: null });
  try {
    const identity = input.identity.trim();
    const auth = await pb.collection(roleCollections[input.type]).authWithPassword(identity, input.password, {
      requestKey: null,
      body: { identity, password: input.password, device: browserMark() },
    });
    set(loginStateAtom, { status: 'success', loginType: input.type, error: null, notice: null });
    return userFromRecord(auth.record);
  } catch (error) {
    pb.authStore.clear();
    set(loginStateAtom, {
      status: 'error',
      loginType: input.type,
      error,
      notice: null,
    });
    return null;
  }
});

/**
 * Logout. PocketBase tokens are stateless, so ending the session means dropping the token; the
 * notice tells the guards that the user left on purpose (see `signInState`). What the account kept
 * in this browser goes too: on a shared computer the next person must not find it.
 */
export const signOutAtom = atom(null, (_get, set, notice: LeftNotice = 'loggedOut') => {
  const accountId = pb.authStore.record?.id;
  pb.authStore.clear();
  if (accountId) void forgetAccount(accountId);
  set(loginStateAtom, { status: 'idle', loginType: null, error: null, notice });
});

/** Hides the sign-in's error and its "session expired" message; a Logout stays known until the next sign-in. */
export const clearSessionErrorAtom = atom(null, (_get, set) => {
  set(loginStateAtom, (state) => ({
    ...state,
    status: state.status === 'error' ? 'idle' : state.status,
    error: null,
    notice: state.notice === 'loggedOut' || state.notice === 'accountDeleted' ? state.notice : null,
  }));
});

/**
 * The sign-in state of a page just opened: no sign-in under way, no error, no notice. The component tests'
 * files share one page (mocks/vitest-app-config.js), and each begins as a new page does.
 */
export const resetLoginStateAtom = atom(null, (_get, set) => {
  set(loginStateAtom, { status: 'idle', loginType: null, error: null, notice: null });
});

/** Partly updates the signed-in user (after a profile change), keeping the token. */
export const updateSessionUserAtom = atom(null, (_get, _set, patch: Partial<Pick<SessionUser, 'name' | 'grade' | 'email'>>) => {
  const record = pb.authStore.record;
  if (!record) return;
  pb.authStore.save(pb.authStore.token, { ...record, ...patch });
});
