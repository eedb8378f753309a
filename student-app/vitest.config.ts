import { mergeConfig } from 'vitest/config';
import base from 'mocks/vitest-app-config';

// The same component-test setup as every app, plus what the quiz needs of the browser.
export default mergeConfig(base, { test: { setupFiles: ['./src/test-setup.ts'] } });
