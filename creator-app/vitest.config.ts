import { mergeConfig } from 'vitest/config';
import base from 'mocks/vitest-app-config';

// The same component-test setup as every app, plus what the portal's drawer and drafts need of the browser.
// Two workers, where vitest takes one on two cores: its forms make this the longest of the apps' suites
// (7 minutes in one worker), which `npm test` runs beside the others, so its end has a core to itself.
export default mergeConfig(base, { test: { setupFiles: ['./src/test-setup.ts'], maxWorkers: 2 } });
