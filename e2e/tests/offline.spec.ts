import { expect, test, type Page } from '@playwright/test';
import { paths, t, tokens } from 'shared/content';
import { contentHashedName } from 'shared/federation/caching';
import { demo } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth.ts';
import { accountOf, savedCopy } from '../support/saved-copy.ts';
import { origins } from '../support/environment.ts';

// The portal is installable (its web app manifest, valid, with icons of the right
// sizes) and its service worker keeps the pages that need no account, so that they open with no connection.

test.use({ serviceWorkers: 'allow' });

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** A PNG's width and height, from its header. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** The page's service worker, once it controls the page. */
async function controllingWorker(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller?.scriptURL ?? null;
  });
}

test('the portal is installable: every page links a valid web app manifest whose icons load at their sizes', async ({ page, request }) => {
  for (const path of [paths.landing, paths.login, paths.help]) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute('href', '/manifest.webmanifest');
    // The tab's icon is the manifest's first, which the worker keeps (below: it opens offline).
    await expect(page.locator('link[rel="icon"]'), path).toHaveAttribute('href', '/icons/icon-192.png');
  }
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    name: t('app.tagline'),
    short_name: 'MCQ Revision',
    start_url: paths.login,
    display: 'standalone',
    theme_color: tokens.colorPrimary,
    background_color: tokens.colorBgLayout,
  });
  const icons = await Promise.all(
    manifest.icons.map(async (icon) => {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
      return `${icon.purpose} ${pngSize(await file.body())}`;
    }),
  );
  expect(icons.toSorted()).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);
  expect(manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes}`).toSorted()).toEqual(icons.toSorted());

  // Chromium's own reading of the manifest: no error, and what it takes from it.
  const devtools = await page.context().newCDPSession(page);
  const read = await devtools.send('Page.getAppManifest');
  expect(read.errors).toEqual([]);
  expect(read.url).toBe(`${origins.shell}/manifest.webmanifest`);
});

test('the service worker takes control; then, offline, the landing page, sign-in, help and privacy open from it', async ({
  page,
  context,
}) => {
  await page.goto(paths.landing);
  await expect.poll(() => controllingWorker(page)).toBe(`${origins.shell}/sw.js`);
  // A page loaded through the worker: it keeps where the remotes are (each page asks for it at once).
  await page.reload();
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/remotes.json')))).toBe(true);
  // Online, an /api answer passes by the worker: none is ever kept.
  expect(await page.evaluate(() => fetch('/api/health').then((response) => response.status))).toBe(200);
  // Nor an address shaped like a script that is not one of this release's (a server answers it with a page).
  const stranger = '/static/js/not-of-this-release.0123456789.js';
  await page.evaluate((address) => fetch(address).then((response) => response.text()), stranger);

  await context.setOffline(true);
  try {
    // The worker's own requests are offline too: what follows comes from its copies, not the network.
    expect(
      await page.evaluate(() =>
        fetch('/static/js/not-kept.0123456789.js').then(
          (response) => response.status,
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          (response) => response.status,
          () => 'offline',
        ),
      ),
    ).toBe('offline');

    const pages = [
      [paths.landing, page.locator('#landing-hero-title')],
      [paths.login, page.getByRole('heading', { level: 1, name: t('app.tagline') })],
      [paths.help, page.getByRole('heading', { level: 1, name: 'Help Center' })],
      [paths.privacy, page.getByRole('heading', { level: 1, name: 'Privacy Policy' })],
    ] as const;
    for (const [path, content] of pages) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(content, path).toBeVisible();
    }
    // The tab's icon too, so a page opened offline asks for nothing it cannot have.
    expect(await page.evaluate(() => fetch('/icons/icon-192.png').then((response) => response.status))).toBe(200);
    // The sign-in's form is taken over by the app offline too: its tabs work.
    await page.goto(paths.login);
    await page.getByRole('tab', { name: 'Student' }).click();
    await expect(page.getByLabel('Student ID')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const requests = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
    return requests.flat().map((url) => new URL(url).pathname);
  });
  expect(kept).toEqual(expect.arrayContaining(['/index.html', '/login.html', '/app.html', '/remotes.json']));
  expect(kept.filter((path) => path.startsWith('/api'))).toEqual([]);
  // The shell's scripts, which the landing page never loaded, kept when the worker activated: not in the
  // precache, which Chromium fills with a compiled copy of each script that a page loads in one long task.
  const scripts = await page.evaluate(async () => {
    const byCache = await Promise.all(
      (await caches.keys()).map(async (name) => ({
        name,
        addresses: (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      })),
    );
    return {
      kept: byCache.filter(({ name }) => name === 'portal-shell-scripts').flatMap(({ addresses }) => addresses),
      precached: byCache.filter(({ name }) => name.startsWith('workbox-precache')).flatMap(({ addresses }) => addresses),
    };
  });
  expect(scripts.precached.filter((path) => path.endsWith('.js') && path !== '/sw.js')).toEqual([]);
  expect(scripts.kept.length).toBeGreaterThan(5);
  expect(scripts.kept).not.toContain(stranger);
  expect(scripts.kept.filter((path) => !/^\/static\/js\/.+\.[0-9a-f]{8,}\.js$/.test(path))).toEqual([]);
});

test('scripts the worker could not keep as it activated are kept on the next visit, and the sign-in and help then open offline', async ({
  page,
  context,
}) => {
  // The worker's own requests for the shell's scripts fail while it installs and activates (the network gone a moment).
  let dropping = true;
  await context.route('**/static/js/**', (route) => (dropping && route.request().serviceWorker() ? route.abort() : route.continue()));
  await page.goto(paths.landing);
  await expect.poll(() => controllingWorker(page)).toBe(`${origins.shell}/sw.js`);
  const kept = () =>
    page.evaluate(
      async () => (await (await caches.open('portal-shell-scripts')).keys()).filter((request) => request.url.endsWith('.js')).length,
    );
  expect(await kept()).toBe(0);
  dropping = false;
  // The next page asked for, online: the worker keeps what it lacks.
  await page.goto(paths.landing);
  await expect.poll(kept).toBeGreaterThan(5);
  await context.setOffline(true);
  try {
    await page.goto(paths.help);
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await page.goto(paths.login);
    await page.getByRole('tab', { name: 'Student' }).click();
    await expect(page.getByLabel('Student ID')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test.describe('signed in', () => {
  test.use({ storageState: storageStateOf('parent') });

  test("a remote's files are kept by their content hash from the very first visit, and its manifest beside where the remotes are; offline the screen opens again", async ({
    page,
    context,
  }) => {
    await page.goto(paths.parentDashboard);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.parent.name}` })).toBeVisible();
    await expect.poll(() => controllingWorker(page)).toBe(`${origins.shell}/sw.js`);
    // The page fetched its remote before the worker took it over: the worker keeps what the page names.
    const kept = () =>
      page.evaluate(
        (names) => Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url))),
        ['portal-remote-files', 'portal-manifests'],
      );
    await expect
      .poll(async () => (await kept())[1]?.toSorted())
      .toEqual([`${origins.parent_app}/mf-manifest.json`, `${origins.shell}/remotes.json`].toSorted());
    await expect.poll(async () => (await kept())[0]?.length ?? 0).toBeGreaterThan(3);
    const files = ((await kept())[0] ?? []).map((url) => new URL(url));
    expect(files.filter((url) => url.origin !== origins.parent_app || !contentHashedName.test(url.pathname))).toEqual([]);

    // With no second visit online, the screen opens offline (its data from the account's saved copy).
    const account = await accountOf(page);
    // The dashboard's three reads, once the account's saved copy holds them (it is written a moment after they settle).
    const savedReads = async () => {
      const copy = await savedCopy(page, account);
      return ['children', 'assignments', 'results'].filter((read) => copy.includes(`"queryKey":["${read}"`));
    };
    await expect.poll(savedReads).toEqual(['children', 'assignments', 'results']);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: `Welcome, ${demo.parent.name}` })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Showing what was saved at \d\d:\d\d - offline$/ })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
