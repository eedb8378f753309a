import { test } from '@playwright/test';
import { auditPage } from './lighthouse-runner.ts';
import { benchPages, sessionFor } from './pages.ts';

// The cold loads alone (`pnpm --filter e2e run bench:cold`, BENCH_RUNS runs each, 3 by default; BENCH_PAGES
// a comma-separated list of the pages' paths to measure only those): the part of `pnpm bench` that a change
// to a signed-in page's start-up moves, without the whole bench's twenty minutes. It prints its figures and
// writes no report.
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

test('cold visits', async () => {
  const runs = Number(process.env['BENCH_RUNS'] || 3);
  const only = process.env['BENCH_PAGES']?.split(',').map((path) => path.trim());
  const rows: string[] = [];
  for (const page of await benchPages()) {
    if (page.budget === null) continue;
    if (only && !only.includes(new URL(page.url).pathname)) continue;
    await page.prepare?.();
    const cold = await auditPage(page.url, page.account ? await sessionFor(page.account) : null, runs);
    rows.push(
      `| ${page.label} | ${cold.resimulated.performance} (${cold.runs.map((run) => run.resimulated.performance).join(', ')}) | ${seconds(cold.resimulated.fcp)} | ${seconds(cold.resimulated.lcp)} | ${Math.round(cold.resimulated.tbt)} ms | ${cold.resimulated.cls.toFixed(4)} | ${cold.median.performance} | ${seconds(cold.median.lcp)} | ${Math.round(cold.cpuMs)} ms (${Math.round(cold.wallMs)} ms) | ${Math.round(cold.benchmarkIndex)} |`,
    );
  }
  console.log(
    [
      '| page | re-simulated: performance | FCP | LCP | TBT | CLS | as run: performance | LCP | main-thread CPU (wall) | benchmarkIndex |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
});
