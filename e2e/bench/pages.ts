import { expect, type Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { backendPort, e2eSuperuser, origins } from '../support/environment.ts';

/** Where the PocketBase SDK keeps the session in the browser. */
export const SESSION_KEY = 'pocketbase_auth';

/** Each app's origin and its folder: a URL's origin says which build served it. */
export const apps = [
  { dir: 'shell', origin: origins.shell },
  { dir: 'parent-app', origin: origins.parent_app },
  { dir: 'student-app', origin: origins.student_app },
  { dir: 'creator-app', origin: origins.creator_app },
] as const;

export type Account = 'parent' | 'student' | 'creator';

export interface BenchPage {
  label: string;
  url: string;
  account: Account | null;
  /** Resolves once the page shows its own content, not a loading state or a redirect. */
  ready: (page: Page) => Promise<void>;
  /** Which page budgets apply; the remotes alone are measured for information only. */
  budget: 'landing' | 'login' | 'signedIn' | null;
  /** Measured again on a return visit (Lighthouse) and offline, or offline only. */
  again?: 'returnAndOffline' | 'offline';
  /** What the page shows offline when that is not what `ready` waits for. */
  readyOffline?: (page: Page) => Promise<void>;
  /** Run before each of the page's measurements, so that each finds the page in the same state. */
  prepare?: () => Promise<void>;
}

const backend = () => new PocketBase(`http://127.0.0.1:${backendPort}`);

/** A signed-in session as the SDK stores it, `{ token, record }`, got from the API. */
export async function sessionFor(account: Account): Promise<string> {
  const pb = backend();
  if (account === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  if (account === 'student') await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  if (account === 'creator') await pb.collection('creators').authWithPassword(demo.creator.email, demo.creator.password);
  return JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
}

/** The assignment the demo student would open first: the top of their dashboard's list. */
async function firstAssignmentOfDemoStudent(): Promise<string> {
  const pb = backend();
  await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  const { items } = await pb.collection('assignments').getList(1, 1, { filter: 'status = "active"', sort: '-created,id' });
  const first = items[0];
  if (!first) throw new Error('The demo student has no active assignment');
  return first.id;
}

/**
 * The quiz's attempt started afresh: the first opening starts a timed attempt (20 minutes), and the
 * bench opens the quiz again for longer than that, when the quiz would find its time up and show its
 * results instead. The demo student's attempts at it are deleted through the test run's superuser.
 */
const withoutAttempt = (assignmentId: string) => async () => {
  const pb = backend();
  const superuser = e2eSuperuser();
  await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  const student = await pb.collection('students').getFirstListItem(pb.filter('student_id = {:id}', { id: demo.student.studentId }));
  const attempts = await pb.collection('attempts').getFullList({
    filter: pb.filter('student_id = {:student} && assignment_id = {:assignment}', { student: student.id, assignment: assignmentId }),
  });
  for (const attempt of attempts) await pb.collection('attempts').delete(attempt.id);
};

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible({ timeout: 20_000 });
};

/** Offline, a quiz that needs the server to start says so in words (docs/product.md, "Offline and return visits"), or shows its question. */
const onQuizOffline = (path: string) => async (page: Page) => {
  await expect(page.getByText(/^Question \d+ of \d+$/).or(page.getByText(/^You're offline\. Connect to the internet/))).toBeVisible({
    timeout: 20_000,
  });
  expect(new URL(page.url()).pathname).toBe(path);
};

/** The quiz screen is ready when it shows its first question, on the quiz path. */
const onQuizQuestion = (path: string) => async (page: Page) => {
  await expect(page.getByText(/^Question \d+ of \d+$/)).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(path);
};

export async function benchPages(): Promise<BenchPage[]> {
  const quizId = await firstAssignmentOfDemoStudent();
  const quizPath = `/quiz/${quizId}`;
  return [
    { label: '`/` (landing)', url: `${origins.shell}/`, account: null, ready: heading(/MCQ Revision|Revision/), budget: 'landing' },
    {
      label: '`/login`',
      url: `${origins.shell}/login`,
      account: null,
      ready: heading('MCQ Revision for Primary School'),
      budget: 'login',
      again: 'offline',
    },
    {
      label: '`/parent-dashboard`',
      url: `${origins.shell}/parent-dashboard`,
      account: 'parent',
      ready: heading(`Welcome, ${demo.parent.name}`),
      budget: 'signedIn',
      again: 'returnAndOffline',
    },
    { label: '`/children`', url: `${origins.shell}/children`, account: 'parent', ready: heading('Children'), budget: 'signedIn' },
    {
      label: '`/student-dashboard`',
      url: `${origins.shell}/student-dashboard`,
      account: 'student',
      ready: heading(`Welcome back, ${demo.student.name}!`),
      budget: 'signedIn',
      again: 'returnAndOffline',
    },
    {
      label: '`/content-creator-dashboard`',
      url: `${origins.shell}/content-creator-dashboard`,
      account: 'creator',
      ready: heading(`Welcome, ${demo.creator.name}`),
      budget: 'signedIn',
      again: 'returnAndOffline',
    },
    {
      label: `\`${quizPath}\``,
      url: `${origins.shell}${quizPath}`,
      account: 'student',
      ready: onQuizQuestion(quizPath),
      readyOffline: onQuizOffline(quizPath),
      budget: 'signedIn',
      again: 'returnAndOffline',
      prepare: withoutAttempt(quizId),
    },
    // A remote's production build opened alone runs on its own `/api` (no mock backend): signed in like the shell's pages.
    {
      label: 'parent-app alone',
      url: `${origins.parent_app}/parent-dashboard`,
      account: 'parent',
      ready: heading(`Welcome, ${demo.parent.name}`),
      budget: null,
    },
    {
      label: 'student-app alone',
      url: `${origins.student_app}/student-dashboard`,
      account: 'student',
      ready: heading(`Welcome back, ${demo.student.name}!`),
      budget: null,
    },
    {
      label: 'creator-app alone `/creator-login`',
      url: `${origins.creator_app}/creator-login`,
      account: null,
      ready: heading('Content Creator Sign In'),
      budget: null,
    },
  ];
}
