import { existsSync } from 'node:fs';
import { defaultPorts } from 'shared/federation';

/** The system's Chromium where there is one (Playwright cannot download its own here). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env['CHROME_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** PocketBase for the test run: its own port and a fresh data folder, never the dev one. */
export const backendPort = Number(process.env['E2E_PB_PORT'] ?? 8190);

/** The apps run on their usual ports: each remote's build points its assets at its own origin. */
export const origins = {
  shell: `http://localhost:${defaultPorts.shell}`,
  parent_app: `http://localhost:${defaultPorts.parent_app}`,
  student_app: `http://localhost:${defaultPorts.student_app}`,
  creator_app: `http://localhost:${defaultPorts.creator_app}`,
} as const;
