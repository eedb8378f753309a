import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';

// `pnpm bench`: the same built apps and servers as the end-to-end tests, measured instead of tested.
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  // One test measures everything, Lighthouse three times per page cold and again on a return visit: about 10 minutes on 2 cores.
  timeout: 1_500_000,
  // The bench signs in on its own; no setup project.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
