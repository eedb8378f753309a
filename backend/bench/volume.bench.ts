// `pnpm bench:volume`: the reads and writes of every screen, measured with autocannon at 50
// connections, once on a school year of families (bench/volume/generate.js, built once and reused
// while the migrations, the hooks' code and the generator stay the same) and once on the demo data.
// Every list is the request the app sends (shared/src/screen-reads.ts and getOwnContent, recorded
// as the SDK sends them); each run cycles through many families, children or pairs, never one.
// Writes its block of docs/bench.md and exits 1 when a budget of docs/bench.md, "Volume", is missed or a request
// fails. Run through tsx (Node 20 cannot run TypeScript itself).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase, { type SendOptions } from 'pocketbase';
import {
  getOwnContent,
  readChildAssignments,
  readChildResults,
  readChildren,
  readFamilyResults,
  readOpenAttempts,
  readParentAssignments,
  type OwnContentParams,
  type TypedPocketBase,
} from 'shared';
import type { ReviewStatus } from 'shared/api';
import { pb as portalClient } from 'shared/session';
import { PRIVACY_POLICY_VERSION } from '../../shared/src/domain/index.ts';
import fixtures from '../seed/demo/demo.json' with { type: 'json' };
import { behindTheApps, startPocketBase } from '../scripts/runner.mjs';
import { buildVolumeData } from './volume/build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPORT = join(ROOT, 'docs', 'bench.md');
const START = '<!-- volume:start -->';
const END = '<!-- volume:end -->';
const VOLUME_DIR = process.env['VOLUME_DATA_DIR'] ?? join(tmpdir(), 'mcq-volume-data');
const SCALE = Number(process.env['VOLUME_SCALE'] ?? 1);
const CONNECTIONS = 50;
const SECONDS = Number(process.env['VOLUME_SECONDS'] ?? 8);
const SAMPLE = 200;
const ANSWERING = 500;
const ANSWER_EVERY_MS = 2000;
const ANSWER_SECONDS = 20;
/** The longest the bench waits for the weekly summaries of the volume data's families. */
const SUMMARY_WAIT_MS = 30 * 60 * 1000;
/** `VOLUME_ONLY=summaries`: the answers during the weekly summaries alone, on the volume data, printed and not written to docs/bench.md. */
const ONLY_SUMMARIES = process.env['VOLUME_ONLY'] === 'summaries';

const BUDGETS = { familyP95: 30, submitP95: 40, creatorP95: 150, manageP95: 100, answerP99: 100, ratio: 1.5 };
/**
 * The pace of each budget's run: the requests sent at a steady rate over 50 connections (paced), so
 * that the latency measured is the server's, not a queue of the bench's making (with every connection
 * sending as fast as it can, latency is only connections divided by throughput; that is measured
 * apart, "flat out", for docs/capacity.md). Each pace is above what one node sees at the evening peak
 * of 10,000 families (docs/capacity.md: 3,000 children in a quiz, one answer every 10 s each, a quiz
 * lasting about 2 minutes): a child's dashboard read 50 a second at the peak, 100 here; a parent's
 * under 1 a second, 100 here; quiz starts 25 a second, 40 here (each start writes the attempt and
 * its question rows: about 100 a second flat out at volume); submits as many as starts at the peak,
 * 20 a second here for 20 s, each a quiz of its own (its result, tallies and notifications);
 * answers as the issue sets them, 500 children answering every 2 s (the peak's 300 a second is under
 * the answers' flat-out figure).
 */
const RATE: Record<Measure['group'], number> = {
  parent: 100,
  child: 100,
  quiz: 40,
  review: 40,
  submit: 20,
  creator: 20,
  manage: 50,
  answers: 250,
};
/** Measured flat out as well, for the capacity figures. */
const SATURATED: ReadonlySet<Measure['group']> = new Set(['child', 'quiz', 'answers']);

type Recorded = { method: string; path: string; headers: Record<string, string>; body?: string };
type Measure = {
  label: string;
  group: 'parent' | 'child' | 'quiz' | 'review' | 'submit' | 'creator' | 'manage' | 'answers';
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  requests: number;
  failed: number;
  /** Requests a second with every connection sending as fast as it can, where measured. */
  saturated?: number;
  /** The machine's load average (1 minute) when the figure was taken: a busy machine's figure says so. */
  load: number;
  /** PocketBase's own CPU time (user + system) over the paced run, per request: what a busy machine does not stretch. */
  cpuMs: number;
};

/** The PocketBase process being measured (set by serve). */
let serverPid = 0;
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** A process's CPU time so far (user + system), in ms, from /proc/<pid>/stat (fields 14 and 15). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;

/**
 * A family's own address, as PocketBase sees it behind the apps' proxy (X-Forwarded-For, trusted as
 * in a deployment): each home is its own client to the rate limiter and to PocketBase's throttle of
 * filtered lists that find nothing (at most 3 such lists in 3 s per address and collection, then a
 * random wait of up to 500 ms; a child's dashboard with no quiz left open is one).
 */
const homes = new Map<string, string>();
function homeOf(familyId: string): Record<string, string> {
  if (!homes.has(familyId)) {
    const n = homes.size + 1;
    homes.set(familyId, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
  }
  return { 'x-forwarded-for': homes.get(familyId)! };
}
const fromHome = (request: Recorded, familyId: string): Recorded => ({ ...request, headers: { ...request.headers, ...homeOf(familyId) } });

function client(url: string, token = ''): TypedPocketBase {
  const pb = new PocketBase(url) as TypedPocketBase;
  pb.autoCancellation(false);
  if (token) pb.authStore.save(token, null);
  return pb;
}

/**
 * Sends `read` once through `pb`, recording the request (path with its query, headers, body) as the
 * SDK sent it: its fetch is wrapped, since the SDK adds the query to the address after beforeSend.
 */
async function recordOn<C extends PocketBase>(pb: C, read: (pb: C) => Promise<unknown>): Promise<Recorded> {
  let sent: Recorded | undefined;
  pb.beforeSend = (address: string, options: SendOptions) => ({
    url: address,
    options: {
      ...options,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const target = new URL(String(input));
        const headers: Record<string, string> = {};
        for (const [name, value] of new Headers(init?.headers).entries()) headers[name] = value;
        sent = {
          method: init?.method ?? 'GET',
          path: target.pathname + target.search,
          headers,
          ...(typeof init?.body === 'string' ? { body: init.body } : {}),
        };
        return fetch(input, init);
      },
    },
  });
  try {
    await read(pb);
  } finally {
    pb.beforeSend = undefined;
  }
  if (!sent) throw new Error('The read sent no request.');
  return sent;
}

const record = (url: string, token: string, read: (pb: TypedPocketBase) => Promise<unknown>) => recordOn(client(url, token), read);

/** The creator portal's lists go through the portal's own client (getOwnContent), pointed at this server for the recording. */
function recordOwnContent(url: string, token: string, params: OwnContentParams): Promise<Recorded> {
  portalClient.baseURL = url;
  portalClient.authStore.save(token, null);
  return recordOn(portalClient, () => getOwnContent('questions', params));
}

/** autocannon over the requests in turn; latencies of every response, measured by autocannon's clients. */
function load(url: string, requests: Recorded[], options: { connections?: number; seconds?: number } = {}) {
  const latencies: number[] = [];
  let next = 0;
  return new Promise<{ latencies: number[]; result: autocannon.Result }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections ?? CONNECTIONS,
        duration: options.seconds ?? SECONDS,
        requests: [
          {
            setupRequest: (request) => {
              const chosen = requests[next % requests.length]!;
              next += 1;
              return {
                ...request,
                method: chosen.method as 'GET',
                path: chosen.path,
                headers: chosen.headers,
                ...(chosen.body ? { body: chosen.body } : {}),
              };
            },
          },
        ],
        setupClient: (c) => {
          c.on('response', (_status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
        },
      },
      (error, result) => (error ? reject(error) : resolve({ latencies, result })),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * The requests in turn at a steady pace (request n sent at n / rate seconds) over at most
 * `connections` kept-alive connections, for `seconds`. autocannon's own pace (overallRate) sends
 * each second's requests in one burst at the start of the second, so its latencies are the burst's
 * queue. A request is timed from the moment it was due, so a server that falls behind shows it.
 */
function paced(url: string, requests: Recorded[], options: { connections: number; seconds: number; rate: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.seconds * options.rate);
  const latencies: number[] = [];
  let failed = 0;
  let settled = 0;
  const start = performance.now();
  return new Promise<{ latencies: number[]; failed: number; perSecond: number }>((resolve) => {
    const settle = () => {
      settled += 1;
      if (settled < total) return;
      agent.destroy();
      resolve({ latencies, failed, perSecond: total / ((performance.now() - start) / 1000) });
    };
    const send = (n: number) => {
      const due = start + (n * 1000) / options.rate;
      const chosen = requests[n % requests.length]!;
      const headers = { ...chosen.headers, ...(chosen.body ? { 'content-length': String(Buffer.byteLength(chosen.body)) } : {}) };
      let done = false;
      const finish = (ok: boolean) => {
        if (done) return;
        done = true;
        if (ok) latencies.push(performance.now() - due);
        else failed += 1;
        settle();
      };
      const request = http.request(`${url}${chosen.path}`, { method: chosen.method, headers, agent, timeout: 30_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 300) failed += 1;
          finish(true);
        });
        response.on('close', () => finish(response.complete));
        response.on('error', () => finish(false));
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => finish(false));
      request.end(chosen.body);
    };
    let next = 0;
    const tick = () => {
      while (next < total && start + (next * 1000) / options.rate <= performance.now()) send(next++);
      if (next < total) setTimeout(tick, 1);
    };
    tick();
  });
}

async function measure(
  url: string,
  label: string,
  group: Measure['group'],
  requests: Recorded[],
  options: { connections?: number; seconds?: number; rate?: number; warm?: boolean } = {},
): Promise<Measure> {
  // The rows these requests read, into SQLite's and the system's caches first: a figure of a cold
  // database right after it was built measured the disk, not the server (a creator's tiles at 9 s).
  // Not the writes that change what they measure (a start begins an attempt, a submit ends it).
  const warm = options.warm ?? !['quiz', 'submit', 'answers'].includes(group);
  if (warm)
    await paced(url, requests.slice(0, 200), { connections: 10, seconds: 2, rate: Math.min(100, requests.slice(0, 200).length / 2) });
  const machineLoad = loadavg()[0]!;
  const cpuBefore = cpuTimeMs(serverPid);
  const {
    latencies,
    failed: refused,
    perSecond,
  } = await paced(url, requests, {
    connections: options.connections ?? CONNECTIONS,
    seconds: options.seconds ?? SECONDS,
    rate: options.rate ?? RATE[group],
  });
  const cpuMs = (cpuTimeMs(serverPid) - cpuBefore) / Math.max(1, latencies.length + refused);
  const sorted = latencies.toSorted((a, b) => a - b);
  let failed = refused;
  let saturated: number | undefined;
  if (SATURATED.has(group) && group !== 'answers') {
    const flatOut = await load(url, requests.toReversed(), { connections: CONNECTIONS });
    saturated = flatOut.result.requests.average;
    failed += flatOut.result.non2xx + flatOut.result.errors + flatOut.result.timeouts;
  }
  console.log(
    `  ${label}: p95 ${percentile(sorted, 0.95).toFixed(1)} ms at ${perSecond.toFixed(0)} req/s${saturated ? `, ${saturated.toFixed(0)} req/s flat out` : ''}, ${failed} failed, load ${machineLoad.toFixed(1)}, ${cpuMs.toFixed(2)} ms of server CPU each`,
  );
  return {
    label,
    group,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    perSecond,
    requests: sorted.length,
    failed,
    load: machineLoad,
    cpuMs,
    ...(saturated ? { saturated } : {}),
  };
}

/** Who is measured on a server: families, children with their assignments, a creator. */
interface World {
  name: string;
  parents: Array<{ id: string }>;
  children: Array<{ id: string; parentId: string; assignments: string[] }>;
  creator: string;
}

async function impersonate(admin: PocketBase, collection: string, id: string): Promise<string> {
  const { token } = await admin.send<{ token: string }>(`/api/collections/${collection}/impersonate/${id}`, {
    method: 'POST',
    body: { duration: 7200 },
  });
  return token;
}

async function volumeWorld(admin: PocketBase): Promise<World> {
  const parents = await admin.collection('parents').getList(1, SAMPLE, { sort: 'id', filter: "id ~ 'vp%'", fields: 'id' });
  const step = Math.max(1, Math.floor(parents.totalItems / SAMPLE));
  const chosen = (await admin.collection('parents').getFullList({ filter: "id ~ 'vp%'", fields: 'id', sort: 'id' }))
    .filter((_, i) => i % step === 0)
    .slice(0, SAMPLE);
  const children = await admin.collection('students').getFullList({ filter: "id ~ 'vt%'", fields: 'id,parent_id', sort: 'id' });
  const assignments = new Map<string, string[]>();
  for (const assignment of await admin
    .collection('assignments')
    .getFullList({ filter: "id ~ 'va%'", fields: 'id,created_by', batch: 5000 })) {
    assignments.set(assignment['created_by'], [...(assignments.get(assignment['created_by']) ?? []), assignment.id]);
  }
  const childStep = Math.max(1, Math.floor(children.length / ANSWERING));
  return {
    name: `school year (scale ${SCALE})`,
    parents: chosen,
    children: children
      .filter((_, i) => i % childStep === 0)
      .slice(0, ANSWERING)
      .map((child) => ({ id: child.id, parentId: child['parent_id'], assignments: assignments.get(child['parent_id']) ?? [] })),
    // The first creator holds 500 questions, answered about 50,000 times (generate.js).
    creator: 'vc0000000000000',
  };
}

/** The demo family, the demo creator, and 500 children of bench families with an assignment each, for the answers. */
async function demoWorld(url: string, admin: PocketBase): Promise<World> {
  const [parent] = fixtures.parents;
  const creator = fixtures.creators.find((account) => !account.reviewer)!;
  const children: World['children'] = fixtures.students.map((child) => ({
    id: child.id,
    parentId: child.parent_id,
    assignments: fixtures.assignments.filter((a) => a.status === 'active' && a.assigned_students.includes(child.id)).map((a) => a.id),
  }));
  for (let family = 0; children.length < ANSWERING + 2; family += 1) {
    const email = `bench${family}@volume.test`;
    const pb = client(url);
    await pb.send('/api/sign-up', {
      method: 'POST',
      body: {
        email,
        password: 'Bench1234!',
        passwordConfirm: 'Bench1234!',
        name: `Bench ${family}`,
        consent: true,
        policyVersion: PRIVACY_POLICY_VERSION,
      },
    });
    await pb.collection('parents').authWithPassword(email, 'Bench1234!');
    const kids = [];
    for (let k = 0; k < 2; k += 1)
      kids.push(
        await pb.send<{ student: { id: string } }>('/api/children', {
          method: 'POST',
          body: { name: `Bench child ${k}`, grade: 'Grade 3' },
        }),
      );
    const assignment = await pb.collection('assignments').create({
      title: 'Bench',
      question_sets: ['setbasicmath001'],
      timeLimit: 180,
      status: 'active',
      created_by: pb.authStore.record?.id,
      assigned_students: kids.map((kid) => kid.student.id),
    });
    for (const kid of kids) children.push({ id: kid.student.id, parentId: pb.authStore.record!.id, assignments: [assignment.id] });
  }
  void admin;
  return { name: 'demo data', parents: [{ id: parent!.id }], children, creator: creator.id };
}

async function run(url: string, admin: PocketBase, world: World): Promise<Measure[]> {
  console.log(`Measuring on ${world.name} ...`);
  const measures: Measure[] = [];
  // The children with a session each, for the quiz starts and the answers.
  const starters = await Promise.all(
    world.children.map(async (child) => ({ ...child, token: await impersonate(admin, 'students', child.id) })),
  );
  // First, while the volume data's families are due their weekly summary.
  const sunday = await duringSummaries(url, admin, starters.slice(0, ANSWERING));
  if (ONLY_SUMMARIES) return sunday ? [sunday] : [];
  const parentTokens = await Promise.all(
    world.parents.map(async (parent) => ({ ...parent, token: await impersonate(admin, 'parents', parent.id) })),
  );
  const familyReads = [
    { label: 'parent dashboard: the children (students)', read: (pb: TypedPocketBase, id: string) => readChildren(pb, id) },
    {
      label: 'parent dashboard: the assignments, with their children',
      read: (pb: TypedPocketBase, id: string) => readParentAssignments(pb, id),
    },
    {
      label: "parent dashboard: the children's results, with their assignments",
      read: (pb: TypedPocketBase, id: string) => readFamilyResults(pb, id),
    },
  ];
  for (const { label, read } of familyReads) {
    const requests = await Promise.all(
      parentTokens.map(async (parent) => fromHome(await record(url, parent.token, (pb) => read(pb, parent.id)), parent.id)),
    );
    measures.push(await measure(url, label, 'parent', requests));
  }
  // The Progress tab: each child's skill map and next step, and the questions behind a skill.
  const tokenOfParent = new Map(parentTokens.map((parent) => [parent.id, parent.token]));
  const progressOf = world.children.filter((child) => tokenOfParent.has(child.parentId)).slice(0, SAMPLE);
  const learning = progressOf.map((child) =>
    fromHome(
      { method: 'GET', path: `/api/children/${child.id}/learning`, headers: { authorization: tokenOfParent.get(child.parentId)! } },
      child.parentId,
    ),
  );
  measures.push(
    await measure(url, "parent Progress: a child's skills and next step (GET /api/children/{id}/learning)", 'parent', learning),
  );
  const skillQuestions = progressOf.map((child) =>
    fromHome(
      {
        method: 'GET',
        path: `/api/children/${child.id}/skill-questions?subject=Mathematics&topic=Numbers%20and%20Operations&skill=Addition`,
        headers: { authorization: tokenOfParent.get(child.parentId)! },
      },
      child.parentId,
    ),
  );
  measures.push(
    await measure(url, 'parent Progress: the questions behind a skill (GET /api/children/{id}/skill-questions)', 'parent', skillQuestions),
  );

  // The children of the families read (the demo has two): their own dashboard.
  const readers = world.children.slice(0, SAMPLE);
  const childTokens = await Promise.all(
    readers.map(async (child) => ({ ...child, token: await impersonate(admin, 'students', child.id) })),
  );
  const childReads = [
    {
      label: "child dashboard: the child's assignments",
      read: (pb: TypedPocketBase, child: World['children'][number]) => readChildAssignments(pb, child),
    },
    {
      label: "child dashboard: the child's unfinished attempts",
      read: (pb: TypedPocketBase, child: World['children'][number]) => readOpenAttempts(pb, child.id),
    },
    {
      label: "child dashboard: the child's results, with their assignments",
      read: (pb: TypedPocketBase, child: World['children'][number]) => readChildResults(pb, child.id),
    },
  ];
  for (const { label, read } of childReads) {
    const requests = await Promise.all(
      childTokens.map(async (child) => fromHome(await record(url, child.token, (pb) => read(pb, child)), child.parentId)),
    );
    measures.push(await measure(url, label, 'child', requests));
  }
  const reviewStatus = childTokens.map((child) =>
    fromHome({ method: 'GET', path: '/api/review', headers: { authorization: child.token } }, child.parentId),
  );
  measures.push(await measure(url, 'child dashboard: what is due for review (GET /api/review)', 'child', reviewStatus));
  // Starting a review: the child's due questions picked and the review made (or refreshed while not begun). Only
  // children with something due: for the others a start is refused (409), which is not the work measured (on the
  // demo data, its two children; the bench families' children have answered nothing yet).
  const due = await Promise.all(
    childTokens.map(async (child) => ((await client(url, child.token).send<ReviewStatus>('/api/review', {})).questions > 0 ? [child] : [])),
  );
  const reviewStarts = due
    .flat()
    .map((child) => fromHome({ method: 'POST', path: '/api/review/start', headers: { authorization: child.token } }, child.parentId));
  if (reviewStarts.length) measures.push(await measure(url, 'review start (POST /api/review/start)', 'review', reviewStarts));

  // A quiz start for a pair of child and assignment after another: a new attempt each time, where
  // there are enough pairs (the demo's few pairs resume their attempt after the first start).
  const starts: Recorded[] = [];
  for (let round = 0; starts.length < 20_000 && round < 20; round += 1) {
    for (const child of starters) {
      const assignment = child.assignments[round % Math.max(1, child.assignments.length)];
      if (assignment)
        starts.push(
          fromHome({ method: 'POST', path: `/api/quiz/${assignment}/start`, headers: { authorization: child.token } }, child.parentId),
        );
    }
  }
  measures.push(await measure(url, 'quiz start (POST /api/quiz/{id}/start)', 'quiz', starts));

  const creatorToken = await impersonate(admin, 'creators', world.creator);
  const creatorRequests = [
    { label: 'creator dashboard: the tiles (GET /api/creator/overview)', path: '/api/creator/overview' },
    { label: 'analytics (GET /api/creator/analytics)', path: '/api/creator/analytics' },
  ];
  for (const { label, path } of creatorRequests) {
    measures.push(await measure(url, label, 'creator', [{ method: 'GET', path, headers: { authorization: creatorToken } }]));
  }
  const pages: Array<[string, OwnContentParams]> = [
    ['Manage Questions: first page, newest first', {}],
    ['Manage Questions: published, by text, page 2', { status: 'published', sort: 'text', page: 2 }],
    ['Manage Questions: subject + grade, search', { subject: 'Mathematics', grade: 'Grade 1', search: 'question 1' }],
    ['Manage Questions: difficulty, by grade, page 3', { difficulty: 'advanced', sort: 'grade', page: 3 }],
  ];
  for (const [label, params] of pages) {
    measures.push(await measure(url, label, 'manage', [await recordOwnContent(url, creatorToken, params)]));
  }

  // 500 children in a quiz, each answering one question every 2 s; then every acknowledged answer is looked for.
  const { answered, quizzes } = await answerFlood(url, admin, starters.slice(0, ANSWERING), (child) => child.assignments.at(-1), {
    label: `answers: ${ANSWERING} children, one each every ${ANSWER_EVERY_MS / 1000} s`,
    flatOut: true,
  });
  measures.push(answered);
  if (sunday) measures.push(sunday);

  // The answered quizzes submitted, each once (a second submit only reads its result back): scored,
  // its result, tallies and the family's notifications written in one transaction.
  const submits = quizzes.map((quiz) =>
    fromHome({ method: 'POST', path: `/api/quiz/attempts/${quiz.attempt}/submit`, headers: { authorization: quiz.token } }, quiz.parentId),
  );
  measures.push(
    await measure(url, 'quiz submit (POST /api/quiz/attempts/{id}/submit)', 'submit', submits, {
      seconds: Math.min(20, Math.floor(submits.length / RATE.submit)) || 1,
    }),
  );
  return measures;
}

type Starter = World['children'][number] & { token: string };
type Quiz = { token: string; parentId: string; attempt: string; questions: Array<{ id: string; options: Array<{ id: string }> }> };

/**
 * ANSWERING children each start a quiz (the assignment `assignmentOf` names) and answer one question every
 * ANSWER_EVERY_MS for ANSWER_SECONDS; then every acknowledged answer is looked for (a lost one counts as failed),
 * and, with `flatOut`, the same answers are sent as fast as 50 connections can.
 */
async function answerFlood(
  url: string,
  admin: PocketBase,
  answerers: readonly Starter[],
  assignmentOf: (child: Starter) => string | undefined,
  options: { label: string; flatOut: boolean },
): Promise<{ answered: Measure; quizzes: Quiz[] }> {
  const quizzes: Quiz[] = [];
  for (const child of answerers) {
    const started = await client(url, child.token).send<Omit<Quiz, 'token' | 'parentId' | 'attempt'> & { attempt: { id: string } }>(
      `/api/quiz/${assignmentOf(child)}/start`,
      { method: 'POST' },
    );
    quizzes.push({ token: child.token, parentId: child.parentId, attempt: started.attempt.id, questions: started.questions });
  }
  const answers: Recorded[] = [];
  const perQuiz = Math.ceil((ANSWER_SECONDS * 1000) / ANSWER_EVERY_MS);
  for (let turn = 0; turn < perQuiz; turn += 1) {
    for (const quiz of quizzes) {
      const question = quiz.questions[turn % quiz.questions.length]!;
      // A choice question's option, or a typed question's text (one in ten of the volume data's is typed).
      const answer = question.options.length ? question.options[turn % question.options.length]!.id : String(turn);
      answers.push({
        method: 'POST',
        path: `/api/quiz/attempts/${quiz.attempt}/answer`,
        headers: { authorization: quiz.token, 'content-type': 'application/json', ...homeOf(quiz.parentId) },
        body: JSON.stringify({ questionId: question.id, answer }),
      });
    }
  }
  const answered = await measure(url, options.label, 'answers', answers, {
    connections: quizzes.length,
    rate: (quizzes.length * 1000) / ANSWER_EVERY_MS,
    seconds: ANSWER_SECONDS,
  });
  let kept = 0;
  for (let from = 0; from < quizzes.length; from += 50) {
    const attempts = quizzes.slice(from, from + 50).map((quiz) => admin.filter('attempt = {:a}', { a: quiz.attempt }));
    kept += (await admin.collection('attempt_answers').getList(1, 1, { filter: `(${attempts.join(' || ')}) && option != ""` })).totalItems;
  }
  const distinct = new Set(answers.slice(0, answered.requests).map((request) => `${request.path} ${JSON.parse(request.body!).questionId}`))
    .size;
  if (kept < distinct) {
    console.log(`  answers lost: ${distinct} questions answered, ${kept} kept`);
    answered.failed += distinct - kept;
  }
  if (options.flatOut) {
    const flatOut = await load(url, answers, { connections: CONNECTIONS });
    const saturated: number = flatOut.result.requests.average;
    answered.saturated = saturated;
    answered.failed += flatOut.result.non2xx + flatOut.result.errors + flatOut.result.timeouts;
    console.log(`  answers flat out at ${CONNECTIONS} connections: ${saturated.toFixed(0)} req/s`);
  }
  return { answered, quizzes };
}

/** The parents whose summary of this week is still to be written: the volume data's have never had one. */
async function summariesLeft(admin: PocketBase): Promise<number> {
  return (await admin.collection('parents').getList(1, 1, { filter: "summary_week = ''", fields: 'id' })).totalItems;
}

/** How long the week's summaries of the volume data's families took to be written, when measured. */
let summaries: { families: number; seconds: number } | undefined;

/**
 * Sunday at 18:00, the weekly summary's moment (src/emails/summary.ts) at the evening peak: the children's answers
 * while the summaries of every family are written. The volume data's parents have had none, so the server's cron
 * starts on them within a minute of its start; once measured, the bench waits until every family has had its
 * summary, so that every other figure is of a weekday.
 */
async function duringSummaries(url: string, admin: PocketBase, starters: readonly Starter[]): Promise<Measure | undefined> {
  const families = await summariesLeft(admin);
  if (!families) return undefined;
  const started = Date.now();
  // The cron's first run comes within a minute of the server's start.
  while ((await summariesLeft(admin)) === families && Date.now() - started < 90_000)
    await new Promise((resolve) => setTimeout(resolve, 1000));
  const parents = (await admin.collection('parents').getList(1, 1, { fields: 'id' })).totalItems;
  const { answered, quizzes } = await answerFlood(url, admin, starters, (child) => child.assignments.at(-2), {
    label: `answers while ${parents.toLocaleString('en-GB')} families' weekly summaries are written (Sunday 18:00)`,
    flatOut: false,
  });
  const left = await summariesLeft(admin);
  if (left === 0 || left === families) {
    // The summaries ended before the answers did, or had not begun: the figure is not of the two together.
    console.log(`  the weekly summaries were not being written throughout (${families} to write, ${left} left after the answers)`);
    answered.failed += 1;
  }
  for (const quiz of quizzes) await client(url, quiz.token).send(`/api/quiz/attempts/${quiz.attempt}/submit`, { method: 'POST' });
  while ((await summariesLeft(admin)) > 0) {
    if (Date.now() - started > SUMMARY_WAIT_MS) throw new Error('The weekly summaries were not all written in 30 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  summaries = { families: parents, seconds: (Date.now() - started) / 1000 };
  console.log(`  the weekly summaries of ${parents} families all written ${summaries.seconds.toFixed(0)} s after the bench first looked`);
  return answered;
}

async function serve(dataDir: string, seed: boolean) {
  // Behind the apps' proxy, as deployed: PocketBase takes each client's address from X-Forwarded-For.
  const server = await startPocketBase({ dataDir, quiet: true, testing: true, seed, env: await behindTheApps() });
  serverPid = server.pid;
  const admin = client(server.url);
  await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
  return { server, admin };
}

async function main() {
  const built = buildVolumeData({ dataDir: VOLUME_DIR, scale: SCALE, log: console.log });
  console.log(
    built.built ? `Volume data built in ${built.seconds.toFixed(0)} s.` : `Volume data reused (built in ${built.seconds.toFixed(0)} s).`,
  );
  // A copy per run, so that each run starts from the same school year.
  const volumeCopy = mkdtempSync(join(tmpdir(), 'volume-run-'));
  cpSync(VOLUME_DIR, volumeCopy, { recursive: true });
  const demoDir = mkdtempSync(join(tmpdir(), 'volume-demo-'));
  let volume: Measure[] = [];
  let demo: Measure[] = [];
  try {
    const onVolume = await serve(volumeCopy, false);
    try {
      volume = await run(onVolume.server.url, onVolume.admin, await volumeWorld(onVolume.admin));
    } finally {
      await onVolume.server.stop();
    }
    if (ONLY_SUMMARIES) {
      console.log(volume.map((m) => `${m.label}: p99 ${m.p99.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ${m.failed} failed`).join('\n'));
      return;
    }
    const onDemo = await serve(demoDir, true);
    try {
      demo = await run(onDemo.server.url, onDemo.admin, await demoWorld(onDemo.server.url, onDemo.admin));
    } finally {
      await onDemo.server.stop();
    }
  } finally {
    rmSync(volumeCopy, { recursive: true, force: true });
    rmSync(demoDir, { recursive: true, force: true });
  }
  report(built, volume, demo);
}

const figure = (x: Measure | undefined) =>
  x ? (x.group === 'answers' ? `${x.p99.toFixed(1)} ms (p99)` : `${x.p95.toFixed(1)} ms`) : 'n/a';

function report(built: ReturnType<typeof buildVolumeData>, volume: Measure[], demo: Measure[]) {
  const budgetOf = (m: Measure): { text: string; ok: boolean } => {
    if (m.group === 'answers')
      return { text: `p99 ≤ ${BUDGETS.answerP99} ms, none lost`, ok: m.p99 <= BUDGETS.answerP99 && m.failed === 0 };
    const limit =
      m.group === 'creator'
        ? BUDGETS.creatorP95
        : m.group === 'manage'
          ? BUDGETS.manageP95
          : m.group === 'submit'
            ? BUDGETS.submitP95
            : BUDGETS.familyP95;
    return { text: `p95 ≤ ${limit} ms`, ok: m.p95 <= limit && m.failed === 0 };
  };
  const demoOf = (m: Measure) => demo.find((d) => d.label === m.label);
  const rows = volume.map((m) => {
    const d = demoOf(m);
    const ratio = d ? (m.group === 'answers' ? m.p99 / d.p99 : m.p95 / d.p95) : NaN;
    const family = m.group === 'parent' || m.group === 'child';
    const { text, ok: within } = budgetOf(m);
    // A request refused on the demo data is a failure as much as one on the volume data.
    const ok = within && (!d || d.failed === 0);
    return {
      ok,
      line: `| ${m.label} | ${text} | ${figure(m)} | ${figure(d)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'}${family && ratio > BUDGETS.ratio ? ' (goal ≤ 1.5)' : ''} | ${m.perSecond.toFixed(0)} | ${m.saturated ? m.saturated.toFixed(0) : ''} | ${d?.saturated ? d.saturated.toFixed(0) : ''} | ${m.cpuMs.toFixed(2)} | ${d ? d.cpuMs.toFixed(2) : 'n/a'} | ${m.load.toFixed(1)} | ${m.failed}${d?.failed ? ` (demo: ${d.failed})` : ''} | ${ok ? 'within' : '**MISSED**'} |`,
    };
  });
  const block = [
    START,
    '## Volume: a school year of families (`pnpm bench:volume`)',
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)} by \`backend/bench/volume.bench.ts\` (${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg()[0]!.toFixed(1)} at the end). ` +
      `The volume data (\`backend/bench/volume/generate.js\`, scale ${built.scale}, seed ${built.seed}): 10,000 parents, 20,000 children, 500 creators, 20,000 published questions (one in ten typed, a short answer), 2,000 sets, ` +
      `200,000 assignments, 400,000 submitted attempts and results, 4,000,000 answer rows, built in ${built.seconds.toFixed(0)} s. The demo data: the seeded demo family and creator, ` +
      `plus ${ANSWERING} children of bench families for the answers. autocannon with ${CONNECTIONS} connections, ${SECONDS} s a run, cycling through ${SAMPLE} families or children ` +
      '(every quiz start a new pair of child and assignment on the volume data), each family from its own address behind the apps\' proxy, the requests sent at a steady pace (the "req/s" column: ' +
      `${Object.entries(RATE)
        .map(([group, rate]) => `${group} ${rate}`)
        .join(
          ', ',
        )} a second, above what one node sees at the evening peak of 10,000 families, docs/capacity.md) and timed from when each was due, ` +
      "so that the latency is the server's and not a queue the bench makes (autocannon's own pace sends each second's requests in one burst); \"flat out\" is autocannon with every connection sending as fast as it can (what one node can do). " +
      'Answers: 500 connections at 250 answers a second for 20 s, then every answered question looked for. Latency as autocannon measured each response; the rate limiter raised for the run. ' +
      'Each run is preceded by a short one over the same requests, unrecorded, that brings their rows into the caches; "load" is the machine\'s one-minute load average as the figure was taken (2 cores: a load well above 2 means other work shared them, and the figure says more of the machine than of the server); ' +
      '"server CPU a request" is the PocketBase process\'s own CPU time (user + system, /proc) over the paced run divided by its requests: what the server itself spends, which other work on the machine does not stretch.',
    '',
    ...(summaries
      ? [
          `The row "answers while ... weekly summaries are written" is measured first, on the volume data: its ${summaries.families.toLocaleString('en-GB')} families have never had a weekly summary, so the server's cron (src/emails/summary.ts) writes theirs from its first minute, as at the week's summary moment (Sunday 18:00); the bench then waits until all are written (${summaries.seconds.toFixed(0)} s after it first looked, the answers' 20 s included) before measuring anything else.`,
          '',
        ]
      : []),
    '| read or write | budget | volume | demo | volume / demo | req/s | flat out, volume | flat out, demo | server CPU a request, volume (ms) | server CPU a request, demo (ms) | load (volume) | failed | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => row.line),
    END,
  ].join('\n');
  const previous = readFileSync(REPORT, 'utf8');
  const pattern = new RegExp(`${START}[\\s\\S]*?${END}`);
  writeFileSync(REPORT, pattern.test(previous) ? previous.replace(pattern, block) : `${previous.trimEnd()}\n\n${block}\n`);
  console.log(block);
  if (rows.some((row) => !row.ok)) process.exitCode = 1;
}

await main();
