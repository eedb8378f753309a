import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'federation/**/*.test.ts', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The lint rule's tests run oxlint once or twice each: on a busy machine (the component tests beside
    // the backend's) one took 5.1 s, past vitest's 5 s.
    testTimeout: 30_000,
  },
});
