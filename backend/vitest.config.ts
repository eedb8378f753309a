import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The heavy scenarios run after the gate, in `pnpm test:heavy` (vitest.heavy.config.ts).
    exclude: ['test/**/*.heavy.test.ts'],
    // One migrated, seeded data folder for the run; each file gets a PocketBase of its own on a copy
    // of it (test/server.ts), so files run side by side without reaching each other's data.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/hooks-in-node.ts', 'test/file-server.ts'],
    // Most of a file's time is spent waiting on its PocketBase: three at once keep two cores busy.
    maxWorkers: 3,
    // `npm test` runs these beside the apps' component tests: room for a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
