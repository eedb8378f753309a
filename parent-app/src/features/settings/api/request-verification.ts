import { useMutation } from '@tanstack/react-query';
import { pb } from 'shared/session';

/** Sends the verification email again (PocketBase's own route, limited per network: 5 in 10 minutes). */
export function useRequestVerification() {
  return useMutation({
    mutationFn: (email: string) => pb.collection('parents').requestVerification(email, { requestKey: null }),
  });
}
