import type { Browser, Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { SESSION_KEY } from './pages.ts';

export interface Download {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  /** Gzip at level 9 of the body the browser received, whatever the server compressed it with. */
  gzip: number;
}

export interface FirstLoad {
  downloads: Download[];
  requests: number;
}

export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

const kindOf = (response: Response): Download['kind'] | null => {
  const type = response.request().resourceType();
  const path = new URL(response.url()).pathname;
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (type === 'script' || path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  return null;
};

/** Records every JS and CSS body a page receives, and how many requests it makes, until `stop()`. */
export function recordDownloads(page: Page): { stop: () => Promise<FirstLoad> } {
  const bodies: Promise<Download | null>[] = [];
  let requests = 0;
  let recording = true;
  page.on('request', () => {
    if (recording) requests += 1;
  });
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!recording || !kind || response.status() >= 300) return;
    bodies.push(
      response
        .body()
        .then((body): Download => ({ url: response.url(), kind, bytes: body.length, gzip: gzipSize(body) }))
        .catch(() => null),
    );
  });
  return {
    stop: async () => {
      recording = false;
      const downloads = (await Promise.all(bodies)).filter((download): download is Download => download !== null);
      return { downloads, requests };
    },
  };
}

/**
 * Opens a page in a new browser context (its own, empty HTTP cache), signed in when a session
 * is given, and records what it downloads until it shows its content and the network is idle:
 * everything the page needs, including what it fetches lazily right after painting.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  session: string | null,
  ready: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    if (session) {
      await context.addInitScript(
        ([key, value, origin]) => {
          if (window.location.origin === origin) window.localStorage.setItem(key, value);
        },
        [SESSION_KEY, session, new URL(url).origin] as const,
      );
    }
    const page = await context.newPage();
    const recorder = recordDownloads(page);
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return await recorder.stop();
  } finally {
    await context.close();
  }
}
