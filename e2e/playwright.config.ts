import { defineConfig, devices } from '@playwright/test';
import { backendPort, chromiumPath, origins, testShellPorts } from './support/environment.ts';

const executablePath = chromiumPath();
// The remotes let the main shell and the tests' own shells load them.
const appEnv = {
  POCKETBASE_URL: `http://127.0.0.1:${backendPort}`,
  SHELL_URL: [origins.shell, ...Object.values(testShellPorts).map((port) => `http://localhost:${port}`)].join(','),
};
const serve = (app: string, url: string) => ({
  command: `pnpm --filter ${app} run serve`,
  url,
  env: appEnv,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: origins.shell,
    // An action whose element never comes fails on its own line, not as the whole test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the screencast, which
    // cost a quarter of the suite's CPU (Chromium encoding a frame on every paint, for every test).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The portal's service worker precaches the shell's every file at the first page of each new context, which
    // is most of a test's work for the server and the browser: only the tests of what it does let it register.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs each demo account in once; tests that are not about signing in reuse the session.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    // The gate (`pnpm test:e2e`, in `npm test`).
    { name: 'chromium', dependencies: ['setup'], testIgnore: /\.heavy\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
    // `pnpm test:heavy`, after the gate, one at a time: the scenarios that keep the server and both cores busy for
    // minutes (the bulk import's 10,000 rows, 20 bodies of 90 MB, PocketBase killed mid-quiz, a remote built twice).
    { name: 'heavy', testMatch: /\.heavy\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
  ],
  // The apps must be built first (`pnpm test:e2e` does it, each remote's own page on the mock backend); these serve the builds.
  webServer: [
    {
      command: 'node scripts/backend.mjs',
      url: `http://127.0.0.1:${backendPort}/api/health`,
      // The links in the portal's emails lead to the shell.
      env: { E2E_PORTAL_URL: origins.shell },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    serve('shell', origins.shell),
    serve('parent-app', origins.parent_app),
    serve('student-app', origins.student_app),
    serve('creator-app', origins.creator_app),
  ],
});
