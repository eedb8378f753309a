import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { holdResponses, itGuardsItsOwnScreens, quizStart, renderRoute, serveStudentSample } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from 'mocks/testing';
import StudentAppRoutes from '../routes.tsx';

const DAY = 24 * 60 * 60 * 1000;

/** A list as PocketBase answers it, on one page. */
const listOf = (items: readonly object[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });

/** The server lists these as the child's results: English Grammar Check at each score, a day apart, oldest first, the last one now. */
function serveResults(...scores: number[]) {
  const items = scores.map((score, index) => ({
    collectionName: 'results',
    id: `resultemmaday0${index}`,
    student_id: 'studentemma0001',
    assignment_id: 'assignenglish01',
    score,
    completed_at: new Date(Date.now() - (scores.length - 1 - index) * DAY).toISOString().replace('T', ' '),
    expand: { assignment_id: { id: 'assignenglish01', title: 'English Grammar Check', subject: 'English' } },
  }));
  mockServer.use(http.get('*/api/collections/results/records', () => listOf(items)));
}

/** A tile of the progress strip, as the child reads it. */
const tile = (label: string) =>
  within(screen.getByRole('region', { name: 'My progress' }))
    .getByText(label)
    .closest('li');

/** An achievement, with whether and when it was earned. */
const achievement = (title: string) =>
  within(screen.getByRole('region', { name: 'Achievements' }))
    .getByText(title)
    .closest('li');

describe('the student area on its own', () => {
  itGuardsItsOwnScreens(StudentAppRoutes, '/quiz/assignmaths0001', 'student', 'parent');
});

describe('the student dashboard', () => {
  it('greets the child by name and grade and lists only their assignments', async () => {
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    // Emma has signed in before (the demo data).
    expect(await screen.findByRole('heading', { name: 'Welcome back, Emma Johnson!' })).toBeVisible();
    expect(screen.getByText('Grade 3')).toBeVisible();
    const assignments = await screen.findByRole('region', { name: 'My Assignments' });
    expect(within(assignments).getByRole('heading', { name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
    expect(within(assignments).getByRole('heading', { name: 'English Grammar Check' })).toBeVisible();
    // Liam's draft assignment is not Emma's.
    expect(screen.queryByText('Fractions Review')).not.toBeInTheDocument();
  });

  it("says 'Welcome' on a child's first sign-in, and 'Welcome back' from the second", async () => {
    const db = serveStudentSample();
    const emma = db.collections['students']!.find((student) => student.id === 'studentemma0001')!;
    emma['last_signed_in'] = '';
    const first = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    expect(await screen.findByRole('heading', { name: 'Welcome, Emma Johnson!' })).toBeVisible();
    first.unmount();
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Emma Johnson!' })).toBeVisible();
  });

  it("shows SPEC's sample figures, worked out from the sample results: level 8, 1250 points, next at 1500, a 5-day streak", async () => {
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await screen.findByRole('region', { name: 'My progress' });
    // The level as a ring towards the next level: 1250 is 50 points into level 8's 300 (1200 to 1500).
    const ring = screen.getByRole('progressbar', { name: 'Level 8, on the way to level 9' });
    expect(ring).toHaveAttribute('aria-valuenow', '16');
    expect(ring).toHaveTextContent('8');
    expect(tile('Level')).toHaveTextContent('250 more points to level 9');
    expect(tile('Total Points')).toHaveTextContent('Total Points1250');
    expect(tile('Study Streak')).toHaveTextContent(/^Study Streak5 days/);
    expect(tile('To Do')).toHaveTextContent(/^To Do2 quizzes to do$/);
    expect(screen.getByText('1250 points')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('a child whose only quiz was today has a 1-day streak, this week marked, the achievements it earned and what is left of the others', async () => {
    serveResults(100);
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await screen.findByRole('region', { name: 'My progress' });
    expect(tile('Study Streak')).toHaveTextContent(/^Study Streak1 day/);
    // This week, Monday first: today done, the days before it without a quiz, the days after it to come.
    const week = within(screen.getByRole('list', { name: 'This week' })).getAllByRole('listitem');
    const sinceMonday = (new Date().getDay() + 6) % 7;
    const today = new Intl.DateTimeFormat('en-GB', { weekday: 'long' }).format(new Date());
    expect(week).toHaveLength(7);
    expect(week[0]).toHaveTextContent(/^Monday: /);
    expect(week[sinceMonday]).toHaveTextContent(`${today}: quiz done`);
    week.slice(0, sinceMonday).forEach((day) => expect(day).toHaveTextContent(': no quiz'));
    week.slice(sinceMonday + 1).forEach((day) => expect(day).toHaveTextContent(': still to come'));

    expect(within(achievement('Perfect Score')!).getByText(/^Earned \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    // Not earned yet, with what is left by the same rules: one quiz done of five, 200 points of 1000, a day of five.
    expect(within(achievement('Quiz Explorer')!).getByText('4 more quizzes')).toBeVisible();
    expect(within(achievement('Point Collector')!).getByText('800 more points')).toBeVisible();
    expect(within(achievement('Study Streak')!).getByText('4 more days in a row')).toBeVisible();
    expect(achievement('Quiz Explorer')).not.toHaveClass('is-earned');
    expect(achievement('Perfect Score')).toHaveClass('is-earned');
    await expectNoAxeViolations();
  });

  it('a retake is no new quiz for Quiz Explorer, and a child with every assignment done is told so', async () => {
    serveResults(40, 100);
    mockServer.use(http.get('*/api/collections/assignments/records', () => listOf([])));
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await screen.findByRole('region', { name: 'My progress' });
    expect(within(achievement('Quiz Explorer')!).getByText('4 more quizzes')).toBeVisible();
    expect(within(achievement('First Quiz')!).getByText(/^Earned/)).toBeVisible();
    expect(tile('To Do')).toHaveTextContent(/^To DoAll done!$/);
  });

  it('a child with no quizzes yet is asked to start a streak and told where the scores will appear', async () => {
    serveResults();
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await screen.findByRole('region', { name: 'My progress' });
    expect(tile('Study Streak')).toHaveTextContent(/^Study Streak0 daysDo a quiz today to start a streak!/);
    expect(within(achievement('First Quiz')!).getByText('1 more quiz')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Recent Scores' })).getByText('Your scores appear here after your first quiz.'),
    ).toBeVisible();
  });

  it('gives each assignment its facts and status: a new one opens its quiz, a completed one its best score and results', async () => {
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const maths = (await screen.findByRole('heading', { name: 'Maths Practice: Basic Arithmetic' })).closest('li')!;
    expect(within(maths).getByText('5 questions · 30 minutes · Beginner')).toBeVisible();
    expect(within(maths).getByText('Mathematics')).toHaveClass('kid-subject');
    expect(maths).toHaveTextContent(/Due \d{1,2} \w{3} \d{4}/);
    expect(within(maths).getByText('New')).toBeVisible();
    const english = screen.getByRole('heading', { name: 'English Grammar Check' }).closest('li')!;
    expect(within(english).getByText('Completed')).toBeVisible();
    expect(within(english).getByText('Best score 100%')).toBeVisible();
    expect(within(english).queryByRole('link', { name: /Start Quiz/ })).not.toBeInTheDocument();

    await user.click(within(english).getByRole('link', { name: 'See results and retake: English Grammar Check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignenglish01'));
  });

  it("says '1 question' and '1 minute' for a one-question, one-minute assignment, and when it is due", async () => {
    mockServer.use(
      http.get('*/api/collections/assignments/records', () =>
        listOf([
          {
            collectionName: 'assignments',
            id: 'assignquick0001',
            title: 'Quick Check',
            subject: 'Science',
            totalQuestions: 1,
            timeLimit: 1,
            difficulty: 'intermediate',
            status: 'active',
            assigned_students: ['studentemma0001'],
            dueDate: '2030-03-14 12:00:00.000Z',
          },
        ]),
      ),
    );
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const quick = (await screen.findByRole('heading', { name: 'Quick Check' })).closest('li')!;
    expect(within(quick).getByText('1 question · 1 minute · Intermediate')).toBeVisible();
    expect(within(quick).getByText('Science')).toBeVisible();
    expect(within(quick).getByText('Due 14 Mar 2030')).toBeVisible();
  });

  it('leaves out what an assignment does not have: no dangling "·" without a difficulty or a due date', async () => {
    mockServer.use(
      http.get('*/api/collections/assignments/records', () =>
        listOf([
          {
            collectionName: 'assignments',
            id: 'assignbare00001',
            title: 'Bare Quiz',
            subject: 'History',
            totalQuestions: 3,
            timeLimit: 30,
            status: 'active',
            assigned_students: ['studentemma0001'],
          },
        ]),
      ),
    );
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const bare = (await screen.findByRole('heading', { name: 'Bare Quiz' })).closest('li')!;
    expect(within(bare).getByText('3 questions · 30 minutes')).toBeVisible();
    expect(bare).not.toHaveTextContent(/·\s*$|· ·|Due/);
  });

  it('an assignment past its due day and not finished says Overdue, and can still be started', async () => {
    mockServer.use(
      http.get('*/api/collections/assignments/records', () =>
        listOf([
          {
            collectionName: 'assignments',
            id: 'assignlate00001',
            title: 'Late Quiz',
            subject: 'History',
            totalQuestions: 3,
            timeLimit: 30,
            status: 'active',
            assigned_students: ['studentemma0001'],
            dueDate: '2020-01-01 12:00:00.000Z',
          },
          {
            collectionName: 'assignments',
            id: 'assignsoon00001',
            title: 'Soon Quiz',
            subject: 'History',
            totalQuestions: 3,
            timeLimit: 30,
            status: 'active',
            assigned_students: ['studentemma0001'],
            dueDate: '2099-01-01 12:00:00.000Z',
          },
        ]),
      ),
    );
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const late = (await screen.findByRole('heading', { name: 'Late Quiz' })).closest('li')!;
    expect(within(late).getByText('Overdue')).toBeVisible();
    expect(within(late).queryByText('New')).toBeNull();
    expect(within(late).getByRole('link', { name: 'Start Quiz: Late Quiz' })).toBeVisible();
    const soon = screen.getByRole('heading', { name: 'Soon Quiz' }).closest('li')!;
    expect(within(soon).getByText('New')).toBeVisible();
  });

  it('a new child with nothing set and nothing done is not praised for it: To Do says Nothing yet', async () => {
    mockServer.use(
      http.get('*/api/collections/assignments/records', () => listOf([])),
      http.get('*/api/collections/results/records', () => listOf([])),
    );
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await screen.findByRole('region', { name: 'My progress' });
    expect(tile('To Do')).toHaveTextContent(/^To DoNothing yet$/);
  });

  it('a child with no assignments is told that they come from their parent', async () => {
    mockServer.use(http.get('*/api/collections/assignments/records', () => listOf([])));
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    expect(await screen.findByText('No assignments yet. When your parent sets one, it appears here.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'My Assignments' })).not.toBeInTheDocument();
  });

  it('opens the quiz of an assignment not completed', async () => {
    mockServer.use(apiRoute('quizStart', () => HttpResponse.json(quizStart('assignmaths0001'))));
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await user.click(await screen.findByRole('link', { name: 'Start Quiz: Maths Practice: Basic Arithmetic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/assignmaths0001'));
  });

  it("shows an assignment with a quiz left unfinished as in progress, and 'Continue Quiz' reopens it", async () => {
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(quizStart('assignmaths0001', { answers: { qmathadd0000001: 'c' } }))),
      http.get('*/api/collections/attempts/records', () =>
        listOf([
          {
            collectionName: 'attempts',
            id: 'attemptemma0001',
            student_id: 'studentemma0001',
            assignment_id: 'assignmaths0001',
            status: 'in_progress',
          },
        ]),
      ),
    );
    // The attempts answer last: the list waits for them rather than offering Start Quiz first.
    const release = holdResponses('get', '*/api/collections/attempts/records');
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    // The assignments and results are in (the points show), the attempts are not.
    expect(await screen.findByText(/^\d+ points$/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Start Quiz/ })).not.toBeInTheDocument();
    release();
    const maths = (await screen.findByRole('heading', { name: 'Maths Practice: Basic Arithmetic' })).closest('li')!;
    expect(within(maths).getByText('In progress')).toBeVisible();
    expect(within(maths).queryByRole('link', { name: /Start Quiz/ })).not.toBeInTheDocument();
    const resume = within(maths).getByRole('link', { name: 'Continue Quiz: Maths Practice: Basic Arithmetic' });
    expect(resume).toHaveTextContent(/^Continue Quiz$/);
    await user.click(resume);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/assignmaths0001'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
  });

  it('lists recent scores with their change, the improvement, and achievements with when they were earned', async () => {
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const recent = await screen.findByRole('region', { name: 'Recent Scores' });
    const rows = within(recent).getAllByRole('listitem');
    // Each compared only with the child's try before at the same quiz: these are all first tries.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Plants Quick Check100%',
      'English Grammar Check100%',
      'Sharing and Dividing100%',
      'Words and Spelling100%',
      'Place Value Puzzles75%',
    ]);
    expect(within(recent).getByText('Your last 3 quizzes are up 17% on the 3 before. Brilliant!')).toBeVisible();
    // Coloured by the score bands, as on the parent's dashboard: 100% green, 75% blue.
    expect(within(rows[0]!).getByText('100%')).toHaveClass('mcq-score-green');
    expect(within(rows[4]!).getByText('75%')).toHaveClass('mcq-score-blue');

    const earned = within(screen.getByRole('region', { name: 'Achievements' })).getAllByRole('listitem');
    expect(earned.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'First Quiz',
      'High Scorer',
      'Perfect Score',
      'Quiz Explorer',
      'Study Streak',
      'Point Collector',
    ]);
    for (const item of earned) expect(item).toHaveTextContent(/Earned \d{1,2} \w{3} \d{4}/);
  });

  it('says to keep practising, and gives no praise, when the last 3 quizzes are not up on the 3 before', async () => {
    serveResults(90, 90, 90, 60, 60, 60);
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const recent = await screen.findByRole('region', { name: 'Recent Scores' });
    expect(within(recent).getByText('Keep practising: every quiz helps you learn.')).toBeVisible();
    expect(within(recent).queryByText(/Brilliant/)).not.toBeInTheDocument();
    // The fall from 90 to 60, beside the score it fell to; the scores after it held.
    expect(within(recent).getByText('-30% on your last try')).toBeVisible();
    expect(within(recent).getAllByText('Same as your last try').length).toBeGreaterThan(0);
  });
});
