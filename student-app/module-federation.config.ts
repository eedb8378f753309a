import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from 'shared/federation';

export default createModuleFederationConfig({
  name: 'student_app',
  // The one module the shell loads: the component that renders this remote's routes.
  exposes: { './routes': './src/app/routes.tsx' },
  shared: sharedDependencies(import.meta.dirname),
  dts: false,
});
