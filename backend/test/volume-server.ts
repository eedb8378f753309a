// The volume data at 1,000 families, 2,000 children, 20,000 assignments, 40,000 results and 400,000 answer rows
// (bench/volume/build.mjs at a tenth of the bench's scale: the planner sees the same proportions, rows per family, per
// child, per creator, as at 10,000 families), built once and kept in the temp folder while its sources stay the same.
// Each file serves a copy of it from a PocketBase of its own, in dev mode (it prints every statement it runs with its
// values), with two test-only routes: SQLite's plan of statements, and a recount of the creator's tallies.
// query-plan.test.ts, and after the gate volume-data.heavy.test.ts.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import type { TypedPocketBase } from 'shared';
import { afterAll, beforeAll } from 'vitest';
import { HOOKS_DIR, startPocketBase } from '../scripts/runner.mjs';
import { buildVolumeData } from '../bench/volume/build.mjs';

const SCALE = 0.1;
// One folder per checkout: two clones tested side by side must not rebuild each other's data while it is copied.
const CHECKOUT = createHash('sha256')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 8);
const DATA = join(tmpdir(), `mcq-query-plan-data-${SCALE}-${CHECKOUT}`);

const EXPLAIN_HOOK = `
routerAdd('POST', '/api/test/explain', (e) => {
  const plans = e.requestInfo().body.statements.map((sql) => {
    const rows = arrayOf(new DynamicModel({ id: 0, parent: 0, notused: 0, detail: '' }));
    $app.db().newQuery('EXPLAIN QUERY PLAN ' + sql).all(rows);
    return rows.map((row) => row.detail);
  });
  return e.json(200, plans);
}, $apis.requireSuperuserAuth());
routerAdd('POST', '/api/test/recount-tallies', (e) => {
  $app.runInTransaction((txApp) => require(__hooks + '/lib/server.js').tallies.rebuildAll(txApp));
  // The creator's analytics kept from before the recount are dropped: the next read works them out anew.
  require(__hooks + '/lib/server.js').creatorInsights.forget([e.requestInfo().body.creator]);
  return e.noContent(204);
}, $apis.requireSuperuserAuth());
`;

export interface VolumeServer {
  url: string;
  admin: PocketBase;
  /** What PocketBase has printed since it was last emptied. */
  output: string;
  /** A client of the server with that token. */
  client: (token: string) => TypedPocketBase;
  /** A token of that account, for an hour. */
  tokenOf: (collection: string, id: string) => Promise<string>;
}

/** Starts the file's PocketBase on a copy of the volume data before its tests, and stops it after them. */
export function volumeServerForThisFile(): VolumeServer {
  let server: Awaited<ReturnType<typeof startPocketBase>> | undefined;
  let dataDir = '';
  let hooksDir = '';
  const used: VolumeServer = {
    url: '',
    admin: new PocketBase(),
    output: '',
    client: (token) => {
      const pb = new PocketBase(used.url) as TypedPocketBase;
      pb.autoCancellation(false);
      pb.authStore.save(token, null);
      return pb;
    },
    tokenOf: async (collection, id) =>
      (
        await used.admin.send<{ token: string }>(`/api/collections/${collection}/impersonate/${id}`, {
          method: 'POST',
          body: { duration: 3600 },
        })
      ).token,
  };
  beforeAll(async () => {
    buildVolumeData({ dataDir: DATA, scale: SCALE });
    dataDir = mkdtempSync(join(tmpdir(), 'volume-test-pb-'));
    cpSync(DATA, dataDir, { recursive: true });
    hooksDir = mkdtempSync(join(tmpdir(), 'volume-test-hooks-'));
    cpSync(HOOKS_DIR, hooksDir, { recursive: true });
    writeFileSync(join(hooksDir, 'test-explain.pb.js'), EXPLAIN_HOOK);
    server = await startPocketBase({
      dataDir,
      quiet: true,
      testing: true,
      seed: false,
      dev: true,
      hooksDir,
      onOutput: (text) => (used.output += text),
    });
    used.url = server.url;
    used.admin = new PocketBase(server.url);
    used.admin.autoCancellation(false);
    await used.admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
  }, 900_000);
  afterAll(async () => {
    await server?.stop();
    for (const dir of [dataDir, hooksDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return used;
}
