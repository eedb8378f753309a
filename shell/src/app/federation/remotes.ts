import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { areas, type RemoteName, type RemoteRoutes, type Role } from 'shared';

type Manifests = Record<RemoteName, string>;

let manifests: Promise<Manifests> | undefined;

/** The remotes' manifest addresses, read once from the server that serves the shell. */
function readManifests(): Promise<Manifests> {
  manifests ??= fetch('/remotes.json')
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json() as Promise<Manifests>;
    })
    .catch((error: unknown) => {
      manifests = undefined;
      throw error;
    });
  return manifests;
}

const registered = new Set<RemoteName>();

async function register(name: RemoteName, force: boolean): Promise<void> {
  if (registered.has(name) && !force) return;
  const entry = (await readManifests())[name];
  registerRemotes([{ name, entry }], { force });
  registered.add(name);
}

function isRemoteRoutes(value: unknown): value is RemoteRoutes {
  return Boolean(value && typeof value === 'object' && 'Frame' in value && 'screens' in value);
}

/**
 * Loads the one module a remote exposes: its frame and its screens' lazy routes.
 * `retry` re-registers the remote so that a remote which came back up is fetched anew.
 */
export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<RemoteRoutes> {
  await register(name, retry);
  const module = await loadRemote<{ default: unknown }>(`${name}/routes`);
  if (!isRemoteRoutes(module?.default)) throw new Error(`The ${name} remote did not provide its routes`);
  return module.default;
}

/**
 * Starts fetching a role's remote and its first screen as soon as the user is known, so that
 * after signing in the dashboard is already on its way before its route mounts.
 */
export function preloadHome(role: Role): void {
  const area = areas.find((candidate) => candidate.role === role);
  if (!area) return;
  loadRemoteRoutes(area.remote)
    .then((routes) => routes.screens[area.home]?.())
    // A failure here is met again, and shown, when the route itself loads.
    .catch(() => undefined);
}
