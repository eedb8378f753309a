import { accountStorageKey, accountStorageKeys, forgetAccountStorage } from 'shared/session';

/**
 * A creator's unsaved question or set form, kept in this browser while they type (the autoSave
 * preference, docs/product.md "Settings"), so that a crash or a closed tab loses nothing. One draft per
 * account and per form (`question.new`, `question.<id>`...), under the account's own keys, which
 * Logout forgets (shared/src/session/account-storage.ts).
 */
export type DraftForm = 'question' | 'questionSet';

export interface Draft<Values> {
  values: Values;
  /** When it was kept, in milliseconds: the oldest goes first when the account keeps too many. */
  savedAt: number;
}

/** Beyond this a draft is not kept: the forms' own limits keep a real one far below (2,000 characters a text). */
export const DRAFT_MAX_CHARS = 64_000;
/** The most drafts one account keeps in this browser; a new one makes room by forgetting the oldest. */
export const DRAFTS_PER_ACCOUNT = 20;

const DRAFTS = 'draft.';

/** The storage key of a form's draft; `id` is the record's id, or 'new' for a form not saved yet. */
export const draftKey = (accountId: string, form: DraftForm, id: string) => accountStorageKey(accountId, `${DRAFTS}${form}.${id}`);

export function readDraft<Values>(key: string): Draft<Values> | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (stored && typeof stored === 'object' && 'values' in stored && 'savedAt' in stored && typeof stored.savedAt === 'number') {
      return stored as Draft<Values>;
    }
  } catch {
    // Unreadable (written by hand, cut short): as if there were none.
  }
  return null;
}

/** Keeps a draft; false when it was too large or the browser refused (storage full or off). */
export function writeDraft<Values>(accountId: string, key: string, values: Values, now = Date.now()): boolean {
  const text = JSON.stringify({ values, savedAt: now } satisfies Draft<Values>);
  if (text.length > DRAFT_MAX_CHARS) return false;
  try {
    const others = accountStorageKeys(accountId, DRAFTS).filter((other) => other !== key);
    const oldestFirst = others.toSorted((a, b) => (readDraft(a)?.savedAt ?? 0) - (readDraft(b)?.savedAt ?? 0));
    for (const old of oldestFirst.slice(0, Math.max(0, others.length - (DRAFTS_PER_ACCOUNT - 1)))) localStorage.removeItem(old);
    localStorage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage off: nothing was kept.
  }
}

/** Forgets every draft of the account in this browser (autoSave turned off). */
export const forgetDrafts = (accountId: string) => forgetAccountStorage(accountId, DRAFTS);
