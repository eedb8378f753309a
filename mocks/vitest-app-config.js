// The component-test setup of every app: jsdom, the MSW backend, antd's static styles (made once
// per run: src/antd-static-styles.ts), and room for a busy machine. Plain JavaScript: vitest loads
// a package's config file without compiling it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['mocks/vitest-global-setup'],
    setupFiles: ['mocks/vitest-setup'],
    // A test takes 2 to 15 s alone; `npm test` runs the suites beside the backend's, on a machine that may be busy.
    testTimeout: 60_000,
  },
});
