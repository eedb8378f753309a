import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';

// `pnpm bench`: the same built apps and servers as the end-to-end tests, measured instead of tested.
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  // The bench signs in on its own; no setup project.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
