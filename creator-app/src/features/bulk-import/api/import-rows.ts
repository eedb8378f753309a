import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importQuestions, type Duplicate, type ImportProgress, type ImportRow } from 'shared/import';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

export interface ImportInput {
  rows: ImportRow[];
  duplicates: Duplicate[];
  onProgress: (progress: ImportProgress) => void;
  /** The author's Stop: the import ends after the batch being written. */
  signal: AbortSignal;
}

/**
 * Writes the ready rows as the creator's drafts, a batch (one transaction) of 100 at a time; a
 * refused batch is sent again after a wait, and only what the server acknowledged counts.
 */
export function useImportRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, duplicates, onProgress, signal }: ImportInput) =>
      importQuestions(pb, rows, { status: 'draft', duplicates, onProgress, signal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
