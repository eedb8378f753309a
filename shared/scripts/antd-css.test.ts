import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdTheme, studentTheme } from '../src/theme.ts';
import { antdThemeConfig } from '../ui/theme-provider.tsx';
import { antdVersion, fileName, generate, specimens, staleFiles } from './antd-css.mjs';

const repo = resolve(import.meta.dirname, '..', '..');
/** Where the portal's screens are written: every antd component they import needs its stylesheet. */
const sourceDirs = ['shell/src', 'parent-app/src', 'student-app/src', 'creator-app/src', 'shared/ui', 'shared/src'];
/** antd's exports that are no component with styles of its own. */
const styleless = new Set(['ConfigProvider', 'theme']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A rule's selectors: split at its commas, not at those inside `:where(...)`. */
function selectorList(selectors: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < selectors.length; at += 1) {
    if (selectors[at] === '(') depth += 1;
    else if (selectors[at] === ')') depth -= 1;
    else if (selectors[at] === ',' && depth === 0) {
      list.push(selectors.slice(start, at));
      start = at + 1;
    }
  }
  return [...list, selectors.slice(start)];
}

/** What a source file lacks: for each antd component it imports, the stylesheet it must import beside it. */
export function missingStylesheets(source: string): string[] {
  const missing: string[] = [];
  for (const [, list = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
    const components = list
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name)
      .filter((name) => !styleless.has(name));
    for (const component of components) {
      if (!(component in specimens))
        missing.push(`${component} (no stylesheet is made for it: add it to the specimens of shared/scripts/antd-css.mjs)`);
      else if (!source.includes(`import 'shared/antd-css/${fileName(component)}.js';`))
        missing.push(`import 'shared/antd-css/${fileName(component)}.js';`);
    }
  }
  if (/from 'antd\/es\/(?!locale|date-picker\/locale|table\/interface)/.test(source))
    missing.push("a component from antd/es/... (import it from 'antd', beside its stylesheet)");
  return missing;
}

describe("antd's stylesheets made at build time", () => {
  const made = generate();

  it(`are the ones antd ${antdVersion} makes (after an antd upgrade: pnpm antd-css)`, () => {
    expect(staleFiles(made)).toEqual([]);
  });

  it('do not depend on the theme: light, dark and the child area all read them through CSS variables', () => {
    const differing = [antdTheme, studentTheme].flatMap((theme, area) =>
      (['light', 'dark'] as const).flatMap((mode) =>
        [...generate(antdThemeConfig(theme, mode))]
          .filter(([path, text]) => made.get(path) !== text)
          .map(([path]) => `${path} (${area ? 'child' : 'adult'}, ${mode})`),
      ),
    );
    expect(differing).toEqual([]);
  });

  it("style antd's own elements only, as antd's hashed class names did: no rule reaches the page's other elements", () => {
    const unscoped = [...made]
      .filter(([path]) => path.endsWith('.css'))
      .flatMap(([path, css]) =>
        [
          ...css
            .replace(/\/\*[^*]*\*\//g, '')
            .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
            .matchAll(/([^{}]+)\{[^{}]*\}/g),
        ]
          .flatMap(([, selectors = '']) => selectorList(selectors))
          .map((selector) => selector.replace(/^\s*@[^{]*\{/, '').trim())
          .filter((selector) => selector && !/\.ant|\[class[\^*]="ant-"\]/.test(selector))
          .map((selector) => `${path}: ${selector}`),
      );
    expect(unscoped).toEqual([]);
  });

  it('are imported beside every antd component a screen imports', () => {
    const lacking = sourceDirs
      .flatMap(sourceFiles)
      .map((file) => ({ file: relative(repo, file), missing: missingStylesheets(readFileSync(file, 'utf8')) }))
      .filter(({ missing }) => missing.length > 0);
    expect(lacking).toEqual([]);
  });

  it('notice a component imported without its stylesheet, and one no stylesheet is made for', () => {
    expect(missingStylesheets("import { Button, type ButtonProps } from 'antd';\nimport 'shared/antd-css/button.js';")).toEqual([]);
    expect(missingStylesheets("import { Button, Tag } from 'antd';\nimport 'shared/antd-css/button.js';")).toEqual([
      "import 'shared/antd-css/tag.js';",
    ]);
    expect(missingStylesheets("import { Rate } from 'antd';")).toEqual([expect.stringContaining('Rate (no stylesheet is made for it')]);
  });
});
