import { expect, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { demo } from '../support/accounts.ts';
import { origins } from '../support/environment.ts';
import { field, readJson } from './json.ts';
import { recordDownloads, type Download } from './first-load.ts';
import type { Account } from './pages.ts';

const DASHBOARD_URL_MARK = 'bench:dashboard-url';
/** The round trip added to every request from the sign-in on. */
export const SIGN_IN_LATENCY_MS = 150;

interface SignInJourney {
  account: Account;
  remote: 'parent_app' | 'student_app' | 'creator_app';
  dir: string;
  signInPath: string;
  dashboardPath: string;
  signIn: (page: Page) => Promise<void>;
  welcome: string;
}

/** The sign-ins a person does, through the forms, as the end-to-end tests do them. */
export const journeys: readonly SignInJourney[] = [
  {
    account: 'parent',
    remote: 'parent_app',
    dir: 'parent-app',
    signInPath: '/login',
    dashboardPath: '/parent-dashboard',
    welcome: `Welcome, ${demo.parent.name}`,
    signIn: async (page) => {
      await page.getByLabel('Email').fill(demo.parent.email);
      await page.getByLabel('Password').fill(demo.parent.password);
      await page.getByRole('button', { name: 'Login as Parent' }).click();
    },
  },
  {
    account: 'student',
    remote: 'student_app',
    dir: 'student-app',
    signInPath: '/login',
    dashboardPath: '/student-dashboard',
    welcome: `Welcome back, ${demo.student.name}!`,
    signIn: async (page) => {
      await page.getByRole('tab', { name: 'Student' }).click();
      await page.getByLabel('Student ID').fill(demo.student.studentId);
      await page.getByLabel('Access Code').fill(demo.student.accessCode);
      await page.getByRole('button', { name: 'Start Revision' }).click();
    },
  },
  {
    account: 'creator',
    remote: 'creator_app',
    dir: 'creator-app',
    signInPath: '/creator-login',
    dashboardPath: '/content-creator-dashboard',
    welcome: `Welcome, ${demo.creator.name}`,
    signIn: async (page) => {
      await page.getByLabel('Email').fill(demo.creator.email);
      await page.getByLabel('Password').fill(demo.creator.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    },
  },
];

/** A request's start, in ms relative to the moment the URL became the dashboard's (negative: before). */
export interface Start {
  file: string;
  at: number;
}

export interface PreloadTiming {
  account: Account;
  signInPath: string;
  dashboardPath: string;
  /** When the sign-in button was pressed, relative to the URL change. */
  submitAt: number | null;
  /** When PocketBase's answer to the sign-in had arrived, relative to the URL change. */
  signedInAt: number | null;
  manifest: Start | null;
  entry: Start | null;
  firstScreen: Start | null;
  /** Why nothing could be measured, e.g. the sign-in reloaded the page. */
  problem: string | null;
  /** Everything the journey downloaded, for the duplicate check: sign-in and dashboard are one page. */
  downloads: Download[];
}

/** The remote entry's file, as the remote's own manifest names it. */
function remoteEntryFile(root: string, dir: string): string {
  const name = field(readJson(join(root, dir, 'dist', 'mf-manifest.json')), 'metaData', 'remoteEntry', 'name');
  if (typeof name !== 'string') throw new Error(`${dir}/dist/mf-manifest.json names no remote entry`);
  return name;
}

/**
 * Stamps the moment the URL first becomes the dashboard's: the router changes it with
 * pushState/replaceState just before it renders the new route, so the stamp stands for "the
 * dashboard route mounts". Runs in the page, before any of its scripts.
 */
function stampDashboardUrl([dashboardPath, markName]: readonly [string, string]): void {
  const stamp = () => {
    if (window.location.pathname === dashboardPath && performance.getEntriesByName(markName).length === 0) {
      performance.mark(markName);
    }
  };
  const pushState = history.pushState.bind(history);
  const replaceState = history.replaceState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    pushState(...args);
    stamp();
  };
  history.replaceState = (...args: Parameters<History['replaceState']>) => {
    replaceState(...args);
    stamp();
  };
  window.addEventListener('popstate', stamp);
}

/**
 * Signs in through the form in a cold browser context and reports when the role's remote
 * (its manifest, its entry and its first screen) started downloading, relative to the URL
 * change. The first-screen chunk is the remote's first script other than its entry requested
 * after the sign-in was submitted (the federation runtime fetches an exposed module's chunks
 * alongside the entry, not after it); when every script was there before (the sign-in page
 * belongs to the remote, or preloaded it), its first script other than the entry.
 */
export async function measurePreload(browser: Browser, root: string, journey: SignInJourney): Promise<PreloadTiming> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(stampDashboardUrl, [journey.dashboardPath, DASHBOARD_URL_MARK] as const);
    const page = await context.newPage();
    const recorder = recordDownloads(page);
    await page.goto(`${origins.shell}${journey.signInPath}`);
    await page.waitForLoadState('networkidle');
    // From the sign-in on, every request waits a phone's round trip (Lighthouse's slow 4G: 150 ms),
    // so that PocketBase's answer takes as long as it does for a family, not the 20 ms of localhost.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SIGN_IN_LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const submitTime = await page.evaluate(() => performance.now());
    await journey.signIn(page);
    await expect(page).toHaveURL(new RegExp(`${journey.dashboardPath}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: journey.welcome }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const { urlChange, resources } = await page.evaluate(
      (markName) => ({
        urlChange: performance.getEntriesByName(markName)[0]?.startTime ?? null,
        resources: performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
          .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
      }),
      DASHBOARD_URL_MARK,
    );
    const { downloads } = await recorder.stop();
    const base = { account: journey.account, signInPath: journey.signInPath, dashboardPath: journey.dashboardPath, downloads };
    if (urlChange === null) {
      return {
        ...base,
        submitAt: null,
        signedInAt: null,
        manifest: null,
        entry: null,
        firstScreen: null,
        problem: 'the URL never changed in the page (a full page load?)',
      };
    }

    const signIn = resources.find((resource) => /\/api\/collections\/[^/]+\/auth-with-password/.test(resource.url));
    const remoteOrigin = origins[journey.remote];
    const fromRemote = resources
      .filter((resource) => new URL(resource.url).origin === remoteOrigin)
      .map((resource) => ({ file: new URL(resource.url).pathname.replace(/^\//, ''), start: resource.start }))
      .toSorted((a, b) => a.start - b.start);
    const entryFile = remoteEntryFile(root, journey.dir);
    const manifest = fromRemote.find((resource) => resource.file === 'mf-manifest.json');
    const entry = fromRemote.find((resource) => resource.file === entryFile);
    const chunks = fromRemote.filter((resource) => resource.file.endsWith('.js') && resource.file !== entryFile);
    const firstScreen = chunks.find((chunk) => chunk.start >= submitTime) ?? chunks[0];
    const relative = (resource: { file: string; start: number } | undefined): Start | null =>
      resource ? { file: resource.file, at: resource.start - urlChange } : null;
    return {
      ...base,
      submitAt: submitTime - urlChange,
      signedInAt: signIn ? signIn.end - urlChange : null,
      manifest: relative(manifest),
      entry: relative(entry),
      firstScreen: relative(firstScreen),
      problem: null,
    };
  } finally {
    await context.close();
  }
}
