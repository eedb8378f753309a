import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';

// `pnpm bench`: the same built apps and servers as the end-to-end tests, measured instead of tested.
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  // One test measures everything: with BENCH_RUNS=5, Lighthouse five times per page cold and again on a
  // return visit, each run audited twice (as run and re-simulated), and five plain traces per page.
  timeout: 3_600_000,
  // The bench signs in on its own; no setup project.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
