import { existsSync } from 'node:fs';
import { originOf, portOf } from 'shared/federation';

/** The system's Chromium where there is one (Playwright cannot download its own here). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env['CHROME_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** PocketBase for the test run: its own port and a fresh data folder, never the dev one. */
export const backendPort = Number(process.env['E2E_PB_PORT'] ?? 8190);

/** The apps' addresses, from the same variables the builds and servers read (defaults 3000 to 3003). */
export const origins = {
  shell: originOf('shell'),
  parent_app: originOf('parent_app'),
  student_app: originOf('student_app'),
  creator_app: originOf('creator_app'),
} as const;

/**
 * Shells some tests start beside the main one, on ports of their own, in front of a backend or a
 * remote of their own. The remotes answer CORS only for a shell's origin: the served remotes allow these too.
 */
export const testShellPorts = { shipsAlone: portOf('shell') + 50, crash: portOf('shell') + 60 } as const;
