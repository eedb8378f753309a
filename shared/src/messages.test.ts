import { describe, expect, it } from 'vitest';
import { fill, translator } from './messages.ts';

describe('texts with values', () => {
  it('fills each placeholder and leaves an unknown one as written', () => {
    expect(fill('Welcome back, {name}!', { name: 'Emma' })).toBe('Welcome back, Emma!');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('says one question, and 0 or 2 questions', () => {
    const t = translator({ count: '{count} draft {count|question|questions} deleted.', rows: '{n} {n|row was|rows were} not written' });
    expect(t('count', { count: 1 })).toBe('1 draft question deleted.');
    expect(t('count', { count: 2 })).toBe('2 draft questions deleted.');
    expect(t('count', { count: 0 })).toBe('0 draft questions deleted.');
    expect(t('rows', { n: 1 })).toBe('1 row was not written');
    expect(t('rows', { n: '3' })).toBe('3 rows were not written');
  });
});
