import { useEffect } from 'react';
import { pb } from 'shared';

/**
 * Asks the server once per page load whether the stored session still stands: a
 * parent who reset a child's access code has ended that child's sessions. A refused
 * token is cleared by the client's response hook, which tells the session atom.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    const record = pb.authStore.record;
    if (!pb.authStore.isValid || !record) return;
    pb.collection(record.collectionName)
      .authRefresh({ requestKey: 'session-check' })
      .catch(() => undefined);
  }, []);
}
