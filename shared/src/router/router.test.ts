import { describe, expect, it, vi } from 'vitest';
import { resolveTo } from './location.ts';
import { matchPath, matchRoutes, type RouteObject } from './matching.ts';
import { createMemoryRouter, type Discovery, type Router } from './router.ts';

const Page = () => null;
type Loaded = { Component: typeof Page };

/** A promise and the function that settles it, as a test holds a route's code back. */
function held<T>(): { promise: Promise<T>; release: (value: T) => void } {
  const hold: { release: (value: T) => void } = { release: () => undefined };
  const promise = new Promise<T>((resolve) => (hold.release = resolve));
  return { promise, release: (value) => hold.release(value) };
}

const slowly = (): Promise<Loaded> => new Promise((resolve) => setTimeout(() => resolve({ Component: Page }), 30));
const table = (): RouteObject[] => [{ id: 'root', children: [{ path: '/login' }, { path: '*', id: 'fallback' }] }];
const pathsOf = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.map(({ route }) => route.id ?? route.path);

/** Resolves once the router has settled on `pathname`. */
function settled(router: Router, pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => router.state.initialized && router.state.navigation.state === 'idle' && router.state.location.pathname === pathname;
    if (check()) return resolve();
    const stop = router.subscribe(() => {
      if (!check()) return;
      stop();
      resolve();
    });
  });
}

describe('matching', () => {
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        { path: '*', id: 'fallback' },
        { path: '/', id: 'landing' },
        { path: '/quiz/:assignmentId', id: 'quiz' },
        { path: '/children/*', id: 'children' },
        { id: 'frame', children: [{ path: '/parent-dashboard', id: 'dashboard' }] },
      ],
    },
  ];

  it('ranks a page of its own before the table-wide splat, whatever their order', () => {
    expect(pathsOf(routes, '/parent-dashboard')).toEqual(['root', 'frame', 'dashboard']);
    expect(pathsOf(routes, '/quiz/a1')).toEqual(['root', 'quiz']);
    expect(pathsOf(routes, '/')).toEqual(['root', 'landing']);
    expect(pathsOf(routes, '/nowhere/at/all')).toEqual(['root', 'fallback']);
  });

  it('gives params decoded, the rest of a splat, and ignores case and a trailing slash', () => {
    expect(matchRoutes(routes, '/quiz/a%20b')?.at(-1)?.params).toEqual({ assignmentId: 'a b' });
    expect(matchRoutes(routes, '/children/add')?.at(-1)?.params).toEqual({ '*': 'add' });
    expect(matchRoutes(routes, '/children')?.at(-1)?.params).toEqual({ '*': '' });
    expect(pathsOf(routes, '/Parent-Dashboard/')).toEqual(['root', 'frame', 'dashboard']);
    expect(matchPath('/quiz/:assignmentId', '/quiz')).toBeNull();
    expect(matchPath('/quiz/:assignmentId', '/quiz/a/b')).toBeNull();
  });

  it('matches nothing when no route opens the path', () => {
    expect(matchRoutes([{ path: '/login' }], '/signup')).toBeNull();
  });
});

describe('resolveTo', () => {
  const here = { pathname: '/children/add' };
  it('resolves absolute, search-only, relative and object addresses', () => {
    expect(resolveTo('/quiz/1?from=home#top', here)).toEqual({ pathname: '/quiz/1', search: '?from=home', hash: '#top' });
    expect(resolveTo('?tab=assignments', here)).toEqual({ pathname: '/children/add', search: '?tab=assignments', hash: '' });
    expect(resolveTo('../settings', here)).toEqual({ pathname: '/children/settings', search: '', hash: '' });
    expect(resolveTo({ search: 'tab=a' }, here)).toEqual({ pathname: '/children/add', search: '?tab=a', hash: '' });
    expect(resolveTo({ pathname: '/parent-dashboard', search: '?' }, here)).toEqual({
      pathname: '/parent-dashboard',
      search: '',
      hash: '',
    });
  });

  it('never resolves to what a browser reads as another origin', () => {
    for (const to of ['//evil.com', '/\\evil.com', '/\t/evil.com', '/\n\\evil.com', '\\\\evil.com']) {
      expect({ to, pathname: resolveTo(to, here).pathname }).toMatchObject({ pathname: expect.stringMatching(/^\/[^/\\]/) });
    }
  });
});

describe('a memory router', () => {
  it('shows nothing until the first page code is in, then that page, without a loading state', async () => {
    const code = held<Loaded>();
    const lazy = vi.fn<() => Promise<Loaded>>(() => code.promise);
    const router = createMemoryRouter([{ id: 'root', children: [{ path: '/help', lazy }] }], { initialEntries: ['/help'] });
    expect(router.state.initialized).toBe(false);
    code.release({ Component: Page });
    await settled(router, '/help');
    expect(router.state.matches.at(-1)?.route.Component).toBe(Page);
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('pushes and replaces entries with their state, and goes back through them', async () => {
    const router = createMemoryRouter([{ path: '/a' }, { path: '/b' }, { path: '/c' }], { initialEntries: ['/a'] });
    await router.navigate('/b', { state: { notice: 'Saved' } });
    expect(router.state.location).toMatchObject({ pathname: '/b', state: { notice: 'Saved' } });
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate('/c?x=1', { replace: true });
    expect(router.state.location).toMatchObject({ pathname: '/c', search: '?x=1', state: null });
    await router.navigate(-1);
    await settled(router, '/a');
    expect(router.state.historyAction).toBe('POP');
  });

  it('says a page is on its way while its code loads, and loads each route once', async () => {
    const code = held<Loaded>();
    const lazy = vi.fn<() => Promise<Loaded>>(() => code.promise);
    const router = createMemoryRouter([{ path: '/a' }, { path: '/b', lazy }], { initialEntries: ['/a'] });
    const going = router.navigate('/b');
    expect(router.state.navigation).toMatchObject({ state: 'loading', location: { pathname: '/b' } });
    expect(router.state.location.pathname).toBe('/a');
    code.release({ Component: Page });
    await going;
    expect(router.state).toMatchObject({ navigation: { state: 'idle' }, location: { pathname: '/b' } });
    await router.navigate('/a');
    await router.navigate('/b');
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('ends on the latest navigation when an earlier one is still loading', async () => {
    const router = createMemoryRouter([{ path: '/a' }, { path: '/slow', lazy: slowly }, { path: '/quick' }], { initialEntries: ['/a'] });
    const first = router.navigate('/slow');
    await router.navigate('/quick');
    await first;
    expect(router.state.location.pathname).toBe('/quick');
  });

  it('shows the nearest error boundary of a route whose code failed, and tries again on the next visit', async () => {
    const lazy = vi.fn<() => Promise<Loaded>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Component: Page });
    const router = createMemoryRouter([{ id: 'root', ErrorBoundary: Page, children: [{ path: '/a' }, { path: '/b', lazy }] }], {
      initialEntries: ['/a'],
    });
    await router.navigate('/b');
    expect(router.state.error).toMatchObject({ at: 1, error: new Error('offline') });
    await router.navigate('/a');
    await router.navigate('/b');
    expect(router.state.error).toBeNull();
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it('reports a path no route opens as an error of the top route', async () => {
    const router = createMemoryRouter([{ path: '/a' }], { initialEntries: ['/a'] });
    await router.navigate('/nowhere');
    expect(router.state.error).toMatchObject({ at: 0, error: { status: 404 } });
  });
});

describe('route discovery', () => {
  it('adds a remote routes when its path is first opened, and not for a page of the table', async () => {
    const discover = vi.fn<(discovery: Discovery) => Promise<void>>(async ({ path, patch }) => {
      if (path === '/parent-dashboard') patch('root', [{ id: 'parent', children: [{ path: '/parent-dashboard', Component: Page }] }]);
    });
    const router = createMemoryRouter(table(), { initialEntries: ['/login'], patchRoutesOnNavigation: discover });
    expect(discover).not.toHaveBeenCalled();
    await router.navigate('/parent-dashboard');
    expect(discover).toHaveBeenCalledTimes(1);
    expect(router.state.matches.map(({ route }) => route.id ?? route.path)).toEqual(['root', 'parent', '/parent-dashboard']);
  });

  it('falls back to the splat when discovery adds nothing', async () => {
    const router = createMemoryRouter(table(), { initialEntries: ['/parent-dashboard'], patchRoutesOnNavigation: async () => undefined });
    await settled(router, '/parent-dashboard');
    expect(router.state.matches.at(-1)?.route.id).toBe('fallback');
  });

  it('goes on when a listener of its start or end throws, and the other listeners still hear of it', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/a' }, { path: '/b' }], { initialEntries: ['/a'] });
    await settled(router, '/a');
    const heard: string[] = [];
    router.onStart(() => {
      throw new Error('start listener');
    });
    router.onStart((left) => heard.push(`start ${left.pathname}`));
    router.onLeave(() => {
      throw new Error('leave listener');
    });
    router.onLeave((left) => heard.push(`leave ${left.pathname}`));
    await router.navigate('/b');
    expect(router.state.location.pathname).toBe('/b');
    expect(heard).toEqual(['start /a', 'leave /a']);
    expect(failed).toHaveBeenCalledTimes(2);
    failed.mockRestore();
  });

  it('drops a discovery overtaken by a later navigation', async () => {
    let aborted = false;
    const discover = ({ signal }: { signal: AbortSignal }) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          aborted = signal.aborted;
          resolve();
        }, 20),
      );
    const router = createMemoryRouter(table(), { initialEntries: ['/login'], patchRoutesOnNavigation: discover });
    const first = router.navigate('/somewhere');
    await router.navigate('/login');
    await first;
    expect(aborted).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
  });
});
