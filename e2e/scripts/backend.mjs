// PocketBase for the end-to-end run: a fresh data folder every time, seeded with the demo data, set up
// as `npm start` sets it up behind the apps' servers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from 'backend/mail-catcher';
import { behindTheApps, startPocketBase } from 'backend/runner';

const port = Number(process.env.E2E_PB_PORT ?? 8190);
const dataDir = mkdtempSync(join(tmpdir(), 'mcq-e2e-pb-'));
// The portal's emails go to a mail catcher the tests read (tests/emails.spec.ts).
const mail = await startMailCatcher({ httpPort: Number(process.env.E2E_MAIL_PORT ?? 8195) });
const pb = await startPocketBase({
  dataDir,
  port,
  seed: true,
  demo: true,
  quiet: true,
  testing: true,
  env: {
    ...(await behindTheApps()),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    PORTAL_URL: process.env.E2E_PORTAL_URL ?? 'http://localhost:3000',
  },
});
// Where the tests find the process, to read its memory (tests/request-limits.spec.ts), and the
// superuser, to run a cron when a test needs it now (tests/emails.spec.ts); readable by this user only.
const pidFile = join(tmpdir(), `mcq-e2e-pb-${port}.pid`);
writeFileSync(pidFile, String(pb.pid));
const superuserFile = join(tmpdir(), `mcq-e2e-pb-${port}.superuser.json`);
writeFileSync(superuserFile, JSON.stringify(pb.superuser), { mode: 0o600 });
console.log(`e2e PocketBase ready at ${pb.url}`);

const stop = async () => {
  await pb.stop();
  await mail.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pidFile, { force: true });
  rmSync(superuserFile, { force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
