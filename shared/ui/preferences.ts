import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { preferencesOf, type Preferences } from 'shared';
import { sendApi } from 'shared/api';
import { pb, sessionAtom } from 'shared/session';

/**
 * The signed-in person's preferences (SPEC.md 3), whatever their role: read with the account at sign-in,
 * SPEC's defaults for what is not stored. A saved change reaches every screen at once, and the other
 * tabs, through the session's auth store.
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
    mutationFn: (change: Partial<Preferences>) =>
      sendApi(pb, 'preferences', { body: change, requestKey: null }),
    // One change at a time, in the order made: a quick second tap never lands before the first.
    scope: { id: 'preferences' },
    onSuccess: ({ preferences }) => {
      const record = pb.authStore.record;
      if (record) pb.authStore.save(pb.authStore.token, { ...record, preferences });
    },
  });
}
