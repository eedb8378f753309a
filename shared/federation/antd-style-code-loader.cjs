// antd with `zeroRuntime` never runs its style functions: each component's style hook returns before it
// would (@ant-design/cssinjs-utils, genComponentStyleHook), the styles come from shared/antd-css, made at
// build time. The functions were still bundled, as the second argument of each hook's definition
// (`genStyleHooks('Button', token => [...], prepareComponentToken)`), and with them every helper they
// call. This loader, for antd's own modules, puts an empty style function in that argument's place, so
// the bundler drops the rest; the component tokens (the third argument), which the CSS variables read at
// run time, stay.
'use strict';

const HOOK = /\b(genStyleHooks|genSubStyleComponent|genComponentStyleHook)\(/g;
const CLOSERS = { '(': ')', '[': ']', '{': '}' };

/** The index of the last character of the string or comment that starts at `at`, or -1 if none does. */
function skipLiteral(code, at) {
  const char = code[at];
  if (char === '/' && code[at + 1] === '/') return code.indexOf('\n', at) === -1 ? code.length : code.indexOf('\n', at);
  if (char === '/' && code[at + 1] === '*') return code.indexOf('*/', at + 2) + 1;
  if (char !== "'" && char !== '"' && char !== '`') return -1;
  for (let index = at + 1; index < code.length; index += 1) {
    if (code[index] === '\\') index += 1;
    else if (char === '`' && code[index] === '$' && code[index + 1] === '{') index = expressionEnd(code, index + 2, false);
    else if (code[index] === char) return index;
  }
  throw new Error(`An unterminated string at ${at}`);
}

/**
 * From `start`, the index of the first bracket that closes one opened before `start`, or, with
 * `atComma`, of the first comma outside any bracket: the end of an expression or of a call's argument.
 */
function expressionEnd(code, start, atComma) {
  const open = [];
  for (let index = start; index < code.length; index += 1) {
    const skipped = skipLiteral(code, index);
    if (skipped >= 0) {
      index = skipped;
      continue;
    }
    const char = code[index];
    if (CLOSERS[char]) open.push(CLOSERS[char]);
    else if (char === ')' || char === ']' || char === '}') {
      if (open.length === 0) return index;
      if (open.pop() !== char) throw new Error(`A mismatched ${char} at ${index}`);
    } else if (atComma && char === ',' && open.length === 0) return index;
  }
  throw new Error(`An unclosed expression from ${start}`);
}

/** The module with an empty style function in each style hook's definition; `count`: how many it replaced. */
function withoutStyleFunctions(code) {
  let result = '';
  let copied = 0;
  let count = 0;
  for (const match of code.matchAll(HOOK)) {
    if (match.index < copied) continue;
    const firstEnd = expressionEnd(code, match.index + match[0].length, true);
    if (code[firstEnd] !== ',') continue;
    const secondEnd = expressionEnd(code, firstEnd + 1, true);
    result += `${code.slice(copied, firstEnd + 1)} () => []`;
    copied = secondEnd;
    count += 1;
  }
  return { code: result + code.slice(copied), count };
}

module.exports = function antdStyleCodeLoader(source) {
  return withoutStyleFunctions(source).code;
};
module.exports.withoutStyleFunctions = withoutStyleFunctions;
