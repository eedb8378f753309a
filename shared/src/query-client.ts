import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { pb } from 'shared/session';
import { keptReads, SAVED_COPY_MAX_AGE_MS } from './query-persistence.ts';

/** Only a failure that may pass by itself is worth asking again: no answer at all (a dropped connection). */
function mayPass(error: unknown): boolean {
  return error instanceof ClientResponseError && !error.isAbort && error.status === 0;
}

const signedInId = () => (pb.authStore.isValid ? pb.authStore.record?.id : undefined);

/**
 * The QueryClient of one app: every read is cached by its key and shared by the screens that
 * show it. It forgets everything when the user signs out or another user signs in, so that on
 * a shared family computer nobody sees the previous user's data, not even for a moment.
 * The reads kept in the account's saved copy (query-persistence.ts) stay in memory as long as the copy
 * lasts, so that a screen left a while ago is still in the copy when the connection goes.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query takes the browser as online until it hears otherwise: a page opened without a
  // connection shows its saved copy and waits for the connection instead of failing every read.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => failures < 1 && mayPass(error),
      },
      mutations: { retry: false },
    },
  });
  for (const prefix of keptReads) queryClient.setQueryDefaults(prefix, { gcTime: SAVED_COPY_MAX_AGE_MS });
  let userId = signedInId();
  pb.authStore.onChange(() => {
    if (signedInId() !== userId) queryClient.clear();
    userId = signedInId();
  });
  return queryClient;
}
