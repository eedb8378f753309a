// The importer's tests run against a PocketBase of their own with a deployment's rate limits (not
// `testing`, which lets the other files send far more), which an import must live within: import.test.ts
// and, after the gate, the 10,000 rows of import.heavy.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll } from 'vitest';
import { startPocketBase } from '../scripts/runner.mjs';
import { fixtures } from './actors.ts';

const demoCreator = fixtures.creators.find((c) => !c.reviewer)!;
export const header = 'question,option_a,option_b,option_c,correct,explanation,subject,grade,topic,skills,difficulty';
export const csvRow = (n: number) =>
  `Import check ${n}: what is ${n} + 1?,${n},${n + 1},${n + 2},b,One more than ${n}.,Mathematics,Grade 2,Numbers and Operations,Addition,beginner`;
export const csv = (numbers: number[]) => [header, ...numbers.map(csvRow)].join('\n');

export interface DeploymentServer {
  /** A new client of the server, signed in as nobody. */
  client: () => PocketBase;
  admin: PocketBase;
  /** The demo creator, signed in. */
  creator: PocketBase;
  /** The stored questions whose text matches, and how many different texts they have (fewer means a row written twice). */
  countMatching: (pattern: RegExp) => Promise<{ rows: number; distinct: number }>;
}

/** Starts the file's PocketBase with a deployment's limits before its tests, and stops it after them. */
export function deploymentServerForThisFile(): DeploymentServer {
  let server: Awaited<ReturnType<typeof startPocketBase>> | undefined;
  let dataDir = '';
  const client = () => {
    if (!server) throw new Error('The deployment server has not started yet: use it inside a test or hook.');
    const pb = new PocketBase(server.url);
    pb.autoCancellation(false);
    return pb;
  };
  const used: DeploymentServer = {
    client,
    admin: new PocketBase(),
    creator: new PocketBase(),
    countMatching: async (pattern) => {
      const texts = (await used.admin.collection('questions').getFullList({ filter: 'text ~ "Import check"', fields: 'text', batch: 1000 }))
        .map((q) => String(q['text']))
        .filter((text) => pattern.test(text));
      return { rows: texts.length, distinct: new Set(texts).size };
    },
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backend-import-pb-'));
    server = await startPocketBase({ dataDir, quiet: true });
    used.admin = client();
    await used.admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
    used.creator = client();
    await used.creator.collection('creators').authWithPassword(demoCreator.email, demoCreator.password);
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return used;
}
