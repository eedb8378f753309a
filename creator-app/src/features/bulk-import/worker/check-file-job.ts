// The bulk-import check, run in a Web Worker (check-file.worker.ts) so that a large file never
// freezes the page: here the file is parsed and every row checked with the form's rules, the rows
// go to the page in slices (each a short task for the page to take in), and the duplicate check
// runs against the questions the page fetched from the server (the page holds the signed-in client).
import {
  findDuplicates,
  type Duplicate,
  type ImportDefaults,
  type ImportFormat,
  type ImportRow,
  type ParsedFile,
  type QuestionKey,
} from 'shared/import';

export type { ImportFormat };

/** A format's parser, as a worker carries it: each worker carries only its formats' (parsers.ts). */
export type Parse = (
  text: string,
  defaults: ImportDefaults,
  onProgress: (done: number, total: number) => void,
) => ParsedFile | Promise<ParsedFile>;
export type Parsers = Partial<Record<ImportFormat, Parse>>;

/** What the page asks: check a file, then (once it has fetched them) compare it with the existing questions. */
export type CheckRequest =
  | { type: 'check'; format: ImportFormat; text: string; defaults: ImportDefaults }
  | { type: 'existing'; existing: Array<QuestionKey & { id: string }> };

/** What the worker answers, in this order: progress, the rows in slices, parsed, duplicates; or failed. */
export type CheckMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'rows'; rows: ImportRow[] }
  /** `pairs`: the subjects and grades of the file, whose existing questions the page fetches. */
  | { type: 'parsed'; problems: string[]; pairs: QuestionKey[] }
  | { type: 'duplicates'; duplicates: Duplicate[] }
  | { type: 'failed'; message: string };

/**
 * The options of every message between the page and the worker: nothing is handed over, all is
 * copied. Said outright because lint reads a one-argument `postMessage` as window's, which needs a
 * target origin.
 */
export const COPIED: StructuredSerializeOptions = { transfer: [] };

/** Rows per message: a slice the page takes in within a few milliseconds (some 100 ms for 2,000 on a busy two-core machine). */
const ROWS_PER_MESSAGE = 500;

function pairsOf(rows: ImportRow[]): QuestionKey[] {
  const pairs = new Map<string, QuestionKey>();
  for (const { draft } of rows)
    if (draft.subject && draft.grade)
      pairs.set(`${draft.subject}/${draft.grade}`, { text: '', subject: draft.subject, grade: draft.grade });
  return [...pairs.values()];
}

/** The worker's side of the conversation; it keeps the file's rows between the two requests. */
export function checkFileJob(post: (message: CheckMessage) => void, parsers: Parsers): (request: CheckRequest) => Promise<void> {
  let rows: ImportRow[] = [];
  return async (request) => {
    try {
      if (request.type === 'existing') {
        post({
          type: 'duplicates',
          duplicates: findDuplicates(
            rows.map((row) => row.draft),
            request.existing,
          ),
        });
        return;
      }
      const parse = parsers[request.format];
      if (!parse) throw new Error(`This check does not read ${request.format} files`);
      const parsed = await parse(request.text, request.defaults, (done, total) => post({ type: 'progress', done, total }));
      rows = parsed.rows;
      for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE)
        post({ type: 'rows', rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
      post({ type: 'parsed', problems: parsed.problems, pairs: pairsOf(rows) });
    } catch (error) {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
