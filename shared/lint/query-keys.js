// The house's rule for TanStack Query keys, enforced by the linter (oxlint JS plugin): every key comes
// from the one factory, `queryKeys` (shared/src/query-keys.ts). The saved copy keeps the reads whose keys
// start as the factory says (keptReads in shared/src/query-persistence.ts), so a key spelt by hand
// elsewhere could drift from it and silently leave a screen out of the copy, or put one in that must
// not be there. Refused:
// - a `queryKey:` in an object (queryOptions, useQuery, invalidateQueries, removeQueries...) that is not
//   taken from `queryKeys` (`queryKeys.children.ofParent(id)`, `queryKeys.questions.all`), from another
//   query's `.queryKey`, or from a variable;
// - the same for the key given to a QueryClient's getQueryData, setQueryData, getQueryState,
//   setQueryDefaults or getQueryDefaults;
// - a part of a key compared with a string (`queryKey[0] === 'results'`): match with `keyStartsWith`.

const KEY_FIRST_METHODS = new Set(['getQueryData', 'setQueryData', 'getQueryState', 'setQueryDefaults', 'getQueryDefaults']);
const COMPARISONS = new Set(['===', '!==', '==', '!=']);
const FACTORY = 'queryKeys';

/** The expression under TypeScript's assertions and optional chaining. */
function bare(node) {
  let current = node;
  while (
    current &&
    ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ChainExpression', 'ParenthesizedExpression'].includes(current.type)
  ) {
    current = current.expression;
  }
  return current;
}

function nameOf(node) {
  if (!node) return undefined;
  if (node.type === 'Identifier') return node.name;
  if ((node.type === 'Literal' || node.type === 'StringLiteral') && typeof node.value === 'string') return node.value;
  return undefined;
}

/** The identifier a chain of members and calls starts from: `queryKeys` for `queryKeys.results.latest(a, b)`. */
function rootOf(node) {
  let current = bare(node);
  while (current) {
    if (current.type === 'MemberExpression') current = bare(current.object);
    else if (current.type === 'CallExpression') current = bare(current.callee);
    else break;
  }
  return current?.type === 'Identifier' ? current.name : undefined;
}

/** Whether an expression is a key from the factory, another query's key, or a variable holding one. */
function fromFactory(node) {
  const value = bare(node);
  if (!value) return true;
  if (value.type === 'Identifier') return true;
  if (value.type === 'MemberExpression' && !value.computed && nameOf(value.property) === 'queryKey') return true;
  return rootOf(value) === FACTORY;
}

/** Whether an expression reads a part of a key: `queryKey[0]`, `query.queryKey[2]`. */
function isKeyPart(node) {
  const value = bare(node);
  if (value?.type !== 'MemberExpression' || !value.computed) return false;
  const object = bare(value.object);
  if (object?.type === 'Identifier') return object.name === 'queryKey';
  return object?.type === 'MemberExpression' && !object.computed && nameOf(object.property) === 'queryKey';
}

const isString = (node) => {
  const value = bare(node);
  return (value?.type === 'Literal' && typeof value.value === 'string') || value?.type === 'TemplateLiteral';
};

const MESSAGE =
  "Take the query key from `queryKeys` (shared/src/query-keys.ts): a key spelt here can drift from the saved copy's list of kept reads";

const rule = {
  meta: { type: 'problem', docs: { description: 'Every TanStack Query key comes from the one factory, queryKeys' } },
  create(context) {
    return {
      Property(node) {
        if (node.computed || nameOf(node.key) !== 'queryKey') return;
        if (node.parent?.type !== 'ObjectExpression') return;
        if (!fromFactory(node.value)) context.report({ node: node.value, message: MESSAGE });
      },
      CallExpression(node) {
        const callee = bare(node.callee);
        if (callee?.type !== 'MemberExpression' || callee.computed || !KEY_FIRST_METHODS.has(nameOf(callee.property))) return;
        const [key] = node.arguments;
        if (key && !fromFactory(key)) context.report({ node: key, message: MESSAGE });
      },
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        if ((isKeyPart(node.left) && isString(node.right)) || (isKeyPart(node.right) && isString(node.left))) {
          context.report({
            node,
            message: 'Match keys with `keyStartsWith(queryKey, queryKeys.<kind>.all)`, not by comparing a part with a string',
          });
        }
      },
    };
  },
};

export default { meta: { name: 'house' }, rules: { 'query-keys': rule } };
