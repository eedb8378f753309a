import { createKey, createLocation, createPath, parsePath, resolveTo, type InitialEntry, type Location, type Path } from './location.ts';

export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** Where a router keeps its entries: the browser's history, or a list in memory (tests, the prerendered sign-in). */
export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called when the entry changes by Back, Forward or `go`. */
  listen(listener: (location: Location) => void): () => void;
}

interface EntryState {
  usr: unknown;
  key: string;
}

function entryState(value: unknown): EntryState | null {
  return value && typeof value === 'object' && 'key' in value && typeof value.key === 'string' ? (value as EntryState) : null;
}

/**
 * The entry the browser is on. One the router did not write (an address typed or opened from a link elsewhere, an
 * in-page `#` link) is given a key of its own, kept in its `history.state`: sharing one, a scroll position kept for
 * one such page would be applied to the next.
 */
function read(): Location {
  const { pathname, search, hash } = window.location;
  const entry = entryState(window.history.state);
  if (entry) return createLocation({ pathname, search, hash }, entry.usr ?? null, entry.key);
  const location = createLocation({ pathname, search, hash }, null, createKey());
  window.history.replaceState({ usr: null, key: location.key } satisfies EntryState, '');
  return location;
}

/** The browser's history: a navigation's state and key live in `history.state`, so they outlast a reload. */
export function createBrowserHistory(): History {
  let current = read();
  const write = (method: 'pushState' | 'replaceState', location: Location) => {
    const state: EntryState = { usr: location.state, key: location.key };
    window.history[method](state, '', createPath(location));
    current = location;
  };
  return {
    get location() {
      return current;
    },
    push: (location) => write('pushState', location),
    replace: (location) => write('replaceState', location),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => {
        current = read();
        listener(current);
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

function entryLocation(entry: InitialEntry, index: number): Location {
  const parts: Partial<Location> = typeof entry === 'string' ? parsePath(entry) : entry;
  const path: Path = resolveTo(parts, { pathname: '/' });
  return createLocation(path, parts.state ?? null, parts.key ?? (index === 0 ? 'default' : createKey()));
}

/** A history in memory, as a test or the prerender needs: entries and an index, nothing of the page's. */
export function createMemoryHistory(initialEntries: InitialEntry[] = ['/'], initialIndex?: number): History {
  const entries = (initialEntries.length ? initialEntries : ['/']).map(entryLocation);
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return entries[index] as Location;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      const location = entries[index] as Location;
      for (const listener of listeners) listener(location);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
