import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { takePrefetchedManifest } from './prefetched-manifests.ts';
import { sharedModules } from './shared-modules.ts';

// The remotes are built to run on their host's federation runtime (`externalRuntime`), which they
// find under this name: one copy for the page, loaded by the shell only on a page that needs a
// remote, so the sign-in and the shell's other pages never download it.
Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });

/** The shell's federation host: the remotes are registered at run time, from /remotes.json. */
export const federation = createInstance({
  name: 'shell',
  remotes: [],
  // One remote that is down must not keep the others from starting.
  shareStrategy: 'loaded-first',
  shared: sharedModules(),
  plugins: [{ name: 'shell-prefetched-manifests', fetch: (url) => takePrefetchedManifest(url) }],
});
