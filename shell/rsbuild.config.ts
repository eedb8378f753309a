import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { portOf, remoteManifests, sharedDependencies } from 'shared/federation';
import { cacheHeaders } from 'shared/federation/caching';
import { benchOutput, htmlTemplate } from 'shared/federation/rsbuild';
import { requestLimits } from 'shared/federation/request-limits';
import { themeBeforePaint, tokens } from 'shared/content';
import { apiProxy, securityHeaders } from 'shared/federation/security';
import { manifestIcons } from './src/app/web-app-manifest.ts';

const tabIcon = manifestIcons[0]!;

export default defineConfig(({ command }) => {
  const headers = securityHeaders(process.env, { dev: command === 'dev' });
  return {
    // No federation build plugin: the shell is a plain app that loads the federation runtime only
    // when a page needs a remote (src/app/federation/runtime.ts), and gives the remotes its own
    // copies of the shared libraries.
    plugins: [pluginReact()],
    source: { define: { SHARED_DEPENDENCIES: JSON.stringify(sharedDependencies(import.meta.dirname)) } },
    html: {
      title: 'MCQ Revision for Primary School',
      template: htmlTemplate,
      // Where the remotes live is the first thing a signed-in page needs: asked for with the page.
      // A signed-in page in the dark theme is dark from its first paint (no flash of the light one).
      tags: [
        { tag: 'script', children: themeBeforePaint(), head: true, append: false },
        { tag: 'link', attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }, head: true },
        // Installable: the manifest and its icons are written after the build (scripts/offline-files.mjs). The
        // tab's icon is the manifest's, which the service worker keeps: a page opened offline asks for no other.
        ...(command === 'dev'
          ? []
          : [
              { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, head: true },
              { tag: 'link', attrs: { rel: 'icon', href: tabIcon.src, type: tabIcon.type, sizes: tabIcon.sizes }, head: true },
            ]),
        { tag: 'meta', attrs: { name: 'theme-color', content: tokens.colorPrimary }, head: true },
      ],
    },
    dev: { lazyCompilation: false },
    output: benchOutput,
    environments: {
      web: {},
      // The portal's service worker, at /sw.js (the root: it looks after every path), one file under a
      // fixed name so that the browser finds its new versions; a production build registers it
      // (src/index.ts) and scripts/offline-files.mjs writes its precache list into it.
      'service-worker': {
        source: { entry: { sw: './src/features/service-worker/service-worker.ts' } },
        output: { target: 'web-worker', filename: { js: '[name].js' }, distPath: { js: '' } },
        tools: { htmlPlugin: false },
      },
    },
    server: {
      port: portOf('shell'),
      strictPort: true,
      // The portal's CSP, nosniff, no framing (shared/federation/security.ts).
      headers,
      // No CORS (Rsbuild answers any localhost origin by default): no other page may read the shell or its /api.
      cors: false,
      proxy: apiProxy(),
      // A production build serves its prerendered pages at their own paths only, the landing page as
      // `index.html` at `/` and the sign-in as `login.html` at `/login`; every other path gets `app.html`,
      // the page as built (scripts/prerender.mjs).
      historyApiFallback: command === 'preview' ? { index: '/app.html', rewrites: [{ from: /^\/login\/?$/, to: '/login.html' }] } : false,
      // The remotes' addresses come from the environment of the server, not the build.
      setup: ({ server }) => {
        // Before the /api proxy: a body larger than its route stores never reaches PocketBase.
        server.middlewares.use(requestLimits());
        server.middlewares.use(cacheHeaders());
        server.middlewares.use('/remotes.json', (_req, res) => {
          // Set up before Rsbuild's own middlewares, so before the one that sends `headers`.
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(remoteManifests()));
        });
      },
    },
  };
});
