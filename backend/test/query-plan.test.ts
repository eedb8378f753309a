// Every request a screen makes, against a database of a thousand families, must read the
// family's (or the child's, or the creator's) rows through an index: SQLite's plan of every
// statement PocketBase runs for it may not scan results, attempts, attempt_answers or assignments,
// whose size grows with every family (docs/bench.md, "Volume"). PocketBase in dev mode
// prints each statement it runs with its values; a test-only route in a copy of the hooks asks
// the same SQLite for the plan. The reads are the apps' own (shared/src/screen-reads.ts). That the data is what
// the server writes is checked after the gate (volume-data.heavy.test.ts).
import {
  getOwnContent,
  readAssignmentAttempts,
  readChildAssignments,
  readChildResults,
  readChildTries,
  readChildren,
  readFamilyResults,
  readOpenAttempts,
  readParentAssignments,
} from 'shared';
import { pb as portalClient } from 'shared/session';
import { describe, expect, it } from 'vitest';
import { volumeServerForThisFile } from './volume-server.ts';

const GROWING = ['results', 'attempts', 'attempt_answers', 'assignments', 'review_cards', 'skill_mastery'];
const server = volumeServerForThisFile();

/** The statements PocketBase ran while `send` ran, read from its dev-mode output. */
async function statementsOf(label: string, send: () => Promise<unknown>): Promise<string[]> {
  server.output = '';
  await send();
  // Dev mode prints a request's line after its statements: wait for it.
  const marker = `${Date.now()}`;
  await fetch(`${server.url}/api/health?flush=${marker}`);
  for (let tries = 0; !server.output.includes(marker) && tries < 200; tries += 1) await new Promise((r) => setImmediate(r));
  const statements = server.output
    .split('\n')
    .map((line) => /^\[[\d.]+m?s\] (.*)$/.exec(line)?.[1] ?? '')
    .filter((sql) => /^(SELECT|UPDATE|DELETE|INSERT INTO \S+ \(?[^)]*\)? ?SELECT|WITH)/i.test(sql));
  if (!statements.length) throw new Error(`${label}: no statement seen`);
  return statements;
}

/** Whether a step of a plan reads a whole table of the growing four (by its name or its alias in the statement). */
function scansGrowing(sql: string, step: string): boolean {
  const scanned = /^SCAN [`"]?(\w+)[`"]?/.exec(step)?.[1];
  if (!scanned || / VIRTUAL TABLE/.test(step)) return false;
  return (
    GROWING.includes(scanned) || GROWING.some((table) => new RegExp(`\\b${table}[\`"]?\\s+(?:AS\\s+)?[\`"]?${scanned}\\b`, 'i').test(sql))
  );
}

/** Each statement that scans a table of the growing four, with its plan. */
async function scans(statements: string[]): Promise<Array<{ sql: string; plan: string[] }>> {
  const plans = await server.admin.send<string[][]>('/api/test/explain', { method: 'POST', body: { statements } });
  return statements.map((sql, i) => ({ sql, plan: plans[i]! })).filter(({ sql, plan }) => plan.some((step) => scansGrowing(sql, step)));
}

// A family in the middle of the data: parent 567, its children 1134 and 1135, its assignments 11340 to 11359.
const parentId = 'vp0000000000567';
const child = { id: 'vt0000000001134', parentId };
const assignmentId = 'va0000000011345';
const creatorId = 'vc0000000000000';

describe('every screen reads its own rows through an index, at 1,000 families', () => {
  it("the parent's dashboard, the assignment's detail, and changing and deleting an assignment", async () => {
    const pb = server.client(await server.tokenOf('parents', parentId));
    const found = [];
    for (const [label, send] of [
      ['children', () => readChildren(pb, parentId)],
      ['assignments', () => readParentAssignments(pb, parentId)],
      ['results', () => readFamilyResults(pb, parentId)],
      ['attempts of an assignment', () => readAssignmentAttempts(pb, parentId, assignmentId)],
      ['rename an assignment', () => pb.collection('assignments').update(assignmentId, { title: 'Renamed' })],
      [
        'take a child off a started assignment (refused)',
        () =>
          pb
            .collection('assignments')
            .update(assignmentId, { assigned_students: [child.id] })
            .catch(() => undefined),
      ],
      ['delete an assignment', () => pb.collection('assignments').delete('va0000000011359')],
      ["a child's skills and next step", () => pb.send(`/api/children/${child.id}/learning`, { method: 'GET' })],
      [
        'the questions behind a skill',
        () =>
          pb.send(`/api/children/${child.id}/skill-questions?subject=Mathematics&topic=Numbers%20and%20Operations&skill=Addition`, {
            method: 'GET',
          }),
      ],
      ["the family's data, skills and review schedules included", () => pb.send('/api/account/export', { method: 'GET' })],
    ] as const) {
      found.push(...(await scans(await statementsOf(label, send))).map((scan) => ({ label, ...scan })));
    }
    expect(found).toEqual([]);
  });

  it("the child's dashboard, a quiz from start to result, and its review", async () => {
    const pb = server.client(await server.tokenOf('students', child.id));
    const found = [];
    let quiz: { attempt: { id: string }; questions: Array<{ id: string; options: Array<{ id: string }> }> } | undefined;
    let resultId = '';
    let reviewId = '';
    let review: { attempt: { id: string } } | undefined;
    for (const [label, send] of [
      ['assignments', () => readChildAssignments(pb, child)],
      ['unfinished attempts', () => readOpenAttempts(pb, child.id)],
      ['results', () => readChildResults(pb, child.id)],
      ['quiz start', async () => (quiz = await pb.send(`/api/quiz/${assignmentId}/start`, { method: 'POST' }))],
      [
        'an answer',
        () => {
          // A choice question's first option (one question in ten of the volume data is typed).
          const choice = quiz!.questions.find((question) => question.options.length > 0)!;
          return pb.send(`/api/quiz/attempts/${quiz!.attempt.id}/answer`, {
            method: 'POST',
            body: { questionId: choice.id, answer: choice.options[0]!.id },
          });
        },
      ],
      [
        'submit',
        async () =>
          (resultId = (await pb.send<{ result: { id: string } }>(`/api/quiz/attempts/${quiz!.attempt.id}/submit`, { method: 'POST' }))
            .result.id),
      ],
      ['tries at the assignment', () => readChildTries(pb, child.id, assignmentId)],
      ['the review of a result', () => pb.send(`/api/quiz/results/${resultId}`, { method: 'GET' })],
      ['what is due for review', () => pb.send('/api/review', { method: 'GET' })],
      [
        'a review made',
        async () => (reviewId = (await pb.send<{ assignmentId: string }>('/api/review/start', { method: 'POST' })).assignmentId),
      ],
      ['a review started', async () => (review = await pb.send(`/api/quiz/${reviewId}/start`, { method: 'POST' }))],
      ['a review submitted', () => pb.send(`/api/quiz/attempts/${review!.attempt.id}/submit`, { method: 'POST' })],
    ] as const) {
      found.push(...(await scans(await statementsOf(label, send))).map((scan) => ({ label, ...scan })));
    }
    expect(found).toEqual([]);
  });

  it("the creator's dashboard, analytics and manage screens, for the creator of 500 questions", async () => {
    const token = await server.tokenOf('creators', creatorId);
    portalClient.baseURL = server.url;
    portalClient.authStore.save(token, null);
    const pb = server.client(token);
    const found = [];
    for (const [label, send] of [
      ['overview', () => pb.send('/api/creator/overview', { method: 'GET' })],
      ['analytics', () => pb.send('/api/creator/analytics', { method: 'GET' })],
      ['questions, filtered', () => getOwnContent('questions', { status: 'published', subject: 'Mathematics', sort: 'text', page: 2 })],
      ['sets', () => getOwnContent('question_sets', {})],
    ] as const) {
      found.push(...(await scans(await statementsOf(label, send))).map((scan) => ({ label, ...scan })));
    }
    expect(found).toEqual([]);
  });

  it('notices a scan (the check can fail)', async () => {
    const plans = await scans(['SELECT COUNT(*) FROM results WHERE score > 50', "SELECT * FROM results WHERE parent_id = 'x'"]);
    expect(plans.map((scan) => scan.sql)).toEqual(['SELECT COUNT(*) FROM results WHERE score > 50']);
  });
});
