// The server's rules are shared/src/domain itself, bundled into pb_hooks/lib/domain.js
// (scripts/domain-bundle.mjs, built at every start). This runs the bundle inside a real PocketBase, through
// a route that only this test's copy of the hooks has, and holds its answers to the TypeScript's: every
// module's rules, run by PocketBase's JavaScript engine, answer as they do in the browser.
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as domain from '../../shared/src/domain/index.ts';
import { bundleDomain } from '../scripts/domain-bundle.mjs';
import { HOOKS_DIR, startPocketBase } from '../scripts/runner.mjs';
import { bundleServer } from '../scripts/server-bundle.mjs';

// Calls a function of the bundle by name with JSON arguments; with no name, lists the bundle's exports
// (values as they are, functions by kind).
const PROBE_HOOK = `
routerAdd('POST', '/api/test/domain', (e) => {
  const domain = require(\`\${__hooks}/lib/domain.js\`);
  const body = JSON.parse(JSON.stringify(e.requestInfo().body));
  if (!body.fn) {
    const exports = {};
    Object.keys(domain).forEach((name) => {
      exports[name] = typeof domain[name] === 'function' ? 'function' : JSON.parse(JSON.stringify(domain[name]));
    });
    return e.json(200, { result: exports });
  }
  const result = domain[body.fn].apply(null, body.args);
  return e.json(200, { result: result === undefined ? null : result });
});
`;

type Domain = typeof domain;
type Fn = { [K in keyof Domain]: Domain[K] extends (...args: never[]) => unknown ? K : never }[keyof Domain];

let server: Awaited<ReturnType<typeof startPocketBase>>;
let hooksDir = '';
/** The folder holding the copy of the hooks, beside a link to the backend's packages (a migration reads one). */
let hooksHome = '';
let dataDir = '';

async function inPocketBase(body: { fn?: Fn; args?: unknown[] }): Promise<unknown> {
  const response = await fetch(`${server.url}/api/test/domain`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${body.fn}: ${response.status} ${JSON.stringify(json)}`);
  return json.result;
}

/** What the TypeScript answers, through JSON as the route sends it. */
const rules: Record<string, unknown> = { ...domain };
function inNode(fn: Fn, args: unknown[]): unknown {
  const result = (rules[fn] as (...values: unknown[]) => unknown)(...args);
  return JSON.parse(JSON.stringify(result === undefined ? null : result));
}

beforeAll(async () => {
  bundleDomain();
  await bundleServer();
  // The migrations read `${__hooks}/../node_modules` (the common passwords' list): the copy sits beside a link to them.
  hooksHome = mkdtempSync(join(tmpdir(), 'domain-bundle-hooks-'));
  hooksDir = join(hooksHome, 'pb_hooks');
  symlinkSync(join(dirname(HOOKS_DIR), 'node_modules'), join(hooksHome, 'node_modules'));
  cpSync(HOOKS_DIR, hooksDir, { recursive: true });
  writeFileSync(join(hooksDir, 'test-domain.pb.js'), PROBE_HOOK);
  dataDir = mkdtempSync(join(tmpdir(), 'domain-bundle-pb-'));
  server = await startPocketBase({ dataDir, quiet: true, testing: true, seed: false, demo: false, hooksDir });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  for (const dir of [dataDir, hooksHome]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const results = [
  { score: 95, completed_at: '2026-11-20 09:00:00.000Z', assignment_id: 'a1', student_id: 's1', subject: 'Mathematics' },
  { score: 40, completed_at: '2026-11-21 09:00:00.000Z', assignment_id: 'a2', student_id: 's1', subject: 'English' },
  { score: 100, completed_at: '2026-11-22 09:00:00.000Z', assignment_id: 'a1', student_id: 's1', subject: 'Mathematics' },
  { score: 70, completed_at: '2026-11-23 09:00:00.000Z', assignment_id: 'a3', student_id: 's2', subject: 'Science' },
  { score: 90, completed_at: '2026-11-24 09:00:00.000Z', assignment_id: 'a4', student_id: 's1', subject: 'History' },
  { score: 85, completed_at: '2026-11-25 09:00:00.000Z', assignment_id: 'a5', student_id: 's1', subject: 'Geography' },
];
const assignments = [
  { id: 'a1', status: 'active', assigned_students: ['s1'] },
  { id: 'a2', status: 'active', assigned_students: ['s1', 's2'] },
  { id: 'a6', status: 'active', assigned_students: ['s1'] },
];
const scoredQuiz = [
  [
    { id: 'q1', options: [{ id: 'a', isCorrect: true }, { id: 'b' }] },
    { id: 'q2', type: 'short_answer', correctAnswer: 'Seven' },
    { id: 'q3' },
  ],
  { q1: 'a', q2: ' seven ' },
];
const counted = [
  { score: 90, correct: true, count: 4 },
  { score: 90, correct: false, count: 1 },
  { score: 30, correct: false, count: 5 },
  { score: 60, correct: true, count: 3 },
];
const question = {
  text: 'Q',
  subject: 'History',
  topic: 'Grammar',
  skills: ['Exploration', 'Addition', 'Exploration'],
  estimatedTime: 9,
  images: ['x.png'],
  image_alt: ' ',
};

const fsrsCard = {
  due: '2026-11-22T09:00:00.000Z',
  stability: 2.3065,
  difficulty: 2.118,
  reps: 1,
  lapses: 0,
  state: 2,
  scheduledDays: 2,
  lastReview: '2026-11-20T09:00:00.000Z',
  lastRight: true,
};
const skill = { known: 0.5, level: 'practising', answers: 2, right: 1, days: 1, lastDay: '2026-11-20' };
const skillRows = [
  { subject: 'Mathematics', topic: 'Numbers and Operations', skill: 'Fractions', level: 'practising', known: 0.3, lastDay: '2026-11-20' },
  { subject: 'Mathematics', topic: 'Numbers and Operations', skill: '', level: 'practising', known: 0.2, lastDay: '2026-11-20' },
  { subject: 'English', topic: 'Vocabulary', skill: 'Spelling', level: 'mastered', known: 0.97, lastDay: '2026-11-21' },
];
const set = (id: string, grade: string, difficulty: string, hits: number, assigned: boolean) => ({
  id,
  title: id,
  subject: 'Mathematics',
  grade,
  difficulty,
  totalQuestions: 10,
  estimatedTime: 8,
  hits,
  assigned,
});
const candidates = [
  set('s1', 'Grade 3', 'beginner', 2, true),
  set('s2', 'Grade 2', 'beginner', 5, false),
  set('s3', 'Grade 3', 'intermediate', 3, false),
  set('s4', 'Grade 4', 'beginner', 9, false),
];
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const pngChunk = (type: string, data: number[]) => [...u32(data.length), ...[...type].map((c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0];

/** The bytes of a PNG that says it is side by side pixels (its pixels not there: the header is what is read). */
function pngOfSize(side: number): number[] {
  return [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', [...u32(side), ...u32(side), 8, 0, 0, 0, 0]),
    ...pngChunk('IDAT', [0x78, 0x9c, 0x63, 0, 0]),
    ...pngChunk('IEND', []),
  ];
}

// One or more rules of every module of shared/src/domain, with inputs that reach their branches.
const calls: Array<[Fn, unknown[]]> = [
  // validation.ts
  ['validateQuestion', [question]],
  [
    'validateQuestion',
    [
      {
        text: 'Q',
        subject: 'toString',
        difficulty: 'beginner',
        skills: ['A'],
        estimatedTime: 30,
        options: [
          { id: 'a', text: '1' },
          { id: 'b', text: '2', isCorrect: true },
        ],
      },
    ],
  ],
  [
    'validateQuestion',
    [
      {
        type: 'essay',
        text: 'Q',
        subject: 'English',
        grade: 'Grade 3',
        difficulty: 'beginner',
        skills: ['Spelling'],
        estimatedTime: 300,
        correctAnswer: 'x',
      },
    ],
  ],
  [
    'validateQuestion',
    [
      {
        type: 'short_answer',
        text: 'Q',
        subject: 'Science',
        grade: 'Grade 2',
        difficulty: 'advanced',
        skills: ['Plants'],
        estimatedTime: 600,
      },
    ],
  ],
  ['validateAssignment', [{ title: 'Maths', timeLimit: 30, question_sets: ['s'], assigned_students: ['c'], totalQuestions: 201 }]],
  ['validateQuestionSet', [{ title: ' ', tags: 'x', learningObjectives: [''], prerequisites: ['a', 'a'], questions: [] }]],
  ['validateChild', [{ name: ` ${'x'.repeat(101)} `, grade: 'Grade 7' }]],
  ['statusChangeProblem', ['review', 'published', { isOwner: true, isReviewer: true }]],
  ['inRangeOrDefault', ['45', { min: 5, max: 180, default: 30 }]],
  // scoring.ts
  ['scoreAnswers', scoredQuiz],
  // essays.ts: an essay waits for marking until the parent's mark, which scoreAnswers takes.
  [
    'scoreAnswers',
    [
      [
        { id: 'q1', type: 'essay' },
        { id: 'q2', options: [{ id: 'a', isCorrect: true }] },
      ],
      { q1: 'The sea.', q2: 'a' },
      {},
    ],
  ],
  ['scoreAnswers', [[{ id: 'q1', type: 'essay' }], { q1: 'The sea.' }, { q1: { correct: true, comment: 'Yes' } }]],
  ['scoreOf', [0, 2, 2]],
  ['markProblems', [{ correct: 'yes', comment: 'x'.repeat(501) }]],
  ['scoreBand', [74]],
  ['typedAnswerMatches', ['\u00a0 Seven \t apples. ', 'seven apples']],
  ['typedAnswerMatches', ['07.0', '7']],
  ['normaliseTyped', ['  Cafe\u0301  au  LAIT.\n']],
  // typed-answers.ts: the units a question counts, a near miss, quotes and affixes, as PocketBase's engine reads its patterns.
  ['markTypedAnswer', [{ type: 'short_answer', text: 'How many seconds are there in 3 minutes?', correctAnswer: '180' }, '180 secs']],
  ['markTypedAnswer', [{ type: 'short_answer', text: 'What is normal body temperature, in °C?', correctAnswer: '37 ± 0.5' }, '37°C']],
  [
    'markTypedAnswer',
    [{ type: 'fill_blank', text: 'The ___ is hot, the ___ cold.', correctAnswer: 'summer ; winter' }, '["Sumer!","\u201cwintr\u201d"]'],
  ],
  ['markTypedAnswer', [{ type: 'short_answer', text: 'Which prefix?', correctAnswer: 'un', exactSpelling: true }, 'un-']],
  ['countedUnits', ['How many legs, in total (cm)?']],
  ['tidyTyped', ['  \u2018-able\u2019?! ']],
  ['editDistance', ['wednesday', 'wensday']],
  // item-analysis.ts
  ['discriminationIndexOfCounts', [counted]],
  ['discriminationIndex', [Array.from({ length: 17 }, (_, i) => ({ score: (i * 37) % 101, correct: i % 3 !== 0 }))]],
  // progress.ts
  ['resultsAnalytics', [results]],
  ['studentProgress', ['s1', assignments, results]],
  ['achievements', [results]],
  ['levelFor', [1250]],
  ['recentActivity', [results, 3]],
  // student.ts
  ['assignmentStatus', ['a6', results, ['a6']]],
  ['recentScores', [results, 3]],
  // set-builder.ts
  ['addListEntry', [['Plants'], ' Light ']],
  ['minutesOf', [95]],
  // avatar.ts, through the preferences the server checks
  [
    'preferencesError',
    [{ avatar: { hair: 'braids', hairColor: '220f00', skinColor: 'ffe4c0', eyes: 'cheery', mouth: 'kawaii', accessories: 'none' } }],
  ],
  ['preferencesError', [{ avatar: { hair: 'braids' } }]],
  // quiz-timer.ts
  ['secondsLeft', ['2026-11-26 10:30:00.000Z', '2026-11-26 10:00:00.000Z', 1500]],
  ['timerThresholds', [5]],
  ['timerWarning', [299, { soon: 600, last: 300 }]],
  ['childMinutes', [15, 'extra_half']],
  // notifications.ts
  ['dayText', ['2026-11-27 00:00:00.000Z']],
  // student-id.ts
  ['isStudentId', ['STU2345678']],
  ['isStudentId', ['STU01']],
  ['normaliseStudentId', [' ｓｔｕ OO1 ']],
  // access-code.ts: a phone's full-width letters and dashes, words run together
  ['normaliseAccessCode', ['ＳＵＮＮＹ\u2013tiger 42']],
  ['normaliseAccessCode', [' RainbowWombat999']],
  ['normaliseAccessCode', ['Not-a-code!']],
  // account.ts
  ['normaliseEmail', [' ÉLODIE@Exemple.FR ']],
  // assignment-lifecycle.ts
  ['hasStarted', ['a2', [{ assignment_id: 'a1' }], [{ assignment_id: 'a2' }]]],
  ['isPastDue', ['2020-01-01 12:00:00.000Z', '2026-11-26']],
  ['isOverdue', [{ dueDate: '2026-11-25 12:00:00.000Z' }, false, '2026-11-26']],
  [
    'nextAssignment',
    [
      [
        { id: 'a1', dueDate: '2026-11-30 12:00:00.000Z' },
        { id: 'a6', dueDate: '2026-11-28 12:00:00.000Z' },
      ],
      results,
      [],
    ],
  ],
  ['resultPoints', [{ score: 80, review: true, total_questions: 4 }]],
  // review-schedule.ts: FSRS through ts-fsrs, run by PocketBase's engine.
  ['scheduleAnswer', [null, false, '2026-11-20T09:00:00.000Z']],
  ['scheduleAnswer', [null, true, '2026-11-20T09:00:00.000Z']],
  ['scheduleAnswer', [fsrsCard, true, '2026-11-25T09:00:00.000Z']],
  ['scheduleAnswer', [fsrsCard, false, '2026-12-25T09:00:00.000Z']],
  ['recallChance', [fsrsCard, '2026-12-01T09:00:00.000Z']],
  // mastery.ts
  ['answerSkill', [skill, { type: 'multiple_choice', difficulty: 'advanced', optionCount: 4 }, true, '2026-11-21']],
  ['answerSkill', [skill, { type: 'true_false', difficulty: 'beginner' }, false, '2026-11-20']],
  // next-step.ts
  ['weakestSkills', [skillRows]],
  ['bestPractice', [candidates, 'Grade 3']],
  ['nextChallenge', [candidates, 'Grade 3']],
  // picture-details.ts: a PNG whose header says 12000 by 12000 pixels, and one of 1 by 1.
  ['pictureProblem', [pngOfSize(12_000)]],
  ['pictureProblem', [pngOfSize(1)]],
  // realtime.ts
  ['realtimeSubscriptionProblem', [['notifications/*', 'PB_CONNECT'], true]],
  ['realtimeSubscriptionProblem', [['assignments/*'], true]],
  ['realtimeSubscriptionProblem', [['notifications/*'], false]],
];

describe('the domain bundle in PocketBase', () => {
  it('exports every constant and rule of shared/src/domain, with the same values', async () => {
    const expected = Object.fromEntries(
      Object.entries(domain).map(([name, value]) => [name, typeof value === 'function' ? 'function' : JSON.parse(JSON.stringify(value))]),
    );
    expect(await inPocketBase({})).toEqual(expected);
  });

  it.each(calls.map(([fn, args], i) => [i, fn, args] as const))('call %i, %s, answers as the TypeScript does', async (_i, fn, args) => {
    const expected = inNode(fn, args);
    expect(await inPocketBase({ fn, args })).toEqual(expected);
  });

  it('the calls above reach what they are for (they are not all empty answers)', () => {
    expect(inNode('validateQuestion', [question])).toMatchObject({
      topic: 'Choose a topic of History',
      image_alt: domain.MESSAGES.imageAlt,
      grade: domain.MESSAGES.grade,
    });
    expect(inNode('scoreAnswers', scoredQuiz)).toEqual({ correct: 2, total: 3, awaiting: 0, score: 67, points: 134 });
    expect(inNode('discriminationIndexOfCounts', [counted])).not.toBeNull();
    expect(inNode('typedAnswerMatches', ['\u00a0 Seven \t apples. ', 'seven apples'])).toBe(true);
    expect(inNode('normaliseTyped', ['  Cafe\u0301  au  LAIT.\n'])).toBe('caf\u00e9 au lait');
    expect(inNode('normaliseStudentId', [' ｓｔｕ OO1 '])).toBe('STU001');
    expect(inNode('normaliseAccessCode', ['ＳＵＮＮＹ\u2013tiger 42'])).toBe('sunny-tiger-42');
    expect(inNode('normaliseAccessCode', [' RainbowWombat999'])).toBe('rainbow-wombat-999');
    expect(inNode('normaliseEmail', [' ÉLODIE@Exemple.FR '])).toBe('élodie@exemple.fr');
    expect(inNode('pictureProblem', [pngOfSize(12_000)])).toBe(domain.PICTURE_DETAILS_MESSAGES.tooLarge);
    expect(inNode('pictureProblem', [pngOfSize(1)])).toBeNull();
    expect(inNode('realtimeSubscriptionProblem', [['assignments/*'], true])).toBe(domain.REALTIME_MESSAGES.topic);
    expect(inNode('achievements', [results])).toContainEqual(
      expect.objectContaining({ id: 'perfect-score', earnedAt: '2026-11-22 09:00:00.000Z' }),
    );
    expect(inNode('scheduleAnswer', [fsrsCard, true, '2026-11-25T09:00:00.000Z'])).toMatchObject({ reps: 2, lastRight: true });
    expect(inNode('bestPractice', [candidates, 'Grade 3'])).toMatchObject({ id: 's3' });
    expect(inNode('nextChallenge', [candidates, 'Grade 3'])).toMatchObject({ id: 's3' });
  });
});
