import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');
const workspace = mkdtempSync(join(tmpdir(), 'lint-query-keys-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

writeFileSync(
  join(workspace, '.oxlintrc.json'),
  JSON.stringify({ jsPlugins: [join(repo, 'shared/lint/house.js')], rules: { 'house/query-keys': 'error' } }),
);

const REFUSED =
  "Take the query key from `queryKeys` (shared/src/query-keys.ts): a key spelt here can drift from the saved copy's list of kept reads";
const COMPARED = 'Match keys with `keyStartsWith(queryKey, queryKeys.<kind>.all)`, not by comparing a part with a string';

/** Lints one source with the rule alone; returns the rule's messages. */
function lint(source: string): string[] {
  const file = join(workspace, 'source.ts');
  writeFileSync(file, source);
  let output: string;
  try {
    output = execFileSync(join(repo, 'node_modules/.bin/oxlint'), ['-c', join(workspace, '.oxlintrc.json'), '--format', 'json', file], {
      encoding: 'utf8',
    });
  } catch (error) {
    // oxlint exits non-zero when it reports an error; the report is on stdout all the same.
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(output) as { diagnostics: { code: string; message: string }[] };
  return report.diagnostics.filter((d) => d.code === 'house(query-keys)').map((d) => d.message);
}

describe('the query-keys rule', () => {
  it('refuses a key written as an array in a query, a filter or a QueryClient call', () => {
    expect(lint("export const q = queryOptions({ queryKey: ['children', parentId], queryFn });")).toEqual([REFUSED]);
    expect(lint("void queryClient.invalidateQueries({ queryKey: ['results'] });")).toEqual([REFUSED]);
    expect(lint("queryClient.setQueryData(['result-review', id] as const, review);")).toEqual([REFUSED]);
    expect(lint("export const seen = client.getQueryData<string[]>(['children', id]);")).toEqual([REFUSED]);
  });

  it('refuses a key built by a function of its own, which hides the array from the rule', () => {
    expect(lint("const keyOf = (id: string) => ['notifications', id] as const; useQuery({ queryKey: keyOf(id), queryFn });")).toEqual([
      REFUSED,
    ]);
  });

  it('refuses matching a key by comparing its parts with strings', () => {
    expect(lint("queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] === 'results' });")).toEqual([COMPARED]);
    expect(lint("queryClient.invalidateQueries({ predicate: (query) => 'quiz' !== query.queryKey[0] });")).toEqual([COMPARED]);
  });

  it("allows keys from the factory, another query's key, and a variable holding a key", () => {
    expect(lint('export const q = queryOptions({ queryKey: queryKeys.children.ofParent(parentId), queryFn });')).toEqual([]);
    expect(lint('void queryClient.invalidateQueries({ queryKey: queryKeys.results.all });')).toEqual([]);
    expect(lint('queryClient.setQueryData(queryKeys.resultReview.of(id)!, review);')).toEqual([]);
    expect(lint('queryClient.setQueryData(childrenQuery(id).queryKey, children);')).toEqual([]);
    expect(lint('keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }));')).toEqual([]);
    expect(lint('queryClient.removeQueries({ predicate: ({ queryKey }) => !keyStartsWith(queryKey, queryKeys.quiz.all) });')).toEqual([]);
  });

  it('leaves alone what only looks like a key: other objects, other methods, a destructured key', () => {
    expect(lint("const { queryKey } = query; export const first = queryKey; export const o = { key: ['a'] };")).toEqual([]);
    expect(lint("useMutation({ mutationKey: ['save'] }); map.set(['a'], 1);")).toEqual([]);
  });
});
