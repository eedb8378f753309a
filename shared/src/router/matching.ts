import type { ComponentType, ReactNode } from 'react';

/** What a route's `lazy` resolves to: the parts of the route that come with its code. */
export interface LazyRoute {
  Component?: ComponentType | null;
  element?: ReactNode;
  ErrorBoundary?: ComponentType | null;
}

/**
 * A route of the table: a path (absolute, relative to its parent's, `:name` for a segment, `*` at the
 * end for the rest), what it renders (a route without either renders its children's `<Outlet />`),
 * its code to load when first opened, what it shows when it or a route below fails, and what the page
 * shows while the first page's code is on its way.
 */
export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  lazy?: () => Promise<LazyRoute>;
  ErrorBoundary?: ComponentType | null;
  HydrateFallback?: ComponentType | null;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** One route of the branch a pathname opens, from the table's top to the page's route. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  pattern: string;
  routes: RouteObject[];
  score: number;
  order: number;
}

function joinPaths(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** React Router's ranking: a static segment before a `:param` before a splat, so a page's own route beats the table's `*`. */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function flatten(routes: RouteObject[], parentPattern = '', parents: RouteObject[] = [], branches: Branch[] = []): Branch[] {
  for (const route of routes) {
    const pattern = route.path === undefined ? parentPattern : joinPaths(parentPattern, route.path);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, pattern, chain, branches);
    // A route without a path is a frame for its children, never a page of its own.
    if (route.path === undefined && !route.index) continue;
    branches.push({ pattern, routes: chain, score: score(pattern, route.index === true), order: branches.length });
  }
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The params of `pattern` in `pathname`, or null when it does not match (case-insensitive, a trailing slash allowed). */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [position, part] of wanted.entries()) {
    if (part === '*' && position === wanted.length - 1) {
      params['*'] = actual.slice(position).map(decode).join('/');
      return params;
    }
    const segment = actual[position];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (part.toLowerCase() !== decode(segment).toLowerCase()) return null;
  }
  return wanted.length === actual.length ? params : null;
}

/** The branch of `routes` that `pathname` opens, best ranked first, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const ranked = flatten(routes).toSorted((a, b) => b.score - a.score || a.order - b.order);
  for (const branch of ranked) {
    const params = matchPath(branch.pattern, pathname);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
