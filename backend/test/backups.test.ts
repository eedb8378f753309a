// Backups through PocketBase's backup API: a nightly one is scheduled, and a backup restores
// every record onto a wiped machine (docs/deployment.md, "Backups").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtures } from './actors.ts';
import { startPocketBase } from '../scripts/runner.mjs';

const root = mkdtempSync(join(tmpdir(), 'backend-backups-'));
const servers: Array<{ stop: () => Promise<void> }> = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

async function admin(url: string, superuser: { email: string; password: string }) {
  const client = new PocketBase(url);
  client.autoCancellation(false);
  await client.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  return client;
}

/** Every record of every collection of the portal, as id → last update. */
async function everything(client: PocketBase): Promise<Record<string, Record<string, string>>> {
  const collections = (await client.collections.getFullList()).filter((c) => !c.system);
  const all: Record<string, Record<string, string>> = {};
  for (const collection of collections) {
    const records = await client.collection(collection.name).getFullList({ fields: 'id,updated', sort: 'id' });
    all[collection.name] = Object.fromEntries(records.map((r) => [r.id, String(r['updated'])]));
  }
  return all;
}

describe('backups', () => {
  it('a nightly backup is scheduled; back up, wipe, restore: every record is there', { timeout: 60_000 }, async () => {
    const first = await startPocketBase({ dataDir: join(root, 'first'), quiet: true, testing: true });
    servers.push(first);
    let client = await admin(first.url, first.superuser);
    expect((await client.settings.getAll()).backups).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 7 });

    // A quiz in progress too, so that the answers' rows are part of what comes back.
    const child = new PocketBase(first.url);
    await child.collection('students').authWithPassword(fixtures.students[0]!.student_id, fixtures.students[0]!.password);
    const { attempt } = await child.send<{ attempt: { id: string } }>('/api/quiz/assignmaths0001/start', { method: 'POST' });
    await child.send(`/api/quiz/attempts/${attempt.id}/answer`, { method: 'POST', body: { questionId: 'qmathadd0000001', answer: 'c' } });
    // The server's own jobs (the weekly summary's cron, on its day) may write between the reading and
    // the backup: back up again until nothing changed around it, so that `before` is what it holds.
    let before = await everything(client);
    for (let tries = 0; ; tries += 1) {
      await client.backups.create('before-wipe.zip');
      const after = await everything(client);
      if (JSON.stringify(after) === JSON.stringify(before) || tries === 3) break;
      await client.backups.delete('before-wipe.zip');
      before = after;
    }
    expect(Object.keys(before['attempt_answers']!)).toHaveLength(5);
    expect(Object.keys(before['results']!).length).toBeGreaterThan(0);

    const token = await client.files.getToken();
    const zip = await (await fetch(client.backups.getDownloadURL(token, 'before-wipe.zip'))).blob();
    await first.stop();
    rmSync(join(root, 'first'), { recursive: true, force: true });

    const second = await startPocketBase({ dataDir: join(root, 'second'), quiet: true, seed: false, demo: false, testing: true });
    servers.push(second);
    client = await admin(second.url, second.superuser);
    expect(await everything(client)).not.toEqual(before);
    const form = new FormData();
    form.append('file', zip, 'before-wipe.zip');
    await client.backups.upload(form);
    await client.backups.restore('before-wipe.zip');
    // PocketBase restarts itself on the restored data: wait until it answers with it.
    await expect
      .poll(
        async () => {
          try {
            return await everything(await admin(second.url, second.superuser));
          } catch {
            return null;
          }
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(before);
    const restored = new PocketBase(second.url);
    const resumed = await restored
      .collection('students')
      .authWithPassword(fixtures.students[0]!.student_id, fixtures.students[0]!.password);
    expect(resumed.record.id).toBe(fixtures.students[0]!.id);
  });
});
