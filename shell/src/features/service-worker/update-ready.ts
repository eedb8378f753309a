// Kept apart from React and Workbox: the registration (register.ts) loads on pages that have neither,
// and the notice (components/update-notice.tsx) reads it inside the app.

let update: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new version of the shell is installed and waits: `apply` lets it take over and reloads the page. */
export function offerUpdate(apply: () => void): void {
  update = apply;
  for (const listener of listeners) listener();
}

/** The waiting update's `apply`, or null when there is none. */
export function waitingUpdate(): (() => void) | null {
  return update;
}

export function onUpdateOffered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
