import { test } from '@playwright/test';
import { benchPages, sessionFor } from './pages.ts';
import { auditReturnVisit } from './return-visit.ts';

// The return visits alone (`pnpm --filter e2e run bench:return`, BENCH_RUNS runs each, 3 by default; BENCH_PAGES as in
// cold-visits-alone.ts): the part
// of `pnpm bench` that a change to what a return visit paints moves, in five minutes instead of the whole bench's
// twenty. It prints its figures and writes no report.
const lcp = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

test('return visits', async () => {
  const runs = Number(process.env['BENCH_RUNS'] || 3);
  const only = process.env['BENCH_PAGES']?.split(',').map((path) => path.trim());
  const rows: string[] = [];
  for (const page of await benchPages()) {
    if (page.again !== 'returnAndOffline' || !page.account) continue;
    if (only && !only.includes(new URL(page.url).pathname)) continue;
    await page.prepare?.();
    const visit = await auditReturnVisit(page, await sessionFor(page.account), runs);
    rows.push(
      `| ${page.label} | ${visit.resimulated.performance} | ${lcp(visit.resimulated.fcp)} | ${lcp(visit.resimulated.lcp)} | ${Math.round(visit.resimulated.tbt)} ms | ${visit.resimulated.cls.toFixed(4)} | ${visit.median.performance} | ${lcp(visit.median.lcp)} | ${Math.round(visit.cpuMs)} ms (${Math.round(visit.wallMs)} ms) | ${visit.runs.map((run) => lcp(run.lcp)).join(', ')} |`,
    );
  }
  console.log(
    [
      '| page | re-simulated: performance | FCP | LCP | TBT | CLS | as run: performance | LCP | main-thread CPU (wall) | each run as run: LCP |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
});
