import type { MockRecord } from './db.ts';

/**
 * Just enough of PocketBase's filter syntax for the screens' queries:
 * `field = "x"`, `field != "x"`, `field ~ "x"` (contains; on lists, membership),
 * joined by `&&` or `||` (no parentheses).
 */
const condition = /^\s*([\w.]+)\s*(!=|\?=|=|~)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(true|false|-?\d+(?:\.\d+)?))\s*$/;

function literal(match: RegExpMatchArray): unknown {
  if (match[3] !== undefined) return JSON.parse(`"${match[3]}"`) as string;
  if (match[4] !== undefined) return match[4].replace(/\\'/g, "'");
  const raw = match[5] ?? '';
  return raw === 'true' ? true : raw === 'false' ? false : Number(raw);
}

function test(record: MockRecord, clause: string): boolean {
  const match = clause.match(condition);
  if (!match) throw new Error(`The mock backend cannot read the filter "${clause}"`);
  const [, field = '', operator] = match;
  const expected = literal(match);
  const actual = record[field];
  switch (operator) {
    case '=':
    case '?=':
      return Array.isArray(actual) ? actual.includes(expected) : actual === expected;
    case '!=':
      return Array.isArray(actual) ? !actual.includes(expected) : actual !== expected;
    default:
      return Array.isArray(actual)
        ? actual.includes(expected)
        : String(actual ?? '').toLowerCase().includes(String(expected).toLowerCase());
  }
}

export function matchesFilter(record: MockRecord, filter: string | null): boolean {
  if (!filter?.trim()) return true;
  return filter.split('||').some((any) => any.split('&&').every((clause) => test(record, clause)));
}
