import { createBrowserHistory, createMemoryHistory, type Action, type History } from './history.ts';
import { createLocation, resolveTo, type InitialEntry, type Location, type NavigateOptions, type To } from './location.ts';
import { matchRoutes, type LazyRoute, type RouteMatch, type RouteObject } from './matching.ts';

/** What the router shows: the address, its branch of routes, the error of a route whose code failed to load, and whether a page is on its way. */
export interface RouterState {
  location: Location;
  historyAction: Action;
  matches: RouteMatch[];
  /** The route (its index in `matches`) whose code failed to load, and why; or a pathname no route opens. */
  error: { at: number; error: unknown } | null;
  navigation: { state: 'idle' | 'loading'; location?: Location };
  /** False until the first page's code is in: the page shows the top route's `HydrateFallback` meanwhile. */
  initialized: boolean;
  preventScrollReset: boolean;
}

export interface Discovery {
  path: string;
  signal: AbortSignal;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

export interface RouterOptions {
  /** Called before a navigation whose pathname no route opens but a splat or a `:param`: routes may be added then. */
  patchRoutesOnNavigation?: (discovery: Discovery) => Promise<void> | void;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Called with the location about to be left, just before the next one is shown (ScrollRestoration keeps where it was). */
  onLeave(listener: (location: Location) => void): () => void;
  /** Called as a navigation starts, before the next page's code loads, with the location it may leave. */
  onStart(listener: (location: Location) => void): () => void;
  dispose(): void;
}

class NotFound extends Error {
  readonly status = 404;
  constructor(pathname: string) {
    super(`No route matches ${pathname}`);
  }
}

const loading = new WeakMap<RouteObject, Promise<void>>();

/** Loads a route's code once and merges it into the route. */
function loadRoute(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let pending = loading.get(route);
  if (!pending) {
    pending = lazy().then((loaded: LazyRoute) => {
      Object.assign(route, loaded);
      delete route.lazy;
    });
    // A failed load is tried again the next time the route is opened.
    pending.catch(() => loading.delete(route));
    loading.set(route, pending);
  }
  return pending;
}

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

function needsDiscovery(matches: RouteMatch[] | null): boolean {
  const page = matches?.at(-1)?.route.path;
  return page === undefined || page.includes('*') || page.includes(':');
}

/**
 * Tells each of `listeners` of a navigation: one that throws is reported (on the console, where a test or a
 * developer sees it) and neither stops the navigation nor keeps the others from hearing of it.
 */
function tell(listeners: ReadonlySet<(location: Location) => void>, location: Location): void {
  for (const listener of listeners) {
    try {
      listener(location);
    } catch (error) {
      console.error('A navigation listener failed', error);
    }
  }
}

/**
 * The portal's router: a route table whose routes load their code when first opened, routes added
 * by discovery (the remotes'), and the address in a history. A navigation commits once the page's
 * code is in; a newer navigation supersedes one still loading.
 */
export function createRouter(routes: RouteObject[], history: History, options: RouterOptions = {}): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const leaveListeners = new Set<(location: Location) => void>();
  const startListeners = new Set<(location: Location) => void>();
  let pending: AbortController | null = null;

  const branch = (location: Location): Pick<RouterState, 'matches' | 'error'> => {
    const matches = matchRoutes(routes, location.pathname);
    if (matches) return { matches, error: null };
    return {
      matches: routes.slice(0, 1).map((route) => ({ route, params: {} })),
      error: { at: 0, error: new NotFound(location.pathname) },
    };
  };

  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    ...branch(history.location),
    navigation: { state: 'idle' },
    initialized: false,
    preventScrollReset: false,
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  async function start(action: Action, location: Location, preventScrollReset = false): Promise<void> {
    tell(startListeners, state.location);
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    let found = branch(location);
    const unloaded = () => found.matches.some(({ route }) => route.lazy);
    if (options.patchRoutesOnNavigation && needsDiscovery(matchRoutes(routes, location.pathname))) {
      if (state.initialized) update({ navigation: { state: 'loading', location } });
      await options.patchRoutesOnNavigation({
        path: location.pathname,
        signal: controller.signal,
        patch: (routeId, children) => {
          const parent = routeId === null ? undefined : findRoute(routes, routeId);
          (parent ? (parent.children ??= []) : routes).push(...children);
        },
      });
      if (controller.signal.aborted) return;
      found = branch(location);
    }
    if (unloaded()) {
      if (state.initialized && state.navigation.state === 'idle') update({ navigation: { state: 'loading', location } });
      const results = await Promise.allSettled(found.matches.map(({ route }) => loadRoute(route)));
      if (controller.signal.aborted) return;
      const failed = results.findIndex((result) => result.status === 'rejected');
      if (failed >= 0) found = { ...found, error: { at: failed, error: (results[failed] as PromiseRejectedResult).reason } };
    }
    pending = null;
    tell(leaveListeners, state.location);
    if (action === 'PUSH') history.push(location);
    if (action === 'REPLACE') history.replace(location);
    update({ location, historyAction: action, ...found, navigation: { state: 'idle' }, initialized: true, preventScrollReset });
  }

  const stopListening = history.listen((location) => void start('POP', location));

  const router: Router = {
    get state() {
      return state;
    },
    routes,
    navigate(to, navigateOptions = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path = resolveTo(to, state.location);
      const location = createLocation(path, navigateOptions.state ?? null);
      return start(navigateOptions.replace ? 'REPLACE' : 'PUSH', location, navigateOptions.preventScrollReset);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    onStart(listener) {
      startListeners.add(listener);
      return () => startListeners.delete(listener);
    },
    dispose() {
      stopListening();
      pending?.abort();
      listeners.clear();
      leaveListeners.clear();
      startListeners.clear();
    },
  };
  void start('POP', history.location);
  return router;
}

export function createBrowserRouter(routes: RouteObject[], options?: RouterOptions): Router {
  return createRouter(routes, createBrowserHistory(), options);
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: RouterOptions & { initialEntries?: InitialEntry[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex), options);
}
