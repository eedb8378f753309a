import { useMutation } from '@tanstack/react-query';
import { pb } from 'shared/session';

/**
 * Asks for a link at the new address (PocketBase's request-email-change): the email changes only when the
 * parent opens it and types their password (the shell's /confirm-email-change). A taken address is refused
 * (400 `newEmail`); asking is limited like the other account emails, past the limit with the same quiet answer.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => pb.collection('parents').requestEmailChange(newEmail.trim(), { requestKey: null }),
  });
}
