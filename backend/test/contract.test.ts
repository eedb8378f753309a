// The contract suite (backend/contract/cases.ts) against the real PocketBase: the requests the
// apps send, answered as the screens rely on. The mocks run the same cases (mocks/src/contract.test.ts).
import { describe, expect, inject, it } from 'vitest';
import { CONTRACT_CASES, signInAs } from '../contract/cases.ts';

describe('the contract with the apps, on the real server', () => {
  it.each(CONTRACT_CASES)('$name', async ({ run }) => {
    expect.hasAssertions();
    await run((actor) => signInAs(inject('pbUrl'), actor));
  });
});
