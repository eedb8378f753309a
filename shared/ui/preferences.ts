import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { preferencesOf, type Preferences } from 'shared';
import { sendApi } from 'shared/api';
import { pb, sessionAtom } from 'shared/session';

/**
 * The signed-in person's preferences (docs/product.md, "Settings"), whatever their role: read with the
 * account at sign-in, the defaults for what is not stored. A saved change reaches every screen at once,
 * and the other tabs, through the session's auth store. The one way any screen reads them.
 */
export function usePreferences(): Preferences {
  return preferencesOf(useAtomValue(sessionAtom).user?.preferences);
}

/** Whether the account has made this choice itself (the theme follows the device's until it has). */
export function useHasChosen(key: keyof Preferences): boolean {
  const stored = useAtomValue(sessionAtom).user?.preferences;
  return Boolean(stored && typeof stored === 'object' && Object.hasOwn(stored, key));
}

/** Saves a change of the signed-in person's preferences; the server checks it (`preferencesError`). */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (change: Partial<Preferences>) => sendApi(pb, 'preferences', { body: change, requestKey: null }),
    // One change at a time, in the order made: a quick second tap never lands before the first.
    scope: { id: 'preferences' },
    onSuccess: ({ preferences }) => keepPreferences(preferences),
  });
}

/**
 * Puts the account's preferences as the server holds them into the session, where every screen (and every
 * other tab) reads them; nothing happens when they are the same. A save does it, and so does a read of the
 * account that finds them changed elsewhere (a parent who stopped the emails from an email's link).
 */
export function keepPreferences(preferences: unknown): void {
  const record = pb.authStore.record;
  if (!record || JSON.stringify(record['preferences'] ?? null) === JSON.stringify(preferences ?? null)) return;
  pb.authStore.save(pb.authStore.token, { ...record, preferences });
}
