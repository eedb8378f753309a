import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import base from '../playwright.config.ts';
import { chromiumPath } from '../support/environment.ts';

export interface DebuggableChromium {
  /** The DevTools port Lighthouse and Playwright's `connectOverCDP` attach to. */
  port: number;
  close(): Promise<void>;
}

/**
 * A Chromium of its own for one Lighthouse run: a new profile each time is a cold HTTP
 * cache, code cache and storage, whatever ran before. Port 0 lets Chromium pick a free
 * port, which it writes to `DevToolsActivePort` in the profile: the machine is shared.
 */
export async function launchChromium(): Promise<DebuggableChromium> {
  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium found: set CHROME_PATH');
  const profile = mkdtempSync(join(tmpdir(), 'mcq-bench-chromium-'));
  // The same flags as the end-to-end tests, so both measure the same browser.
  const args = [
    ...(base.use?.launchOptions?.args ?? []),
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  // Its own process group: Chromium's zygote, renderers and network service go down with it,
  // rather than writing into the profile after the browser process has exited.
  const child = spawn(executable, args, { stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  const close = async () => {
    signalGroup('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
    if (!stopped) signalGroup('SIGKILL');
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A leftover temporary profile must not cost the measurement just taken.
      console.warn(`Could not remove ${profile}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    } catch {
      // Chromium has not written its port yet
    }
    await sleep(100);
  }
  await close();
  throw new Error('Chromium did not open its DevTools port within 20 s');
}
