// `pnpm --filter backend run bench`: load on a throwaway PocketBase with the demo data, measured
// with autocannon, written into docs/bench.md between the backend-load markers.
// - saving answers (50 children, 50 connections), as a share of what PocketBase does for a
//   create with no rule and no hook in the same run, and its p99 latency;
// - listing a parent's assignments;
// - a new assignment's time with 40 hostile realtime clients connected (hostile-realtime.mjs).
// The rate limiter is raised for the run (as for the tests), and X-Forwarded-For trusted (each hostile
// client its own network); everything else is as deployed.
// Exits 1 when a request fails; targets are reported as within or missed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import PocketBase from 'pocketbase';
import { BACKEND_DIR, loadFixtures, startPocketBase } from '../scripts/runner.mjs';
import { HOSTILE_CLIENTS, measureHostileRealtime } from './hostile-realtime.mjs';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const TARGETS = { answerShareOfPlainCreate: 0.5, answerP99Ms: 250, assignmentListsPerSecond: 800, hostileWriteMs: 500 };
const REPORT = resolve(BACKEND_DIR, '../docs/bench.md');
const START = '<!-- backend-load:start -->';
const END = '<!-- backend-load:end -->';

/** @param {autocannon.Options} options @returns {Promise<autocannon.Result>} */
function run(options) {
  return new Promise((done, fail) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => (error ? fail(error) : done(result)));
  });
}

/** @param {boolean} ok */
function verdict(ok) {
  return ok ? 'within' : 'missed';
}

/** @param {autocannon.Result} result */
function summary(result) {
  const failed = result.non2xx + result.errors + result.timeouts;
  return { perSecond: result.requests.average, p99: result.latency.p99, failed };
}

/** Several runs of one kind as one: mean throughput, worst p99. @param {autocannon.Result[]} results */
function combined(results) {
  const each = results.map(summary);
  return {
    perSecond: each.reduce((sum, r) => sum + r.perSecond, 0) / each.length,
    p99: Math.max(...each.map((r) => r.p99)),
    failed: each.reduce((sum, r) => sum + r.failed, 0),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'backend-bench-'));
const pb = await startPocketBase({ dataDir, quiet: true, testing: true, env: { TRUSTED_PROXY_HEADER: 'X-Forwarded-For' } });
try {
  const admin = new PocketBase(pb.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
  await admin.collections.create({
    name: 'bench_plain',
    type: 'base',
    createRule: '',
    fields: [
      { name: 'questionId', type: 'text' },
      { name: 'answer', type: 'text' },
    ],
  });

  // 50 children, each with a quiz started: two families of 25 (a family has at most CHILDREN_MAX, 30).
  const questions = loadFixtures().question_sets.find((/** @type {{ id: string }} */ set) => set.id === 'setbasicmath001').questions;
  const quizzes = [];
  /** @type {Array<{ parent: PocketBase, childIds: string[] }>} */
  const families = [];
  const perFamily = 25;
  for (let family = 0; family * perFamily < CONNECTIONS; family += 1) {
    const parent = new PocketBase(pb.url);
    parent.autoCancellation(false);
    const email = `bench${family}@test.local`;
    await parent.send('/api/sign-up', {
      method: 'POST',
      body: { email, password: 'Bench1234!', passwordConfirm: 'Bench1234!', name: 'Bench', consent: true },
    });
    await parent.collection('parents').authWithPassword(email, 'Bench1234!');
    const children = [];
    for (let i = family * perFamily; i < Math.min(CONNECTIONS, (family + 1) * perFamily); i += 1) {
      children.push(await parent.send('/api/children', { method: 'POST', body: { name: `Bench child ${i}`, grade: 'Grade 3' } }));
    }
    const assignment = await parent.collection('assignments').create({
      title: 'Bench',
      question_sets: ['setbasicmath001'],
      timeLimit: 180,
      status: 'active',
      created_by: parent.authStore.record?.id,
      assigned_students: children.map((child) => child.student.id),
    });
    families.push({ parent, childIds: children.map((child) => child.student.id) });
    for (const { student, accessCode } of children) {
      const child = new PocketBase(pb.url);
      child.autoCancellation(false);
      await child.collection('students').authWithPassword(student.student_id, accessCode);
      const { attempt } = await child.send(`/api/quiz/${assignment.id}/start`, { method: 'POST' });
      quizzes.push({ token: child.authStore.token, attemptId: attempt.id });
    }
  }
  const demoParent = new PocketBase(pb.url);
  await demoParent.collection('parents').authWithPassword(loadFixtures().parents[0].email, loadFixtures().parents[0].password);

  let sent = 0;
  const answer = () => ({
    method: /** @type {const} */ ('POST'),
    path: '/',
    setupRequest: (/** @type {any} */ request) => {
      const quiz = quizzes[sent % quizzes.length];
      const questionId = questions[Math.floor(sent / quizzes.length) % questions.length];
      sent += 1;
      return {
        ...request,
        path: `/api/quiz/attempts/${quiz.attemptId}/answer`,
        headers: { 'content-type': 'application/json', authorization: quiz.token },
        body: JSON.stringify({ questionId, answer: 'abcd'[sent % 4] }),
      };
    },
  });
  const plainCreate = {
    url: `${pb.url}/api/collections/bench_plain/records`,
    method: /** @type {const} */ ('POST'),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ questionId: 'qmathadd0000001', answer: 'c' }),
  };
  const assignmentList = {
    url: `${pb.url}/api/collections/assignments/records`,
    headers: { authorization: demoParent.authStore.token },
  };

  await run({ ...plainCreate, duration: 2 });
  await run({ url: pb.url, requests: [answer()], duration: 2 });
  // Turn about, so that a change in the machine's load between runs weighs on both sides alike.
  const plainRuns = [];
  const answerRuns = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    plainRuns.push(await run(plainCreate));
    answerRuns.push(await run({ url: pb.url, requests: [answer()] }));
  }
  const plain = combined(plainRuns);
  const answers = combined(answerRuns);
  const lists = summary(await run(assignmentList));

  const attacker = new PocketBase(pb.url);
  attacker.autoCancellation(false);
  await attacker.send('/api/sign-up', {
    method: 'POST',
    body: { email: 'attacker@test.local', password: 'Attack1234!', passwordConfirm: 'Attack1234!', name: 'Attacker', consent: true },
  });
  await attacker.collection('parents').authWithPassword('attacker@test.local', 'Attack1234!');
  const hostile = await measureHostileRealtime(pb.url, families[0].parent, families[0].childIds, attacker.authStore.token);
  const worstHostile = Math.max(hostile.guests.ms, hostile.signedIn.ms, hostile.bell.ms);

  const share = answers.perSecond / plain.perSecond;
  const checks = [
    [
      'saving answers, share of a rule-less create',
      `at least ${TARGETS.answerShareOfPlainCreate * 100}%`,
      `${(share * 100).toFixed(0)}%`,
      share >= TARGETS.answerShareOfPlainCreate,
    ],
    ['saving answers, p99 latency', `at most ${TARGETS.answerP99Ms} ms`, `${answers.p99} ms`, answers.p99 <= TARGETS.answerP99Ms],
    [
      "listing a parent's assignments",
      `at least ${TARGETS.assignmentListsPerSecond} req/s`,
      `${lists.perSecond.toFixed(0)} req/s`,
      lists.perSecond >= TARGETS.assignmentListsPerSecond,
    ],
    [
      `a new assignment with ${HOSTILE_CLIENTS} hostile realtime clients connected (worst of three kinds, median of ${hostile.writes})`,
      `at most ${TARGETS.hostileWriteMs} ms`,
      `${worstHostile.toFixed(0)} ms`,
      worstHostile <= TARGETS.hostileWriteMs,
    ],
    [
      'failed requests (non-2xx, errors, timeouts)',
      '0',
      String(plain.failed + answers.failed + lists.failed),
      plain.failed + answers.failed + lists.failed === 0,
    ],
  ];
  const cpu = cpus();
  const block = [
    START,
    '## Backend load',
    '',
    `Measured by \`pnpm --filter backend run bench\` (backend/bench/load.bench.mjs) on ${new Date().toISOString().slice(0, 10)}: ` +
      `${cpu.length} × ${cpu[0]?.model ?? 'CPU'} (load average ${loadavg()[0]?.toFixed(1)} at the end), PocketBase with the demo data, ` +
      `autocannon with ${CONNECTIONS} connections; creates and answers take turns, ${ROUNDS} runs of ${SECONDS} s each (mean req/s, worst p99), ` +
      `the list one run of ${SECONDS} s; the rate limiter raised for the run. Answers are 50 children (two families of 25) answering the five questions of their quiz in turn.`,
    '',
    '| measure | target | measured | verdict |',
    '|---|---|---|---|',
    ...checks.map(([name, target, measured, ok]) => `| ${name} | ${target} | ${measured} | ${verdict(Boolean(ok))} |`),
    '',
    '| run | req/s | p99 latency |',
    '|---|---|---|',
    `| PocketBase create, no rule, no hook | ${plain.perSecond.toFixed(0)} | ${plain.p99} ms |`,
    `| \`POST /api/quiz/attempts/{id}/answer\` | ${answers.perSecond.toFixed(0)} | ${answers.p99} ms |`,
    `| \`GET /api/collections/assignments/records\` (a parent) | ${lists.perSecond.toFixed(0)} | ${lists.p99} ms |`,
    '',
    `A new assignment (one parent, 25 children: the assignment and 25 notifications written) while ${HOSTILE_CLIENTS} realtime clients are connected, ` +
      `each from its own network, asking for subscriptions with a filter each (median of ${hostile.writes} writes; the subscriptions the server took out of ${HOSTILE_CLIENTS} clients):`,
    '',
    '| realtime clients | a new assignment | clients subscribed |',
    '|---|---|---|',
    `| none | ${hostile.quiet.toFixed(0)} ms | |`,
    `| ${HOSTILE_CLIENTS} signed out, ${hostile.subscriptions.guest} subscriptions each | ${hostile.guests.ms.toFixed(0)} ms | ${hostile.guests.subscribed} |`,
    `| ${HOSTILE_CLIENTS} signed in (one account), ${hostile.subscriptions.signedIn} subscriptions each | ${hostile.signedIn.ms.toFixed(0)} ms | ${hostile.signedIn.subscribed} |`,
    `| ${HOSTILE_CLIENTS} signed in (one account), the bell's subscriptions | ${hostile.bell.ms.toFixed(0)} ms | ${hostile.bell.subscribed} |`,
    END,
  ].join('\n');

  const current = readFileSync(REPORT, 'utf8');
  const at = current.indexOf(START);
  const until = current.indexOf(END);
  const next =
    at >= 0 && until > at ? current.slice(0, at) + block + current.slice(until + END.length) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(REPORT, next);
  console.log(block);
  // A failed request is a fault; a missed target is a finding for the report, which the bundle bench after it still needs.
  if (plain.failed + answers.failed + lists.failed > 0) process.exitCode = 1;
} finally {
  await pb.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
