import { QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { pb } from 'shared/session';

/** Only a failure that may pass by itself is worth asking again: no answer at all (a dropped connection). */
function mayPass(error: unknown): boolean {
  return error instanceof ClientResponseError && !error.isAbort && error.status === 0;
}

const signedInId = () => (pb.authStore.isValid ? pb.authStore.record?.id : undefined);

/**
 * The QueryClient of one app: every read is cached by its key and shared by the screens that
 * show it. It forgets everything when the user signs out or another user signs in, so that on
 * a shared family computer nobody sees the previous user's data, not even for a moment.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => failures < 1 && mayPass(error),
      },
      mutations: { retry: false },
    },
  });
  let userId = signedInId();
  pb.authStore.onChange(() => {
    if (signedInId() !== userId) queryClient.clear();
    userId = signedInId();
  });
  return queryClient;
}
