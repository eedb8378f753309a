import type { BuildTotal, Transfer } from './bundle-sizes.ts';
import type { DuplicateCheck, DuplicateLibrary } from './duplicates.ts';
import type { LighthouseMetrics, LighthouseSummary } from './lighthouse-runner.ts';
import type { BenchPage } from './pages.ts';
import type { PlainTrace } from './plain-trace.ts';
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
  /** The cold load traced at 4× CPU without Lighthouse. */
  plain: PlainTrace | null;
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

/** How Lighthouse's figures are read, and what that reading cannot say. */
const METHOD = [
  '## The method: what the portal costs, not what the machine is doing',
  '',
  "Lighthouse's simulated throttling (lantern) replays one unthrottled load: the network from its log at slow 4G, and each main-thread task of the trace at 4 times its **wall-clock** length. On this shared 2-core machine other processes (other engineers' builds and tests) stretch a page's tasks to 2 to 5 times their CPU time, so the figures as run charge the page for the machine and move with its load, as Lighthouse's benchmarkIndex of the host does.",
  '',
  "So each Lighthouse run saves its artifacts (its Node API's `gatherMode` and `auditMode` together, the CLI's `-GA`), and its audits run again (`auditMode`, the CLI's `-A`) on the same artifacts with one change: in the trace, every top-level task of the page's main thread (the renderer's `CrRendererMain` of the main frame's processes) is shrunk to its thread CPU time (`tdur`), its start kept, every event nested in it (function calls, compiles, layouts, paint and LCP marks) moved and shortened in the same proportion so that it stays inside; a task without a `tdur` is left as it is, and so are the other threads and the network log (`e2e/bench/cpu-time.ts`, tested). Lantern then multiplies by 4 what the page itself asked of the CPU. The budgets gate on the medians of these re-simulated runs; the figures as run are reported beside them.",
  '',
  "Lighthouse is measured as it is, debugger included: it attaches the DevTools debugger to the page (for its script artifacts), and Chrome then loads react-dom and the federation runtime from their code caches on the main thread instead of in the background. That is the stricter figure. The plain 4× trace shows what a page costs without it: the page loaded cold in Playwright's Chromium with the CPU slowed 4× by Chromium itself (`Emulation.setCPUThrottlingRate`), traced until it shows its content and the network has been idle for 0.5 s; its TBT is every top-level main-thread task's part after the first contentful paint beyond 50 ms (Lighthouse's definition, up to the end of the trace instead of Lighthouse's time to interactive).",
  '',
  "`BENCH_RUNS` sets the number of Lighthouse runs per page and visit, and of plain traces (5 by default; fewer only while working on the bench itself, since a median of fewer runs is no verdict). A run's re-simulation is Lighthouse's audit phase again, about 4 s, with no browser. `BENCH_ARTIFACTS=<folder>` keeps every run's artifacts there (as run, and `resimulated/` inside), to open a run in Lighthouse's tools (`lighthouse -A=<run>`) or re-simulate it another way.",
  '',
  'Its limits:',
  '',
  "- Thread CPU time is still this machine's CPU: a task that waits for memory or caches another process has emptied costs more CPU time here than on an idle machine, and Chromium's other threads (compositor, network, the service worker) run as they ran. The re-simulation removes the time the page's main thread was not running, not every effect of a busy machine.",
  "- Lantern's 4× is a model of a phone, applied to this machine's x86 CPU time; what matters is the page's change from one run to the next, under the same model.",
  '- Only the top-level tasks are measured by CPU time: the gaps between tasks (the main thread idle, waiting for the network or for a task the machine had not scheduled yet) are kept as they were, and lantern rebuilds them from the network log anyway.',
  "- The plain trace's CPU slowdown is Chromium's own, which pauses the renderer's main thread for part of each time slice: a busy machine still lengthens the tasks, so its TBT moves with the load (the runs' TBT in brackets show how much). Playwright is attached through the DevTools protocol, but not with the debugger.",
];

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

const ms = (value: number) => `${Math.round(value)} ms`;
const tableRow = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;

/** The page's transfer and its re-simulated Lighthouse medians, the runs' scores in brackets. */
function pageRows(pages: readonly PageResult[]): string[] {
  return pages.map((page) => {
    const t = page.transfer;
    const lh = page.lighthouse;
    const transfer = t ? [kb(t.jsGzip), kb(t.js), kb(t.cssGzip), String(page.requests ?? '-')] : ['-', '-', '-', '-'];
    const lighthouse = lh
      ? [
          `${lh.resimulated.performance} (${lh.runs.map((run) => run.resimulated.performance).join(', ')})`,
          seconds(lh.resimulated.fcp),
          seconds(lh.resimulated.lcp),
          ms(lh.resimulated.tbt),
          lh.resimulated.cls.toFixed(4),
        ]
      : ['-', '-', '-', '-', '-'];
    return tableRow([page.label, ...transfer, ...lighthouse]);
  });
}

/** Score (the runs' in brackets), LCP and TBT of one set of medians. */
function figures(
  lh: LighthouseSummary | null,
  pick: (summary: LighthouseSummary) => LighthouseMetrics,
  scores: (run: LighthouseSummary['runs'][number]) => number,
): string[] {
  if (!lh) return ['-', '-', '-'];
  const metrics = pick(lh);
  return [`${metrics.performance} (${lh.runs.map(scores).join(', ')})`, seconds(metrics.lcp), ms(metrics.tbt)];
}
const resimulated = (lh: LighthouseSummary | null) =>
  figures(
    lh,
    (summary) => summary.resimulated,
    (run) => run.resimulated.performance,
  );
const asRun = (lh: LighthouseSummary | null) =>
  figures(
    lh,
    (summary) => summary.median,
    (run) => run.performance,
  );

/** What the main thread cost during the runs: thread CPU time, its wall time, and the machine's CPU index. */
const cost = (lh: LighthouseSummary | null) =>
  lh
    ? [
        `${ms(lh.cpuMs)} (${ms(lh.wallMs)})`,
        String(Math.round(lh.benchmarkIndex)),
        lh.runs.map((run) => `${Math.round(run.cpuMs)} @ ${Math.round(run.benchmarkIndex)}`).join(', '),
      ]
    : ['-', '-', '-'];

const plainFigures = (plain: PlainTrace | null) =>
  plain
    ? [
        `${ms(plain.tbt)} (${plain.runs.map((run) => Math.round(run.tbt)).join(', ')})`,
        plain.runs.map((run) => run.longTasks).join(', '),
        ms(plain.cpuMs),
      ]
    : ['-', '-', '-'];

/** Each page cold: re-simulated, as run, what its main thread cost, and the plain 4× trace. */
function methodRows(pages: readonly PageResult[]): string[] {
  return pages
    .filter((page) => page.lighthouse || page.plain)
    .map((page) =>
      tableRow([
        page.label,
        ...resimulated(page.lighthouse),
        ...asRun(page.lighthouse),
        ...cost(page.lighthouse),
        ...plainFigures(page.plain),
      ]),
    );
}

/** Each page on a return visit beside its cold load, and offline. */
function returnRows(pages: readonly PageResult[]): string[] {
  return pages
    .filter((page) => page.returnVisit || page.offline !== null)
    .map((page) =>
      tableRow([
        page.label,
        ...resimulated(page.lighthouse),
        ...resimulated(page.returnVisit),
        ...asRun(page.returnVisit),
        ...cost(page.returnVisit).slice(0, 2),
        page.offline ?? '-',
      ]),
    );
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
    const files = library.copies
      .map((copy) => copy.where)
      .toSorted()
      .join(' and ');
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
    ? [
        '',
        `Scripts with no source map, so not checked (chunks of re-exports only, which the bundler maps to nothing): ${unmapped.map((url) => `\`${new URL(url).pathname}\``).join(', ')}.`,
      ]
    : [];
}

function errorLines(pages: readonly PageResult[], journeys: readonly JourneyResult[]): string[] {
  const errors = [...pages, ...journeys].flatMap((item) => item.errors.map((error) => `- ${item.label}: ${error}`));
  return errors.length ? ['## Measurements that failed', '', ...errors, ''] : [];
}

/** The host's CPU as Lighthouse measured it: the lower, the busier the machine was. */
function hostCpu(pages: readonly PageResult[]): string {
  const indexes = pages.flatMap((page) =>
    [...(page.lighthouse?.runs ?? []), ...(page.returnVisit?.runs ?? [])].map((run) => run.benchmarkIndex),
  );
  if (!indexes.length) return '';
  const low = Math.round(Math.min(...indexes));
  const high = Math.round(Math.max(...indexes));
  return ` Lighthouse's CPU benchmark of this machine (benchmarkIndex) was ${low} to ${high} during the runs (Lighthouse expects at least 1000 of a desktop).`;
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
    `- **Lighthouse** ${report.lighthouseVersion} (Node API), performance category only, mobile preset (Moto G Power, slow 4G) with simulated throttling; a new Chromium profile (cold cache) for every run; each metric is the median of ${report.lighthouseRuns} runs, the runs' scores in brackets. The budgets hold each run **re-simulated on the main thread's CPU time** (the method, below), not its figures as run, which mostly measure how busy this shared 2-core machine was.${hostCpu(report.pages)}`,
    '- **Libraries downloaded twice**: every downloaded script is mapped back to the npm modules in it through hidden source maps (the apps are built with `BENCH=1`; the JavaScript is byte for byte the deployed one); a module of the same package file in two downloaded scripts is downloaded twice. Sizes are minified characters, before gzip.',
    `- **Remote fetching after sign-in**: a sign-in through the form in a cold browser, every request from the sign-in on delayed by ${SIGN_IN_LATENCY_MS} ms (a phone's round trip on slow 4G); when each request of the role's remote started, relative to the moment the URL became the dashboard's (when the router mounts the route). Negative means it started before. The budget asks that the manifest starts before PocketBase's answer to the sign-in has arrived (the remote is fetched beside the sign-in, not after it), and the entry and first screen before the route mounts.`,
    "- **Quiz option click**: the quiz signed in and settled, then the CPU slowed 4× through the DevTools protocol; for each of 6 clicks round the first question's options, the pointer comes over the option, the button goes down, and comes up 80 ms later, as a hand clicks or taps (Playwright's `click()` sends all three in the same millisecond, so the click waited behind the hover and the press); measured from the click event to the first frame painted after it.",
    '',
    '## Budgets (issue 8 item 7)',
    '',
    "Lighthouse's budgets are held to the re-simulated medians; the medians as run follow in brackets.",
    '',
    '| budget | limit | measured | verdict |',
    '|---|---|---|---|',
    ...report.budgets.map(
      (row) => `| ${cell(row.budget)} | ${cell(row.limit)} | ${cell(row.measured)} | ${row.within ? 'within' : '**BROKEN**'} |`,
    ),
    '',
    ...errorLines(report.pages, report.journeys),
    '## Pages through the shell',
    '',
    "Lighthouse re-simulated on CPU time (the budgets' figures).",
    '',
    '| page | JS gzip | JS | CSS gzip | requests | performance | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...pageRows(measured),
    '',
    ...METHOD,
    '',
    `Each page cold, medians of ${report.lighthouseRuns} runs. Main-thread CPU: the thread CPU time of the page's main-thread tasks during a Lighthouse run, at 1× (their wall-clock time in brackets, which is what Lighthouse as run multiplies by 4). Plain 4×: the same page traced in Playwright's Chromium with the CPU slowed 4× and no Lighthouse, each run's TBT in brackets, then each run's number of tasks over 50 ms, and the main thread's CPU time (Chromium's slowdown spends CPU time itself, so this one is at 4×).`,
    '',
    '| page | re-simulated: performance | LCP | TBT | as run: performance | LCP | TBT | main-thread CPU (wall) | benchmarkIndex | each run: CPU ms @ benchmarkIndex | plain 4×: TBT | tasks > 50 ms | main-thread CPU at 4× |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...methodRows(measured),
    '',
    '## Return visits and offline (issue 24)',
    '',
    "The return visit: the page loaded once in a new Chromium (the service worker installed and in control, its caches and the saved data written), then audited by Lighthouse in the same browser with storage, caches and the worker kept (`disableStorageReset`), same preset and throttling as the cold load. Offline: the page loaded once, then reloaded with the browser offline (Playwright's `setOffline`, which the service worker obeys too).",
    '',
    'Lighthouse re-simulated on CPU time for the cold load and the return visit, then the return visit as run.',
    '',
    '| page | cold: performance | cold: LCP | cold: TBT | return: performance | return: LCP | return: TBT | return as run: performance | LCP | TBT | return: main-thread CPU (wall) | benchmarkIndex | offline |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...returnRows(report.pages),
    '',
    '## Remotes on their own (production builds on their own `/api`, for information)',
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
    "## Remote fetching after sign-in (relative to the URL becoming the dashboard's)",
    '',
    "The first-screen chunk is the remote's first script other than its entry requested after the sign-in was submitted (or, when all were there before the sign-in, its first one).",
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
