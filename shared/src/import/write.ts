// Writes checked drafts through PocketBase's batch API: each batch is one transaction, so a batch
// is written whole or not at all, and the report says which rows landed and why others did not.
import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';
import type { ContentStatus } from '../domain/index.ts';
import type { ImportRow, RowError } from './draft.ts';
import { duplicateKey } from './duplicates.ts';
import type { Duplicate, QuestionKey } from './duplicates.ts';
import { fieldMessage } from '../errors.ts';
import { IMPORT_MESSAGES } from './messages.ts';

/** The server's batch.maxRequests (backend/pb_migrations/1763780610_enable_batch.js). */
export const IMPORT_BATCH_SIZE = 100;
/** The rate limiter allows a few batches a second per address: a refused batch waits and is sent again. */
const RATE_LIMIT_RETRIES = 5;
const RATE_LIMIT_WAIT_MS = 1000;

export interface ImportOptions {
  /** `draft` from the screen; the seed writes `published` as a superuser. */
  status?: ContentStatus;
  /** The author; the signed-in creator when left out. */
  created_by?: string;
  batchSize?: number;
  /** Rows that repeat a question (from findDuplicates over the same rows): skipped. */
  duplicates?: Duplicate[];
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface ImportReport {
  imported: Array<{ row: number; id: string }>;
  skipped: Array<{ row: number; reason: string }>;
  /** A failed batch wrote none of its rows. */
  failed: Array<{ rows: number[]; message: string; errors: RowError[] }>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureOf(error: unknown, rows: ImportRow[]): ImportReport['failed'][number] {
  const numbers = rows.map((r) => r.row);
  if (!(error instanceof ClientResponseError)) return { rows: numbers, message: String(error), errors: [] };
  const errors: RowError[] = [];
  const requests: unknown = error.response?.data?.requests;
  for (const [index, failure] of Object.entries(requests && typeof requests === 'object' ? requests : {})) {
    const row = rows[Number(index)]?.row ?? 0;
    const fields: unknown = failure?.response?.data;
    for (const [field, detail] of Object.entries(fields && typeof fields === 'object' ? fields : {})) {
      errors.push({ row, field, message: fieldMessage(String(detail?.message ?? detail)) });
    }
    if (!errors.length) errors.push({ row, field: '', message: String(failure?.response?.message ?? failure?.message ?? '') });
  }
  return { rows: numbers, message: error.response?.message || error.message, errors };
}

async function sendBatch(pb: PocketBase, bodies: Array<Record<string, unknown>>): Promise<string[]> {
  for (let attempt = 0; ; attempt += 1) {
    const batch = pb.createBatch();
    for (const body of bodies) batch.collection('questions').create(body);
    try {
      const results = await batch.send();
      return results.map((result) => String((result.body as { id?: unknown }).id));
    } catch (error) {
      if (!(error instanceof ClientResponseError && error.status === 429 && attempt < RATE_LIMIT_RETRIES)) throw error;
      await wait(RATE_LIMIT_WAIT_MS);
    }
  }
}

/** Writes the rows without errors and not listed as duplicates, `batchSize` at a time. */
export async function importQuestions(pb: PocketBase, rows: ImportRow[], options: ImportOptions = {}): Promise<ImportReport> {
  const { status = 'draft', batchSize = IMPORT_BATCH_SIZE, duplicates = [], onProgress } = options;
  const createdBy = options.created_by ?? pb.authStore.record?.id;
  const report: ImportReport = { imported: [], skipped: [], failed: [] };
  const duplicateOf = new Map(duplicates.map((d) => [d.index, d]));
  const writable: ImportRow[] = [];
  rows.forEach((row, index) => {
    const duplicate = duplicateOf.get(index);
    if (row.errors.length) report.skipped.push({ row: row.row, reason: IMPORT_MESSAGES.hasErrors(row.errors.map((e) => e.message)) });
    else if (duplicate?.of === 'existing') report.skipped.push({ row: row.row, reason: IMPORT_MESSAGES.duplicateOfExisting });
    else if (duplicate?.of === 'file') report.skipped.push({ row: row.row, reason: IMPORT_MESSAGES.duplicateInFile(rows[duplicate.firstIndex]?.row ?? 0) });
    else writable.push(row);
  });
  let done = 0;
  onProgress?.({ done, total: writable.length });
  for (let start = 0; start < writable.length; start += batchSize) {
    const chunk = writable.slice(start, start + batchSize);
    try {
      const ids = await sendBatch(
        pb,
        chunk.map((row) => ({ ...row.draft, status, created_by: createdBy })),
      );
      chunk.forEach((row, i) => report.imported.push({ row: row.row, id: ids[i] ?? '' }));
    } catch (error) {
      report.failed.push(failureOf(error, chunk));
    }
    done += chunk.length;
    onProgress?.({ done, total: writable.length });
  }
  return report;
}

/**
 * The questions the signed-in user can see with the subjects and grades of `drafts`, as keys for
 * findDuplicates (a creator sees published questions and their own).
 */
export async function fetchExistingQuestions(pb: PocketBase, drafts: QuestionKey[]): Promise<Array<QuestionKey & { id: string }>> {
  const pairs = [...new Map(drafts.filter((d) => d.subject && d.grade).map((d) => [duplicateKey({ ...d, text: '' }), d])).values()];
  if (!pairs.length) return [];
  const filter = pairs.map((d) => pb.filter('(subject = {:subject} && grade = {:grade})', { subject: d.subject, grade: d.grade })).join(' || ');
  return pb.collection('questions').getFullList<QuestionKey & { id: string }>({ filter, fields: 'id,text,subject,grade', batch: 500 });
}
