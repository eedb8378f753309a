import { expect, test, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { backendPort, origins } from '../support/environment.ts';

const root = join(import.meta.dirname, '..', '..');
const budgets = { landingJsGzip: 120 * 1024 };

interface Transfer {
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
  requests: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const rawSize = (file: string) => statSync(file).size;
const gzipSize = (file: string) => gzip(readFileSync(file));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** What each app's production build holds, JavaScript and CSS, raw and gzip. */
function buildTotals() {
  return ['shell', 'parent-app', 'student-app', 'creator-app'].map((app) => {
    const files = walk(join(root, app, 'dist')).filter((file) => /\.(js|css)$/.test(file));
    const sum = (pattern: RegExp, size: (file: string) => number) =>
      files.filter((file) => pattern.test(file)).reduce((total, file) => total + size(file), 0);
    return {
      app,
      js: sum(/\.js$/, rawSize),
      jsGzip: sum(/\.js$/, gzipSize),
      css: sum(/\.css$/, rawSize),
      cssGzip: sum(/\.css$/, gzipSize),
      files: files.length,
      largest: files
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file: relative(join(root, app, 'dist'), file), gzip: gzipSize(file) }))
        .toSorted((a, b) => b.gzip - a.gzip)[0],
    };
  });
}

type Account = 'parent' | 'student' | 'creator' | null;

async function sessionFor(account: Account): Promise<string | null> {
  if (!account) return null;
  const pb = new PocketBase(`http://127.0.0.1:${backendPort}`);
  if (account === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  if (account === 'student') await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  if (account === 'creator') await pb.collection('creators').authWithPassword(demo.creator.email, demo.creator.password);
  return JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
}

/**
 * Opens a route in a cold browser context and measures what it transfers until the
 * route's own heading is painted: JS and CSS (raw and gzip) and the number of requests.
 */
async function firstLoad(browser: Browser, url: string, account: Account, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const auth = await sessionFor(account);
  if (auth) {
    const origin = new URL(url).origin;
    await context.addInitScript(
      ([value, pageOrigin]) => {
        if (window.location.origin === pageOrigin) window.localStorage.setItem('pocketbase_auth', value);
      },
      [auth, origin] as const,
    );
  }
  const page = await context.newPage();
  const bodies: Promise<{ type: string; body: Buffer }>[] = [];
  let requests = 0;
  let painted = false;
  page.on('request', () => {
    if (!painted) requests += 1;
  });
  page.on('response', (response) => {
    if (painted) return;
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || /\.(js|css)(\?|$)/.test(response.url())) {
      bodies.push(response.body().then((body) => ({ type: /\.css(\?|$)/.test(response.url()) || type === 'stylesheet' ? 'css' : 'js', body })).catch(() => ({ type, body: Buffer.alloc(0) })));
    }
  });
  await page.goto(url);
  await ready(page);
  painted = true;
  const files = await Promise.all(bodies);
  const usesAntd = await page.evaluate(() => Boolean(document.querySelector('style[data-css-hash], style[data-rc-order]')));
  const jsText = files.filter((f) => f.type === 'js').map((f) => f.body.toString('utf8')).join('\n');
  await context.close();
  const transfer: Transfer = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, requests };
  for (const { type, body } of files) {
    if (type === 'css') {
      transfer.css += body.length;
      transfer.cssGzip += gzip(body);
    } else {
      transfer.js += body.length;
      transfer.jsGzip += gzip(body);
    }
  }
  return { ...transfer, antd: usesAntd || jsText.includes('anticon') };
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

test('bundle and first-load report', async ({ browser }) => {
  const totals = buildTotals();
  const routes = [
    { label: 'shell `/` (landing)', url: `${origins.shell}/`, account: null, ready: heading(/MCQ Revision|Revision/) },
    { label: 'shell `/login`', url: `${origins.shell}/login`, account: null, ready: heading('MCQ Revision for Primary School') },
    { label: 'shell → parent-app `/parent-dashboard`', url: `${origins.shell}/parent-dashboard`, account: 'parent', ready: heading(`Welcome, ${demo.parent.name}`) },
    { label: 'shell → student-app `/student-dashboard`', url: `${origins.shell}/student-dashboard`, account: 'student', ready: heading(`Welcome back, ${demo.student.name}!`) },
    { label: 'shell → creator-app `/content-creator-dashboard`', url: `${origins.shell}/content-creator-dashboard`, account: 'creator', ready: heading(`Welcome, ${demo.creator.name}`) },
    { label: 'parent-app alone (MSW)', url: `${origins.parent_app}/parent-dashboard`, account: null, ready: heading(`Welcome, ${demo.parent.name}`) },
    { label: 'student-app alone (MSW)', url: `${origins.student_app}/student-dashboard`, account: null, ready: heading(`Welcome back, ${demo.student.name}!`) },
    { label: 'creator-app alone (MSW) `/creator-login`', url: `${origins.creator_app}/creator-login`, account: null, ready: heading('Content Creator Sign In') },
  ] as const;

  const measured = [];
  for (const route of routes) measured.push({ label: route.label, ...(await firstLoad(browser, route.url, route.account, route.ready)) });

  const landing = measured[0];
  const lines = [
    '# Bundle and first-load report',
    '',
    `Measured by \`pnpm bench\` on ${new Date().toISOString().slice(0, 10)}: production builds served by \`rsbuild preview\`, Chromium with a cold cache, PocketBase seeded with the demo data. Gzip sizes are computed at level 9 from the bodies the browser received.`,
    '',
    '## Budgets',
    '',
    '| budget | limit | measured | verdict |',
    '|---|---|---|---|',
    `| landing page JavaScript (gzip) | ${kb(budgets.landingJsGzip)} | ${kb(landing?.jsGzip ?? 0)} | ${(landing?.jsGzip ?? Infinity) <= budgets.landingJsGzip ? 'within' : 'OVER'} |`,
    `| landing page loads antd | no | ${landing?.antd ? 'yes' : 'no'} | ${landing?.antd ? 'OVER' : 'within'} |`,
    '',
    '## First load of each route (until its heading is painted)',
    '',
    '| route | JS | JS gzip | CSS | CSS gzip | requests before first paint | antd |',
    '|---|---|---|---|---|---|---|',
    ...measured.map((m) => `| ${m.label} | ${kb(m.js)} | ${kb(m.jsGzip)} | ${kb(m.css)} | ${kb(m.cssGzip)} | ${m.requests} | ${m.antd ? 'yes' : 'no'} |`),
    '',
    '## Each app\'s build (every JS and CSS file in dist)',
    '',
    '| app | JS | JS gzip | CSS | CSS gzip | files | largest JS file (gzip) |',
    '|---|---|---|---|---|---|---|',
    ...totals.map((t) => `| ${t.app} | ${kb(t.js)} | ${kb(t.jsGzip)} | ${kb(t.css)} | ${kb(t.cssGzip)} | ${t.files} | ${t.largest ? `${t.largest.file} (${kb(t.largest.gzip)})` : '-'} |`),
    '',
  ];
  const report = lines.join('\n');
  writeFileSync(join(root, 'docs', 'bench.md'), report);
  console.log(report);

  expect(landing?.jsGzip, 'landing page JavaScript (gzip)').toBeLessThanOrEqual(budgets.landingJsGzip);
  expect(landing?.antd, 'the landing page loads antd').toBe(false);
});
