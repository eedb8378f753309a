// The contract suite (backend/contract/cases.ts) against the real PocketBase: the requests the
// apps send, answered as the screens rely on. The mocks run the same cases (mocks/src/contract.test.ts).
import { describe, inject, it } from 'vitest';
import { CONTRACT_CASES, signInAs } from '../contract/cases.ts';

describe('the contract with the apps, on the real server', () => {
  for (const { name, run } of CONTRACT_CASES) it(name, () => run((actor) => signInAs(inject('pbUrl'), actor)));
});
