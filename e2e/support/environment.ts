import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originOf, portOf } from 'shared/federation';

/** The system's Chromium where there is one (Playwright cannot download its own here). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env['CHROME_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** PocketBase for the test run: its own port and a fresh data folder, never the dev one. */
export const backendPort = Number(process.env['E2E_PB_PORT'] ?? 8190);

/** The mail catcher the test run's PocketBase sends the portal's emails to: its page and API (scripts/backend.mjs). */
export const mailUrl = `http://127.0.0.1:${Number(process.env['E2E_MAIL_PORT'] ?? 8195)}`;

/** The test run's PocketBase superuser, to run a cron now (written by scripts/backend.mjs for this user only). */
export function e2eSuperuser(): { email: string; password: string } {
  return JSON.parse(readFileSync(join(tmpdir(), `mcq-e2e-pb-${backendPort}.superuser.json`), 'utf8'));
}

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
