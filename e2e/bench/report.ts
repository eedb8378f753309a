import type { BuildTotal, Transfer } from './bundle-sizes.ts';
import type { DuplicateCheck, DuplicateLibrary } from './duplicates.ts';
import { median, type LighthouseSummary } from './lighthouse-runner.ts';
import type { BenchPage } from './pages.ts';
import { SIGN_IN_LATENCY_MS, type PreloadTiming, type Start } from './preload-timing.ts';

export interface PageResult {
  label: string;
  budget: BenchPage['budget'];
  again: BenchPage['again'];
  transfer: Transfer | null;
  requests: number | null;
  lighthouse: LighthouseSummary | null;
  /** Lighthouse again after one earlier visit in the same browser. */
  returnVisit: LighthouseSummary | null;
  /** Opened offline after one visit: null when not tried, else what it showed ('its content' when right). */
  offline: string | null;
  duplicates: DuplicateCheck | null;
  /** What went wrong measuring the page: a failed measurement breaks the bench like a budget. */
  errors: string[];
}

export interface JourneyResult {
  label: string;
  timing: PreloadTiming | null;
  duplicates: DuplicateCheck | null;
  errors: string[];
}

export interface BudgetRow {
  budget: string;
  limit: string;
  measured: string;
  within: boolean;
}

export interface Report {
  date: string;
  lighthouseRuns: number;
  lighthouseVersion: string;
  minutes: number;
  budgets: BudgetRow[];
  pages: PageResult[];
  journeys: JourneyResult[];
  totals: BuildTotal[];
}

const OPTIONS_PLACEHOLDER = [
  '<!-- options:start -->',
  '## What each option saved',
  '',
  'Written by hand: each option tried for issue 8 item 7 and what it saved, in bench numbers.',
  '<!-- options:end -->',
].join('\n');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const signedMs = (ms: number) => `${ms > 0 ? '+' : ''}${Math.round(ms)} ms`;
const moment = (ms: number | null) => (ms === null ? '-' : signedMs(ms));
const start = (value: Start | null) => (value ? `${signedMs(value.at)} (${value.file})` : 'not fetched');
const cell = (text: string) => text.replaceAll('|', '\\|');

/** A block written by hand or by another bench, between its markers, kept as it is. */
function block(previous: string, name: string): string | null {
  const found = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`).exec(previous);
  return found ? found[0] : null;
}

function pageRows(pages: readonly PageResult[]): string[] {
  return pages.map((page) => {
    const t = page.transfer;
    const lh = page.lighthouse;
    const transfer = t ? [kb(t.jsGzip), kb(t.js), kb(t.cssGzip), String(page.requests ?? '-')] : ['-', '-', '-', '-'];
    const lighthouse = lh
      ? [
          `${lh.median.performance} (${lh.runs.map((run) => run.performance).join(', ')})`,
          seconds(lh.median.fcp),
          seconds(lh.median.lcp),
          `${Math.round(lh.median.tbt)} ms`,
          lh.median.cls.toFixed(4),
          String(Math.round(median(lh.runs.map((run) => run.benchmarkIndex)))),
        ]
      : ['-', '-', '-', '-', '-', '-'];
    return `| ${[page.label, ...transfer, ...lighthouse].map(cell).join(' | ')} |`;
  });
}

/** A Lighthouse summary's score (the runs' in brackets), LCP and TBT. */
const figures = (lh: LighthouseSummary | null) =>
  lh ? [`${lh.median.performance} (${lh.runs.map((run) => run.performance).join(', ')})`, seconds(lh.median.lcp), `${Math.round(lh.median.tbt)} ms`] : ['-', '-', '-'];

/** Each page on a return visit beside its cold load, and offline. */
function returnRows(pages: readonly PageResult[]): string[] {
  return pages
    .filter((page) => page.returnVisit || page.offline !== null)
    .map((page) => `| ${[page.label, ...figures(page.lighthouse), ...figures(page.returnVisit), page.offline ?? '-'].map(cell).join(' | ')} |`);
}

/**
 * One line per page, then one per set of files that hold the same libraries: antd and its
 * rc-components land in the same two chunks, so they read as one finding.
 */
function duplicateLines(label: string, check: DuplicateCheck | null): string[] {
  if (!check) return [`- ${label}: not checked`];
  if (!check.duplicates.length) return [`- ${label}: none`];
  const extra = check.duplicates.reduce((sum, library) => sum + library.extraBytes, 0);
  const groups = new Map<string, DuplicateLibrary[]>();
  for (const library of check.duplicates) {
    const files = library.copies.map((copy) => copy.where).toSorted().join(' and ');
    groups.set(files, [...(groups.get(files) ?? []), library]);
  }
  return [
    `- ${label}: ${check.duplicates.length} libraries, ${kb(extra)} (minified) downloaded twice`,
    ...[...groups].map(
      ([files, libraries]) =>
        `  - in ${files}: ${libraries.map((library) => `${library.name} ${library.versions.join('/')} (${kb(library.extraBytes)})`).join(', ')}`,
    ),
  ];
}

/** Scripts the check could not read, once for the whole report. */
function unmappedLines(checks: readonly (DuplicateCheck | null)[]): string[] {
  const unmapped = [...new Set(checks.flatMap((check) => check?.unmapped ?? []))];
  return unmapped.length
    ? ['', `Scripts with no source map, so not checked (chunks of re-exports only, which the bundler maps to nothing): ${unmapped.map((url) => `\`${new URL(url).pathname}\``).join(', ')}.`]
    : [];
}

function errorLines(pages: readonly PageResult[], journeys: readonly JourneyResult[]): string[] {
  const errors = [...pages, ...journeys].flatMap((item) => item.errors.map((error) => `- ${item.label}: ${error}`));
  return errors.length ? ['## Measurements that failed', '', ...errors, ''] : [];
}

/** The host's CPU as Lighthouse measured it: under 1000, its 4x slowdown overstates a phone's. */
function hostCpu(pages: readonly PageResult[]): string {
  const indexes = pages.flatMap((page) => page.lighthouse?.runs.map((run) => run.benchmarkIndex) ?? []);
  if (!indexes.length) return '';
  const low = Math.round(Math.min(...indexes));
  const high = Math.round(Math.max(...indexes));
  const verdict = high < 1000 ? 'below the 1000 under which Lighthouse warns that scores come out low' : 'Lighthouse expects at least 1000';
  return ` Lighthouse's CPU benchmark of this machine (benchmarkIndex, the last column) was ${low} to ${high} during the runs (${verdict}): a page measured while the index was low was measured on a busy machine.`;
}

export function renderReport(report: Report, previous: string): string {
  const measured = report.pages.filter((page) => page.budget !== null);
  const alone = report.pages.filter((page) => page.budget === null);
  const lines = [
    '# Bundle and page-speed report',
    '',
    `Measured by \`pnpm bench\` on ${report.date}, measuring for ${report.minutes.toFixed(1)} minutes after the build. Production builds served by \`rsbuild preview\`, PocketBase seeded with the demo data; signed-in pages open with the demo account's session already stored, as after a reload.`,
    '',
    `- **JavaScript and requests**: Chromium with a cold cache (a new browser context per page), everything received until the page shows its content and the network has been idle for 0.5 s. Gzip sizes are computed at level 9 from the bodies received.`,
    `- **Lighthouse** ${report.lighthouseVersion} (Node API), performance category only, mobile preset (Moto G Power, slow 4G) with simulated throttling; a new Chromium profile (cold cache) for every run; each metric is the median of ${report.lighthouseRuns} runs, the runs' scores in brackets. The machine is shared and has 2 cores: scores move by a few points between runs, and simulated throttling still scales the CPU time it observed, so a busy machine lowers scores.${hostCpu(report.pages)}`,
    '- **Libraries downloaded twice**: every downloaded script is mapped back to the npm modules in it through hidden source maps (the apps are built with `BENCH=1`; the JavaScript is byte for byte the deployed one); a module of the same package file in two downloaded scripts is downloaded twice. Sizes are minified characters, before gzip.',
    `- **Remote fetching after sign-in**: a sign-in through the form in a cold browser, every request from the sign-in on delayed by ${SIGN_IN_LATENCY_MS} ms (a phone's round trip on slow 4G); when each request of the role's remote started, relative to the moment the URL became the dashboard's (when React Router mounts the route). Negative means it started before. The budget asks that the manifest starts before PocketBase's answer to the sign-in has arrived (the remote is fetched beside the sign-in, not after it), and the entry and first screen before the route mounts.`,
    '- **Quiz option click**: the quiz signed in and settled, then the CPU slowed 4× through the DevTools protocol; for each of 6 clicks round the first question\'s options, the pointer comes over the option, the button goes down, and comes up 80 ms later, as a hand clicks or taps (Playwright\'s `click()` sends all three in the same millisecond, so the click waited behind the hover and the press); measured from the click event to the first frame painted after it.',
    '',
    '## Budgets (issue 8 item 7)',
    '',
    '| budget | limit | measured | verdict |',
    '|---|---|---|---|',
    ...report.budgets.map((row) => `| ${cell(row.budget)} | ${cell(row.limit)} | ${cell(row.measured)} | ${row.within ? 'within' : '**BROKEN**'} |`),
    '',
    ...errorLines(report.pages, report.journeys),
    '## Pages through the shell',
    '',
    '| page | JS gzip | JS | CSS gzip | requests | performance | FCP | LCP | TBT | CLS | host CPU (benchmarkIndex) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pageRows(measured),
    '',
    '## Return visits and offline (issue 24)',
    '',
    'The return visit: the page loaded once in a new Chromium (the service worker installed and in control, its caches and the saved data written), then audited by Lighthouse in the same browser with storage, caches and the worker kept (`disableStorageReset`), same preset and throttling as the cold load. Offline: the page loaded once, then reloaded with the browser offline (Playwright\'s `setOffline`, which the service worker obeys too).',
    '',
    '| page | cold: performance | cold: LCP | cold: TBT | return: performance | return: LCP | return: TBT | offline |',
    '|---|---|---|---|---|---|---|---|',
    ...returnRows(report.pages),
    '',
    '## Remotes on their own (MSW, for information)',
    '',
    '| page | JS gzip | JS | CSS gzip | requests |',
    '|---|---|---|---|---|',
    ...alone.map((page) => {
      const t = page.transfer;
      return `| ${[page.label, ...(t ? [kb(t.jsGzip), kb(t.js), kb(t.cssGzip)] : ['-', '-', '-']), String(page.requests ?? '-')].map(cell).join(' | ')} |`;
    }),
    '',
    '## Libraries downloaded twice',
    '',
    ...measured.flatMap((page) => duplicateLines(page.label, page.duplicates)),
    ...report.journeys.flatMap((journey) => duplicateLines(journey.label, journey.duplicates)),
    ...unmappedLines([...measured, ...report.journeys].map((item) => item.duplicates)),
    '',
    '## Remote fetching after sign-in (relative to the URL becoming the dashboard\'s)',
    '',
    'The first-screen chunk is the remote\'s first script other than its entry requested after the sign-in was submitted (or, when all were there before the sign-in, its first one).',
    '',
    '| sign-in | submitted | PocketBase answered | manifest | entry | first-screen chunk |',
    '|---|---|---|---|---|---|',
    ...report.journeys.map((journey) => {
      const timing = journey.timing;
      if (!timing) return `| ${cell(journey.label)} | not measured | - | - | - | - |`;
      if (timing.problem) return `| ${cell(journey.label)} | ${cell(timing.problem)} | - | - | - | - |`;
      return `| ${[journey.label, moment(timing.submitAt), moment(timing.signedInAt), start(timing.manifest), start(timing.entry), start(timing.firstScreen)].map(cell).join(' | ')} |`;
    }),
    '',
    "## Each app's build (every JS and CSS file in dist)",
    '',
    '| app | JS | JS gzip | CSS | CSS gzip | files | largest JS file (gzip) |',
    '|---|---|---|---|---|---|---|',
    ...report.totals.map(
      (t) =>
        `| ${t.app} | ${kb(t.js)} | ${kb(t.jsGzip)} | ${kb(t.css)} | ${kb(t.cssGzip)} | ${t.files} | ${t.largest ? `${t.largest.file} (${kb(t.largest.gzip)})` : '-'} |`,
    ),
    '',
    block(previous, 'options') ?? OPTIONS_PLACEHOLDER,
    '',
  ];
  // Another engineer's backend load benchmark writes its own block: carried over untouched.
  const backendLoad = block(previous, 'backend-load');
  if (backendLoad) lines.push(backendLoad, '');
  // So does the creator portal's bench (`pnpm bench:manage`).
  const creatorManage = block(previous, 'creator-manage');
  if (creatorManage) lines.push(creatorManage, '');
  // And the volume bench (`pnpm bench:volume`), with the notes written by hand on its figures.
  for (const name of ['volume', 'volume-notes']) {
    const carried = block(previous, name);
    if (carried) lines.push(carried, '');
  }
  return lines.join('\n');
}
