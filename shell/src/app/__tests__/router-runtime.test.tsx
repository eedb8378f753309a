import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The portal's router (shared/src/router) as the screens use it: links, the search, errors and scrolling.

function Where() {
  const { pathname, search } = useLocation();
  return <p aria-label="Address">{pathname + search}</p>;
}

function Frame() {
  return (
    <>
      <Where />
      <nav aria-label="Pages">
        <Link to="/a">Page A</Link>
        <Link to="/b" state={{ notice: 'From A' }}>
          Page B
        </Link>
        <Link to="/broken">Broken page</Link>
      </nav>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function PageB() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <h1>{`Page B ${notice ?? ''}`.trim()}</h1>;
}

function Tabs() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>{`Tab ${params.get('tab') ?? 'overview'}`}</h1>
      <button type="button" onClick={() => setParams({ tab: 'assignments' })}>
        Assignments
      </button>
      <button
        type="button"
        onClick={() => setParams((current) => ({ ...Object.fromEntries(current), open: '1' }), { preventScrollReset: true })}
      >
        Open one
      </button>
    </>
  );
}

function Broken(): never {
  throw new Error('This page broke');
}

function Failed() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : 'Unknown'}</p>;
}

function routes(): RouteObject[] {
  return [
    {
      Component: Frame,
      ErrorBoundary: Failed,
      children: [
        { path: '/a', element: <h1>Page A</h1> },
        { path: '/b', Component: PageB },
        { path: '/tabs', Component: Tabs },
        { path: '/broken', Component: Broken, ErrorBoundary: Failed },
      ],
    },
  ];
}

let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  // As in Chromium since 2026, scrolling returns a promise.
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
    return Promise.resolve();
  }) as unknown as typeof window.scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
});
afterEach(() => vi.restoreAllMocks());

function renderAt(path: string) {
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the router', () => {
  it('follows a link without a page load, with the state it carries', async () => {
    const router = renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'Page B' }));
    expect(await screen.findByRole('heading', { name: 'Page B From A' })).toBeVisible();
    expect(screen.getByLabelText('Address')).toHaveTextContent('/b');
    expect(screen.getByRole('link', { name: 'Page A' })).toHaveAttribute('href', '/a');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when a link leads where one already is', async () => {
    const router = renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'Page A' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    const router = renderAt('/a');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Page B' }));
    await user.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/a');
  });

  it('sets the search, from a value or from the current one, on the same path', async () => {
    renderAt('/tabs');
    await userEvent.click(screen.getByRole('button', { name: 'Assignments' }));
    expect(await screen.findByRole('heading', { name: 'Tab assignments' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open one' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent('/tabs?tab=assignments&open=1');
  });

  it('shows the error boundary of a page that fails to render, in its frame, and the next page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'Broken page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page broke');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Page A' }));
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a new page at its top, keeps the place on preventScrollReset, and Back returns to where the page was', async () => {
    const router = renderAt('/tabs');
    scrollY = 420;
    await userEvent.click(screen.getByRole('button', { name: 'Open one' }));
    expect(scrollY).toBe(420);
    await userEvent.click(screen.getByRole('link', { name: 'Page A' }));
    await screen.findByRole('heading', { name: 'Page A' });
    expect(scrollY).toBe(0);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Tab overview' })).toBeVisible();
    expect(scrollY).toBe(420);
  });
});

/** A page load at an address typed into the address bar: a history entry the router did not write. */
function loadTyped(path: string) {
  window.history.replaceState(null, '', path);
  return render(<RouterProvider router={createBrowserRouter(routes())} />);
}

describe('the browser router', () => {
  it('reloads a page where it was left, and opens an address typed next at its top', async () => {
    const first = loadTyped('/tabs');
    expect(await screen.findByRole('heading', { name: 'Tab overview' })).toBeVisible();
    const key = (window.history.state as { key?: string } | null)?.key;
    expect(key).toEqual(expect.any(String));
    scrollY = 420;
    // A reload: the page is hidden, then loaded again on the same entry.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    scrollY = 0;
    const reloaded = render(<RouterProvider router={createBrowserRouter(routes())} />);
    expect(await screen.findByRole('heading', { name: 'Tab overview' })).toBeVisible();
    expect(scrollY).toBe(420);
    window.dispatchEvent(new Event('pagehide'));
    reloaded.unmount();
    // Another address typed: a new entry of its own, at its top.
    scrollY = 0;
    loadTyped('/a');
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeVisible();
    expect((window.history.state as { key?: string } | null)?.key).not.toBe(key);
    expect(scrollY).toBe(0);
  });
});

describe('a page returned to while its screen is still loading', () => {
  const setUpResizeObserver = window.ResizeObserver;
  let height = 0;
  const grown: Array<() => void> = [];
  beforeEach(() => {
    // jsdom lays nothing out: the page's height is set here, and scrolling stops at its end as a browser's does.
    height = 800;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrollY = Math.max(0, Math.min(y, height - window.innerHeight));
      return Promise.resolve();
    }) as unknown as typeof window.scrollTo);
    grown.length = 0;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        grown.push(() => callback([], this));
      }
      observe() {}
      unobserve() {}
      disconnect() {
        grown.length = 0;
      }
    };
  });
  afterEach(() => {
    window.ResizeObserver = setUpResizeObserver;
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  /** The screen's data in: the page grows, and the observer of its size is told. */
  function grow() {
    height = 3000;
    grown.at(-1)?.();
  }

  /** A reload: the page hidden, then loaded again on the same entry, as short as a screen that is loading. */
  async function reload(view: ReturnType<typeof render>) {
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    height = 800;
    const again = render(<RouterProvider router={createBrowserRouter(routes())} />);
    await screen.findByRole('heading', { name: 'Tab overview' });
    return again;
  }

  it('scrolls to where it was left once the page has grown enough, unless the user took over first', async () => {
    height = 3000;
    const first = loadTyped('/tabs');
    await screen.findByRole('heading', { name: 'Tab overview' });
    scrollY = 1500;
    const second = await reload(first);
    expect(scrollY).toBe(32);
    grow();
    expect(scrollY).toBe(1500);

    await reload(second);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    grow();
    expect(scrollY).toBe(32);
  });
});

/** As the area guards do: the state it carries is made anew at every render. */
function Guard() {
  return <Navigate to="/sign-in" replace state={{ from: useLocation().pathname }} />;
}

describe('a guard sending a visitor on', () => {
  it('navigates once, while the page it leads to loads', async () => {
    const code = { open: (): void => undefined };
    const arrived = new Promise<void>((resolve) => (code.open = resolve));
    const router = createMemoryRouter(
      [
        { path: '/start', element: <Link to="/guarded">Guarded</Link> },
        { path: '/guarded', Component: Guard },
        { path: '/sign-in', lazy: () => arrived.then(() => ({ Component: PageB })) },
      ],
      { initialEntries: ['/start'] },
    );
    const navigate = vi.spyOn(router, 'navigate');
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Guarded' }));
    await act(async () => code.open());
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeVisible();
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/guarded', '/sign-in']);
  });
});

describe('a router state update', () => {
  it('is a transition: the page on screen stays while the next one suspends', async () => {
    const gate = { ready: false, open: (): void => undefined };
    const waiting = new Promise<void>((resolve) => (gate.open = resolve)).then(() => {
      gate.ready = true;
    });
    function Slow() {
      if (!gate.ready) throw waiting;
      return <h1>Slow page</h1>;
    }
    const router = createMemoryRouter(
      [
        { path: '/a', element: <h1>Page A</h1> },
        { path: '/slow', Component: Slow },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/slow'));
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeVisible();
    await act(async () => gate.open());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeVisible();
  });
});
