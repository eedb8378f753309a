// The question importer (shared/src/import) against a real PocketBase with the rate limits of a
// real deployment: batches of drafts land whole, a batch with one row the server refuses writes
// nothing, duplicates of existing questions are skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/src/domain/index.ts';
import { IMPORT_BATCH_SIZE, IMPORT_MESSAGES, fetchExistingQuestions, findDuplicates, importQuestions, parseCsv } from 'shared/import';
import type { ImportRow } from 'shared/import';
import { startPocketBase } from '../scripts/runner.mjs';
import { fixtures } from './actors.ts';

const demoCreator = fixtures.creators.find((c) => !c.reviewer)!;
const header = 'question,option_a,option_b,option_c,correct,explanation,subject,grade,topic,skills,difficulty';
const csvRow = (n: number) => `Import check ${n}: what is ${n} + 1?,${n},${n + 1},${n + 2},b,One more than ${n}.,Mathematics,Grade 2,Numbers and Operations,Addition,beginner`;
const csv = (numbers: number[]) => [header, ...numbers.map(csvRow)].join('\n');

let server: Awaited<ReturnType<typeof startPocketBase>>;
let dataDir: string;
let admin: PocketBase;
let creator: PocketBase;

const client = () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
};
const countImported = async () => (await admin.collection('questions').getList(1, 1, { filter: 'text ~ "Import check"' })).totalItems;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backend-import-pb-'));
  // Not `testing`: the rate limits are those of a deployment, which an import must live within.
  server = await startPocketBase({ dataDir, quiet: true });
  admin = client();
  await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
  creator = client();
  await creator.collection('creators').authWithPassword(demoCreator.email, demoCreator.password);
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('importing questions in batches', () => {
  it('a creator imports 150 drafts in two batches under the normal rate limits, as their own drafts', async () => {
    const { rows } = parseCsv(csv(Array.from({ length: 150 }, (_, i) => i)));
    const progress: Array<{ done: number; total: number }> = [];
    const report = await importQuestions(creator, rows, { onProgress: (p) => progress.push(p) });
    expect(report.failed).toEqual([]);
    expect(report.skipped).toEqual([]);
    expect(report.imported.map((r) => r.row)).toEqual(rows.map((r) => r.row));
    expect(progress).toEqual([
      { done: 0, total: 150 },
      { done: IMPORT_BATCH_SIZE, total: 150 },
      { done: 150, total: 150 },
    ]);
    const stored = await admin.collection('questions').getOne(report.imported[149]!.id);
    expect(stored).toMatchObject({
      text: 'Import check 149: what is 149 + 1?',
      status: 'draft',
      created_by: demoCreator.id,
      skills: ['Addition'],
      estimatedTime: 30,
      options: [
        { id: 'a', text: '149', isCorrect: false },
        { id: 'b', text: '150', isCorrect: true },
        { id: 'c', text: '151', isCorrect: false },
      ],
    });
    expect(await countImported()).toBe(150);
  });

  it('a batch with one row the server refuses writes none of its rows, and says which row and why', async () => {
    const before = await countImported();
    const { rows } = parseCsv(csv([1000, 1001, 1002]));
    // As if a client skipped the checks: the server's own validation must stop the batch.
    const tampered: ImportRow[] = rows.map((row, i) => (i === 1 ? { ...row, draft: { ...row.draft, skills: [] } } : row));
    const report = await importQuestions(creator, tampered);
    expect(report.imported).toEqual([]);
    expect(report.failed).toEqual([{ rows: [2, 3, 4], message: 'Batch transaction failed.', errors: [{ row: 3, field: 'skills', message: MESSAGES.skill }] }]);
    expect(await countImported()).toBe(before);
  });

  it('a creator cannot publish through a batch', async () => {
    const report = await importQuestions(creator, parseCsv(csv([2000])).rows, { status: 'published' });
    expect(report.failed[0]?.errors).toEqual([{ row: 2, field: 'status', message: 'New items start as a draft or in review; a reviewer publishes them' }]);
  });

  it('rows with errors and duplicates are skipped with the reason', async () => {
    const fixture = fixtures.questions[0]!;
    const text = [
      header,
      csvRow(3000),
      `"${fixture.text}",1,2,3,a,,${fixture.subject},${fixture.grade},,Addition,beginner`,
      csvRow(3000),
      csvRow(3001).replace('Addition', 'Spelling'),
    ].join('\n');
    const { rows } = parseCsv(text);
    const existing = await fetchExistingQuestions(creator, rows.map((r) => r.draft));
    const report = await importQuestions(creator, rows, { duplicates: findDuplicates(rows.map((r) => r.draft), existing) });
    expect(report.imported.map((r) => r.row)).toEqual([2]);
    expect(report.skipped).toEqual([
      { row: 3, reason: IMPORT_MESSAGES.duplicateOfExisting },
      { row: 4, reason: IMPORT_MESSAGES.duplicateInFile(2) },
      { row: 5, reason: IMPORT_MESSAGES.hasErrors(['Not a skill of Mathematics: Spelling']) },
    ]);
  });

  it('the server takes batches of exactly IMPORT_BATCH_SIZE requests, and no more', async () => {
    const ids = (await admin.collection('questions').getFullList({ filter: 'text ~ "Import check"', fields: 'id' })).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(IMPORT_BATCH_SIZE);
    const tooBig = admin.createBatch();
    for (const id of ids.slice(0, IMPORT_BATCH_SIZE + 1)) tooBig.collection('questions').delete(id);
    await expect(tooBig.send()).rejects.toMatchObject({ status: 400 });
    const full = admin.createBatch();
    for (const id of ids.slice(0, IMPORT_BATCH_SIZE)) full.collection('questions').delete(id);
    expect(await full.send()).toHaveLength(IMPORT_BATCH_SIZE);
  });
});
