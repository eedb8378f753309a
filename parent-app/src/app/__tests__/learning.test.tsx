import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

const renderProgress = () => renderRoute(ParentAppRoutes, '/parent-dashboard?tab=progress', 'parent');

const childCard = async (name: string) => {
  const card = (await screen.findByRole('heading', { level: 2, name })).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return within(card);
};

/** A day a week from today, as the form writes a due date. */
function aWeekAhead(): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7, 12);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe("the Progress tab's learning", () => {
  it("paints every other child when one child's read fails (a child just removed), and reads it again only so often", async () => {
    let asked = 0;
    mockServer.use(
      http.get('*/api/children/studentliam0001/learning', () => {
        asked += 1;
        return HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 });
      }),
    );
    await renderProgress();
    const emma = await childCard('Emma Johnson');
    expect(await emma.findByRole('region', { name: "Emma Johnson's next step" })).toBeVisible();
    const liam = await childCard('Liam Johnson');
    expect(await liam.findByRole('alert')).toBeVisible();
    // The failed read is not asked for again and again (its card once, on showing, as TanStack Query does).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked).toBeLessThanOrEqual(2);
  });

  it("shows a child's skills by subject and topic with their levels in words, and the questions behind one on click", async () => {
    const { user, container } = await renderProgress();
    const liam = await childCard('Liam Johnson');
    const science = await liam.findByRole('region', { name: "Liam Johnson's Science skills" });
    // Liam answered the light question wrong, the plants and food chains ones right (the demo data).
    const light = within(science).getByRole('button', { name: /^Light Practising 0 of 1 right$/ });
    expect(within(science).getByRole('button', { name: /^Plants Practising 1 of 1 right$/ })).toBeVisible();
    expect(
      within(science)
        .getByText(/Not started/)
        .closest('p'),
    ).toHaveTextContent(/Animals/);
    expect(light).toHaveAttribute('aria-expanded', 'false');

    light.focus();
    await user.keyboard('{Enter}');
    expect(light).toHaveAttribute('aria-expanded', 'true');
    const questions = await screen.findByText(/Wrong last time:/);
    expect(questions.closest('li')).toHaveTextContent(
      /Wrong last time: .+\(answered \d{1,2} \w{3} \d{4}; comes back for review \d{1,2} \w{3} \d{4}\)/,
    );
    await expectNoAxeViolations(container);
  });

  it('gives one next step, assigned in one go: the set for the child, due in a week', async () => {
    let sent: Record<string, unknown> | null = null;
    mockServer.use(
      http.post('*/api/collections/assignments/records', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...sent, id: 'assignnextstep1', collectionName: 'assignments' });
      }),
    );
    const { user } = await renderProgress();
    const liam = await childCard('Liam Johnson');
    expect(await liam.findByText('Practise Light: Living Things and Light, 3 questions')).toBeVisible();
    await user.click(liam.getByRole('button', { name: 'Assign to Liam Johnson: Practise Light: Living Things and Light, 3 questions' }));
    expect(await liam.findByRole('status')).toHaveTextContent('Assigned to Liam Johnson, due in a week.');
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({
      title: 'Living Things and Light',
      question_sets: ['setscience00001'],
      assigned_students: ['studentliam0001'],
      status: 'active',
      created_by: 'parentdemo00001',
      dueDate: `${aWeekAhead()} 12:00:00.000Z`,
    });
    expect(sent!['timeLimit']).toBeGreaterThanOrEqual(5);
  });

  it("says why an Assign failed, in the server's words, and offers the filled-in form instead", async () => {
    mockServer.use(
      http.post('*/api/collections/assignments/records', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Some fields need attention.',
            data: { question_sets: { code: 'x', message: 'Only published question sets can be assigned.' } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await renderProgress();
    const liam = await childCard('Liam Johnson');
    await user.click(await liam.findByRole('button', { name: /^Assign to Liam Johnson/ }));
    expect(await liam.findByRole('alert')).toHaveTextContent('Only published question sets can be assigned.');
    await user.click(liam.getByRole('link', { name: 'Change it first' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-assignment'));
    expect(router.state.location.search).toBe('?child=studentliam0001&set=setscience00001');
    // The form opens filled in with the step.
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Living Things and Light');
  });

  it("opens each quiz's answers, question by question, against the right ones", async () => {
    const { user, container } = await renderProgress();
    const liam = await childCard('Liam Johnson');
    const quiz = await liam.findByRole('button', { name: /^See the answers to Science: Living Things and Light/ });
    expect(quiz).toHaveAttribute('aria-expanded', 'false');
    quiz.focus();
    await user.keyboard('{Enter}');
    expect(quiz).toHaveAttribute('aria-expanded', 'true');
    // Liam chose the Moon on the light question, whose right answer is the Sun (the demo data; the letters as served).
    const light = (await liam.findByText('Which of these gives out its own light?')).closest('li')!;
    expect(light).toHaveTextContent(/Not right\. Liam Johnson's answer: [A-D]\. The MoonThe right answer: [A-D]\. The Sun/);
    expect(liam.getAllByText(/^Right\.$/).length).toBe(2);
    await expectNoAxeViolations(container);
  });

  it("says so when the weekly email's link names a set no longer there, and leaves the form to fill", async () => {
    await renderRoute(ParentAppRoutes, '/create-assignment?child=studentliam0001&set=nosuchset000001', 'parent');
    expect(await screen.findByText('The set this link suggested is no longer available: choose a set and a child below.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('gives each child its own landmarks: the next step, the skills, the answers', async () => {
    await renderProgress();
    for (const name of ['Emma Johnson', 'Liam Johnson']) {
      expect(await screen.findByRole('region', { name: `${name}'s next step` })).toBeVisible();
      expect(screen.getByRole('region', { name: `${name}'s skills` })).toBeVisible();
      expect(screen.getByRole('region', { name: `${name}'s answers, quiz by quiz` })).toBeVisible();
    }
  });
});
