import { describe, expect, it } from 'vitest';
import { matchesFilter } from './filter.ts';

describe('matchesFilter', () => {
  const record = { id: 'x', collectionName: 'c', status: 'active', title: 'Maths Practice', tags: ['a', 'b'] };
  it.each([
    ['status = "active"', true],
    ["status = 'active'", true],
    ['status != "active"', false],
    ['title ~ "maths"', true],
    ['tags ~ "b"', true],
    ['status = "draft" || tags ~ "a"', true],
    ['status = "active" && title ~ "english"', false],
    ['(status = "draft" || title ~ "maths") && tags ~ "b"', true],
    ['status = "draft" || (title ~ "maths" && tags ~ "c")', false],
    ['review = false', true],
    ['review = true', false],
    ['status = "active" && review != true', true],
    ['', true],
  ])('%s → %s', (filter, expected) => {
    expect(matchesFilter(record, filter)).toBe(expected);
  });

  it('refuses a filter it cannot read rather than guessing', () => {
    expect(() => matchesFilter(record, '(status = "active"')).toThrow('cannot read the filter');
    expect(() => matchesFilter(record, 'status = active')).toThrow('cannot read the filter');
    expect(() => matchesFilter(record, 'status ?= "active"')).toThrow('cannot read the filter');
  });
});
