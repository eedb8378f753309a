import { useQuery } from '@tanstack/react-query';
import { fetchExistingQuestions, fileKindProblem, type Duplicate, type FileKind, type ImportDefaults, type ImportRow } from 'shared/import';
import { pb } from 'shared/session';
import { COPIED, type CheckMessage, type CheckRequest, type ImportFormat } from '../worker/check-file-job.ts';
import { startCheckWorker } from '../worker/start-check-worker.ts';
import { queryKeys } from 'shared';

export type { ImportFormat };

export interface ChosenFile {
  name: string;
  /** What its first bytes say it is: a picture chosen as CSV is named as such, not parsed. */
  kind: FileKind;
  /** Its text, when it is text. */
  text: string;
  /** Counts the files chosen, so that choosing the same file again checks it again. */
  version: number;
}

export interface CheckedFile {
  rows: ImportRow[];
  problems: string[];
  duplicates: Duplicate[];
}

export interface CheckProgress {
  done: number;
  total: number;
}

/**
 * Parses the file with the form's own rules and flags questions the portal already holds (same
 * text, subject and grade): the parsing and the comparing run in a worker, so that the page stays
 * responsive however large the file; the existing questions are fetched here, by the signed-in client.
 */
export async function checkFile(
  format: ImportFormat,
  text: string,
  defaults: ImportDefaults,
  onProgress?: (progress: CheckProgress) => void,
  signal?: AbortSignal,
): Promise<CheckedFile> {
  const worker = await startCheckWorker(format);
  return new Promise((resolve, reject) => {
    const ask = (request: CheckRequest) => worker.postMessage(request, COPIED);
    const fail = (error: unknown) => {
      worker.terminate();
      reject(error);
    };
    const rows: ImportRow[] = [];
    let problems: string[] = [];
    if (signal?.aborted) return fail(signal.reason);
    signal?.addEventListener('abort', () => fail(signal.reason), { once: true });
    worker.addEventListener('error', (event) => fail(new Error(event.message)));
    worker.addEventListener('message', ({ data }: MessageEvent<CheckMessage>) => {
      switch (data.type) {
        case 'progress':
          onProgress?.({ done: data.done, total: data.total });
          break;
        case 'rows':
          for (const row of data.rows) rows.push(row);
          break;
        case 'parsed':
          problems = data.problems;
          fetchExistingQuestions(pb, data.pairs).then((existing) => ask({ type: 'existing', existing }), fail);
          break;
        case 'duplicates':
          worker.terminate();
          resolve({ rows, problems, duplicates: data.duplicates });
          break;
        case 'failed':
          fail(new Error(data.message));
          break;
      }
    });
    ask({ type: 'check', format, text, defaults });
  });
}

/** The preview of the chosen file; checked again when the format or a default changes. */
export function useCheckedFile(
  file: ChosenFile | null,
  format: ImportFormat,
  defaults: ImportDefaults,
  onProgress?: (progress: CheckProgress) => void,
) {
  return useQuery({
    queryKey: queryKeys.importPreview.of(file?.version, format, defaults),
    queryFn: ({ signal }) => {
      const problem = file && fileKindProblem(format, file.kind);
      if (problem) return Promise.resolve<CheckedFile>({ rows: [], problems: [problem], duplicates: [] });
      return checkFile(format, file?.text ?? '', defaults, onProgress, signal);
    },
    enabled: file !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
