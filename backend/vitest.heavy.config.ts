import { defineConfig } from 'vitest/config';

// `pnpm test:heavy`: the scenarios too long or too heavy for the gate (a 10,000-row import, 20 bodies of
// 90 MB at once, PocketBase killed 20 times, a recount of 40,000 results), each on a PocketBase it starts itself,
// and the fuzzing of every write target in depth (1,000 calls a target; 250 in the gate), one file at a time.
export default defineConfig({
  test: {
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'heavy', include: ['test/**/*.heavy.test.ts'], setupFiles: ['test/hooks-in-node.ts'] } },
      {
        extends: true,
        test: {
          name: 'fuzz in depth',
          include: ['test/fuzz.test.ts'],
          // The gate's setup: one migrated, seeded data folder, and the file's own PocketBase on a copy of it.
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/hooks-in-node.ts', 'test/file-server.ts'],
          env: { FUZZ_RUNS: '1000' },
        },
      },
    ],
  },
});
