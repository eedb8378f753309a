import { useQuery } from '@tanstack/react-query';
import { fetchExistingQuestions, findDuplicates, parseAiken, parseCsv, parseGift, type Duplicate, type ImportDefaults, type ImportRow } from 'shared/import';
import { pb } from 'shared/session';

export type ImportFormat = 'csv' | 'aiken' | 'gift';

export interface ChosenFile {
  name: string;
  text: string;
  /** Counts the files chosen, so that choosing the same file again checks it again. */
  version: number;
}

export interface CheckedFile {
  rows: ImportRow[];
  problems: string[];
  duplicates: Duplicate[];
}

/** Parses the file with the form's own rules and flags questions the portal already holds (same text, subject and grade). */
export async function checkFile(format: ImportFormat, text: string, defaults: ImportDefaults): Promise<CheckedFile> {
  const parsed = format === 'csv' ? parseCsv(text, defaults) : format === 'aiken' ? parseAiken(text, defaults) : await parseGift(text, defaults);
  const drafts = parsed.rows.map((row) => row.draft);
  const existing = await fetchExistingQuestions(pb, drafts);
  return { ...parsed, duplicates: findDuplicates(drafts, existing) };
}

/** The preview of the chosen file; checked again when the format or a default changes. */
export function useCheckedFile(file: ChosenFile | null, format: ImportFormat, defaults: ImportDefaults) {
  return useQuery({
    queryKey: ['import-preview', file?.version, format, defaults],
    queryFn: () => checkFile(format, file?.text ?? '', defaults),
    enabled: file !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
