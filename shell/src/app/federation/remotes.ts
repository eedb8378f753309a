import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from 'shared';

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

/**
 * Loads the one module a remote exposes: the component that renders its routes.
 * `retry` re-registers the remote so that a remote which came back up is fetched anew.
 */
export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<ComponentType> {
  await register(name, retry);
  const module = await loadRemote<{ default: ComponentType }>(`${name}/routes`);
  if (!module?.default) throw new Error(`The ${name} remote did not provide its routes`);
  return module.default;
}
