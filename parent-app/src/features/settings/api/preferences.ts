import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { preferencesOf, type Preferences } from 'shared';
import { pb, sessionAtom } from 'shared/session';
import { useSavePreferences } from 'shared/ui';

const keyOf = (parentId: string) => ['preferences', parentId] as const;

/** The signed-in parent's preferences (SPEC's defaults where none is stored) and whether their address is verified. */
export function usePreferences() {
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({
    queryKey: keyOf(parentId),
    queryFn: async () => {
      const parent = await pb.collection('parents').getOne(parentId, { fields: 'preferences,verified', requestKey: null });
      return { preferences: preferencesOf(parent.preferences), verified: parent.verified === true };
    },
    enabled: Boolean(parentId),
  });
}

/**
 * Saves one preference through the server's preferences route, which keeps the keys not sent as they
 * are: a parent who turns emails off has not chosen a theme by it (the theme still follows the device).
 */
export function useSetPreference() {
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  const queryClient = useQueryClient();
  const save = useSavePreferences();
  return useMutation({
    mutationFn: async (change: Partial<Preferences>) => {
      const { preferences } = await save.mutateAsync(change);
      const verified = queryClient.getQueryData<{ verified: boolean }>(keyOf(parentId))?.verified ?? false;
      return { preferences: preferencesOf(preferences), verified };
    },
    // Not scoped itself: the save inside is, one at a time in the order made (a scope here would wait for itself).
    onSuccess: (saved) => queryClient.setQueryData(keyOf(parentId), saved),
  });
}
