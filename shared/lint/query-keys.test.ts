import { describe, expect, it } from 'vitest';
import { type LintCase, lintCases } from './lint-cases.ts';

const REFUSED =
  "Take the query key from `queryKeys` (shared/src/query-keys.ts): a key spelt here can drift from the saved copy's list of kept reads";
const COMPARED = 'Match keys with `keyStartsWith(queryKey, queryKeys.<kind>.all)`, not by comparing a part with a string';

/** Each test's sources, with the rule's messages on each. */
const tests: Record<string, Array<[source: string, messages: string[]]>> = {
  'refuses a key written as an array in a query, a filter or a QueryClient call': [
    ["export const q = queryOptions({ queryKey: ['children', parentId], queryFn });", [REFUSED]],
    ["void queryClient.invalidateQueries({ queryKey: ['results'] });", [REFUSED]],
    ["queryClient.setQueryData(['result-review', id] as const, review);", [REFUSED]],
    ["export const seen = client.getQueryData<string[]>(['children', id]);", [REFUSED]],
  ],
  'refuses a key built by a function of its own, which hides the array from the rule': [
    ["const keyOf = (id: string) => ['notifications', id] as const; useQuery({ queryKey: keyOf(id), queryFn });", [REFUSED]],
  ],
  'refuses matching a key by comparing its parts with strings': [
    ["queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] === 'results' });", [COMPARED]],
    ["queryClient.invalidateQueries({ predicate: (query) => 'quiz' !== query.queryKey[0] });", [COMPARED]],
  ],
  "allows keys from the factory, another query's key, and a variable holding a key": [
    ['export const q = queryOptions({ queryKey: queryKeys.children.ofParent(parentId), queryFn });', []],
    ['void queryClient.invalidateQueries({ queryKey: queryKeys.results.all });', []],
    ['queryClient.setQueryData(queryKeys.resultReview.of(id)!, review);', []],
    ['queryClient.setQueryData(childrenQuery(id).queryKey, children);', []],
    ['keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }));', []],
    ['queryClient.removeQueries({ predicate: ({ queryKey }) => !keyStartsWith(queryKey, queryKeys.quiz.all) });', []],
  ],
  'leaves alone what only looks like a key: other objects, other methods, a destructured key': [
    ["const { queryKey } = query; export const first = queryKey; export const o = { key: ['a'] };", []],
    ["useMutation({ mutationKey: ['save'] }); map.set(['a'], 1);", []],
  ],
};

// Each source in a file of its own, linted with the rule alone.
let files = 0;
const cases: Record<string, LintCase[]> = Object.fromEntries(
  Object.entries(tests).map(([name, list]) => [
    name,
    list.map(([source, messages]): LintCase => [`source-${(files += 1)}.ts`, source, messages]),
  ]),
);
const found = lintCases('house.js', 'query-keys', Object.values(cases).flat());

describe('the query-keys rule', () => {
  it.each(Object.entries(cases))('%s', (_name, list) => {
    expect(list.map(([path, source]) => ({ source, messages: found[path] }))).toEqual(
      list.map(([, source, messages]) => ({ source, messages })),
    );
  });
});
