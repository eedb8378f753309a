import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { pb, sessionAtom } from 'shared/session';
import { keepPreferences } from 'shared/ui';
import { queryKeys } from 'shared';

/**
 * The signed-in parent's account as the server has it now, not as it was at sign-in: whether the
 * address is verified (the link may have been opened on another device since), and the preferences,
 * which go into the session when they changed elsewhere (emails stopped from an email's link), so that
 * Settings shows what is stored.
 */
export function useAccountCheck() {
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({
    queryKey: queryKeys.accountCheck.of(parentId),
    queryFn: async () => {
      const parent = await pb.collection('parents').getOne(parentId, { fields: 'preferences,verified', requestKey: null });
      keepPreferences(parent.preferences);
      return { verified: parent.verified === true };
    },
    enabled: Boolean(parentId),
  });
}
