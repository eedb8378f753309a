// Writes checked drafts through PocketBase's batch API (one transaction per batch) so that every
// row ends up written or reported, never lost:
// - only what the server acknowledged counts as written (and as progress);
// - a row the server refuses for its content is reported with the server's words, and the rest of
//   its batch is sent again without it;
// - a batch refused for load (429, a 429 inside the batch, 5xx, no answer) is sent again after a
//   wait that grows, or the wait the server names in Retry-After;
// - every question gets an id made from its author and its content (importId): a batch sent twice,
//   because its answer was lost after the server wrote it, cannot write its rows twice, since the
//   primary key refuses the second copy. Before sending such a batch again the writer asks which of
//   its rows are there, and counts those as written.
// An import that stops (the author's Stop, a server that stays unreachable) says which rows were
// not written; choosing the same file again writes only those (docs/backend.md, "Bulk import").
import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';
import type { ContentStatus } from '../domain/index.ts';
import type { ImportRow, QuestionDraft, RowError } from './draft.ts';
import { duplicateKey } from './duplicates.ts';
import type { Duplicate, QuestionKey } from './duplicates.ts';
import { describeError, fieldMessage } from '../errors.ts';
import { IMPORT_MESSAGES } from './messages.ts';

/** The server's batch.maxRequests (backend/pb_migrations/1763780610_enable_batch.js). */
export const IMPORT_BATCH_SIZE = 100;

export interface RetryPolicy {
  /** Refusals in a row (429, 5xx, no answer) after which the import stops; any acknowledged batch starts the count again. */
  attempts: number;
  /** The first wait; each refusal in a row doubles it, up to maxWaitMs. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A batch unanswered for this long is taken as lost (the server gives a batch 10 s). */
  answerTimeoutMs: number;
}

/**
 * The deployment's limits (1763780300, 1763780610) are a fixed window: 2,000 created questions per
 * 10 s and 3 batches per second per address. Waits of 1, 2, 4 and 8 s outlast a window; eight
 * refusals in a row (about two minutes) mean the server is down rather than busy.
 */
export const IMPORT_RETRY: RetryPolicy = { attempts: 8, firstWaitMs: 1000, maxWaitMs: 30_000, answerTimeoutMs: 60_000 };

/** PocketBase's filter is at most 3,500 characters: the ids of a lost batch are looked up this many at a time. */
const IDS_PER_LOOKUP = 50;

export interface ImportProgress {
  /** Rows the server acknowledged. */
  done: number;
  total: number;
  /** Set while the writer waits before sending a refused batch again. */
  retryInMs?: number;
}

export interface ImportOptions {
  /** `draft` from the screen; the seed writes `published` as a superuser. */
  status?: ContentStatus;
  /** The author; the signed-in creator when left out. */
  created_by?: string;
  batchSize?: number;
  /** Rows that repeat a question (from findDuplicates over the same rows): skipped. */
  duplicates?: Duplicate[];
  onProgress?: (progress: ImportProgress) => void;
  /** Stops the import after the batch being written (its answer is awaited, so that it is counted right). */
  signal?: AbortSignal;
  retry?: RetryPolicy;
}

export interface ImportReport {
  imported: Array<{ row: number; id: string }>;
  skipped: Array<{ row: number; reason: string }>;
  /** Rows the server refused for their content, with its words; the other rows of their batch were sent again. */
  failed: Array<{ rows: number[]; message: string; errors: RowError[] }>;
  /** Rows not written because the import stopped before them: the same file imported again writes them. */
  unfinished: { rows: number[]; stopped: boolean; message: string } | null;
}

/** What a refused batch asks of the writer. */
type Refusal =
  /** The row at `index` is refused for its content: report it, send the others again. */
  | { kind: 'row'; index: number; message: string; fields: Record<string, string> }
  /** The row at `index` has an id the server already holds: it may be this import's own, written by a batch whose answer was lost. */
  | { kind: 'taken'; index: number }
  /** Nothing was refused for its content: wait and send again. `unsure`: the server may have written the batch. */
  | { kind: 'again'; unsure: boolean; waitMs: number | undefined; message: string }
  /** Sending again cannot help (signed out, batches off): stop. */
  | { kind: 'stop'; message: string };

interface Pending {
  row: ImportRow;
  id: string;
  body: Record<string, unknown>;
}

/** 53 bits of a string, seeded (cyrb53, a fast non-cryptographic hash). */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The id an imported question is written under: the same author importing the same question
 * (text, subject and grade, as duplicateKey compares them) always gets the same id, a valid
 * PocketBase id (15 characters of a-z and 0-9, about 77 bits).
 */
export function importId(createdBy: string, question: QuestionKey): string {
  const key = JSON.stringify([createdBy, duplicateKey(question)]);
  const part = (seed: number) => hash53(key, seed).toString(36).padStart(11, '0');
  return (part(1) + part(2)).slice(0, 15);
}

/** Retry-After as seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A Retry-After longer than this is taken as this: the author sees the wait and may stop. */
const LONGEST_SERVER_WAIT_MS = 5 * 60_000;

/** How long to wait before the `failures`-th attempt in a row: Retry-After when the server names it, else doubling waits. */
export function waitBefore(failures: number, retry: RetryPolicy, serverWaitMs?: number): number {
  if (serverWaitMs !== undefined) return Math.min(serverWaitMs, LONGEST_SERVER_WAIT_MS);
  return Math.min(retry.firstWaitMs * 2 ** (failures - 1), retry.maxWaitMs);
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Sorts out why a batch (or a look-up) failed; `serverWaitMs` from the answer's Retry-After. */
function refusalOf(error: unknown, count: number, serverWaitMs: number | undefined): Refusal {
  if (!(error instanceof ClientResponseError)) return { kind: 'stop', message: describeError(error) };
  const message = describeError(error);
  // No answer (the connection dropped, or our time-out): the server may have written it all.
  if (error.isAbort || error.status === 0) return { kind: 'again', unsure: true, waitMs: serverWaitMs, message };
  if (error.status === 429) return { kind: 'again', unsure: false, waitMs: serverWaitMs, message };
  // A proxy's 502 or 504 may come after the server wrote the batch.
  if (error.status >= 500) return { kind: 'again', unsure: true, waitMs: serverWaitMs, message };
  if (error.status !== 400) return { kind: 'stop', message };
  const requests = isRecord(error.response?.['data']) ? error.response['data']['requests'] : undefined;
  const [entry] = isRecord(requests) ? Object.entries(requests) : [];
  // A batch refused as a whole (its 10 s ran out, or the connection broke): rolled back, nothing written.
  if (!entry) return { kind: 'again', unsure: false, waitMs: serverWaitMs, message };
  const index = Number(entry[0]);
  const response = isRecord(entry[1]) && isRecord(entry[1]['response']) ? entry[1]['response'] : {};
  const status = Number(response['status']);
  // The create limit reached inside the batch: PocketBase answers 400 for the batch, 429 for the row.
  if (status === 429 || status >= 500)
    return {
      kind: 'again',
      unsure: false,
      waitMs: serverWaitMs,
      message: describeError(new ClientResponseError({ status, data: response })),
    };
  if (!Number.isInteger(index) || index < 0 || index >= count) return { kind: 'stop', message };
  const data = isRecord(response['data']) ? response['data'] : {};
  const id = data['id'];
  if (isRecord(id) && id['code'] === 'validation_not_unique') return { kind: 'taken', index };
  const fields: Record<string, string> = {};
  for (const [field, detail] of Object.entries(data)) fields[field] = fieldMessage(String(isRecord(detail) ? detail['message'] : detail));
  return { kind: 'row', index, message: String(response['message'] ?? message), fields };
}

/** Sends one batch of creates; its Retry-After, if refused. */
async function send(
  pb: PocketBase,
  bodies: Array<Record<string, unknown>>,
  timeoutMs: number,
): Promise<{ error?: unknown; serverWaitMs?: number }> {
  const batch = pb.createBatch();
  for (const body of bodies) batch.collection('questions').create(body);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  let retryAfter: string | null = null;
  try {
    await batch.send({
      // Our own signal (the time-out), never the SDK's auto-cancellation: a batch must not be cancelled by another request.
      requestKey: null,
      signal: timeout.signal,
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        retryAfter = response.headers.get('Retry-After');
        return response;
      },
    });
    return {};
  } catch (error) {
    return { error, serverWaitMs: retryAfterMs(retryAfter) };
  } finally {
    clearTimeout(timer);
  }
}

/** Which of these ids the server holds (and the author can see). */
async function written(pb: PocketBase, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += IDS_PER_LOOKUP) {
    const filter = ids
      .slice(start, start + IDS_PER_LOOKUP)
      .map((id) => pb.filter('id = {:id}', { id }))
      .join(' || ');
    const records = await pb.collection('questions').getFullList<{ id: string }>({ filter, fields: 'id', requestKey: null });
    for (const record of records) found.add(record.id);
  }
  return found;
}

interface Writer {
  pb: PocketBase;
  report: ImportReport;
  retry: RetryPolicy;
  signal: AbortSignal | undefined;
  progress: (retryInMs?: number) => void;
}

/**
 * Writes one batch until every row of it is acknowledged or reported; null when done, else why the
 * import must stop (the rows still pending are then unfinished).
 */
async function writeBatch(writer: Writer, batch: Pending[]): Promise<{ message: string; pending: Pending[] } | null> {
  const { pb, report, retry, signal } = writer;
  let pending = batch;
  let failures = 0;
  let lookUp = false;
  /** Ids the server called taken, to look up. */
  const suspects = new Set<string>();
  /** Ids the server called taken that a look-up made afterwards did not find: someone else's, never acknowledged. */
  const strangers = new Set<string>();
  const acknowledge = (rows: Pending[]) => {
    for (const item of rows) report.imported.push({ row: item.row.row, id: item.id });
    if (rows.length) {
      failures = 0;
      writer.progress();
    }
  };
  /** Waits before trying again; false when the server stayed unreachable too long or the author stopped. */
  const waitAgain = async (refusal: Extract<Refusal, { kind: 'again' }>) => {
    failures += 1;
    if (failures > retry.attempts) return false;
    const ms = waitBefore(failures, retry, refusal.waitMs);
    writer.progress(ms);
    await pause(ms, signal);
    writer.progress();
    return !signal?.aborted;
  };

  while (pending.length) {
    if (signal?.aborted) return { message: '', pending };
    if (lookUp) {
      try {
        const found = await written(
          pb,
          pending.map((item) => item.id),
        );
        for (const id of suspects) if (!found.has(id)) strangers.add(id);
        suspects.clear();
        acknowledge(pending.filter((item) => found.has(item.id)));
        pending = pending.filter((item) => !found.has(item.id));
        lookUp = false;
      } catch (error) {
        const refusal = refusalOf(error, 0, undefined);
        if (refusal.kind !== 'again') return { message: describeError(error), pending };
        if (!(await waitAgain(refusal))) return { message: signal?.aborted ? '' : refusal.message, pending };
      }
      continue;
    }
    const { error, serverWaitMs } = await send(
      pb,
      pending.map((item) => item.body),
      retry.answerTimeoutMs,
    );
    if (!error) {
      acknowledge(pending);
      return null;
    }
    const refusal = refusalOf(error, pending.length, serverWaitMs);
    if (refusal.kind === 'row' || (refusal.kind === 'taken' && strangers.has(pending[refusal.index]!.id))) {
      const item = pending[refusal.index]!;
      const fields = refusal.kind === 'row' ? refusal.fields : { id: IMPORT_MESSAGES.idTaken };
      const errors = Object.entries(fields).map(([field, message]) => ({ row: item.row.row, field, message }));
      report.failed.push({
        rows: [item.row.row],
        message: refusal.kind === 'row' ? refusal.message : IMPORT_MESSAGES.idTaken,
        errors: errors.length
          ? errors
          : [{ row: item.row.row, field: '', message: refusal.kind === 'row' ? refusal.message : IMPORT_MESSAGES.idTaken }],
      });
      pending = pending.filter((other) => other !== item);
    } else if (refusal.kind === 'taken') {
      suspects.add(pending[refusal.index]!.id);
      lookUp = true;
    } else if (refusal.kind === 'again') {
      if (!(await waitAgain(refusal))) return { message: signal?.aborted ? '' : refusal.message, pending };
      lookUp = refusal.unsure;
    } else {
      return { message: refusal.message, pending };
    }
  }
  return null;
}

/** The most picture bytes one batch carries: the apps' servers take an importer's batch of up to 8 MB. */
export const IMPORT_BATCH_PICTURE_BYTES = 6 * 1024 * 1024;

/** Rows in batches of `size`, a batch closed early when its pictures would pass IMPORT_BATCH_PICTURE_BYTES. */
function inBatches(rows: ImportRow[], size: number): ImportRow[][] {
  const batches: ImportRow[][] = [];
  let current: ImportRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const picture = row.picture?.bytes.length ?? 0;
    if (current.length >= size || (current.length && bytes + picture > IMPORT_BATCH_PICTURE_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += picture;
  }
  if (current.length) batches.push(current);
  return batches;
}

/** Writes the rows without errors and not listed as duplicates, `batchSize` at a time. */
export async function importQuestions(pb: PocketBase, rows: ImportRow[], options: ImportOptions = {}): Promise<ImportReport> {
  const { status = 'draft', batchSize = IMPORT_BATCH_SIZE, duplicates = [], onProgress, signal, retry = IMPORT_RETRY } = options;
  const createdBy = options.created_by ?? pb.authStore.record?.id ?? '';
  const report: ImportReport = { imported: [], skipped: [], failed: [], unfinished: null };
  const duplicateOf = new Map(duplicates.map((d) => [d.index, d]));
  const writable: ImportRow[] = [];
  rows.forEach((row, index) => {
    const duplicate = duplicateOf.get(index);
    if (row.errors.length) report.skipped.push({ row: row.row, reason: IMPORT_MESSAGES.hasErrors(row.errors.map((e) => e.message)) });
    else if (duplicate?.of === 'existing') report.skipped.push({ row: row.row, reason: IMPORT_MESSAGES.duplicateOfExisting });
    else if (duplicate?.of === 'file')
      report.skipped.push({ row: row.row, reason: IMPORT_MESSAGES.duplicateInFile(rows[duplicate.firstIndex]?.row ?? 0) });
    else writable.push(row);
  });
  const total = writable.length;
  const writer: Writer = {
    pb,
    report,
    retry,
    signal,
    progress: (retryInMs) => onProgress?.({ done: report.imported.length, total, ...(retryInMs === undefined ? {} : { retryInMs }) }),
  };
  writer.progress();
  const pendingOf = (row: ImportRow): Pending => {
    const draft: QuestionDraft = row.draft;
    const id = importId(createdBy, draft);
    const picture = row.picture
      ? { images: new File([Uint8Array.from(row.picture.bytes)], row.picture.name, { type: row.picture.type }) }
      : {};
    return { row, id, body: { ...draft, ...picture, id, status, created_by: createdBy } };
  };
  const batches = inBatches(writable, batchSize);
  for (const [index, batch] of batches.entries()) {
    const rest = () => batches.slice(index + 1).flatMap((later) => later.map((row) => row.row));
    if (signal?.aborted) {
      report.unfinished = { rows: [...batch.map((row) => row.row), ...rest()], stopped: true, message: '' };
      break;
    }
    const stopped = await writeBatch(writer, batch.map(pendingOf));
    if (stopped) {
      report.unfinished = {
        rows: [...stopped.pending.map((item) => item.row.row), ...rest()],
        stopped: Boolean(signal?.aborted),
        message: stopped.message,
      };
      break;
    }
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
  const filter = pairs
    .map((d) => pb.filter('(subject = {:subject} && grade = {:grade})', { subject: d.subject, grade: d.grade }))
    .join(' || ');
  return pb
    .collection('questions')
    .getFullList<QuestionKey & { id: string }>({ filter, fields: 'id,text,subject,grade', batch: 500, requestKey: null });
}
