import type { MockRecord } from './db.ts';

/**
 * Just enough of PocketBase's filter syntax for the screens' queries: conditions
 * `field = "x"`, `!=`, `?=`, `~` (contains; on lists, membership), `!~`, `>`, `>=`, `<`, `<=`,
 * joined by `&&` and `||` and grouped in parentheses.
 */
const condition = /^([\w.]+)\s*(!=|\?=|!~|>=|<=|=|~|>|<)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(true|false|-?\d+(?:\.\d+)?))/;

type Node = { kind: 'and'; parts: Node[] } | { kind: 'or'; parts: Node[] } | { kind: 'test'; field: string; operator: string; expected: unknown };

function literal(match: RegExpMatchArray): unknown {
  if (match[3] !== undefined) return JSON.parse(`"${match[3]}"`) as string;
  if (match[4] !== undefined) return match[4].replace(/\\'/g, "'");
  const raw = match[5] ?? '';
  return raw === 'true' ? true : raw === 'false' ? false : Number(raw);
}

function parse(filter: string): Node {
  let rest = filter;
  const fail = (): never => {
    throw new Error(`The mock backend cannot read the filter "${filter}"`);
  };
  const skip = () => {
    rest = rest.trimStart();
  };
  const take = (token: string) => {
    skip();
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
    skip();
    const match = rest.match(condition);
    if (!match) return fail();
    rest = rest.slice(match[0].length);
    return { kind: 'test', field: match[1] ?? '', operator: match[2] ?? '', expected: literal(match) };
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
  skip();
  if (rest) fail();
  return tree;
}

function contains(actual: unknown, expected: unknown): boolean {
  return Array.isArray(actual) ? actual.includes(expected) : String(actual ?? '').toLowerCase().includes(String(expected).toLowerCase());
}

function test(record: MockRecord, node: Node): boolean {
  if (node.kind === 'and') return node.parts.every((part) => test(record, part));
  if (node.kind === 'or') return node.parts.some((part) => test(record, part));
  const actual = record[node.field];
  const { expected } = node;
  switch (node.operator) {
    case '=':
    case '?=':
      return Array.isArray(actual) ? actual.includes(expected) : actual === expected;
    case '!=':
      return Array.isArray(actual) ? !actual.includes(expected) : actual !== expected;
    case '~':
      return contains(actual, expected);
    case '!~':
      return !contains(actual, expected);
    default: {
      const [a, b] = typeof expected === 'number' ? [Number(actual), expected] : [String(actual ?? ''), String(expected)];
      if (node.operator === '>') return a > b;
      if (node.operator === '>=') return a >= b;
      if (node.operator === '<') return a < b;
      return a <= b;
    }
  }
}

export function matchesFilter(record: MockRecord, filter: string | null): boolean {
  if (!filter?.trim()) return true;
  return test(record, parse(filter));
}
