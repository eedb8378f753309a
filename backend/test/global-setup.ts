import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';
import { startPocketBase } from '../scripts/runner.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    pbUrl: string;
    /** The mail catcher PocketBase's mailer sends to (its HTTP API). */
    mailUrl: string;
    superuser: { email: string; password: string };
    parentB: { id: string; email: string; password: string };
    studentB: { id: string; studentId: string; accessCode: string };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backend-test-pb-'));
  const mail = await startMailCatcher();
  const pb = await startPocketBase({
    dataDir,
    quiet: true,
    testing: true,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.smtpPort), PORTAL_URL: 'http://portal.test', MAIL_SENDER_ADDRESS: 'hello@portal.test' },
  });

  // Parent B signs up like anyone can, then adds a child through the children route.
  const parentB = { email: 'parent-b@test.local', password: 'ParentB123!' };
  const client = new PocketBase(pb.url);
  client.autoCancellation(false);
  const created = await client.send<{ id: string }>('/api/sign-up', { method: 'POST', body: { ...parentB, passwordConfirm: parentB.password, name: 'Pat Other', consent: true } });
  await client.collection('parents').authWithPassword(parentB.email, parentB.password);
  const child = await client.send<{ student: { id: string; student_id: string }; accessCode: string }>('/api/children', {
    method: 'POST',
    body: { name: 'Ben Other', grade: 'Grade 4' },
  });

  project.provide('pbUrl', pb.url);
  project.provide('mailUrl', mail.url);
  project.provide('superuser', pb.superuser);
  project.provide('parentB', { id: created.id, ...parentB });
  project.provide('studentB', { id: child.student.id, studentId: child.student.student_id, accessCode: child.accessCode });

  return async () => {
    await pb.stop();
    await mail.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
