import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { defineConfig, rspack, type RsbuildConfigSyncFn } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheHeaders } from './caching.ts';
import { originOf, portOf, shellOrigins, type RemoteApp } from './index.ts';
import { requestLimits } from './request-limits.ts';
import { apiProxy, securityHeaders } from './security.ts';

/** The page every app serves: one template, with the document language set. */
export const htmlTemplate = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * `pnpm bench` (BENCH=1) maps each downloaded chunk back to the npm packages in it through
 * source maps. Hidden ones: the JavaScript stays byte for byte what is deployed.
 */
export const benchOutput = process.env['BENCH'] === '1' ? { sourceMap: { js: 'hidden-source-map' as const } } : {};

/**
 * antd's ConfigProvider imports the provider of "unique" tooltips for its `tooltip.unique` setting, and with
 * it @rc-component/trigger (about 12 KB gzip), on every screen of every remote. The portal never sets it:
 * that one import is served a stub (unique-tooltip-stub.js). A Tooltip, Select or Dropdown of antd's still
 * brings the real trigger where a screen uses one.
 */
const uniqueTooltipStub = fileURLToPath(new URL('./unique-tooltip-stub.js', import.meta.url));
const withoutUniqueTooltips = () =>
  new rspack.NormalModuleReplacementPlugin(/[\\/]tooltip[\\/]UniqueProvider$/, (resource) => {
    if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resource.context)) resource.request = uniqueTooltipStub;
  });

/** antd's style functions left out of the bundle: with `zeroRuntime` they never run (antd-style-code-loader.cjs). */
const antdStyleCode = {
  test: /[\\/]antd[\\/]es[\\/].*\.js$/,
  loader: fileURLToPath(new URL('./antd-style-code-loader.cjs', import.meta.url)),
};

/**
 * antd's stylesheets (shared/antd-css/styles, one per style group of antd's) out of the screens' chunks:
 * left to the default split, a small stylesheet that two lazy screens import is copied into both of their
 * chunks, and a page that opens both downloads it twice. Here each is in one CSS file, beside the others
 * the same screens need, and a screen downloads those of its components and no other. Unnamed: the
 * remote's entry maps every chunk to its file, and names would lengthen that map on every page.
 */
const antdStylesheets = {
  test: /[\\/]shared[\\/]antd-css[\\/]styles[\\/]/,
  type: 'css/mini-extract',
  chunks: 'all',
  minSize: 0,
  enforce: true,
} as const;

/**
 * The Rsbuild config of a remote, two builds in one:
 * - `container`, what the shell loads: the federation container (`mf-manifest.json`, the
 *   remote entry, `./routes`), using the federation runtime the shell provides rather than
 *   downloading a second copy of it (`externalRuntime`);
 * - `standalone`, the remote running on its own (`index.html`): a plain app with no federation at
 *   all, so it needs no host, on the backend at its own `/api`; over the mock backend (MSW and the
 *   sample data, with MSW's service worker served) only in a dev server or a build made with
 *   PUBLIC_MOCKS=on (`mocksFor`), so a production build carries none of it.
 * Both use the remote's own origin as asset prefix (its chunks load from there when the shell
 * mounts it), CORS for the shell's origin only, the portal's security headers (security.ts), caching
 * headers by file name (caching.ts), and `/api` forwarded to PocketBase with the client's address.
 */
export function remoteConfig(app: RemoteApp, federation: ModuleFederationOptions): RsbuildConfigSyncFn {
  const origin = `${originOf(app)}/`;
  // One copy of MSW's service worker, in mocks, serves every remote that runs on its own over the mocks.
  const mocksDir = dirname(createRequire(join(process.cwd(), 'package.json')).resolve('mocks/package.json'));
  const container = { ...federation, experiments: { ...federation.experiments, externalRuntime: true } };
  return defineConfig(({ command }) => {
    const mocks = mocksFor(command, process.env);
    return {
      plugins: [pluginReact(), pluginModuleFederation(container, { environment: 'container' })],
      tools: { rspack: { plugins: [withoutUniqueTooltips()], module: { rules: [antdStyleCode] } } },
      performance: { chunkSplit: { strategy: 'split-by-experience', override: { cacheGroups: { antdStylesheets } } } },
      html: { title: 'MCQ Revision for Primary School', template: htmlTemplate },
      dev: { lazyCompilation: false, assetPrefix: origin },
      // DIST_DIR builds (and previews) a release in a folder of its own, beside the one being served.
      output: { assetPrefix: origin, distPath: { root: process.env['DIST_DIR'] ?? 'dist' }, ...benchOutput },
      environments: {
        // The federation plugin adds the container's own entry; the app's index belongs to `standalone`.
        container: {
          tools: {
            htmlPlugin: false,
            rspack: (config) => {
              config.entry = {};
            },
          },
        },
        standalone: {
          source: {
            entry: { index: './src/index.ts' },
            // Running alone, the page's origin is the remote's: links for people (a login card's) name the shell's.
            define: {
              'import.meta.env.PUBLIC_SHELL_ORIGIN': JSON.stringify(originOf('shell')),
              // A constant, so that a build without the mocks drops their import (bootstrap.tsx).
              'import.meta.env.PUBLIC_MOCKS': JSON.stringify(mocks ? 'on' : 'off'),
            },
          },
          output: { distPath: { js: 'standalone/js', css: 'standalone/css' } },
        },
      },
      server: {
        port: portOf(app),
        strictPort: true,
        cors: { origin: shellOrigins() },
        headers: securityHeaders(process.env, { dev: command === 'dev' }),
        proxy: apiProxy(),
        setup: ({ server }) => {
          // Before the /api proxy: a body larger than its route stores never reaches PocketBase.
          server.middlewares.use(requestLimits());
          server.middlewares.use(cacheHeaders());
        },
        publicDir: mocks ? { name: join(mocksDir, 'public') } : false,
      },
    };
  });
}

/**
 * Whether a remote running on its own uses the mock backend: in a dev server unless PUBLIC_MOCKS=off,
 * in a build only with PUBLIC_MOCKS=on (the end-to-end tests' builds, which open each remote alone on it).
 */
export function mocksFor(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env['PUBLIC_MOCKS'] ?? (command === 'dev' ? 'on' : 'off')) === 'on';
}
