// Generates shared/src/pocketbase-types.ts from the backend's migrations: starts a throwaway
// PocketBase (fresh data folder, no seed) and runs pocketbase-typegen against it. It lives with the
// backend, which knows how to start PocketBase; shared only receives the file.
// `--check` regenerates to a temporary file and fails when the committed file differs.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { writeOrCheck } from './generated-file.mjs';
import { startPocketBase } from './runner.mjs';

const execFileAsync = promisify(execFile);
const backendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(backendDir, '../shared/src/pocketbase-types.ts');
const typegenBin = join(backendDir, 'node_modules/.bin/pocketbase-typegen');

/** One trailing newline, whatever typegen ends with, so the committed file and a fresh run compare equal. @param {string} text */
function normalise(text) {
  return `${text.trim()}\n`;
}

const workDir = mkdtempSync(join(tmpdir(), 'pb-typegen-'));
const pb = await startPocketBase({ dataDir: join(workDir, 'pb_data'), seed: false, demo: false, quiet: true });
let generated;
try {
  const out = join(workDir, 'pocketbase-types.ts');
  await execFileAsync(typegenBin, ['--url', pb.url, '--email', pb.superuser.email, '--password', pb.superuser.password, '--out', out]);
  generated = normalise(readFileSync(out, 'utf8'));
} finally {
  await pb.stop();
  rmSync(workDir, { recursive: true, force: true });
}

writeOrCheck(target, generated, 'pnpm --filter backend typegen');
