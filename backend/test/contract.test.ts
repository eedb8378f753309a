// The contract suite (backend/contract/cases.ts) against the real PocketBase: the requests the
// apps send, answered as the screens rely on. The mocks run the same cases (mocks/src/contract.test.ts).
import { describe, expect, it } from 'vitest';
import { CONTRACT_CASES, signInAs } from '../contract/cases.ts';
import { pbUrl } from './server.ts';

describe('the contract with the apps, on the real server', () => {
  it.each(CONTRACT_CASES)('$name', async ({ run }) => {
    expect.hasAssertions();
    await run((actor) => signInAs(pbUrl(), actor));
  });
});
