import { expect, type Page, type Request } from '@playwright/test';

/**
 * The page's API requests in flight (its realtime connection aside), from now on: `settled()` waits until none is.
 * A test leaving a screen while its reads are in flight leaves them to a page that is unloading: on a remote running
 * alone over MSW, the mock no longer answers a page that is going, the read reaches the real server with the mock's
 * session, and its 401 signs the origin's next page out.
 */
export function trackReads(page: Page): { settled: () => Promise<void> } {
  const reading = new Set<Request>();
  const done = (request: Request) => reading.delete(request);
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !request.url().includes('/api/realtime')) reading.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { settled: () => expect.poll(() => reading.size).toBe(0) };
}
