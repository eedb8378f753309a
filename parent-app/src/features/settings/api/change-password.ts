import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { pb, sessionAtom } from 'shared/session';
import type { PasswordChangeFields } from '../validation.ts';

/**
 * A new password, with the current one (PocketBase checks it, and counts the try as a sign-in's). PocketBase
 * ends every session of the account with it, this one too: the parent is signed in again here with the new
 * password, so that only the other devices are signed out. `signedInAgain` is false when that sign-in failed.
 */
export function useChangePassword() {
  const user = useAtomValue(sessionAtom).user;
  return useMutation({
    mutationFn: async (fields: PasswordChangeFields) => {
      const id = user?.id ?? '';
      const email = user?.email ?? '';
      await pb.collection('parents').update(id, fields, { fields: 'id', requestKey: null });
      try {
        await pb.collection('parents').authWithPassword(email, fields.password, { requestKey: null });
        return { signedInAgain: true };
      } catch {
        return { signedInAgain: false };
      }
    },
  });
}
