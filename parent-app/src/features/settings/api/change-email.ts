import { useMutation } from '@tanstack/react-query';
import { pb } from 'shared/session';

/**
 * Asks for a link at the new address (PocketBase's request-email-change): the email changes only when the
 * parent opens it and types their password (the shell's /confirm-email-change). A taken address is refused
 * (400 `newEmail`); asking is limited to 3 a day per account and per inbox, past them with the server's 429 in words.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => pb.collection('parents').requestEmailChange(newEmail.trim(), { requestKey: null }),
  });
}
