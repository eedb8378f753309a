// The writer's promises (every row written or reported, only acknowledged rows counted, a batch
// sent twice never written twice) against a scripted PocketBase: the real SDK talks to a fake
// of the two endpoints the writer uses, answering in the shapes the real server gives (the
// backend's import test holds the writer to the real server, with its real rate limits).
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { importId, importQuestions, retryAfterMs, waitBefore, type ImportProgress, type RetryPolicy } from './write.ts';
import { IMPORT_MESSAGES } from './messages.ts';

const FAST: RetryPolicy = { attempts: 3, firstWaitMs: 1, maxWaitMs: 4, answerTimeoutMs: 2000 };
const AUTHOR = 'creatordemo0001';

const header = 'question,option_a,option_b,correct,subject,grade,skills,difficulty';
const rowsOf = (count: number, text = (n: number) => `Question ${n}?`) =>
  parseCsv(
    [header, ...Array.from({ length: count }, (_, n) => `${text(n)},${n},${n + 1},a,Mathematics,Grade 2,Addition,beginner`)].join('\n'),
  ).rows;

type Body = Record<string, unknown> & { id: string; text: string };
/** What the fake server does with one batch: answer normally, or as scripted. */
type Script = (batch: Body[], server: FakeServer) => 'normal' | Response | 'write-then-drop' | 'drop';

const json = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const batchFailed = (index: number, response: unknown) =>
  json(400, {
    status: 400,
    message: 'Batch transaction failed.',
    data: { requests: { [index]: { code: 'batch_request_failed', message: 'Batch request failed.', response } } },
  });

class FakeServer {
  readonly stored = new Map<string, Body>();
  /** Ids that exist but the author cannot see (someone else's draft). */
  readonly hidden = new Set<string>();
  readonly batches: Body[][] = [];
  lookUps = 0;
  constructor(private readonly script: Script = () => 'normal') {}

  client(): PocketBase {
    const pb = new PocketBase('http://pb.test');
    pb.authStore.save('token', { id: AUTHOR, collectionId: 'pbc_creators', collectionName: 'creators' });
    pb.beforeSend = (url, options) => ({
      url,
      options: { ...options, fetch: (input: RequestInfo | URL, init?: RequestInit) => this.answer(String(input), init) },
    });
    return pb;
  }

  private async answer(url: string, init: RequestInit = {}): Promise<Response> {
    if (url.includes('/api/batch')) {
      const payload = JSON.parse(String((init.body as FormData).get('@jsonPayload'))) as { requests: Array<{ body: Body }> };
      const batch = payload.requests.map((request) => request.body);
      this.batches.push(batch);
      const scripted = this.script(batch, this);
      if (scripted instanceof Response) return scripted;
      if (scripted === 'drop') throw new TypeError('fetch failed');
      const taken = batch.findIndex((body) => this.stored.has(body.id) || this.hidden.has(body.id));
      if (taken >= 0)
        return batchFailed(taken, {
          status: 400,
          message: 'Failed to create record.',
          data: { id: { code: 'validation_not_unique', message: 'Value must be unique.' } },
        });
      for (const body of batch) this.stored.set(body.id, body);
      if (scripted === 'write-then-drop') throw new TypeError('fetch failed');
      return json(
        200,
        batch.map((body) => ({ status: 200, body })),
      );
    }
    const filter = new URL(url).searchParams.get('filter') ?? '';
    this.lookUps += 1;
    const items = [...filter.matchAll(/id = "(\w+)"/g)].flatMap(([, id]) => (id && this.stored.has(id) ? [{ id }] : []));
    return json(200, { page: 1, perPage: 1000, totalItems: items.length, totalPages: 1, items });
  }
}

/** The acknowledged counts the screen would have shown, in order. */
function progressLog() {
  const seen: ImportProgress[] = [];
  return { seen, onProgress: (progress: ImportProgress) => seen.push(progress) };
}

describe('importId', () => {
  it('is a PocketBase id that the same author importing the same question always gets', () => {
    const question = { text: 'What is 2 + 2?', subject: 'Mathematics', grade: 'Grade 1' };
    const id = importId(AUTHOR, question);
    expect(id).toMatch(/^[a-z0-9]{15}$/);
    expect(importId(AUTHOR, { ...question, text: '  what is 2 +  2? ' })).toBe(id);
    expect(importId('someoneelse0001', question)).not.toBe(id);
    expect(importId(AUTHOR, { ...question, grade: 'Grade 2' })).not.toBe(id);
    const ids = new Set(Array.from({ length: 20_000 }, (_, n) => importId(AUTHOR, { ...question, text: `Question ${n}?` })));
    expect(ids.size).toBe(20_000);
  });
});

describe('waiting before a batch is sent again', () => {
  it('doubles from the first wait up to the longest, or takes the Retry-After the server sends', () => {
    const policy: RetryPolicy = { attempts: 8, firstWaitMs: 1000, maxWaitMs: 30_000, answerTimeoutMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => waitBefore(n, policy))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(waitBefore(1, policy, 7000)).toBe(7000);
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 25 Nov 2026 18:00:10 GMT', Date.parse('Wed, 25 Nov 2026 18:00:00 GMT'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});

describe('importQuestions', () => {
  it('sends a batch refused for load again (429, a 429 inside the batch, a 503) and counts only what was acknowledged', async () => {
    let answers = 0;
    const server = new FakeServer(() => {
      answers += 1;
      if (answers === 2) return json(429, { status: 429, message: 'Too Many Requests.', data: {} });
      if (answers === 3) return batchFailed(40, { status: 429, message: 'Too Many Requests.', data: {} });
      if (answers === 5) return json(503, { status: 503, message: 'Service Unavailable.', data: {} });
      return 'normal';
    });
    const rows = rowsOf(250);
    const { seen, onProgress } = progressLog();
    const report = await importQuestions(server.client(), rows, { onProgress, retry: FAST });
    expect(report.imported).toHaveLength(250);
    expect(report.failed).toEqual([]);
    expect(report.unfinished).toBeNull();
    expect(server.stored.size).toBe(250);
    // 100, refused twice then 100, refused once then 50: never more than the server acknowledged.
    expect(seen.filter((p) => p.retryInMs === undefined).map((p) => p.done)).toEqual([0, 100, 100, 100, 200, 200, 250]);
    expect(seen.filter((p) => p.retryInMs !== undefined).map((p) => [p.done, p.retryInMs])).toEqual([
      [100, 1],
      [100, 2],
      [200, 1],
    ]);
  });

  it('takes a batch whose answer was lost after the server wrote it as written, once: nothing is written twice', async () => {
    let answers = 0;
    const server = new FakeServer(() => (++answers === 2 ? 'write-then-drop' : 'normal'));
    const rows = rowsOf(300);
    const { seen, onProgress } = progressLog();
    const report = await importQuestions(server.client(), rows, { onProgress, retry: FAST });
    expect(report.imported.map((r) => r.row)).toEqual(rows.map((r) => r.row));
    expect(server.stored.size).toBe(300);
    // The lost batch was looked up (its 100 ids, 50 at a time), not sent again.
    expect(server.lookUps).toBe(2);
    expect(server.batches).toHaveLength(3);
    expect(Math.max(...seen.map((p) => p.done))).toBe(300);
  });

  it('sends a batch whose answer was lost before the server wrote it again', async () => {
    let answers = 0;
    const server = new FakeServer(() => (++answers === 1 ? 'drop' : 'normal'));
    const report = await importQuestions(server.client(), rowsOf(120), { retry: FAST });
    expect(report.imported).toHaveLength(120);
    expect(server.stored.size).toBe(120);
    expect(server.batches.map((batch) => batch.length)).toEqual([100, 100, 20]);
  });

  it("reports a row refused for its content with its row and the server's words, and writes the rest of its batch", async () => {
    const server = new FakeServer((batch) => {
      const index = batch.findIndex((body) => body.text.includes('7?'));
      return index < 0
        ? 'normal'
        : batchFailed(index, {
            status: 400,
            message: 'Failed to create record.',
            data: { skills: { code: 'validation_invalid_skills', message: 'Please select at least one skill.' } },
          });
    });
    const rows = rowsOf(30);
    const report = await importQuestions(server.client(), rows, { retry: FAST });
    // Questions 7 and 17 and 27 (rows 9, 19, 29) were refused, one at a time.
    expect(report.failed).toEqual(
      [9, 19, 29].map((row) => ({
        rows: [row],
        message: 'Failed to create record.',
        errors: [{ row, field: 'skills', message: 'Please select at least one skill' }],
      })),
    );
    expect(report.imported).toHaveLength(27);
    expect(server.stored.size).toBe(27);
  });

  it('never counts a row whose id the server holds for a question the author cannot see', async () => {
    const server = new FakeServer();
    const rows = rowsOf(3);
    server.hidden.add(importId(AUTHOR, rows[1]!.draft));
    const report = await importQuestions(server.client(), rows, { retry: FAST });
    expect(report.imported.map((r) => r.row)).toEqual([2, 4]);
    expect(report.failed).toEqual([
      { rows: [3], message: IMPORT_MESSAGES.idTaken, errors: [{ row: 3, field: 'id', message: IMPORT_MESSAGES.idTaken }] },
    ]);
  });

  it('stops after the batch being written when asked; the same rows imported again write only what is missing', async () => {
    const stop = new AbortController();
    let answers = 0;
    const server = new FakeServer(() => {
      answers += 1;
      // The author presses Stop while the second batch is on its way: it is still awaited and counted.
      if (answers === 2) stop.abort();
      return 'normal';
    });
    const rows = rowsOf(450);
    const first = await importQuestions(server.client(), rows, { signal: stop.signal, retry: FAST });
    expect(first.imported).toHaveLength(200);
    expect(first.unfinished).toEqual({ rows: rows.slice(200).map((r) => r.row), stopped: true, message: '' });
    expect(server.stored.size).toBe(200);

    // Again with the same file, without even the preview's duplicate check: the ids say what is there.
    const second = await importQuestions(server.client(), rows, { retry: FAST });
    expect(second.imported.map((r) => r.row)).toEqual(rows.map((r) => r.row));
    expect(second.unfinished).toBeNull();
    expect(server.stored.size).toBe(450);
  });

  it('stops when the server stays unreachable, listing every row not written', async () => {
    let answers = 0;
    const server = new FakeServer(() => (++answers === 1 ? 'normal' : 'drop'));
    const rows = rowsOf(250);
    const report = await importQuestions(server.client(), rows, { retry: FAST });
    expect(report.imported).toHaveLength(100);
    expect(report.unfinished?.rows).toEqual(rows.slice(100).map((r) => r.row));
    expect(report.unfinished?.stopped).toBe(false);
    expect(report.unfinished?.message).toMatch(/connection|reach/i);
    // The first send and FAST.attempts more, each followed by a look-up since the server may have written it.
    expect(server.batches).toHaveLength(1 + 1 + FAST.attempts);
  });
});
