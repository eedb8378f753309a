import type { MockRecord } from './db.ts';

/**
 * Just enough of PocketBase's filter syntax for the filters the apps send (shared/src/screen-reads.ts,
 * the creator's searches, the importer's look-ups): conditions `field = "x"`, `!=` and `~` (contains,
 * any case; on a list, membership) on quoted text, `field = true` and `false` on a bool field, joined by
 * `&&` and `||` and grouped in parentheses.
 * Anything else is refused, so a new filter in an app fails its test until the mocks read it too.
 */
const condition = /^(\w+)\s*(!=|=|~)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(true|false)\b)/;

type Node =
  | { kind: 'and'; parts: Node[] }
  | { kind: 'or'; parts: Node[] }
  | { kind: 'test'; field: string; operator: string; expected: string | boolean };

function parse(filter: string): Node {
  let rest = filter;
  const fail = (): never => {
    throw new Error(`The mock backend cannot read the filter "${filter}"`);
  };
  const take = (token: string) => {
    rest = rest.trimStart();
    if (!rest.startsWith(token)) return false;
    rest = rest.slice(token.length);
    return true;
  };
  const atom = (): Node => {
    if (take('(')) {
      const inner = or();
      if (!take(')')) fail();
      return inner;
    }
    const match = rest.trimStart().match(condition);
    if (!match) return fail();
    rest = rest.trimStart().slice(match[0].length);
    const expected =
      match[5] !== undefined
        ? match[5] === 'true'
        : match[3] !== undefined
          ? (JSON.parse(`"${match[3]}"`) as string)
          : (match[4] ?? '').replace(/\\'/g, "'");
    return { kind: 'test', field: match[1] ?? '', operator: match[2] ?? '', expected };
  };
  const and = (): Node => {
    const parts = [atom()];
    while (take('&&')) parts.push(atom());
    return { kind: 'and', parts };
  };
  const or = (): Node => {
    const parts = [and()];
    while (take('||')) parts.push(and());
    return { kind: 'or', parts };
  };
  const tree = or();
  if (rest.trim()) fail();
  return tree;
}

function test(record: MockRecord, node: Node): boolean {
  if (node.kind === 'and') return node.parts.every((part) => test(record, part));
  if (node.kind === 'or') return node.parts.some((part) => test(record, part));
  const actual = record[node.field];
  // A bool field PocketBase answers as false when it was never set.
  if (typeof node.expected === 'boolean') return (node.operator === '=') === (Boolean(actual) === node.expected);
  if (node.operator === '=') return actual === node.expected;
  if (node.operator === '!=') return actual !== node.expected;
  return Array.isArray(actual)
    ? actual.includes(node.expected)
    : String(actual ?? '')
        .toLowerCase()
        .includes(node.expected.toLowerCase());
}

export function matchesFilter(record: MockRecord, filter: string | null): boolean {
  if (!filter?.trim()) return true;
  return test(record, parse(filter));
}
