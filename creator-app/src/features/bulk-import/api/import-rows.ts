import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importQuestions, type Duplicate, type ImportRow } from 'shared/import';
import { pb } from 'shared/session';

export interface ImportInput {
  rows: ImportRow[];
  duplicates: Duplicate[];
  onProgress: (progress: { done: number; total: number }) => void;
}

/** Writes the ready rows as the creator's drafts, a batch (one transaction) of 100 at a time. */
export function useImportRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, duplicates, onProgress }: ImportInput) => importQuestions(pb, rows, { status: 'draft', duplicates, onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
}
