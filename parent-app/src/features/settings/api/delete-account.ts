import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { paths } from 'shared';
import { useNavigate } from 'shared/router';
import { sendApi, type DeleteAccountBody } from 'shared/api';
import { pb, signOutAtom } from 'shared/session';

/**
 * "Delete my account" (`POST /api/account/delete`): the server removes the family in one transaction; then
 * this device forgets the session and the landing page says the account is gone.
 */
export function useDeleteAccount() {
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (fields: DeleteAccountBody) => sendApi(pb, 'accountDelete', { body: fields, requestKey: null }),
    onSuccess: () => {
      signOut('accountDeleted');
      navigate(paths.landing);
    },
  });
}
