import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from 'shared/federation';

export default createModuleFederationConfig({
  name: 'shell',
  // Remotes are registered at run time from /remotes.json, so a remote can move
  // or be redeployed without rebuilding the shell.
  remotes: {},
  // One remote that is down must not keep the others from starting.
  shareStrategy: 'loaded-first',
  shared: sharedDependencies(import.meta.dirname),
  dts: false,
  // The remotes use this federation runtime instead of each downloading a copy of their own.
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
});
