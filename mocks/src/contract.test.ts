// The contract suite (backend/contract/cases.ts) against the MSW handlers, as a remote running
// alone serves them (browser.ts: the scripted quiz and the mock database): the same requests and
// expectations the real PocketBase passes in backend/test/contract.test.ts.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_CASES, signInAs } from 'backend/contract';
import { createMockDb } from './db.ts';
import { createHandlers } from './handlers/index.ts';
import { quizScript } from './handlers/quiz-script.ts';

const URL = 'http://mock.test';
const handlers = () => {
  const db = createMockDb();
  return [...quizScript(db), ...createHandlers(db)];
};
const server = setupServer(...handlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...handlers()));
afterAll(() => server.close());

describe('the contract with the apps, on the mock backend', () => {
  it.each(CONTRACT_CASES)('$name', async ({ run }) => {
    expect.hasAssertions();
    await run((actor) => signInAs(URL, actor));
  });
});
