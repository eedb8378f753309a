/** @jsxRuntime automatic */
// (The prerender's tsx compiles this file under the shell's tsconfig, which does not cover shared: the pragma keeps its JSX React 17+'s.)
import {
  Children,
  Component,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createMemoryHistory, type Action } from './history.ts';
import { createLocation, createPath, resolveTo, type InitialEntry, type Location, type NavigateOptions, type To } from './location.ts';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './matching.ts';
import type { Router, RouterState } from './router.ts';
import { untilUserActs } from './user-input.ts';

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** What never changes for a router: how to navigate (so that `useNavigate()` is stable and its users do not re-render). */
interface NavigatorContextValue {
  navigate: NavigateFunction;
  router: Router | null;
}

/** What changes when a navigation is shown. */
interface LocationContextValue {
  location: Location;
  historyAction: Action;
  preventScrollReset: boolean;
}

type Navigation = RouterState['navigation'];

interface RouteContextValue {
  outlet: ReactNode;
  params: Params;
  error: unknown;
}

// Three contexts, so that a page on its way (the navigation's state) re-renders only what shows it, and a
// navigation only what reads the address: a `<Navigate>` re-rendered as a page loads would navigate again.
const NavigatorContext = createContext<NavigatorContextValue | null>(null);
const LocationContext = createContext<LocationContextValue | null>(null);
const NavigationContext = createContext<Navigation>({ state: 'idle' });
const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {}, error: undefined });

function inside<T>(value: T | null, hook: string): T {
  if (!value) throw new Error(`${hook}() may be used only inside a router`);
  return value;
}

function useLocationContext(hook: string): LocationContextValue {
  return inside(useContext(LocationContext), hook);
}

function useNavigatorContext(hook: string): NavigatorContextValue {
  return inside(useContext(NavigatorContext), hook);
}

export function useLocation(): Location {
  return useLocationContext('useLocation').location;
}

/**
 * Calls stable listeners (under a data router): `leave` with the location about to be left, just before the next one
 * is shown; `start`, if given, with the current location as a navigation starts, before the next page's code loads.
 */
export function useOnLeave(leave: (left: Location) => void, start?: (from: Location) => void): void {
  const { router } = useNavigatorContext('useOnLeave');
  useEffect(() => router?.onLeave(leave), [router, leave]);
  useEffect(() => (start ? router?.onStart(start) : undefined), [router, start]);
}

/** Navigates to a path (`{ replace, state, preventScrollReset }`), or by a number of steps through the history. Stable across renders. */
export function useNavigate(): NavigateFunction {
  return useNavigatorContext('useNavigate').navigate;
}

/** Whether a page is on its way (its code or a remote's routes loading). */
export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** The error an `ErrorBoundary` shows. */
export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];

function searchParamsOf(init: SearchInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  return params;
}

/** The address's search as `URLSearchParams`, and a setter that navigates to the same path with a new search. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location } = useLocationContext('useSearchParams');
  const { navigate } = useNavigatorContext('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const search = searchParamsOf(typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [navigate, location.pathname, params],
  );
  return [params, set];
}

export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

interface BoundaryProps {
  location: Location;
  fallback: ComponentType;
  params: Params;
  error: unknown;
  children: ReactNode;
}

/** A route's error boundary: what fails to render below it shows its `ErrorBoundary`, until the next navigation. */
class RouteBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: props.error, location: props.location };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: props.error, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteContext.Provider value={{ outlet: null, params: this.props.params, error: this.state.error }}>
        <Fallback />
      </RouteContext.Provider>
    );
  }
}

function DefaultError() {
  return (
    <main>
      <h1>Something went wrong</h1>
      <p role="alert">This page could not be shown.</p>
    </main>
  );
}

/** The branch's routes nested from the top, each in its parent's `<Outlet />`; an error at a route shows the nearest boundary at or above it. */
function renderMatches(matches: RouteMatch[], location: Location, failure: RouterState['error']): ReactNode {
  const params = matches.at(-1)?.params ?? {};
  let last = matches.length - 1;
  let error: unknown = undefined;
  if (failure) {
    const boundary = matches.findLastIndex(({ route }, index) => index <= failure.at && route.ErrorBoundary);
    last = Math.max(boundary, 0);
    error = failure.error;
  }
  let outlet: ReactNode = null;
  for (let index = last; index >= 0; index -= 1) {
    const { route } = matches[index] as RouteMatch;
    const Screen = route.Component;
    const element = route.element ?? (Screen ? <Screen /> : <Outlet />);
    const fallback = route.ErrorBoundary ?? (index === 0 ? DefaultError : null);
    const ownError = index === last ? error : undefined;
    const rendered = <RouteContext.Provider value={{ outlet, params, error: undefined }}>{element}</RouteContext.Provider>;
    outlet = fallback ? (
      <RouteBoundary location={location} fallback={fallback} params={params} error={ownError}>
        {rendered}
      </RouteBoundary>
    ) : (
      rendered
    );
  }
  return outlet;
}

/** Renders a router made by createBrowserRouter or createMemoryRouter. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const show = (next: RouterState) => startTransition(() => setState(next));
    const stop = router.subscribe(show);
    // The first page may have come in between this render and the subscription.
    show(router.state);
    return stop;
  }, [router]);
  const navigator = useMemo<NavigatorContextValue>(
    () => ({ navigate: (to, options) => void router.navigate(to, options), router }),
    [router],
  );
  const { location, historyAction, preventScrollReset, matches, error, navigation } = state;
  const address = useMemo<LocationContextValue>(
    () => ({ location, historyAction, preventScrollReset }),
    [location, historyAction, preventScrollReset],
  );
  // The pages render again when the address or the branch changes, not when a navigation starts.
  const pages = useMemo(() => renderMatches(matches, location, error), [matches, location, error]);
  if (!state.initialized) {
    const Fallback = matches.find(({ route }) => route.HydrateFallback)?.route.HydrateFallback ?? router.routes[0]?.HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }
  return (
    <NavigatorContext.Provider value={navigator}>
      <LocationContext.Provider value={address}>
        <NavigationContext.Provider value={navigation}>{pages}</NavigationContext.Provider>
      </LocationContext.Provider>
    </NavigatorContext.Provider>
  );
}

/** A router in memory around `children` (tests, the prerendered sign-in): no route table, `<Routes>` inside if any. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  const [address, setAddress] = useState<LocationContextValue>(() => ({
    location: history.location,
    historyAction: 'POP',
    preventScrollReset: false,
  }));
  useEffect(() => history.listen((location) => setAddress({ location, historyAction: 'POP', preventScrollReset: false })), [history]);
  const navigator = useMemo<NavigatorContextValue>(
    () => ({
      navigate(to, options = {}) {
        if (typeof to === 'number') return history.go(to);
        const location = createLocation(resolveTo(to, history.location), options.state ?? null);
        history[options.replace ? 'replace' : 'push'](location);
        setAddress({
          location,
          historyAction: options.replace ? 'REPLACE' : 'PUSH',
          preventScrollReset: options.preventScrollReset === true,
        });
      },
      router: null,
    }),
    [history],
  );
  return (
    <NavigatorContext.Provider value={navigator}>
      <LocationContext.Provider value={address}>{children}</LocationContext.Provider>
    </NavigatorContext.Provider>
  );
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of `<Routes>`; it renders nothing by itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever used as a child of <Routes>');
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) return [];
    const { path, index, element, children: nested } = child.props;
    return [{ path, index, element: element ?? null, children: nested ? routesOf(nested) : undefined }];
  });
}

/** The first `<Route>` among `children` that the address opens, rendered with its nested ones. */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useLocationContext('Routes');
  const matches = matchRoutes(routesOf(children), location.pathname);
  return matches ? renderMatches(matches, location, null) : null;
}

/** Navigates once it renders (a guard's way to the sign-in); again only if where it leads, or the state it carries, changes. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  const path = createPath(resolveTo(to, useLocation()));
  const carried = JSON.stringify(state ?? null);
  useEffect(() => navigate(path, { replace, state: JSON.parse(carried) }), [navigate, path, replace, carried]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** A link inside the portal: an `<a href>` (open in a new tab, copy) that navigates without reloading on a plain click. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location } = useLocationContext('Link');
  const { navigate } = useNavigatorContext('Link');
  const path = createPath(resolveTo(to, location));
  return (
    <a
      {...rest}
      href={path}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        // Following a link to where one is already replaces the entry rather than stacking a twin.
        navigate(path, { replace: replace ?? path === createPath(location), state });
      }}
    />
  );
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

const SCROLL_KEY = 'portal-scroll-positions';
const positions: Record<string, number> = {};
const WAIT_FOR_ROOM_MS = 5000;

/**
 * A page returned to (Back, a reload) whose screen is still loading its data is too short to be scrolled to where
 * it was left: it is scrolled there once it has grown enough, unless the user scrolls, taps or types first, or a
 * few seconds pass. Returns what stops the wait.
 */
function scrollWhenThereIsRoom(top: number): () => void {
  const room = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  if (typeof ResizeObserver === 'undefined' || room()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (!room()) return;
    window.scrollTo(0, top);
    stop();
  });
  const stop = untilUserActs(() => observer.disconnect(), WAIT_FOR_ROOM_MS);
  observer.observe(document.body);
  return stop;
}

/** A new page opens at its top (or its `#hash`); Back and Forward, and a reload, return to where the page was left. */
export function ScrollRestoration(): null {
  const { location, preventScrollReset } = useLocationContext('ScrollRestoration');
  const { router } = useNavigatorContext('ScrollRestoration');
  useLayoutEffect(() => {
    try {
      Object.assign(positions, JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}'));
    } catch {
      // Storage refused (private browsing): positions are kept for this page only.
    }
    window.history.scrollRestoration = 'manual';
    const stop = router?.onLeave((left) => {
      positions[left.key] = window.scrollY;
    });
    return () => {
      stop?.();
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);
  useEffect(() => {
    const onPageHide = () => {
      positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: the position is not kept past this page.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [location]);
  useLayoutEffect(() => {
    const saved = positions[location.key];
    // No scroll method's result is returned from here: Chromium's return a promise, which React would take for a cleanup.
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return scrollWhenThereIsRoom(saved);
    }
    const target = location.hash ? document.getElementById(decodeHash(location.hash)) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, preventScrollReset]);
  return null;
}
