// A server that is safe to deploy: a private data folder, a superuser password that no other
// user of the machine can read, rate limits that fit a class behind one address and families
// behind a proxy, and `npm start` that stops when PocketBase dies. Each test runs its own
// PocketBase.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import PocketBase from 'pocketbase';
import { appOrigins } from 'shared/federation';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKEND_DIR, freePort, generateSuperuser, startPocketBase } from '../scripts/runner.mjs';
import { signUp } from './actors.ts';

type Server = Awaited<ReturnType<typeof startPocketBase>>;
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backend-deploy-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function server(options: Parameters<typeof startPocketBase>[0] = {}): Promise<Server> {
  const pb = await startPocketBase({ dataDir: join(tempDir(), 'pb_data'), quiet: true, seed: false, demo: false, ...options });
  cleanups.push(() => pb.stop());
  return pb;
}

async function admin(pb: Server): Promise<PocketBase> {
  const client = new PocketBase(pb.url);
  client.autoCancellation(false);
  await client.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
  return client;
}

/** Every file and folder under dir with its permission bits. */
function modes(dir: string): Array<{ path: string; mode: number }> {
  return [dir, ...readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)))].map((path) => ({
    path,
    mode: statSync(path).mode & 0o777,
  }));
}

/** The command lines of every process on the machine, as `ps` shows them to any user. */
function commandLines(): string[] {
  const lines: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      lines.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '));
    } catch {
      // the process ended meanwhile
    }
  }
  return lines;
}

/** Runs `call` on every item, four at a time, as a class of browsers would. */
async function inBatches<T, R>(items: T[], call: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 4) results.push(...(await Promise.all(items.slice(i, i + 4).map(call))));
  return results;
}

/** The processes started with PB_DATA_DIR=dataDir in their environment (a start script), and its PocketBase. */
function processesOf(dataDir: string): number[] {
  const starts = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((candidate) => {
      try {
        return readFileSync(`/proc/${candidate}/environ`, 'utf8').split('\0').includes(`PB_DATA_DIR=${dataDir}`);
      } catch {
        return false;
      }
    })
    .map(Number);
  const pocketbase = pocketbaseOf(dataDir);
  return pocketbase ? [...starts, pocketbase] : starts;
}

/** Free ports for `npm start`'s mail catcher: its own 1025 and 1080 are taken when another run starts one too. */
async function mailCatcherPorts(): Promise<Record<string, string>> {
  return { MAIL_CATCHER_SMTP_PORT: String(await freePort()), MAIL_CATCHER_PORT: String(await freePort()) };
}

/**
 * `npm start`'s backend on a fresh data folder, its output to `log`; `terminal`: run inside a terminal
 * (`script` gives it one), whose screen is returned, else as a service with no terminal at all.
 */
async function firstStart(terminal: boolean) {
  const dataDir = join(tempDir(), 'pb_data');
  const log = join(tempDir(), 'portal.log');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(await mailCatcherPorts()),
    PB_DATA_DIR: dataDir,
    PB_PORT: String(port),
    DEMO_DATA: 'false',
    QUESTION_BANK: 'false',
  };
  delete env['PB_SUPERUSER_EMAIL'];
  delete env['PB_SUPERUSER_PASSWORD'];
  const start = `${process.execPath} ${resolve(BACKEND_DIR, 'scripts/start.mjs')} > ${log} 2>&1`;
  // detached: a session of its own, so no terminal of the test run's.
  const child = terminal
    ? spawn('script', ['-qec', start, '/dev/null'], { env, detached: true, stdio: ['ignore', 'pipe', 'ignore'] })
    : spawn('sh', ['-c', start], { env, detached: true, stdio: 'ignore' });
  cleanups.push(() => {
    for (const pid of processesOf(dataDir)) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
  });
  let screen = '';
  child.stdout?.on('data', (chunk) => (screen += String(chunk)));
  const output = () => readFileSync(log, 'utf8');
  await expect.poll(() => existsSync(log) && output(), { timeout: 60_000 }).toContain('Open the portal at');
  const credentials = JSON.parse(readFileSync(join(dataDir, '.superuser.json'), 'utf8')) as { email: string; password: string };
  return { dataDir, url: `http://127.0.0.1:${port}`, output: output(), screen: () => screen, credentials };
}

/** The process id of the PocketBase serving dataDir, if one runs. */
function pocketbaseOf(dataDir: string): number | undefined {
  const pid = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .find((candidate) => {
      try {
        return readFileSync(`/proc/${candidate}/cmdline`, 'utf8').includes(`--dir=${dataDir}\0`);
      } catch {
        return false;
      }
    });
  return pid ? Number(pid) : undefined;
}

describe('the data folder', { timeout: 90_000 }, () => {
  it('is 0700 with files private to their user, also when an older version made it readable', async () => {
    const dataDir = join(tempDir(), 'pb_data');
    mkdirSync(dataDir, { mode: 0o755 });
    writeFileSync(join(dataDir, 'old-notes.txt'), 'from before', { mode: 0o644 });
    const pb = await server({ dataDir });
    await (await admin(pb)).backups.create('private.zip');
    const found = modes(dataDir);
    expect(found.map((f) => f.path)).toContain(join(dataDir, 'data.db'));
    expect(found.map((f) => f.path)).toContain(join(dataDir, 'backups', 'private.zip'));
    for (const { path, mode } of found)
      expect({ path, mode: mode.toString(8) }).toEqual({ path, mode: statSync(path).isDirectory() ? '700' : '600' });
  });
});

describe('the superuser', { timeout: 90_000 }, () => {
  it('is created without its password ever appearing on a command line', async () => {
    const superuser = generateSuperuser();
    const seen: string[] = [];
    const watching = { on: true };
    const watcher = (async () => {
      while (watching.on) {
        seen.push(...commandLines().filter((line) => line.includes(superuser.password)));
        await new Promise((r) => setImmediate(r));
      }
    })();
    const pb = await server({ superuser });
    await admin(pb);
    watching.on = false;
    await watcher;
    expect(seen).toEqual([]);
  });

  it('a generated password never reaches a log the output is redirected to; the log says where the password is', async () => {
    const { dataDir, output, credentials } = await firstStart(false);
    expect(credentials.password.length).toBeGreaterThanOrEqual(20);
    expect(output).not.toContain(credentials.password);
    expect(output).toContain(
      `PocketBase superuser created: ${credentials.email}. Its password is in ${join(dataDir, '.superuser.json')}, readable only by this user.`,
    );
    expect((statSync(join(dataDir, '.superuser.json')).mode & 0o777).toString(8)).toBe('600');
  });

  it('started from a terminal with its output in a log, the password shows on the terminal only', async () => {
    const { output, screen, credentials } = await firstStart(true);
    await expect.poll(screen).toContain(`PocketBase superuser password, shown on this terminal only, once: ${credentials.password}`);
    expect(output).not.toContain(credentials.password);
  });
});

describe('npm start', { timeout: 90_000 }, () => {
  it('stops with a clear message and a non-zero exit when PocketBase dies', async () => {
    const dataDir = join(tempDir(), 'pb_data');
    const start = spawn(process.execPath, [resolve(BACKEND_DIR, 'scripts/start.mjs')], {
      // No starter bank: loading it (hundreds of questions, under a busy CI) is not what this checks.
      env: {
        ...process.env,
        ...(await mailCatcherPorts()),
        PB_DATA_DIR: dataDir,
        PB_PORT: String(await freePort()),
        DEMO_DATA: 'false',
        QUESTION_BANK: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => {
      start.kill('SIGKILL');
      const left = pocketbaseOf(dataDir);
      if (left) process.kill(left, 'SIGKILL');
    });
    let output = '';
    start.stdout.on('data', (chunk) => (output += String(chunk)));
    start.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((r) => start.once('exit', (code) => r(code)));
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Open the portal at');

    const pocketbase = pocketbaseOf(dataDir);
    expect(pocketbase).toBeGreaterThan(0);
    process.kill(pocketbase!, 'SIGKILL');

    expect(await exited).toBe(1);
    expect(output).toContain('PocketBase stopped unexpectedly (signal SIGKILL). The portal cannot work without it');
  });
});

/** A parent with `count` children, made by the superuser (who is not rate limited). */
async function children(pb: Server, count: number) {
  const client = await admin(pb);
  // What is measured is the rate limiter, not bcrypt: this throwaway server hashes cheaply.
  const students = await client.collections.getOne('students');
  await client.collections.update('students', {
    fields: students.fields.map((field: { name: string }) => (field.name === 'password' ? { ...field, cost: 4 } : field)),
  });
  const parent = await signUp(client, {
    email: 'class@test.local',
    password: 'Teacher123!',
    passwordConfirm: 'Teacher123!',
    name: 'Class',
  });
  const made = Array.from({ length: count }, (_, i) => ({ studentId: `STU${500 + i}`, code: `class-code-${100 + i}` }));
  await inBatches(made, (child) =>
    client.collection('students').create({
      student_id: child.studentId,
      name: child.studentId,
      grade: 'Grade 3',
      parent_id: parent.id,
      password: child.code,
      passwordConfirm: child.code,
    }),
  );
  return made;
}

const signIn = (pb: Server, collection: string, identity: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${pb.url}/api/collections/${collection}/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ identity, password }),
  }).then((response) => response.status);

describe('rate limits', { timeout: 90_000 }, () => {
  it(
    'a class of 60 children behind one address signs in within a minute; a proxy header is not trusted unless configured',
    { timeout: 60_000 },
    async () => {
      const pb = await server();
      const statuses = await inBatches(await children(pb, 60), (child) => signIn(pb, 'students', child.studentId, child.code));
      expect(statuses).toEqual(Array.from({ length: 60 }, () => 200));

      // Parents keep 30 sign-ins a minute per address, and a forged header does not buy more.
      for (let i = 0; i < 30; i += 1)
        expect(await signIn(pb, 'parents', `p${i}@test.local`, 'wrong-password', { 'X-Forwarded-For': `10.0.0.${i}` })).toBe(400);
      expect(await signIn(pb, 'parents', 'p30@test.local', 'wrong-password', { 'X-Forwarded-For': '10.0.1.1' })).toBe(429);
    },
  );

  it('behind a proxy (TRUSTED_PROXY_HEADER), every family has its own budget', async () => {
    const pb = await server({ env: { TRUSTED_PROXY_HEADER: 'X-Forwarded-For' } });
    const settings = await (await admin(pb)).settings.getAll();
    expect(settings.trustedProxy).toEqual({ headers: ['X-Forwarded-For'], useLeftmostIP: false });
    for (let i = 0; i < 30; i += 1)
      expect(await signIn(pb, 'parents', `a${i}@test.local`, 'wrong-password', { 'X-Forwarded-For': '203.0.113.7' })).toBe(400);
    expect(await signIn(pb, 'parents', 'a30@test.local', 'wrong-password', { 'X-Forwarded-For': '203.0.113.7' })).toBe(429);
    expect(await signIn(pb, 'parents', 'b0@test.local', 'wrong-password', { 'X-Forwarded-For': '198.51.100.9' })).toBe(400);
  });
});

describe("behind the apps' servers", { timeout: 90_000 }, () => {
  it("npm start trusts, by default, the address the apps' proxy passes on (X-Forwarded-For, its rightmost address)", async () => {
    const { url, credentials } = await firstStart(false);
    const client = new PocketBase(url);
    await client.collection('_superusers').authWithPassword(credentials.email, credentials.password);
    expect((await client.settings.getAll()).trustedProxy).toEqual({ headers: ['X-Forwarded-For'], useLeftmostIP: false });
  });

  it("PocketBase answers CORS for the apps' origins only", async () => {
    const pb = await server();
    const preflight = (origin: string) =>
      fetch(`${pb.url}/api/collections/parents/auth-with-password`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      }).then((response) => response.headers.get('access-control-allow-origin'));
    const origins = appOrigins();
    expect(origins).toHaveLength(4);
    for (const origin of origins) expect(await preflight(origin)).toBe(origin);
    expect(await preflight('https://elsewhere.example')).toBeNull();
    const simple = await fetch(`${pb.url}/api/health`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});
