import { chromium } from '@playwright/test';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launchChromium } from './chromium.ts';
import { mainThreadCost, shrinkToCpuTime, type TraceEvent } from './cpu-time.ts';
import { SESSION_KEY } from './pages.ts';

export interface LighthouseMetrics {
  /** 0 to 100. */
  performance: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export interface LighthouseRun extends LighthouseMetrics {
  /**
   * Lighthouse's audits run again on this run's own artifacts, every main-thread task shrunk to its
   * thread CPU time (cpu-time.ts): what the page costs, without what the machine was doing meanwhile.
   */
  resimulated: LighthouseMetrics;
  /** The page's main-thread tasks over the run, in milliseconds: thread CPU time and wall-clock time. */
  cpuMs: number;
  wallMs: number;
  /** Where the audited page ended: a signed-in page that fell back to `/login` is no measurement. */
  finalPath: string;
  lighthouseVersion: string;
  /** Lighthouse's measure of the host CPU; it calls a host under 1000 slower than its throttling assumes. */
  benchmarkIndex: number;
}

export interface LighthouseSummary {
  runs: LighthouseRun[];
  /** Each metric's median over the runs, taken metric by metric: as Lighthouse measured them. */
  median: LighthouseMetrics;
  /** The same medians re-simulated on thread CPU time: what the budgets are held to. */
  resimulated: LighthouseMetrics;
  cpuMs: number;
  wallMs: number;
  benchmarkIndex: number;
}

// The default config is Lighthouse's mobile preset (Moto G Power, slow 4G) with simulated
// throttling, which estimates from one unthrottled load and so suffers far less from a busy
// machine than throttling the browser itself. Storage is kept because the session is in it;
// the profile is new for every run, so the cache is cold all the same. The screenshots and
// the back/forward cache test score nothing and cost about 2 s a run.
const flags: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  throttlingMethod: 'simulate',
  disableStorageReset: true,
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
};

/**
 * Signs a fresh browser in by writing the session where the PocketBase SDK reads it, on a
 * stand-in document of the shell's origin so that no app code is fetched (and cached) first.
 */
async function seedSession(port: number, origin: string, session: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The launched Chromium has no default context');
    const page = await context.newPage();
    await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }));
    await page.goto(`${origin}/bench-session-seed`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [SESSION_KEY, session] as const);
    await page.close();
  } finally {
    await browser.close();
  }
}

function metric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit}`);
  return value;
}

function metricsOf(lhr: Result | undefined, url: string): LighthouseMetrics {
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories['performance']?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score for ${url}`);
  return {
    performance: Math.round(score * 100),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

/** The names Lighthouse saves a run's artifacts under (`-G`, `gatherMode`): core/lib/asset-saver.js. */
const SAVED = { artifacts: 'artifacts.json', trace: 'defaultPass.trace.json', devtoolsLog: 'defaultPass.devtoolslog.json' };

/**
 * Lighthouse's audits again on a run's saved artifacts (`auditMode`, the CLI's `-A`), the trace's
 * main-thread tasks shrunk to their CPU time; the network log and every other artifact as saved.
 */
async function resimulate(saved: string, url: string): Promise<{ metrics: LighthouseMetrics; cpuMs: number; wallMs: number }> {
  const trace = JSON.parse(readFileSync(join(saved, SAVED.trace), 'utf8')) as { traceEvents: TraceEvent[] };
  const shrunk = join(saved, 'resimulated');
  mkdirSync(shrunk);
  copyFileSync(join(saved, SAVED.artifacts), join(shrunk, SAVED.artifacts));
  copyFileSync(join(saved, SAVED.devtoolsLog), join(shrunk, SAVED.devtoolsLog));
  writeFileSync(join(shrunk, SAVED.trace), JSON.stringify({ ...trace, traceEvents: shrinkToCpuTime(trace.traceEvents) }));
  const result = await lighthouse(undefined, { ...flags, auditMode: shrunk });
  return { metrics: metricsOf(result?.lhr, url), ...mainThreadCost(trace.traceEvents) };
}

/**
 * Where a run's artifacts go: a temporary folder removed after the run, or, with `BENCH_ARTIFACTS`
 * set to a folder, one kept there per run (the run's, and `resimulated/` beside it), to study a
 * run in Lighthouse's own tools or re-simulate it another way.
 */
function artifactsFolder(url: string, visit: 'cold' | 'return'): { path: string; keep: boolean } {
  const kept = process.env['BENCH_ARTIFACTS'];
  const name = new URL(url).pathname.replaceAll(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
  if (!kept) return { path: mkdtempSync(join(tmpdir(), 'mcq-bench-lighthouse-')), keep: false };
  mkdirSync(kept, { recursive: true });
  return { path: mkdtempSync(join(kept, `${name}-${visit}-`)), keep: true };
}

/** What a run does in its Chromium before Lighthouse loads the page: a return visit loads it once first. */
export type BeforeAudit = (port: number) => Promise<void>;

/** One run: gathered and audited as Lighthouse does (its artifacts saved on the way), then re-simulated. */
async function runOnce(url: string, session: string | null, before?: BeforeAudit): Promise<LighthouseRun> {
  const { path: saved, keep } = artifactsFolder(url, before ? 'return' : 'cold');
  try {
    const browser = await launchChromium();
    let lhr: Result | undefined;
    try {
      if (session) await seedSession(browser.port, new URL(url).origin, session);
      if (before) await before(browser.port);
      // Gather and audit mode together: a normal run that also saves its artifacts.
      lhr = (await lighthouse(url, { ...flags, port: browser.port, gatherMode: saved, auditMode: saved }))?.lhr;
    } finally {
      await browser.close();
    }
    const measured = metricsOf(lhr, url);
    const resimulated = await resimulate(saved, url);
    return {
      ...measured,
      resimulated: resimulated.metrics,
      cpuMs: resimulated.cpuMs,
      wallMs: resimulated.wallMs,
      finalPath: new URL(lhr?.finalDisplayedUrl ?? url).pathname,
      lighthouseVersion: lhr?.lighthouseVersion ?? 'unknown',
      benchmarkIndex: lhr?.environment.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    if (!keep) rmSync(saved, { recursive: true, force: true });
  }
}

export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * Audits a page `runs` times, one after the other (two cores: parallel runs would measure
 * each other), and fails a run that did not end on the page asked for. `before` runs in each
 * run's new Chromium before Lighthouse loads the page.
 */
export async function auditPage(url: string, session: string | null, runs: number, before?: BeforeAudit): Promise<LighthouseSummary> {
  const expectedPath = new URL(url).pathname;
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runOnce(url, session, before);
    if (result.finalPath !== expectedPath) {
      throw new Error(`Lighthouse audited ${result.finalPath} instead of ${expectedPath}: the session did not hold`);
    }
    results.push(result);
  }
  const of = (pick: (run: LighthouseRun) => number) => median(results.map(pick));
  const medians = (metrics: (run: LighthouseRun) => LighthouseMetrics): LighthouseMetrics => ({
    performance: of((run) => metrics(run).performance),
    fcp: of((run) => metrics(run).fcp),
    lcp: of((run) => metrics(run).lcp),
    tbt: of((run) => metrics(run).tbt),
    cls: of((run) => metrics(run).cls),
  });
  return {
    runs: results,
    median: medians((run) => run),
    resimulated: medians((run) => run.resimulated),
    cpuMs: of((run) => run.cpuMs),
    wallMs: of((run) => run.wallMs),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}
