import { accessTo, areaFor, homeFor, pathNameOf, type RemoteName, type RemoteRoutes, type Role } from 'shared';
import { currentUser } from 'shared/session';
import { prefetchManifest, readRemoteAddresses } from './prefetched-manifests.ts';

/** Each remote's registration, once: the page's preload and the router's discovery ask for it at the same time. */
const registrations = new Map<RemoteName, Promise<void>>();

/** The federation runtime, downloaded with the first remote a page needs, beside its manifest. */
const federation = () => import(/* webpackChunkName: "federation" */ './runtime.ts').then((runtime) => runtime.federation);

async function registerNow(name: RemoteName, force: boolean): Promise<void> {
  const host = federation();
  const entry = (await readRemoteAddresses())[name];
  prefetchManifest(entry);
  (await host).registerRemotes([{ name, entry }], { force });
}

function register(name: RemoteName, force: boolean): Promise<void> {
  let registration = registrations.get(name);
  if (!registration || force) {
    registration = registerNow(name, force).catch((error: unknown) => {
      registrations.delete(name);
      throw error;
    });
    registrations.set(name, registration);
  }
  return registration;
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
  const module = await (await federation()).loadRemote<{ default: unknown }>(`${name}/routes`);
  if (!isRemoteRoutes(module?.default)) throw new Error(`The ${name} remote did not provide its routes`);
  return module.default;
}

/**
 * Starts fetching the remote and the screen of a path its user may open, before the router asks
 * for them: on sign-in for the role's home page, and on a page load for the page itself while the
 * rest of the shell is still on its way.
 */
export function preloadPath(pathname: string, role: Role | undefined = currentUser()?.type): void {
  const area = areaFor(pathname);
  const name = pathNameOf(pathname);
  if (!area || !name) return;
  if (accessTo({ pathname }, role ? { type: role } : null).kind !== 'allowed') {
    // The page sends its visitor elsewhere (the sign-in): where the remotes live is read for what comes next.
    readRemoteAddresses().catch(() => undefined);
    return;
  }
  loadRemoteRoutes(area.remote)
    .then((routes) => routes.screens[name]?.())
    // A failure here is met again, and shown, when the route itself loads.
    .catch(() => undefined);
}

/** After a sign-in: the role's home page, already on its way before its route mounts. */
export function preloadHome(role: Role): void {
  preloadPath(homeFor(role), role);
}
