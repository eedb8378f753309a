import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import StudentAppRoutes from '../routes.tsx';

describe('the student dashboard', () => {
  it('greets the child by name and grade and lists only their assignments', async () => {
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Emma Johnson!' })).toBeVisible();
    expect(screen.getByText('Grade 3')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Maths Practice: Basic Arithmetic' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'English Grammar Check' })).toBeVisible();
    // Liam's draft assignment is not Emma's.
    expect(screen.queryByText('Fractions Review')).not.toBeInTheDocument();
  });

  it("shows SPEC's sample figures, worked out from the sample results: level 8, 1250 points, next at 1500, a 5-day streak", async () => {
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const tiles = await screen.findByRole('region', { name: 'My progress' });
    const tile = (label: string) => within(tiles).getByText(label).closest('li');
    expect(tile('Level')).toHaveTextContent('Level8Next level at 1500 points');
    expect(tile('Total Points')).toHaveTextContent('Total Points1250');
    expect(tile('Study Streak')).toHaveTextContent('Study Streak5 days');
    expect(tile('To Do')).toHaveTextContent('To Do2assignments not completed');
    expect(screen.getByText('⭐ 1250 points')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('gives each assignment its facts and status: a new one opens its quiz, a completed one its best score and results', async () => {
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const maths = (await screen.findByRole('heading', { name: 'Maths Practice: Basic Arithmetic' })).closest('li')!;
    expect(maths).toHaveTextContent('Mathematics · 5 questions · 30 minutes · Beginner');
    expect(maths).toHaveTextContent(/Due \d{1,2} \w{3} \d{4}/);
    expect(within(maths).getByText('New')).toBeVisible();
    const english = screen.getByRole('heading', { name: 'English Grammar Check' }).closest('li')!;
    expect(within(english).getByText('Completed')).toBeVisible();
    expect(within(english).getByText('Best score 100%')).toBeVisible();
    expect(within(english).queryByRole('link', { name: /Start Quiz/ })).not.toBeInTheDocument();

    await user.click(within(english).getByRole('link', { name: 'See results and retake: English Grammar Check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-results/assignenglish01'));
  });

  it('opens the quiz of an assignment not completed', async () => {
    const { user, router } = await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    await user.click(await screen.findByRole('link', { name: 'Start Quiz: Maths Practice: Basic Arithmetic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/assignmaths0001'));
  });

  it('lists recent scores with their change, the improvement, and achievements with when they were earned', async () => {
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    const recent = await screen.findByRole('region', { name: 'Recent Scores' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Plants Quick Check100%',
      'English Grammar Check100%Same as last time',
      'Sharing and Dividing100%+25% since last time',
      'Words and Spelling100%',
      'Place Value Puzzles75%Same as last time',
    ]);
    expect(within(recent).getByText('Your last 3 quizzes are up 17% on the 3 before. Brilliant!')).toBeVisible();

    const earned = within(screen.getByRole('region', { name: 'Achievements' })).getAllByRole('listitem');
    expect(earned.map((item) => item.querySelector('strong')?.textContent)).toEqual(['First Quiz', 'High Scorer', 'Perfect Score', 'Quiz Explorer', 'Study Streak', 'Point Collector']);
    for (const item of earned) expect(item).toHaveTextContent(/Earned \d{1,2} \w{3} \d{4}/);
  });
});
