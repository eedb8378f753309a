import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/hooks-in-node.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One PocketBase serves every file; files run one at a time so that lockouts, rate limits
    // and the overdue cron of one file cannot disturb another.
    fileParallelism: false,
  },
});
