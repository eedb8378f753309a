import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { http, HttpResponse } from 'msw';
import { expect, it, onTestFinished, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'shared/router';
import type { RemoteRoutes } from 'shared';
import type { AnswerBody, AnswerReply, QuizStart } from 'shared/api';
import { standaloneRoutes } from 'shared/ui/standalone';
import { pb } from 'shared/session';
import { createMockDb, type MockDb, type MockRecord } from './db.ts';
import { demoLogins, fixtures, studentSampleFixtures } from './fixtures.ts';
import { apiRoute, newRecordId } from './handlers/context.ts';
import { createHandlers } from './handlers/index.ts';
import { assignmentQuestions, reviewOf } from './handlers/results.ts';
import { mockServer } from './node.ts';

export { expectNoAxeViolations } from './axe.ts';

/**
 * antd in the component tests: no component styles made at run time, as in the apps (the setup loads
 * the apps' stylesheets from shared/antd-css, reduced to what jsdom reads), and the theme's CSS
 * variables, which antd still writes, kept in an element outside the page,
 * where jsdom's computed style does not read them (it read them for every element it was asked about).
 */
const testTheme = { zeroRuntime: true };
const runtimeStyles = document.createElement('div');

/**
 * Renders a remote's routes at a path, as when it runs alone, optionally signed in as a demo
 * account (against the MSW backend of the test setup).
 */
export async function renderRoute(routes: RemoteRoutes, path: string, signInAs?: 'parent' | 'student' | 'creator' | 'reviewer') {
  const demo = demoLogins();
  if (signInAs === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  if (signInAs === 'student') await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  if (signInAs === 'creator' || signInAs === 'reviewer') {
    const account = fixtures.creators.find((creator) => creator.reviewer === (signInAs === 'reviewer'));
    if (!account) throw new Error(`The fixtures have no demo ${signInAs}`);
    await pb.collection('creators').authWithPassword(account.email, account.password);
  }
  const router = createMemoryRouter(standaloneRoutes(routes), { initialEntries: [path] });
  const rendered = render(
    <StyleProvider container={runtimeStyles}>
      <ConfigProvider theme={testTheme}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </StyleProvider>,
  );
  return { user: userEvent.setup(), router, ...rendered };
}

/** The student area's mock backend for this test: the fixtures with the demo student's history (docs/product.md, "Sample data"). */
export function serveStudentSample(): MockDb {
  const db = createMockDb(studentSampleFixtures);
  mockServer.resetHandlers(...createHandlers(db));
  return db;
}

export interface QuizStartOptions {
  /** Seconds from now to the deadline; null: a child with no time limit. Default: the assignment's whole time limit. */
  secondsLeft?: number | null;
  /** Answers the server already holds (a resumed attempt). */
  answers?: Record<string, string>;
  /** How far the server's clock is ahead of the device's (negative: behind), in seconds. Default 0. */
  serverClockAhead?: number;
  /** Breaks the quiz still allows. Default 1 for a timed quiz, 0 without a time limit. */
  breaksLeft?: number;
}

const iso = (time: number) => new Date(time).toISOString();

/**
 * The start route's answer for one of the student sample's assignments, as plain data: an attempt with
 * an id of its own, the assignment, its questions in set order without their keys, and the server's clock.
 * A test answers the route with it (the same object each time, for a resumed attempt) and changes what it needs.
 */
export function quizStart(assignmentId: string, options: QuizStartOptions = {}): QuizStart {
  const db = createMockDb(studentSampleFixtures);
  const assignment = db.collections['assignments']?.find((record) => record.id === assignmentId);
  if (!assignment) throw new Error(`The student sample has no assignment ${assignmentId}`);
  const limit = Number(assignment['timeLimit']) * 60;
  const serverTime = Date.now() + (options.serverClockAhead ?? 0) * 1000;
  const secondsLeft = options.secondsLeft === undefined ? limit : options.secondsLeft;
  return {
    attempt: {
      id: newRecordId(),
      assignment_id: assignmentId,
      status: 'in_progress',
      started_at: iso(secondsLeft === null ? serverTime : serverTime - (limit - secondsLeft) * 1000),
      deadline: secondsLeft === null ? null : iso(serverTime + secondsLeft * 1000),
      pausedAt: null,
      breaksLeft: options.breaksLeft ?? (secondsLeft === null ? 0 : 1),
      answers: { ...options.answers },
      flagged: [],
    },
    assignment: {
      id: assignmentId,
      title: String(assignment['title']),
      subject: String(assignment['subject']),
      difficulty: String(assignment['difficulty']),
      instructions: String(assignment['instructions']),
      timeLimit: Number(assignment['timeLimit']),
    },
    questions: assignmentQuestions(db, assignmentId).map((q) => ({
      id: q.id,
      type: q.type ?? 'multiple_choice',
      text: q.text,
      options: q.options.map(({ id, text }) => ({ id, text })),
      media: {},
    })),
    serverTime: iso(serverTime),
  };
}

/** The answer route's reply when the server stores `body`: the question's row as it stands (of a question nothing else changed). */
export const answerReply = (body: AnswerBody): AnswerReply => ({
  questionId: body.questionId,
  answer: body.answer ?? null,
  flagged: body.flagged ?? false,
});

/**
 * The submit route's reply for the attempt `start` began, marked as the test says (the mocks do not mark):
 * the result is stored in `db` as the server stores it, for the results screen to read next, and its
 * review is returned as the server returns it.
 */
export function submitReply(
  db: MockDb,
  start: QuizStart,
  marks: { score: number; correct: number; answers: Record<string, string>; timeTaken?: number },
) {
  const result: MockRecord = {
    collectionId: 'pbc_results',
    collectionName: 'results',
    id: newRecordId(),
    student_id: studentSampleFixtures.students[0]?.id,
    parent_id: studentSampleFixtures.students[0]?.parent_id,
    assignment_id: start.attempt.assignment_id,
    attempt_id: start.attempt.id,
    score: marks.score,
    total_questions: start.questions.length,
    correct_answers: marks.correct,
    time_taken: marks.timeTaken ?? 120,
    answers: marks.answers,
    completed_at: iso(Date.now()).replace('T', ' '),
  };
  (db.collections['results'] ??= []).push(result);
  return reviewOf(db, result);
}

/** What the server took, in order: each change of an answer or flag it stored, and 'submit' for each quiz it marked. */
export type Received = Array<AnswerBody | 'submit'>;

/** The answer route storing every change, as the server does, each one kept in `received`; unreachable while `online()` says not. */
export const takesAnswers = (received: Received = [], online = () => true) =>
  apiRoute('quizAnswer', async ({ request }) => {
    if (!online()) return HttpResponse.error();
    const body = (await request.json()) as AnswerBody;
    received.push(body);
    return HttpResponse.json(answerReply(body));
  });

/**
 * For this test, the student's sample with the quiz `start` opens: its answers stored, its submit
 * marked with `marks` (or refused while `refused()` says so), what reached the server kept in
 * `received` when given. What it returns counts the submits.
 */
export function serveQuiz(
  start: QuizStart,
  marks: Parameters<typeof submitReply>[2],
  { refused = () => false, received }: { refused?: () => boolean; received?: Received } = {},
) {
  const db = serveStudentSample();
  const submits = { count: 0 };
  mockServer.use(
    apiRoute('quizStart', () => HttpResponse.json(start)),
    takesAnswers(received),
    apiRoute('quizSubmit', () => {
      submits.count += 1;
      received?.push('submit');
      return refused() ? unexplainedError(400) : HttpResponse.json(submitReply(db, start, marks));
    }),
  );
  return submits;
}

/**
 * A failure the server does not explain: PocketBase's stock message, which the screens replace
 * with their own words. A 500 (the default) may pass by itself; a 4xx is a refusal.
 */
/**
 * The server's responses on a route wait until the test calls the function this returns; then they
 * go on to the handlers used before it (MSW tries the last used first).
 */
export function holdResponses(method: 'get' | 'post', route: string): () => void {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockServer.use(
    http[method](route, async () => {
      await held;
      return undefined;
    }),
  );
  return () => release?.();
}

/**
 * Makes the device ask for reduced motion for the rest of the test (the setup's matchMedia answers no
 * to every query). antd's dialogs then close at once: jsdom ends no transition.
 */
export function preferReducedMotion(): void {
  const setupStub = window.matchMedia;
  const matchMedia = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ ...setupStub(query), matches: query === '(prefers-reduced-motion: reduce)' }));
  onTestFinished(() => matchMedia.mockRestore());
}

export const unexplainedError = (status = 500) =>
  HttpResponse.json({ status, message: 'Something went wrong while processing your request.', data: {} }, { status });

/**
 * The tests of a remote guarding its own screens when it runs alone (the shell is not there to do
 * it): a signed-out visitor is sent to the sign-in with the page remembered, and an account of
 * another role is told so in the area's frame, with Logout.
 */
export function itGuardsItsOwnScreens(routes: RemoteRoutes, path: string, role: 'parent' | 'student', other: 'parent' | 'student') {
  it('guards its own screens when it runs alone: a signed-out visitor goes to the sign-in', async () => {
    const { router } = await renderRoute(routes, path);
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { from: path } });
  });

  it("guards its own screens when it runs alone: another role's account is told so, with Logout", async () => {
    const { user, router } = await renderRoute(routes, path, other);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not for your account' })).toBeVisible();
    expect(screen.getByText(`You are signed in as a ${other}. This page is for a ${role}.`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/login');
  });
}
