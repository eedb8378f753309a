// The component-test setup of every app: jsdom, the MSW backend, antd's static styles (made once
// per run: src/antd-static-styles.ts), and room for a busy machine. Plain JavaScript: vitest loads
// a package's config file without compiling it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.{ts,tsx}'];

/**
 * The test files that replace a module (`vi.mock`): the module must be loaded afresh for them, so they keep
 * vitest's isolation, each file its own modules and page. Found from the files themselves (the app's folder,
 * where vitest runs), so a new one is never forgotten.
 */
const replacingModules = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
    environment: 'jsdom',
    globalSetup: ['mocks/vitest-global-setup'],
    setupFiles: ['mocks/vitest-setup'],
    // A test takes 2 to 15 s alone; `npm test` runs the suites beside the backend's, on a machine that may be busy.
    testTimeout: 60_000,
    projects: [
      // The other files run one after another in a worker's page and modules, each starting from an empty
      // page and signed out (the setup does it): antd, React and the app load once per worker instead of once
      // per file (the parent app's suite alone: 85 -> 49 s of CPU).
      { extends: true, test: { name: 'shared modules', include, exclude: replacingModules, isolate: false } },
      ...(replacingModules.length ? [{ extends: true, test: { name: 'own modules', include: replacingModules } }] : []),
    ],
  },
});
