import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

/** Runs a package script of the workspace (a build) to its end; rejects with its output when it fails. */
export function runScript(app: string, script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', app, 'run', script], { cwd: repoRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app} ${script} failed:\n${output}`))));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** A server of the workspace (`serve`), started in its own process group so that stopping it stops its children. */
export async function startServer(app: string, url: string, env: NodeJS.ProcessEnv): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn('pnpm', ['--filter', app, 'run', 'serve'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: 'ignore',
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || !child.pid) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, 'SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${app} did not start at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { stop };
}
