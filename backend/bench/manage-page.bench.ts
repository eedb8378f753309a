// `pnpm bench:manage`: the creator portal against a real PocketBase with the rate limits of a
// deployment. (1) A creator's bulk import of 1,000 CSV rows, end to end: parse, duplicate check,
// batches of drafts. (2) The manage screen's filtered pages once the creator holds 10,000
// questions, each query asked many times as the screen asks it (a page of 30 with its total).
// Writes its figures into docs/bench.md between the creator-manage markers; a missed target is a
// finding in that report (like the load bench's), a failed request exits 1. Run through tsx
// (Node 20 cannot run TypeScript itself).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { LIST_PAGE_SIZE, SKILLS, TOPICS, type Subject } from 'shared';
import { fetchExistingQuestions, findDuplicates, importQuestions, parseCsv } from 'shared/import';
import fixtures from '../seed/demo/demo.json' with { type: 'json' };
import { startPocketBase } from '../scripts/runner.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPORT = join(ROOT, 'docs', 'bench.md');
const START = '<!-- creator-manage:start -->';
const END = '<!-- creator-manage:end -->';

const IMPORT_ROWS = 1_000;
const IMPORT_TARGET_MS = 10_000;
const QUESTIONS = 10_000;
const PAGE_TARGET_P95_MS = 100;
const RUNS = 150;
const WARM_UP = 15;

const creator = fixtures.creators.find((account) => !account.reviewer)!;
const subjects = Object.keys(TOPICS) as Subject[];
const grades = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6'];
const difficulties = ['beginner', 'intermediate', 'advanced'];
const statuses = ['draft', 'review', 'published'];
const types = ['multiple_choice', 'multiple_choice', 'multiple_choice', 'true_false', 'fill_blank'];
const words = ['apples', 'rivers', 'castles', 'magnets', 'planets', 'verbs', 'fractions', 'maps', 'kings', 'seeds'];

function client(url: string) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

/** A CSV of distinct, valid questions, as a creator would bring in. */
function importCsv(): string {
  const rows = ['question,option_a,option_b,option_c,option_d,correct,explanation,subject,grade,topic,skills,difficulty'];
  for (let n = 0; n < IMPORT_ROWS; n += 1) {
    rows.push(
      `Bench import ${n}: how many is ${n} and ${n + 3}?,${2 * n + 1},${2 * n + 3},${2 * n + 5},${2 * n + 2},b,Add them.,Mathematics,Grade ${1 + (n % 6)},Numbers and Operations,Addition,beginner`,
    );
  }
  return rows.join('\n');
}

/** The body of the n-th question of the bulk load: every subject, grade, type, difficulty and status. */
function loadQuestion(n: number, createdBy: string) {
  const subject = subjects[n % subjects.length]!;
  const type = types[n % types.length]!;
  const base = {
    text: `Question ${n} about ${words[n % words.length]} for ${subject}`,
    type,
    subject,
    grade: grades[Math.floor(n / 5) % grades.length],
    topic: TOPICS[subject][n % TOPICS[subject].length],
    skills: [SKILLS[subject][n % SKILLS[subject].length]],
    difficulty: difficulties[n % difficulties.length],
    estimatedTime: 30 + (n % 10) * 10,
    status: statuses[Math.floor(n / 3) % statuses.length],
    created_by: createdBy,
  };
  if (type === 'multiple_choice') {
    return {
      ...base,
      options: [
        { id: 'a', text: 'One', isCorrect: true },
        { id: 'b', text: 'Two', isCorrect: false },
        { id: 'c', text: 'Three', isCorrect: false },
      ],
    };
  }
  if (type === 'true_false')
    return {
      ...base,
      correctAnswer: 'True',
      options: [
        { id: 'a', text: 'True', isCorrect: true },
        { id: 'b', text: 'False', isCorrect: false },
      ],
    };
  // A fill-in-the-blank marks its blank with three underscores (the editor's and the server's rule).
  return { ...base, text: `${base.text}: ___`, correctAnswer: 'seven' };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** The manage screen's pages, as creator-app's features/questions/api/get-questions.ts asks for them. */
function manageQueries(pb: PocketBase) {
  const page = (label: string, query: Record<string, string | number>) => ({
    label,
    run: () => pb.send<{ totalItems: number }>('/api/creator/questions', { method: 'GET', query: { perPage: LIST_PAGE_SIZE, ...query } }),
  });
  return [
    page('first page, newest first', { page: 1 }),
    page('subject + grade + status, by text, page 2', { subject: 'Science', grade: 'Grade 2', status: 'draft', sort: 'text', page: 2 }),
    page('search "castles" + difficulty, newest first', { q: 'castles', difficulty: 'advanced', page: 1 }),
    page('type + status, by grade, page 10', { type: 'multiple_choice', status: 'published', sort: 'grade', page: 10 }),
    page('every filter at once, by difficulty', {
      subject: 'History',
      grade: 'Grade 4',
      type: 'multiple_choice',
      difficulty: 'beginner',
      status: 'review',
      q: 'kings',
      sort: 'difficulty',
      page: 1,
    }),
  ];
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-manage-pb-'));
  // Not `testing`: the import lives within a deployment's rate limits.
  const server = await startPocketBase({ dataDir, quiet: true });
  try {
    const pb = client(server.url);
    await pb.collection('creators').authWithPassword(creator.email, creator.password);

    // (1) The bulk import, as the screen does it.
    const importStarted = performance.now();
    const { rows } = parseCsv(importCsv());
    const drafts = rows.map((row) => row.draft);
    const duplicates = findDuplicates(drafts, await fetchExistingQuestions(pb, drafts));
    const report = await importQuestions(pb, rows, { duplicates });
    const importMs = performance.now() - importStarted;
    if (report.imported.length !== IMPORT_ROWS)
      throw new Error(
        `The import wrote ${report.imported.length} of ${IMPORT_ROWS} rows: ${JSON.stringify(report.failed[0] ?? report.skipped[0])}`,
      );

    // (2) The rest of the 10,000 questions, written by a superuser in batches (the load is not measured).
    // The rate limiter stays off from here: the pages are asked for faster than one creator would.
    const admin = client(server.url);
    await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
    const settings = await admin.settings.getAll();
    await admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: false } });
    const existing = (await admin.collection('questions').getList(1, 1, { filter: admin.filter('created_by = {:id}', { id: creator.id }) }))
      .totalItems;
    for (let n = existing; n < QUESTIONS; n += 100) {
      const batch = admin.createBatch();
      for (let i = n; i < Math.min(QUESTIONS, n + 100); i += 1) batch.collection('questions').create(loadQuestion(i, creator.id));
      // A refused question is named with the server's reasons, not only "Batch transaction failed.".
      await batch.send().catch((error: { response?: unknown }) => {
        throw new Error(`Questions ${n} to ${n + 99} refused: ${JSON.stringify(error.response)}`);
      });
    }
    const held = (await pb.collection('questions').getList(1, 1, { filter: pb.filter('created_by = {:id}', { id: creator.id }) }))
      .totalItems;

    const results = [];
    for (const query of manageQueries(pb)) {
      for (let i = 0; i < WARM_UP; i += 1) await query.run();
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const page = await query.run();
        times.push(performance.now() - started);
        total = page.totalItems;
      }
      times.sort((a, b) => a - b);
      results.push({ label: query.label, total, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1)! });
    }

    const worstP95 = Math.max(...results.map((result) => result.p95));
    const lines = [
      START,
      '## Creator portal: manage page and bulk import (`pnpm bench:manage`)',
      '',
      `Measured on ${new Date().toISOString().slice(0, 10)} by \`backend/bench/manage-page.bench.ts\`: a fresh PocketBase with the demo data and a deployment's rate limits, the demo creator signed in through the SDK on the same machine (${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end).`,
      '',
      "The import runs under the deployment's rate limits; the pages are then asked for with the rate limiter off (faster than one creator would ask).",
      '',
      '| measure | target | measured | verdict |',
      '|---|---|---|---|',
      `| bulk import of ${IMPORT_ROWS.toLocaleString('en-GB')} CSV rows (parse, duplicate check, ${Math.ceil(IMPORT_ROWS / 100)} batches of drafts) | < ${IMPORT_TARGET_MS / 1000} s | ${(importMs / 1000).toFixed(2)} s | ${importMs < IMPORT_TARGET_MS ? 'within' : '**MISSED**'} |`,
      `| a filtered page of Manage Questions with ${held.toLocaleString('en-GB')} questions of the creator, p95 of the worst query | ≤ ${PAGE_TARGET_P95_MS} ms | ${worstP95.toFixed(1)} ms | ${worstP95 <= PAGE_TARGET_P95_MS ? 'within' : '**MISSED**'} |`,
      '',
      `Each query: ${WARM_UP} warm-up requests, then ${RUNS} timed ones (a page of ${LIST_PAGE_SIZE} with its total, as the screen asks), client-side time.`,
      '',
      '| query | matching questions | p50 | p95 | max |',
      '|---|---|---|---|---|',
      ...results.map((r) => `| ${r.label} | ${r.total} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`),
      END,
    ].join('\n');
    const previous = readFileSync(REPORT, 'utf8');
    const pattern = new RegExp(`${START}[\\s\\S]*?${END}`);
    writeFileSync(REPORT, pattern.test(previous) ? previous.replace(pattern, lines) : `${previous.trimEnd()}\n\n${lines}\n`);
    console.log(lines);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
