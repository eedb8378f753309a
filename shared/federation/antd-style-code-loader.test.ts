import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { withoutStyleFunctions } = require('./antd-style-code-loader.cjs') as {
  withoutStyleFunctions: (code: string) => { code: string; count: number };
};
const HOOK_CALL = /\b(genStyleHooks|genSubStyleComponent|genComponentStyleHook)\(/g;

/** antd's modules that define a style hook, as the installed antd ships them. */
function antdStyleModules(): Array<{ path: string; code: string }> {
  const es = join(dirname(require.resolve('antd/package.json')), 'es');
  return readdirSync(es, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => ({ path: join(entry.parentPath, entry.name), code: readFileSync(join(entry.parentPath, entry.name), 'utf8') }))
    .filter(({ code }) => (code.match(HOOK_CALL) ?? []).length > 0);
}

/** An ES module's body as a script, to check that it still parses (imports and exports aside). */
function asScript(code: string): string {
  return code
    .replace(/^import [^;]*;$/gm, '')
    .replace(/^export default /gm, 'const moduleDefault = ')
    .replace(/^export (const|function|let) /gm, '$1 ')
    .replace(/^export \{[^}]*\};?$/gm, '');
}

describe("antd's style functions left out of the bundle", () => {
  it('put an empty style function in place of the second argument, strings and brackets inside it included', () => {
    const source = [
      "export default genStyleHooks(['Button', 'compact'], token => [{ [`${token.a}-b`]: { content: '\"),' } }, fn(token, (x) => x)], prepare, { unitless: { a: true } });",
      "const other = genSubStyleComponent('Form', genFormStyle, prepare);",
    ].join('\n');
    expect(withoutStyleFunctions(source)).toEqual({
      code: [
        "export default genStyleHooks(['Button', 'compact'], () => [], prepare, { unitless: { a: true } });",
        "const other = genSubStyleComponent('Form', () => [], prepare);",
      ].join('\n'),
      count: 2,
    });
  });

  it("replace every style hook's function in the installed antd, and leave each module valid", () => {
    const modules = antdStyleModules();
    expect(modules.length).toBeGreaterThan(50);
    const failures = modules.flatMap(({ path, code }) => {
      const { code: replaced, count } = withoutStyleFunctions(code);
      const problems: string[] = [];
      if (count !== (code.match(HOOK_CALL) ?? []).length)
        problems.push(`${path}: ${count} of ${(code.match(HOOK_CALL) ?? []).length} replaced`);
      try {
        expect(new Function(asScript(replaced))).toBeTypeOf('function');
      } catch (error) {
        problems.push(`${path}: ${String(error)}`);
      }
      return problems;
    });
    expect(failures).toEqual([]);
  });
});
