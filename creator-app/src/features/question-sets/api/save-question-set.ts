import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
import type { SetBody, SetRecord } from '../set-fields.ts';
import { queryKeys } from 'shared';

/** Creates a set, or changes the draft or set in review `id`; the server checks it again and works out its totals. */
export function saveQuestionSet({ body, id }: { body: SetBody; id?: string }): Promise<SetRecord> {
  if (id) return pb.collection('question_sets').update<SetRecord>(id, body, { requestKey: null });
  return pb.collection('question_sets').create<SetRecord>({ ...body, created_by: pb.authStore.record?.id ?? '' }, { requestKey: null });
}

export function useSaveQuestionSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestionSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questionSets.all }),
  });
}
