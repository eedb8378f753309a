import { describe, expect, it } from 'vitest';
import { inboxOf } from './account.ts';

describe('inboxOf', () => {
  it('is one inbox however the address is written: case, a +tag, a trailing dot, Gmail dots and domains', () => {
    const one = inboxOf('mallory@example.org');
    for (const written of [' Mallory@Example.org ', 'mallory+1@example.org', 'MALLORY+family-two@example.org', 'mallory@example.org.']) {
      expect(inboxOf(written)).toBe(one);
    }
    expect(inboxOf('j.o.e+kids@googlemail.com')).toBe(inboxOf('joe@gmail.com'));
  });

  it('keeps apart what delivers apart: dots elsewhere than Gmail, other names and domains', () => {
    expect(inboxOf('j.oe@example.org')).not.toBe(inboxOf('joe@example.org'));
    expect(inboxOf('joe@example.org')).not.toBe(inboxOf('joe@example.com'));
    expect(inboxOf('joe1@gmail.com')).not.toBe(inboxOf('joe@gmail.com'));
  });
});
