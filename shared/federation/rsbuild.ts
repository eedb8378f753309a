import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originOf, pocketBaseUrl, portOf, type AppName } from './index.ts';

/** The page every app serves: one template, with the document language set. */
export const htmlTemplate = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * `pnpm bench` (BENCH=1) maps each downloaded chunk back to the npm packages in it through
 * source maps. Hidden ones: the JavaScript stays byte for byte what is deployed.
 */
export const benchOutput = process.env['BENCH'] === '1' ? { sourceMap: { js: 'hidden-source-map' as const } } : {};

/**
 * The Rsbuild config of a remote: its own port, its own origin as asset prefix (its
 * chunks load from there when the shell mounts it), CORS for the shell, and `/api`
 * forwarded to PocketBase for when it runs on its own without mocks.
 */
export function remoteConfig(app: Exclude<AppName, 'shell'>, federation: ModuleFederationOptions): RsbuildConfig {
  const origin = `${originOf(app)}/`;
  // One copy of MSW's service worker, in mocks, serves every remote that runs on its own.
  const mocksDir = dirname(createRequire(join(process.cwd(), 'package.json')).resolve('mocks/package.json'));
  return defineConfig({
    plugins: [pluginReact(), pluginModuleFederation(federation)],
    html: { title: 'MCQ Revision for Primary School', template: htmlTemplate },
    dev: { lazyCompilation: false, assetPrefix: origin },
    output: { assetPrefix: origin, ...benchOutput },
    server: {
      port: portOf(app),
      strictPort: true,
      cors: { origin: true },
      proxy: { '/api': { target: pocketBaseUrl(), changeOrigin: true } },
      publicDir: { name: join(mocksDir, 'public') },
    },
  });
}
