import { mergeConfig } from 'vitest/config';
import base from 'mocks/vitest-app-config';

// The same component-test setup as every app, plus what the portal's drawer and drafts need of the browser.
export default mergeConfig(base, { test: { setupFiles: ['./src/test-setup.ts'] } });
