import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute, createHandlers, createMockDb, fixtures } from 'mocks';
import { CHILDREN_MAX, CHILDREN_MAX_MESSAGE } from 'shared';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

const renderChildren = () => renderRoute(ParentAppRoutes, '/children', 'parent');

const childNamed = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`${name} is not in the list of children`);
  return within(item);
};

describe('the Children screen', () => {
  it("lists the parent's children with their grade and Student ID, and links back to the dashboard", async () => {
    await renderChildren();
    expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your children' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Emma Johnson', 'Liam Johnson']);
    expect((await childNamed('Emma Johnson')).getByText(/Grade 3/)).toHaveTextContent('Grade 3 · Student ID STU001');
    expect((await childNamed('Liam Johnson')).getByText(/Grade 5/)).toHaveTextContent('Grade 5 · Student ID STU002');
    expect(screen.getByRole('link', { name: 'Back to the parent dashboard' })).toHaveAttribute('href', '/parent-dashboard');
  });

  it('is reached from the dashboard header, with the children the dashboard fetched: one request for both', async () => {
    const lists: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/collections/students/records') lists.push(request.url);
    };
    mockServer.events.on('request:start', count);
    try {
      const { user } = await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
      expect(await screen.findByText('Total Children', { selector: 'dt' })).toBeVisible();
      await waitFor(() => expect(lists).toHaveLength(1));
      await user.click(await screen.findByRole('link', { name: 'Children' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
      expect(await screen.findByRole('heading', { level: 2, name: 'Emma Johnson' })).toBeVisible();
      expect(lists).toHaveLength(1);
    } finally {
      mockServer.events.removeListener('request:start', count);
    }
  });

  it("adds a child and shows the child's Student ID and access code once, with how to sign in", async () => {
    const { user, router } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    expect(router.state.location.pathname).toBe('/children/add');
    await user.type(await screen.findByLabelText("Child's name"), '  Zoe Johnson ');
    await user.click(screen.getByText('Grade 2'));
    await user.click(screen.getByRole('button', { name: 'Save child' }));

    const notice = await screen.findByRole('region', { name: 'Zoe Johnson is ready to sign in' });
    expect(within(notice).getByText('STU003')).toBeVisible();
    expect(within(notice).getByText('happy-panda-123')).toBeVisible();
    expect(notice).toHaveTextContent('it is shown only this once');
    expect(notice).toHaveTextContent('choose the Student tab');
    expect(within(notice).getByRole('heading', { name: 'Zoe Johnson is ready to sign in' })).toHaveFocus();
    // The form is gone, and so is its address.
    expect(router.state.location.pathname).toBe('/children');
    await waitFor(() => expect(screen.queryByLabelText("Child's name")).not.toBeInTheDocument());
    expect(within(notice).getByRole('heading', { name: 'Zoe Johnson is ready to sign in' })).toHaveFocus();
    expect((await childNamed('Zoe Johnson')).getByText(/Grade 2/)).toHaveTextContent('Grade 2 · Student ID STU003');

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('happy-panda-123')).not.toBeInTheDocument();
  });

  it('asks for the name and the grade before asking the server', async () => {
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    await user.type(await screen.findByLabelText("Child's name"), '   ');
    await user.click(screen.getByRole('button', { name: 'Save child' }));
    await waitFor(() => expect(screen.getByText("Child's name is required")).toBeVisible());
    await waitFor(() => expect(screen.getByText('Grade is required')).toBeVisible());
    expect(screen.queryByRole('region', { name: /is ready to sign in/ })).not.toBeInTheDocument();
  });

  it("shows the server's field errors under the fields", async () => {
    mockServer.use(
      apiRoute('childCreate', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Some fields need attention.',
            data: { name: { code: 'validation_invalid_name', message: 'Name must be at most 100 characters' } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    await user.type(await screen.findByLabelText("Child's name"), 'Zoe');
    await user.click(screen.getByText('Grade 2'));
    await user.click(screen.getByRole('button', { name: 'Save child' }));
    await waitFor(() => expect(screen.getByText('Name must be at most 100 characters')).toBeVisible());
    expect(screen.getByLabelText("Child's name")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets an access code after the parent confirms, and shows the new code', async () => {
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Reset access code for Liam Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset Liam Johnson's access code?" });
    expect(dialog).toHaveTextContent('The old code stops working straight away and Liam Johnson is signed out everywhere.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset code' }));

    const notice = await screen.findByRole('region', { name: 'New access code for Liam Johnson' });
    expect(within(notice).getByText('STU002')).toBeVisible();
    expect(within(notice).getByText('happy-panda-123')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the code when the parent cancels the reset', async () => {
    const { user } = await renderChildren();
    const reset = await screen.findByRole('button', { name: 'Reset access code for Liam Johnson' });
    await user.click(reset);
    const dialog = await screen.findByRole('dialog', { name: "Reset Liam Johnson's access code?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /is ready to sign in/ })).not.toBeInTheDocument();
    // The keyboard is back on the button that opened the dialog, not on the page.
    await waitFor(() => expect(reset).toHaveFocus());
  });

  it('gives the keyboard back to Add Child when the form is cancelled', async () => {
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Child' })).toHaveFocus());
  });

  it('removes a child after the parent confirms that the attempts and results go too', async () => {
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Remove child Emma Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Emma Johnson?' });
    expect(dialog).toHaveTextContent("This deletes Emma Johnson's account together with all of their quiz attempts and results");
    await user.click(within(dialog).getByRole('button', { name: 'Remove child' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Emma Johnson has been removed, together with their attempts and results.');
    expect(screen.queryByRole('heading', { name: 'Emma Johnson' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Children' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Liam Johnson' })).toBeVisible();
  });

  it('a child moving up the list stays the same entry: what it said is still there', async () => {
    const db = createMockDb();
    const students = db.collections['students']!;
    students.push({ ...students[0]!, id: 'childzara00001', student_id: 'STU900', name: 'Zara Johnson' });
    mockServer.resetHandlers(...createHandlers(db));
    const { user } = await renderChildren();
    const zara = await childNamed('Zara Johnson');
    await user.selectOptions(zara.getByRole('combobox', { name: 'Time on quizzes for Zara Johnson' }), 'Double time (×2)');
    expect(await zara.findByText('Saved. Quizzes Zara Johnson starts from now on use this time.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove child Emma Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Emma Johnson?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove child' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Emma Johnson' })).not.toBeInTheDocument());
    expect((await childNamed('Zara Johnson')).getByText('Saved. Quizzes Zara Johnson starts from now on use this time.')).toBeVisible();
  });

  it('says in words when a change fails, and keeps the child', async () => {
    mockServer.use(
      http.delete('*/api/collections/students/records/:id', () =>
        HttpResponse.json({ status: 500, message: 'Something went wrong while processing your request.', data: {} }, { status: 500 }),
      ),
      apiRoute('childAccessCode', () =>
        HttpResponse.json({ status: 500, message: 'Something went wrong while processing your request.', data: {} }, { status: 500 }),
      ),
    );
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Remove child Emma Johnson' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Emma Johnson?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove child' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete student');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Emma Johnson' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reset access code for Emma Johnson' }));
    dialog = await screen.findByRole('dialog', { name: "Reset Emma Johnson's access code?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reset code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update student');
  });

  it(`says a family is full at ${CHILDREN_MAX} children rather than offer a form the server would refuse`, async () => {
    const [emma] = fixtures.students;
    const items = Array.from({ length: CHILDREN_MAX }, (_, i) => ({
      ...emma,
      id: `child${String(i).padStart(10, '0')}`,
      student_id: `STU${100 + i}`,
      name: `Child ${i}`,
    }));
    mockServer.use(
      http.get('*/api/collections/students/records', () =>
        HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items }),
      ),
    );
    await renderChildren();
    expect(await screen.findByText(CHILDREN_MAX_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Child' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your children' })).getAllByRole('heading', { level: 2 })).toHaveLength(CHILDREN_MAX);
  });

  it("says so when the children can't be fetched", async () => {
    mockServer.use(
      http.get('*/api/collections/students/records', () =>
        HttpResponse.json({ status: 500, message: 'Something went wrong while processing your request.', data: {} }, { status: 500 }),
      ),
    );
    await renderChildren();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch students');
  });
});
