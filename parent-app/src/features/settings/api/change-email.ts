import { useMutation } from '@tanstack/react-query';
import { sendApi } from 'shared/api';
import { pb } from 'shared/session';

/**
 * Asks for a link at the new address (the server's `POST /api/account/email-change`): the email changes only
 * when the parent opens it and types their password (the shell's /confirm-email-change). The server answers a
 * taken address as a free one (it sends no link then), so that no account learns which addresses have
 * accounts; asking is limited to 3 a day per account and per inbox, past them with the server's 429 in words.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => sendApi(pb, 'accountEmailChange', { body: { newEmail: newEmail.trim() }, requestKey: null }),
  });
}
