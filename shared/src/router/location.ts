/** Where the router is: a pathname, its search and hash, the state a navigation carried, and a key of its own per history entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** An address inside the portal: a string (`/quiz/x?y#z`, `?tab=a`, or relative to the current path) or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** A memory router's starting entries. */
export type InitialEntry = string | Partial<Location>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the page where it is scrolled to (a new address otherwise opens at its top). */
  preventScrollReset?: boolean;
}

export type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** A resolved path as an address (resolveTo's result). */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

/** `/a/b?c=d#e` in its parts. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** Resolves `to` from where the router is: an absolute path as it is, `?x` or `#x` on the current path, `a/b` or `../a` below or above it. */
export function resolveTo(to: To, from: Pick<Location, 'pathname'>): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  let pathname = from.pathname;
  // A browser reads `\\` as `/` and drops tabs and line breaks: `/\\evil.com` would be another origin.
  const given = parts.pathname?.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (given) pathname = given.startsWith('/') ? given : new URL(given, `http://portal${from.pathname.replace(/\/?$/, '/')}`).pathname;
  return { pathname: normalizePathname(pathname), search: normalizeSearch(parts.search ?? ''), hash: normalizeHash(parts.hash ?? '') };
}

/** One slash between segments (`//evil.com` would be another origin). */
function normalizePathname(pathname: string): string {
  return pathname.replace(/\/\/+/g, '/') || '/';
}

function normalizeSearch(search: string): string {
  return !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
}

function normalizeHash(hash: string): string {
  return !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`;
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function createLocation(path: Path, state: unknown = null, key: string = createKey()): Location {
  return { ...path, state, key };
}
