import { expect, test } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portOf } from 'shared/federation';
import { demo } from '../support/accounts.ts';
import { backendPort, testShellPorts } from '../support/environment.ts';
import { repoRoot, runScript, startServer } from '../support/servers.ts';

// A remote is built and deployed on its own: a new release of the parent remote, with a new text,
// a new shared text and a new domain rule, reaches a shell that is already running and is never
// rebuilt; the shell's own pages keep the shell's texts. The shell
// and the remote run here on ports of their own, so the other tests' servers stay as they are. Two builds
// of the remote: after the gate (`pnpm test:heavy`).

const shellPort = testShellPorts.shipsAlone;
const parentPort = portOf('parent_app') + 50;
const shellUrl = `http://localhost:${shellPort}`;
const parentUrl = `http://localhost:${parentPort}`;
const backend = `http://127.0.0.1:${backendPort}`;

/** The release's source changes: a text of the parent remote, a text and a rule it takes from shared. */
const changes = [
  { file: 'parent-app/src/features/children/messages.ts', from: "'children.add': 'Add Child',", to: "'children.add': 'Add a child'," },
  { file: 'shared/src/messages.ts', from: "'nav.logout': 'Logout',", to: "'nav.logout': 'Sign out'," },
  { file: 'shared/src/domain/constants.ts', from: "'Grade 5', 'Grade 6'] as const;", to: "'Grade 5', 'Grade 6', 'Grade 7'] as const;" },
];
const backups = join(repoRoot, 'e2e', 'test-results', 'ship-alone-backups');

/** Puts back sources a run that was killed mid-build left changed. */
function restoreSources() {
  if (!existsSync(backups)) return;
  for (const name of readdirSync(backups)) writeFileSync(join(repoRoot, decodeURIComponent(name)), readFileSync(join(backups, name)));
  rmSync(backups, { recursive: true, force: true });
}

/** Builds a release of the parent remote with the changes applied to the sources, then restores them. */
async function buildChangedRelease(distDir: string) {
  restoreSources();
  mkdirSync(backups, { recursive: true });
  try {
    for (const { file, from, to } of changes) {
      const path = join(repoRoot, file);
      const source = readFileSync(path, 'utf8');
      if (!source.includes(from)) throw new Error(`${file} no longer contains ${from}`);
      writeFileSync(join(backups, encodeURIComponent(file)), source);
      writeFileSync(path, source.replace(from, to));
    }
    await runScript('parent-app', 'build', { PARENT_APP_PORT: String(parentPort), DIST_DIR: distDir });
  } finally {
    restoreSources();
  }
}

test('a remote rebuilt and redeployed alone brings its new text and rule into the running shell', async ({ page }) => {
  test.setTimeout(240_000);
  const releases = mkdtempSync(join(tmpdir(), 'mcq-parent-releases-'));
  const first = join(releases, 'first');
  const second = join(releases, 'second');
  const remoteEnv = { PARENT_APP_PORT: String(parentPort), POCKETBASE_URL: backend, SHELL_URL: shellUrl };
  let shell: Awaited<ReturnType<typeof startServer>> | undefined;
  let remote: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await runScript('parent-app', 'build', { PARENT_APP_PORT: String(parentPort), DIST_DIR: first });
    shell = await startServer('shell', shellUrl, { SHELL_PORT: String(shellPort), PARENT_APP_URL: parentUrl, POCKETBASE_URL: backend });
    remote = await startServer('parent-app', `${parentUrl}/mf-manifest.json`, { ...remoteEnv, DIST_DIR: first });

    // This shell has an origin of its own, and so a session of its own.
    await page.goto(`${shellUrl}/login`);
    await page.getByLabel('Email').fill(demo.parent.email);
    await page.getByLabel('Password').fill(demo.parent.password);
    await page.getByRole('button', { name: 'Login as Parent' }).click();
    await expect(page).toHaveURL(/\/parent-dashboard$/);
    await page.goto(`${shellUrl}/children`);
    await page.getByRole('button', { name: 'Add Child' }).click();
    await expect(page.getByRole('radio', { name: 'Grade 6' })).toBeAttached();
    await expect(page.getByRole('radio', { name: 'Grade 7' })).toHaveCount(0);

    // Only the parent remote is built and deployed again; the shell keeps running as it is.
    await buildChangedRelease(second);
    await remote.stop();
    remote = await startServer('parent-app', `${parentUrl}/mf-manifest.json`, { ...remoteEnv, DIST_DIR: second });

    // The address kept the open form (/children/add): the new release shows it with the new rule's grade,
    // and the list behind it has the new text.
    await page.reload();
    await expect(page).toHaveURL(/\/children\/add$/);
    await expect(page.getByRole('radio', { name: 'Grade 7' })).toBeAttached();
    await page.goto(`${shellUrl}/children`);
    await expect(page.getByRole('button', { name: 'Add a child' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Child' })).toHaveCount(0);
    // The remote's frame has the new shared text; a page of the shell (a parent on a child's page)
    // still has the shell's own, as it was built.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.goto(`${shellUrl}/student-dashboard`);
    await expect(page.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  } finally {
    await remote?.stop();
    await shell?.stop();
    rmSync(releases, { recursive: true, force: true });
  }
});
