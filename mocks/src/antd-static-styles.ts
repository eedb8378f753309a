// antd in the component tests without its runtime CSS-in-JS. In jsdom, antd's injected style tags
// made every query by role slow: the accessible name of each element reads its computed style, and
// jsdom matches every injected rule and copies every declaration to compute it. The tests render
// antd with `zeroRuntime` (renderRoute), as the apps do, and get, once, the rules of the stylesheets the
// apps ship (shared/antd-css, made by shared/scripts/antd-css.mjs) for the only properties jsdom's
// computed style serves them: what hides an element from a query or from `toBeVisible` (display,
// visibility, opacity) and what makes user-event refuse a click (pointer-events). All of them at once:
// a component test renders a whole screen, whose files import their components' stylesheets.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const OBSERVED = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** The top-level blocks of a stylesheet: each one's prelude (selector or at-rule) and body, quoted text kept whole. */
function blocks(css: string): Array<{ prelude: string; body: string }> {
  const found: Array<{ prelude: string; body: string }> = [];
  let start = 0;
  let open = -1;
  let depth = 0;
  let quote = '';
  for (let at = 0; at < css.length; at += 1) {
    const char = css[at];
    if (quote) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      if (depth === 0) open = at;
      depth += 1;
    } else if (char === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        found.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, at) });
        start = at + 1;
      }
    }
  }
  return found;
}

/** A stylesheet's rules with only the declarations jsdom's computed style serves the tests; @media and the like kept around them. */
export function visibilityRules(css: string): string {
  let kept = '';
  for (const { prelude, body } of blocks(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    if (prelude.startsWith('@keyframes') || prelude.startsWith('@font-face')) continue;
    if (prelude.startsWith('@')) {
      const inner = visibilityRules(body);
      if (inner) kept += `${prelude}{${inner}}`;
      continue;
    }
    const declarations = body
      .split(';')
      .filter((declaration) => OBSERVED.has(declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase()));
    if (declarations.length > 0) kept += `${prelude}{${declarations.map((declaration) => declaration.trim()).join(';')}}`;
  }
  return kept;
}

/** The apps' antd stylesheets, reduced to what the tests observe. */
export function antdTestStyles(): string {
  const styles = join(dirname(createRequire(import.meta.url).resolve('shared/antd-css/button.js')), 'styles');
  return readdirSync(styles)
    .map((file) => visibilityRules(readFileSync(join(styles, file), 'utf8')))
    .join('');
}
