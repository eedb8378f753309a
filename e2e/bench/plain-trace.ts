import type { Browser } from '@playwright/test';
import { median } from './lighthouse-runner.ts';
import { mainThreadCost, pageMainThreads, topLevelTasks, type TraceEvent } from './cpu-time.ts';
import { SESSION_KEY, type BenchPage } from './pages.ts';

/** What a phone runs: the CPU slowed 4× by Chromium itself, as Lighthouse's preset assumes. */
const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input; what it lasts beyond it is blocking time (Lighthouse's TBT). */
const LONG_TASK_MS = 50;
/** Enough for the main thread's tasks with their CPU time, and the paint marks. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'blink.user_timing', '__metadata'];

export interface PlainTrace {
  /** Medians over the runs, in milliseconds. */
  tbt: number;
  cpuMs: number;
  /** Each run's TBT and its number of tasks over 50 ms. */
  runs: { tbt: number; longTasks: number }[];
}

/** Blocking time from the first contentful paint on: each top-level task's part after it beyond 50 ms. */
export function blockingTime(events: readonly TraceEvent[]): { tbt: number; longTasks: number } {
  const threads = pageMainThreads(events);
  const onPage = (event: TraceEvent) => threads.some((thread) => thread.pid === event.pid && thread.tid === event.tid);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && onPage(event))?.ts;
  if (fcp === undefined) throw new Error('The plain trace has no first contentful paint');
  const tasks = threads.flatMap((thread) => topLevelTasks(events, thread));
  let tbt = 0;
  let longTasks = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const blocking = (end - Math.max(task.ts, fcp)) / 1000 - LONG_TASK_MS;
    if ((task.dur ?? 0) / 1000 > LONG_TASK_MS) longTasks += 1;
    if (blocking > 0) tbt += blocking;
  }
  return { tbt, longTasks };
}

/**
 * The page loaded cold (a new browser context) with the CPU slowed 4× through the DevTools protocol and
 * Chromium's own tracing, no Lighthouse and no debugger attached: what the main thread does on a slow
 * phone, as wall time, until the page shows its content and the network has been idle.
 */
async function traceOnce(browser: Browser, page: BenchPage, session: string | null): Promise<TraceEvent[]> {
  const context = await browser.newContext();
  try {
    if (session) {
      await context.addInitScript(
        ([key, value, origin]) => {
          if (window.location.origin === origin) window.localStorage.setItem(key, value);
        },
        [SESSION_KEY, session, new URL(page.url).origin] as const,
      );
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(tab, { categories: CATEGORIES });
    // The trace is stopped whatever happens, so that the next run can start one; a failed load's error wins.
    const loaded = (async () => {
      await tab.goto(page.url);
      await page.ready(tab);
      await tab.waitForLoadState('networkidle');
    })().then(
      () => null,
      (error: unknown) => error,
    );
    const failure = await loaded;
    const trace = await browser.stopTracing();
    if (failure) throw failure;
    return (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

export async function measurePlainTrace(browser: Browser, page: BenchPage, session: string | null, runs: number): Promise<PlainTrace> {
  const results: { tbt: number; longTasks: number; cpuMs: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const events = await traceOnce(browser, page, session);
    results.push({ ...blockingTime(events), cpuMs: mainThreadCost(events).cpuMs });
  }
  return {
    tbt: median(results.map((run) => run.tbt)),
    cpuMs: median(results.map((run) => run.cpuMs)),
    runs: results.map(({ tbt, longTasks }) => ({ tbt, longTasks })),
  };
}
