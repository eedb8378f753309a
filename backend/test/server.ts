// This test file's own PocketBase, and the mail catcher it sends to. Every backend test file gets one
// before it runs (file-server.ts, a setup file): a copy of the data folder that global-setup.ts migrated
// and seeded once for the whole run, so no file migrates again, and files run in parallel without
// reaching each other's data, lockouts, rate limits or crons. In a test: `pbUrl()`, `mailUrl()`, or the
// helpers of actors.ts, which use them.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startMailCatcher } from '../scripts/mail-catcher.mjs';
import { startPocketBase } from '../scripts/runner.mjs';
import { testServerEnv } from './server-env.ts';

export interface TestServer {
  url: string;
  /** The mail catcher's HTTP API (GET /messages). */
  mailUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

/** A PocketBase of its own on a fresh copy of the run's template, with a mail catcher of its own. */
export async function startTestServer(): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'backend-test-file-'));
  const dataDir = join(root, 'pb_data');
  cpSync(inject('pbTemplate'), dataDir, { recursive: true });
  const mail = await startMailCatcher();
  try {
    const pb = await startPocketBase({
      dataDir,
      quiet: true,
      seed: false,
      superuser: inject('superuser'),
      env: testServerEnv(mail.smtpPort),
    });
    return {
      url: pb.url,
      mailUrl: mail.url,
      pid: pb.pid,
      stop: async () => {
        await pb.stop();
        await mail.stop();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mail.stop();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

let current: TestServer | undefined;

/** Makes `server` this file's (file-server.ts does, before the file runs). */
export function serveThisFile(server: TestServer): void {
  current = server;
}

function thisFile(): TestServer {
  if (!current)
    throw new Error('This file has no PocketBase: backend/vitest.config.ts starts one for each test file (test/file-server.ts).');
  return current;
}

/** This test file's PocketBase. */
export const pbUrl = (): string => thisFile().url;

/** The mail catcher this test file's PocketBase sends to. */
export const mailUrl = (): string => thisFile().mailUrl;
