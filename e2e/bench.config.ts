import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';

// `pnpm bench`: the same built apps and servers as the end-to-end tests, measured instead of tested.
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  // One test measures everything, Lighthouse three times per page: about 5 minutes on 2 cores.
  timeout: 600_000,
  // The bench signs in on its own; no setup project.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
