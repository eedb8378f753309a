import { defineConfig } from 'vitest/config';

// Node-side unit tests of the bench's own computations; Playwright runs everything else in e2e.
export default defineConfig({
  test: { include: ['bench/**/*.test.ts'], environment: 'node' },
});
