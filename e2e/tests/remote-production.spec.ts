import { expect, test } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portOf } from 'shared/federation';
import { demo } from '../support/accounts.ts';
import { backendPort } from '../support/environment.ts';
import { runScript, startServer } from '../support/servers.ts';

// A remote built for production, as `pnpm build` makes it, and deployed on its own (the dedicated creator
// portal of docs/deployment.md): none of the mock backend is in its files, and its pages talk to the
// backend at its own /api. The other tests open each remote alone on the mock backend, built for it on purpose
// (PUBLIC_MOCKS=on, e2e/package.json); this one builds and serves its own release on a port of its own.

const port = portOf('creator_app') + 70;
const portal = `http://localhost:${port}`;

/** The files of a build that mention MSW: its service worker, or its code in a chunk. */
function mockFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => path.endsWith('mockServiceWorker.js') || /mockServiceWorker|\[MSW\]/.test(readFileSync(path, 'utf8')));
}

// The production build must register no worker of its own: one would be seen (the config blocks them elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the creator portal built for production carries no mock backend, and alone it talks to its /api', async ({ page }) => {
  test.setTimeout(180_000);
  const dist = mkdtempSync(join(tmpdir(), 'mcq-creator-production-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // As `pnpm build` does: whatever PUBLIC_MOCKS the run was started with.
    await runScript('creator-app', 'build', { CREATOR_APP_PORT: String(port), DIST_DIR: dist, PUBLIC_MOCKS: undefined });
    expect(readdirSync(dist)).toContain('index.html');
    expect(mockFiles(dist)).toEqual([]);

    server = await startServer('creator-app', `${portal}/creator-login`, {
      CREATOR_APP_PORT: String(port),
      DIST_DIR: dist,
      POCKETBASE_URL: `http://127.0.0.1:${backendPort}`,
    });
    const answered: Array<{ path: string; status: number; byWorker: boolean }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === portal && url.pathname.startsWith('/api/'))
        answered.push({ path: url.pathname, status: response.status(), byWorker: response.fromServiceWorker() });
    });
    await page.goto(`${portal}/creator-login`);
    await page.getByLabel('Email').fill(demo.creator.email);
    await page.getByLabel('Password').fill(demo.creator.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/content-creator-dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.creator.name}` })).toBeVisible();
    // The server's figures, not the mock backend's sample ones.
    await expect(page.getByRole('region', { name: 'Your content in numbers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your content in numbers' })).not.toContainText('15,420');
    expect(answered.filter((answer) => answer.path === '/api/collections/creators/auth-with-password')).toEqual([
      { path: '/api/collections/creators/auth-with-password', status: 200, byWorker: false },
    ]);
    expect(answered.filter((answer) => answer.byWorker)).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  } finally {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  }
});
