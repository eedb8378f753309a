// Writes the landing page into the built index.html, so that `/` shows at once with no script to
// run: the page has no behaviour, only links into the app. Every other path is served `app.html`,
// the page as built, so a signed-in page never parses and styles the landing page first (about 0.3 s
// of a slow phone's main thread). A host that serves index.html everywhere still works: that copy
// empties the prerendered page before it paints.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';

const shellDir = join(import.meta.dirname, '..');
const distDir = join(shellDir, process.env['DIST_DIR'] ?? 'dist');
const indexHtml = join(distDir, 'index.html');
const { LandingPage } = await tsImport('../src/features/landing/landing-page.tsx', import.meta.url);
const { cssTokens } = await tsImport('shared/content', import.meta.url);

const markup = renderToStaticMarkup(createElement(LandingPage));
const tokens = Object.entries(cssTokens)
  .map(([name, value]) => `${name}:${value}`)
  .join(';');
const emptyElsewhere = "<script>if(location.pathname!=='/')document.getElementById('root').replaceChildren()</script>";

const html = readFileSync(indexHtml, 'utf8');
const mount = '<div id="root"></div>';
if (!html.includes(mount)) throw new Error(`${indexHtml} has no empty #root to prerender into`);
writeFileSync(join(distDir, 'app.html'), html);
writeFileSync(
  indexHtml,
  html
    .replace('</head>', `<style>:root{${tokens}}</style></head>`)
    .replace(mount, `<div id="root">${markup}</div>${emptyElsewhere}`),
);
console.log(`Prerendered the landing page into ${indexHtml} (${markup.length} characters)`);
