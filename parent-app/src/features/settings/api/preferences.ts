import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { preferencesOf, type Preferences } from 'shared';
import { pb, sessionAtom } from 'shared/session';

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

/** Saves one preference; the server checks it (shared/src/domain/preferences.ts). */
export function useSetPreference() {
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<Preferences>) => {
      const current = queryClient.getQueryData<{ preferences: Preferences }>(keyOf(parentId))?.preferences;
      const saved = await pb.collection('parents').update(parentId, { preferences: { ...current, ...change } }, { fields: 'preferences,verified', requestKey: null });
      return { preferences: preferencesOf(saved.preferences), verified: saved.verified === true };
    },
    scope: { id: 'preferences' },
    onSuccess: (saved) => queryClient.setQueryData(keyOf(parentId), saved),
  });
}
