// The database's checkpoints run by a cron on a reading connection, not by the writer every 1,000
// pages (backend/src/checkpoints.ts). Read from SQLite's shared-memory index of the log
// (data.db-shm): mxFrame, the frames in the log, and nBackfill, how many are in the database.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { draftQuestion, fixtures } from './actors.ts';
import { startPocketBase } from '../scripts/runner.mjs';

const root = mkdtempSync(join(tmpdir(), 'backend-checkpoints-'));
const servers: Array<{ stop: () => Promise<void> }> = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

/** The header of the log's index (sqlite.org/walformat.html): little-endian on this machine. */
function logState(dataDir: string) {
  const shm = readFileSync(join(dataDir, 'data.db-shm'));
  return { frames: shm.readUInt32LE(16), copied: shm.readUInt32LE(96) };
}

/** A PocketBase of its own, on a data folder of the test's, and its superuser. */
async function serverOf(folder: string, env: Record<string, string> = {}) {
  const server = await startPocketBase({ dataDir: join(root, folder), quiet: true, testing: true, env });
  servers.push(server);
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
  return { server, admin };
}

describe('checkpoints', () => {
  it('the writer no longer stops every 1,000 pages; the cron copies the log on its own connection', { timeout: 60_000 }, async () => {
    // The cron only when the test runs it: a minute's tick in the middle of the writes would copy the log early.
    const { server, admin } = await serverOf('data', { WAL_CHECKPOINT_CRON: '0 0 1 1 *' });
    expect((await admin.crons.getFullList()).map((job) => job.id)).toContain('wal-checkpoint');

    await admin.crons.run('wal-checkpoint');
    await expect.poll(() => logState(server.dataDir).copied, { timeout: 20_000 }).toBe(logState(server.dataDir).frames);
    // About 2,000 pages of writes: rows whose served question takes five pages each.
    const child = new PocketBase(server.url);
    await child.collection('students').authWithPassword(fixtures.students[0]!.student_id, fixtures.students[0]!.password);
    const { attempt } = await child.send<{ attempt: { id: string } }>('/api/quiz/assignmaths0001/start', { method: 'POST' });
    for (let i = 0; i < 400; i += 1) {
      await admin.collection('attempt_answers').create({
        attempt: attempt.id,
        question: `padding${i}`,
        position: 100 + i,
        served: { text: String(i).repeat(19_000).slice(0, 19_000) },
      });
    }
    const written = logState(server.dataDir);
    expect(written.frames - written.copied).toBeGreaterThan(1500);

    await admin.crons.run('wal-checkpoint');
    await expect.poll(() => logState(server.dataDir).copied, { timeout: 20_000 }).toBe(logState(server.dataDir).frames);
  });

  it('the answer after which the server checkpoints reaches the child whole, whatever its characters', { timeout: 60_000 }, async () => {
    const { server, admin } = await serverOf('whole');
    const creator = fixtures.creators.find((c) => !c.reviewer)!.id;
    const typed = await admin
      .collection('questions')
      .create(
        draftQuestion(creator, { text: 'Name a cake: ___', type: 'fill_blank', options: [], correctAnswer: 'gâteau', status: 'published' }),
      );
    const set = await admin.collection('question_sets').create({
      title: 'Cakes',
      description: 'Write a name.',
      subject: 'Mathematics',
      grade: 'Grade 2',
      type: 'review',
      questions: [typed.id],
      skills: ['Addition'],
      status: 'published',
      created_by: creator,
    });
    const emma = fixtures.students[0]!;
    const assignment = await admin.collection('assignments').create({
      title: 'Cakes',
      question_sets: [set.id],
      timeLimit: 60,
      status: 'active',
      created_by: emma.parent_id,
      assigned_students: [emma.id],
    });
    const child = new PocketBase(server.url);
    child.autoCancellation(false);
    await child.collection('students').authWithPassword(emma.student_id, emma.password);
    const { attempt } = await child.send<{ attempt: { id: string } }>(`/api/quiz/${assignment.id}/start`, { method: 'POST' });

    await admin.crons.run('wal-checkpoint');
    await expect.poll(() => logState(server.dataDir).copied, { timeout: 20_000 }).toBe(logState(server.dataDir).frames);
    // More answers than a checkpoint's worth of pages: at least one of them is followed by one.
    // Characters of one to four bytes in UTF-8.
    const answers = ['gâteau 🎂', 'Schwarzwälder', 'ケーキ', 'plain'];
    // A checkpoint shows as frames copied, or, once it copied them all, as a log started again from
    // its beginning by the next write (which a busy machine's timing may bring at once).
    let checkpointed = false;
    let frames = logState(server.dataDir).frames;
    for (let i = 0; i < 1200; i += 1) {
      const sent = answers[i % answers.length]! + i;
      const saved = await child.send(`/api/quiz/attempts/${attempt.id}/answer`, {
        method: 'POST',
        body: { questionId: typed.id, answer: sent },
      });
      expect(saved).toEqual({ questionId: typed.id, answer: sent, flagged: false });
      const now = logState(server.dataDir);
      checkpointed ||= now.copied > 0 || now.frames < frames;
      frames = now.frames;
    }
    expect(checkpointed).toBe(true);
  });
});
