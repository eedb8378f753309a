// Once for the whole run: a PocketBase migrated, relaxed for testing (runner.mjs) and seeded with the
// demo data and a second family, then stopped; its data folder is the template each test file's own
// PocketBase starts from a copy of (server.ts), instead of every file migrating again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';
import { startPocketBase } from '../scripts/runner.mjs';
import { testServerEnv } from './server-env.ts';

export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'backend-test-'));
  const template = join(root, 'template');
  const mail = await startMailCatcher();
  const pb = await startPocketBase({ dataDir: template, quiet: true, testing: true, env: testServerEnv(mail.smtpPort) });
  try {
    // Parent B signs up like anyone can, then adds a child through the children route.
    const parentB = { email: 'parent-b@test.local', password: 'ParentB123!' };
    const client = new PocketBase(pb.url);
    client.autoCancellation(false);
    const created = await client.send<{ id: string }>('/api/sign-up', {
      method: 'POST',
      body: { ...parentB, passwordConfirm: parentB.password, name: 'Pat Other', consent: true },
    });
    await client.collection('parents').authWithPassword(parentB.email, parentB.password);
    const child = await client.send<{ student: { id: string; student_id: string }; accessCode: string }>('/api/children', {
      method: 'POST',
      body: { name: 'Ben Other', grade: 'Grade 4' },
    });
    project.provide('pbTemplate', template);
    project.provide('superuser', pb.superuser);
    project.provide('parentB', { id: created.id, ...parentB });
    project.provide('studentB', { id: child.student.id, studentId: child.student.student_id, accessCode: child.accessCode });
  } finally {
    await pb.stop();
    await mail.stop();
  }

  return () => rmSync(root, { recursive: true, force: true });
}
