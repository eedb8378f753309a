import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate, useSearchParams, type RouteObject } from 'shared/router';
import { useFocusOnPageChange, usePageTitle } from 'shared/ui/page-change';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

// What a keyboard or screen reader user is told of a new page: its heading takes the focus, its tab its name.

function Frame() {
  useFocusOnPageChange();
  return (
    <>
      <header>
        <nav aria-label="Pages">
          <Link to="/a">Page A</Link>
          <Link to="/b">Page B</Link>
          <Link to="/form">A form</Link>
          <Link to="/slow">Results</Link>
          <Link to="/waiting">Progress</Link>
          <Link to="/list">A long list</Link>
        </nav>
      </header>
      <Outlet />
    </>
  );
}

function Page({ name, area }: { name: string; area?: string }) {
  usePageTitle(name, area);
  const [, setParams] = useSearchParams();
  return (
    <main>
      <h1>{name}</h1>
      <button type="button" onClick={() => setParams({ tab: 'two' })}>
        Second tab
      </button>
    </main>
  );
}

function FormPage() {
  usePageTitle('A form');
  return (
    <main>
      <h1 tabIndex={-1}>A form</h1>
      <label>
        Name
        {/* The page puts the focus where typing starts. */}
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus */}
        <input autoFocus />
      </label>
    </main>
  );
}

/** A screen that shows its frame's heading while its data loads, then its own. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? (
    <main>
      <h1>Your results</h1>
    </main>
  ) : (
    <main>
      <h1>Loading results</h1>
    </main>
  );
}

/** Lets the data of the page below arrive when the test says. */
let arrive: () => void = () => undefined;

/** A screen whose data arrives when the test lets it. */
function WaitingPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    arrive = () => setLoaded(true);
  }, []);
  return (
    <main>
      <h1 key={String(loaded)}>{loaded ? 'Your progress' : 'Loading progress'}</h1>
    </main>
  );
}

/** A long list whose entries come with its data, each opening Page B. */
function ListPage() {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main>
      <h1>Your list</h1>
      {loaded && (
        <ul>
          {Array.from({ length: 40 }, (_, n) => (
            <li key={n}>
              <Link to="/b">{`Open item ${n + 1}`}</Link>
            </li>
          ))}
        </ul>
      )}
      {loaded && <Link to="/slow-code">Open slowly</Link>}
      {loaded && (
        <button type="button" onClick={() => void navigate('/b')}>
          Open by a button
        </button>
      )}
    </main>
  );
}

/** Whether the quiz below was started: its link says so once it was. */
let quizStarted = false;

/**
 * A page whose link is renamed by following it, as a quiz's Start Quiz becomes Continue Quiz, and whose next step,
 * above, then leads to the same quiz.
 */
function QuizListPage() {
  return (
    <main>
      <h1>Your quizzes</h1>
      <Link to={quizStarted ? '/b' : '/a'}>{quizStarted ? 'Continue your quiz' : 'Start your next quiz'}</Link>
      <Link to="/a">Start Quiz: Spelling</Link>
      <Link to="/b" onClick={() => (quizStarted = true)}>
        {quizStarted ? 'Continue Quiz: Plants' : 'Start Quiz: Plants'}
      </Link>
      <Link to="/a">Start Quiz: Sums</Link>
    </main>
  );
}

/** Lets the code of the page below arrive when the test says. */
let codeArrives: () => void = () => undefined;

const routes: RouteObject[] = [
  {
    Component: Frame,
    children: [
      { path: '/a', element: <Page name="Page A" /> },
      { path: '/b', element: <Page name="Page B" area="Parent Portal" /> },
      { path: '/form', Component: FormPage },
      { path: '/slow', Component: SlowPage },
      { path: '/waiting', Component: WaitingPage },
      { path: '/list', Component: ListPage },
      { path: '/quizzes', Component: QuizListPage },
      {
        path: '/slow-code',
        lazy: () =>
          new Promise((resolve) => {
            codeArrives = () => resolve({ element: <Page name="Page C" /> });
          }),
      },
    ],
  },
];

describe('a new page', () => {
  it('takes the focus to its heading and names the tab after it, but not on the first page, a tab change or a page that chose', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/a'] })} />);
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeVisible();
    // The first page of a visit: the browser's own start, the portal's name after the page's.
    expect(document.body).toHaveFocus();
    expect(document.title).toBe('Page A – MCQ Revision for Primary School');

    // A heading that could not take the focus is made to, for a script only.
    await user.click(screen.getByRole('link', { name: 'Page B' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Page B' })).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Page B – Parent Portal');
    // Tab goes on from the top of the new page.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second tab' })).toHaveFocus();

    // Only the search changed: the focus stays where the user is.
    await user.click(screen.getByRole('button', { name: 'Second tab' }));
    expect(screen.getByRole('button', { name: 'Second tab' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'A form' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(document.title).toBe('A form – MCQ Revision for Primary School');

    // A heading that comes with the screen's data takes the focus the loading frame's had.
    await user.click(screen.getByRole('link', { name: 'Results' }));
    expect(await screen.findByRole('heading', { name: 'Your results' })).toHaveFocus();
  });

  it('Back to a page takes the focus to the control it was left from, once the page shows it, so Tab goes on from there', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    await user.click(await screen.findByRole('link', { name: 'A long list' }));
    await user.click(await screen.findByRole('link', { name: 'Open item 30' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();

    // The list comes again with its data: its heading first, then the link that was followed.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Your list' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open item 30' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open item 31' })).toHaveFocus();

    // A button pressed to leave is returned to as well.
    await user.click(screen.getByRole('button', { name: 'Open by a button' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open by a button' })).toHaveFocus());

    // Forward to a page left by the browser's Back with a button focused but not pressed: not that button (one press
    // from its action), the heading, like any new page.
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second tab' })).toHaveFocus();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open by a button' })).toHaveFocus());
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();
  });

  it('Back returns to a link renamed while away: of the links to where it led, the one nearest its place', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/quizzes'] });
    render(<RouterProvider router={router} />);
    await user.click(await screen.findByRole('link', { name: 'Start Quiz: Plants' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Continue Quiz: Plants' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Start Quiz: Sums' })).toHaveFocus();
  });

  it('Back returns to the link that started a navigation, not to where Tab went while the next page loaded', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/list'] });
    render(<RouterProvider router={router} />);
    await user.click(await screen.findByRole('link', { name: 'Open slowly' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open slowly' })).not.toHaveFocus();
    act(() => codeArrives());
    // The page comes once its code has loaded, after this act: its focus a moment after it shows.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page C' })).toHaveFocus());
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open slowly' })).toHaveFocus());
  });

  it('leaves the focus alone once the user has pressed a key: a heading that comes later does not take it', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/a'] })} />);
    await user.click(await screen.findByRole('link', { name: 'Progress' }));
    expect(await screen.findByRole('heading', { name: 'Loading progress' })).toHaveFocus();
    await user.keyboard('{Shift}');
    act(() => arrive());
    expect(await screen.findByRole('heading', { name: 'Your progress' })).not.toHaveFocus();
  });
});
