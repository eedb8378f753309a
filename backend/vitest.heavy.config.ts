import { defineConfig } from 'vitest/config';

// `pnpm test:heavy`: the scenarios too long or too heavy for the gate (a 10,000-row import, 20 bodies of
// 90 MB at once, PocketBase killed 20 times, a recount of 40,000 results), each on a PocketBase it starts itself, one file at a time.
export default defineConfig({
  test: {
    include: ['test/**/*.heavy.test.ts'],
    setupFiles: ['test/hooks-in-node.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
