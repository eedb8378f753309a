// `pnpm --filter backend serve` (and `dev` with --dev): PocketBase on the embedded data folder,
// migrated, with a superuser, seeded with the demo data on first start and with whatever of the
// starter question bank is missing on every start (QUESTION_BANK=false: none). When PocketBase stops
// by itself this script stops too, with a non-zero exit, so that `pnpm serve` stops the apps
// instead of serving a portal without its backend.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startMailCatcher } from './mail-catcher.mjs';
import { DEFAULT_DATA_DIR, behindTheApps, startPocketBase } from './runner.mjs';

const CREDENTIALS_FILE = '.superuser.json';
const SEEDED_MARKER = '.seeded';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PB_PORT || 8090);
const dataDir = resolve(process.env.PB_DATA_DIR || DEFAULT_DATA_DIR);
const demo = (process.env.DEMO_DATA ?? 'true').toLowerCase() !== 'false';
// The starter question bank is content, not demo accounts: it loads with DEMO_DATA=false too.
const bank = (process.env.QUESTION_BANK ?? 'true').toLowerCase() !== 'false';
const shellPort = process.env.SHELL_PORT || '3000';

/**
 * Writes `text` to the terminal this start runs in, if any: never into the output, which may be
 * redirected to a log file (`npm start > portal.log`, a service's journal) that keeps it for anyone who
 * can read the log. Under a service manager, with no terminal, nothing is shown.
 * @param {string} text
 */
function showOnTerminal(text) {
  try {
    const terminal = openSync('/dev/tty', 'w');
    try {
      writeSync(terminal, text);
    } finally {
      closeSync(terminal);
    }
  } catch {
    // no controlling terminal (a service, a container, Windows): the file says it
  }
}

/** @returns {{ email: string, password: string }} */
function superuserCredentials() {
  const email = process.env.PB_SUPERUSER_EMAIL;
  const password = process.env.PB_SUPERUSER_PASSWORD;
  if (email && password) return { email, password };
  const file = join(dataDir, CREDENTIALS_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const generated = { email: email || 'admin@revision.local', password: randomBytes(18).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  console.log(`PocketBase superuser created: ${generated.email}. Its password is in ${file}, readable only by this user.`);
  showOnTerminal(`PocketBase superuser password, shown on this terminal only, once: ${generated.password}\n`);
  return generated;
}

const firstStart = !existsSync(join(dataDir, SEEDED_MARKER));
// Without demo data the portal is meant for real families: the demo accounts, whose passwords
// are published, must not be in its data folder.
if (!demo && !firstStart) {
  console.error(
    `DEMO_DATA=false, but ${dataDir} holds the demo accounts (their passwords are public).\n` +
      'Start a real deployment on an empty data folder: set PB_DATA_DIR to a new folder.',
  );
  process.exit(1);
}
const superuser = superuserCredentials();

/**
 * Where PocketBase's mailer sends: the SMTP server of SMTP_HOST, or else a mail catcher on this machine
 * (ports MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_PORT, 1025 and 1080 by default), whose page shows
 * what the portal sent (docs/deployment.md).
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void> }>}
 */
async function mailer() {
  const portalUrl = process.env.PORTAL_URL || `http://localhost:${shellPort}`;
  if (process.env.SMTP_HOST) return { env: { PORTAL_URL: portalUrl }, stop: async () => undefined };
  const catcher = await startMailCatcher({
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT || 1025),
    httpPort: Number(process.env.MAIL_CATCHER_PORT || 1080),
  });
  console.log(`No SMTP_HOST: the portal's emails (the demo parent's too) are caught on this machine: http://localhost:${catcher.httpPort}`);
  return {
    env: { PORTAL_URL: portalUrl, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(catcher.smtpPort), SMTP_TLS: 'false' },
    stop: catcher.stop,
  };
}
const mail = await mailer();
console.log(`PocketBase: http://127.0.0.1:${port}`);
const pb = await startPocketBase({
  dataDir,
  port,
  superuser,
  demo,
  seed: demo && firstStart,
  bank,
  hooksWatch: dev,
  dev,
  // The apps' servers in front of it pass each client's address on (TRUSTED_PROXY_HEADER).
  env: { ...(await behindTheApps()), ...mail.env },
});
if (demo && firstStart) writeFileSync(join(dataDir, SEEDED_MARKER), new Date().toISOString(), { mode: 0o600 });
console.log(`Open the portal at http://localhost:${shellPort}`);

let stopping = false;
/** @param {string} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping PocketBase`);
  await pb.stop();
  await mail.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

void pb.exited.then(({ code, signal }) => {
  if (stopping) return;
  console.error(
    `PocketBase stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}). ` +
      'The portal cannot work without it, so it is stopping too. See the messages above, then run npm start again.',
  );
  process.exit(1);
});
