// PocketBase for the end-to-end run: a fresh data folder every time, seeded with the demo data, set up
// as `npm start` sets it up behind the apps' servers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { behindTheApps, startPocketBase } from 'backend/runner';

const port = Number(process.env.E2E_PB_PORT ?? 8190);
const dataDir = mkdtempSync(join(tmpdir(), 'mcq-e2e-pb-'));
const pb = await startPocketBase({ dataDir, port, seed: true, demo: true, quiet: true, testing: true, env: await behindTheApps() });
// Where the tests find the process, to read its memory (tests/request-limits.spec.ts).
const pidFile = join(tmpdir(), `mcq-e2e-pb-${port}.pid`);
writeFileSync(pidFile, String(pb.pid));
console.log(`e2e PocketBase ready at ${pb.url}`);

const stop = async () => {
  await pb.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pidFile, { force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
