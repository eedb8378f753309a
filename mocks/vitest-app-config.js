// The component-test setup of every app: jsdom, the MSW backend, and room for antd's slow
// first render. Plain JavaScript: vitest loads a package's config file without compiling it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['mocks/vitest-setup'],
    testTimeout: 30_000,
  },
});
