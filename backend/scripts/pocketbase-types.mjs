// Writes types/pocketbase.d.ts: the declarations PocketBase gives its JavaScript hooks ($app, core.Record,
// routerAdd...), which backend/src is type-checked against (src/tsconfig.json). PocketBase writes them into
// its data folder on every start; they depend only on the binary, so the pinned binary writes them into a
// throwaway folder here and the copy is committed, for editors as much as for `pnpm typecheck`.
// `--check` (run by the backend's typecheck) fails when the committed copy is not the pinned binary's.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeOrCheck } from './generated-file.mjs';
import { resolveBinary } from './runner.mjs';

const target = resolve(import.meta.dirname, '../types/pocketbase.d.ts');
const work = mkdtempSync(join(tmpdir(), 'pb-types-'));
let generated;
try {
  for (const dir of ['hooks', 'migrations', 'public']) mkdirSync(join(work, dir));
  const dirFlags = ['data', 'hooks', 'migrations', 'public'].map((dir) => `--${dir === 'data' ? 'dir' : `${dir}Dir`}=${join(work, dir)}`);
  // Any command that boots the app writes the file; this one changes nothing in an empty folder.
  const run = spawnSync(resolveBinary(), [...dirFlags, 'migrate', 'history-sync'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`PocketBase could not write its types: ${run.stderr || run.stdout}`);
  generated = readFileSync(join(work, 'data/types.d.ts'), 'utf8');
} finally {
  rmSync(work, { recursive: true, force: true });
}

writeOrCheck(target, generated, 'pnpm --filter backend pocketbase-types', 'the pinned PocketBase binary');
