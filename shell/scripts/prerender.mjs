// Writes the pages a first visit most often opens into the build, so that they show at once, before
// any script has run:
// - `index.html`, served at `/`: the landing page. It has no behaviour, only links into the app,
//   and the app's script never runs for it.
// - `login.html`, served at `/login`: the sign-in. Its fields can be typed into at once; its
//   buttons wait, disabled, until the app has loaded and taken the form over with what was typed.
// - `app.html`, served at every other path: the page as built, so a signed-in page never parses
//   and styles a prerendered page first (about 0.3 s of a slow phone's main thread).
// A host that serves one of them at other paths still works: the copy empties its prerendered page
// before it paints.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';

const shellDir = join(import.meta.dirname, '..');
const distDir = join(shellDir, process.env['DIST_DIR'] ?? 'dist');
const appHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
const mount = '<div id="root"></div>';
if (!appHtml.includes(mount)) throw new Error(`${distDir}/index.html has no empty #root to prerender into`);
const { cssTokenSheet } = await tsImport('shared/content', import.meta.url);
// Every page carries the tokens of both themes inline: a dark signed-in page paints dark at once.
const tokenSheet = `<style id="mcq-tokens">${cssTokenSheet()}</style></head>`;
writeFileSync(join(distDir, 'app.html'), appHtml.replace('</head>', tokenSheet));

// The page's inline scripts come from the portal's security settings, whose CSP allows them by their hashes.
const { keepOnlyAt, prerenderedPaths } = await tsImport('shared/federation/security', import.meta.url);

// Where the remotes live (/remotes.json), asked for with a page that will load one.
const remotesPreload = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';
if (!appHtml.includes(remotesPreload)) throw new Error(`${distDir}/index.html has no ${remotesPreload} (rsbuild.config.ts)`);

/**
 * The built page with `element` rendered into its #root, written as `file`, for `path` only. `loadsRemotes`: whether
 * the page reads /remotes.json (a page that does not would fetch it for nothing, and Chrome warns of a preload unused).
 */
function prerender(file, path, element, { loadsRemotes }) {
  if (!prerenderedPaths.includes(path))
    throw new Error(`Add ${path} to prerenderedPaths (shared/federation/security.ts): the CSP allows only their scripts`);
  const markup = renderToStaticMarkup(element);
  const emptyElsewhere = `<script>${keepOnlyAt(path)}</script>`;
  const page = loadsRemotes ? appHtml : appHtml.replace(remotesPreload, '');
  writeFileSync(join(distDir, file), page.replace('</head>', tokenSheet).replace(mount, `<div id="root">${markup}</div>${emptyElsewhere}`));
  console.log(`Prerendered ${path} into ${join(distDir, file)} (${markup.length} characters)`);
}

const { LandingPage } = await tsImport('../src/app/routes/landing.tsx', import.meta.url);
// The landing page has links only: no remote.
prerender('index.html', '/', createElement(LandingPage), { loadsRemotes: false });

const { PrerenderedLogin } = await tsImport('../src/app/prerendered-login.tsx', import.meta.url);
prerender('login.html', '/login', createElement(PrerenderedLogin), { loadsRemotes: true });
