import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/hooks-in-node.ts'],
    // `npm test` runs these beside the apps' component tests: room for a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One PocketBase serves every file; files run one at a time so that lockouts, rate limits
    // and the overdue cron of one file cannot disturb another.
    fileParallelism: false,
  },
});
