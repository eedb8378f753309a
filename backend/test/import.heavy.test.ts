// The importer under a deployment's own rate limits, at full size: a 10,000-row import meets the create
// limit (2,000 per 10 s) and the batch limit (3 per second) and is sent again until all of it is
// written. Minutes of work, so it runs after the gate (`pnpm test:heavy`); import.test.ts holds the rest.
import { describe, expect, it } from 'vitest';
import { importQuestions, parseCsv } from 'shared/import';
import { csv, deploymentServerForThisFile } from './import-server.ts';

const server = deploymentServerForThisFile();

describe('importing questions in batches, at full size', () => {
  it(
    "writes all of a 10,000-row import under the deployment's rate limits, counting only what the server acknowledged",
    { timeout: 600_000 },
    async () => {
      const numbers = Array.from({ length: 10_000 }, (_, i) => 100_000 + i);
      const { rows } = parseCsv(csv(numbers));
      const acknowledged: number[] = [];
      let waits = 0;
      const started = performance.now();
      const report = await importQuestions(server.creator, rows, {
        onProgress: (p) => {
          if (p.retryInMs === undefined) acknowledged.push(p.done);
          else waits += 1;
        },
      });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `10,000-row import under the deployment's limits: ${report.imported.length} written in ${seconds.toFixed(1)} s, ${waits} waits for the rate limiter`,
      );
      expect(await server.countMatching(/^Import check 1\d{5}:/)).toEqual({ rows: 10_000, distinct: 10_000 });
      expect(report.imported).toHaveLength(10_000);
      expect(report.failed).toEqual([]);
      expect(report.unfinished).toBeNull();
      // The progress the author sees never runs ahead of the server.
      expect(acknowledged).toEqual(acknowledged.toSorted((a, b) => a - b));
      expect(acknowledged.at(-1)).toBe(10_000);
    },
  );
});
