// antd's CSS made at build time, one stylesheet per antd component the apps use, so that the apps run
// antd with `zeroRuntime` (no styles made while React renders) and a screen carries only the CSS of the
// components it shows. Each component is rendered alone on the server into its own style cache
// (@ant-design/cssinjs, the cache antd's runtime would have filled in the browser), with hashed class
// names off, as antd's own dist/antd.css is made; what the cache holds is written out:
//
//   antd-css/styles/<group>.css    the rules of one of antd's style groups (Button, Input, Grid...)
//   antd-css/<component>.js        what one exported component needs: imports of its groups' stylesheets
//
// The component's file is a module rather than a stylesheet of @imports: such a stylesheet is empty once
// bundled, and every lazy chunk that imported one would carry an empty .css file to download.
//
// The rules read antd's CSS variables, which antd still writes at run time from the theme, so light and
// dark (and the child's larger type) come from the one stylesheet. Every file names the antd version it
// was made from; antd-css.test.ts fails when they are stale (an antd upgrade: run `pnpm antd-css`) or
// when a source file imports an antd component without its stylesheet.
//
// Usage: node shared/scripts/antd-css.mjs [--check]
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// antd's own copy of the style cache: the one its components write to.
const cssinjs = createRequire(require.resolve('antd'))('@ant-design/cssinjs');
const antd = require('antd');
const React = require('react');
const { renderToString } = require('react-dom/server');

export const outputDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'antd-css');
export const antdVersion = antd.version;

const h = React.createElement;
/** antd's popups drawn inline, as its own style extraction draws them: a server render opens no popup. */
const PANEL = '_InternalPanelDoNotUseOrYouWillBeFired';
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

/**
 * Each component as the apps may show it, with every part that brings styles of its own: sub-components,
 * states, and the panels of popups (which a server render does not open: antd's internal panels draw them inline).
 */
export const specimens = {
  Alert: () => [
    h(antd.Alert, {
      key: 1,
      type: 'error',
      showIcon: true,
      title: 'a',
      description: 'b',
      closable: true,
      action: h(antd.Button, null, 'a'),
    }),
  ],
  Button: () => [
    h(antd.Button, { key: 1, type: 'primary', loading: true, icon: h('span') }, 'a'),
    h(antd.Button, { key: 2, danger: true, type: 'link' }, 'b'),
  ],
  Card: () => [h(antd.Card, { key: 1, title: 'a', extra: 'b', actions: [h('span', { key: 1 }, 'c')], loading: false }, 'd')],
  Checkbox: () => [h(antd.Checkbox, { key: 1, indeterminate: true }, 'a'), h(antd.Checkbox.Group, { key: 2, options })],
  Col: () => [h(antd.Col, { key: 1, span: 12, xs: 24, md: 8 })],
  DatePicker: () => [
    h(antd.DatePicker, { key: 1, allowClear: true }),
    h(antd.DatePicker[PANEL], { key: 2, showTime: true, showNow: true }),
  ],
  Descriptions: () => [
    h(antd.Descriptions, { key: 1, bordered: true, title: 'a', column: 1, items: [{ key: 'a', label: 'a', children: 'b' }] }),
  ],
  Flex: () => [h(antd.Flex, { key: 1, gap: 'small', wrap: true, vertical: true, align: 'center', justify: 'space-between' })],
  Form: () => [
    h(
      antd.Form,
      { key: 1, layout: 'vertical', requiredMark: true },
      h(
        antd.Form.Item,
        { label: 'a', name: 'a', required: true, help: 'b', validateStatus: 'error', hasFeedback: true, extra: 'c', tooltip: 'd' },
        h('input'),
      ),
      h(antd.Form.Item, { label: 'b', name: 'b', validateStatus: 'warning', help: 'c' }, h('input')),
    ),
  ],
  Input: () => [
    h(antd.Input, { key: 1, allowClear: true, prefix: 'a', suffix: 'b', showCount: true, maxLength: 3, status: 'error' }),
    h(antd.Input.TextArea, { key: 2, showCount: true, maxLength: 3, autoSize: true }),
    h(antd.Input.Password, { key: 3 }),
    h(antd.Input.Search, { key: 4, enterButton: true, loading: true }),
  ],
  InputNumber: () => [h(antd.InputNumber, { key: 1, prefix: 'a', suffix: 'b', status: 'error' })],
  Modal: () => [
    h(antd.Modal, { key: 1, open: false }),
    h(antd.Modal[PANEL], { key: 2, title: 'a', footer: undefined, closable: true, okButtonProps: { danger: true, loading: true } }, 'b'),
  ],
  Progress: () => [
    h(antd.Progress, { key: 1, percent: 50, status: 'active' }),
    h(antd.Progress, { key: 2, percent: 100, type: 'circle' }),
    h(antd.Progress, { key: 3, percent: 30, steps: 5, size: 'small', status: 'exception' }),
  ],
  Radio: () => [
    h(antd.Radio, { key: 1 }, 'a'),
    h(antd.Radio.Group, { key: 2, options, optionType: 'button', buttonStyle: 'solid' }),
    h(antd.Radio.Group, { key: 3 }, h(antd.Radio.Button, { value: 'a' }, 'a')),
  ],
  Row: () => [h(antd.Row, { key: 1, gutter: [16, 16], wrap: true })],
  Select: () => [
    h(antd.Select, { key: 1, options, allowClear: true, showSearch: true, loading: true }),
    h(antd.Select, { key: 2, mode: 'multiple', options, value: ['a'] }),
    h(antd.Select[PANEL], { key: 3, options: [] }),
    // What an open list without options shows; the panel above opens through a portal, which a server render leaves out.
    h(antd.Empty, { key: 4, image: antd.Empty.PRESENTED_IMAGE_SIMPLE }),
  ],
  Space: () => [
    h(antd.Space, { key: 1, wrap: true, separator: '|' }, 'a', 'b'),
    h(antd.Space.Compact, { key: 2, block: true }, h('span', null, 'a')),
  ],
  Table: () => [
    h(antd.Table, {
      key: 1,
      rowKey: 'a',
      size: 'middle',
      loading: true,
      columns: [
        { key: 'a', dataIndex: 'a', title: 'A', sorter: true, sortOrder: 'ascend' },
        { key: 'b', dataIndex: 'b', title: 'B', ellipsis: true },
      ],
      dataSource: [{ a: '1', b: '2' }],
      rowSelection: { selectedRowKeys: ['1'] },
      pagination: { current: 1, pageSize: 1, total: 40, showSizeChanger: false, showTotal: (total) => String(total) },
    }),
    h(antd.Table, {
      key: 2,
      size: 'small',
      columns: [{ key: 'a', dataIndex: 'a', title: 'A' }],
      dataSource: [],
      locale: { emptyText: 'a' },
    }),
  ],
  Tag: () => [
    h(antd.Tag, { key: 1, color: 'success', closable: true, icon: h('span') }, 'a'),
    h(antd.Tag, { key: 2, color: '#4f46e5', variant: 'outlined' }, 'b'),
  ],
  Typography: () => [
    h(antd.Typography.Paragraph, { key: 1, type: 'secondary', strong: true, copyable: true, ellipsis: true }, 'a'),
    h(antd.Typography.Title, { key: 2, level: 3 }, 'b'),
    h(antd.Typography.Text, { key: 3, code: true, mark: true }, 'c'),
    h(antd.Typography.Link, { key: 4, href: '#' }, 'd'),
  ],
};

/** An antd component's stylesheet's file name: `InputNumber` → `input-number`. */
export function fileName(component) {
  return component.replace(/[A-Z]/g, (letter, at) => (at ? '-' : '') + letter.toLowerCase());
}

/**
 * The cache entries of antd's style groups that one component's specimen puts in the cache, by group.
 * An entry is named `style%%<Group>-<part>%<prefix>%<icon prefix>`; `Shared` is antd's reset of links and
 * icons that every component registers. @ant-design/icons writes its own small stylesheet itself and is left out.
 */
function renderEntries(component, theme) {
  const cache = cssinjs.createCache();
  renderToString(
    h(
      cssinjs.StyleProvider,
      { cache },
      h(antd.ConfigProvider, { theme: { ...theme, hashed: false, zeroRuntime: false } }, ...specimens[component]()),
    ),
  );
  const groups = new Map();
  for (const [key, value] of cache.cache) {
    const [type, , path] = key.split('%');
    if (type !== 'style' || path === 'ant-design-icons') continue;
    const group = path.split('-')[0];
    groups.set(group, new Map([...(groups.get(group) ?? []), [key, value]]));
  }
  return groups;
}

/** antd's shared reset: the links' rules scoped to antd's elements, the rest (icons, @keyframes) as made. */
function sharedCss(css) {
  const links = css.indexOf('.anticon');
  return links < 0 ? scopeLinkReset(css) : scopeLinkReset(css.slice(0, links)) + css.slice(links);
}

/** A group's entries as CSS, without the map of cache paths that antd's hydration reads. */
function groupCss(entries) {
  const cache = cssinjs.createCache();
  let time = 0;
  for (const [key, value] of entries) {
    cache.cache.set(key, value);
    cache.updateTimes.set(key, (time += 1));
  }
  return cssinjs.extractStyle(cache, { plain: true, types: ['style'] }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}$/, '');
}

/** What antd's hashed class names scoped to at run time: its own elements (every one has a class `ant-...`). */
const antdElements = '[class^="ant-"],[class*=" ant-"]';

/**
 * antd's reset of links, made for antd's own links and the links inside its components: at run time it is
 * scoped by the hashed class name (`a:where(.css-1x2y)`, `:where(.css-1x2y) a`); made without one, it
 * would restyle every link of the page. Scoped here to antd's elements the same way, at the same specificity.
 */
export function scopeLinkReset(css) {
  const rules = [];
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const list = selectors.split(',');
    const scoped = list.every((selector) => /^a(?=$|[:[])/.test(selector.trim()))
      ? list
          .flatMap((selector) => [
            `a:where(${antdElements})${selector.trim().slice(1)}`,
            `:where(${antdElements}) a${selector.trim().slice(1)}`,
          ])
          .join(',')
      : selectors;
    rules.push(`${scoped}{${body}}`);
  }
  return [...new Set(rules)].join('');
}

const header = `/* antd ${antdVersion}: made by shared/scripts/antd-css.mjs (pnpm antd-css), not by hand. */\n`;
const moduleHeader = `// antd ${antdVersion}: made by shared/scripts/antd-css.mjs (pnpm antd-css), not by hand.\n`;

/**
 * Every file of antd-css/ by its path inside it, as the script writes them. Two specimens may reach
 * different parts of one group (an Input.Search's button brings Button's compact part): a group's
 * stylesheet holds every part any specimen reached.
 */
export function generate(theme = {}) {
  const files = new Map();
  const groups = new Map();
  for (const component of Object.keys(specimens)) {
    const reached = renderEntries(component, theme);
    const names = [...reached.keys()].toSorted((a, b) => (a === 'Shared' ? -1 : b === 'Shared' ? 1 : a.localeCompare(b)));
    files.set(`${fileName(component)}.js`, moduleHeader + names.map((group) => `import './styles/${fileName(group)}.css';\n`).join(''));
    for (const [group, entries] of reached) groups.set(group, new Map([...(groups.get(group) ?? []), ...entries]));
  }
  for (const [group, entries] of groups) {
    const css = groupCss(entries);
    files.set(`styles/${fileName(group)}.css`, `${header}${group === 'Shared' ? sharedCss(css) : css}\n`);
  }
  return files;
}

/** The files on disk that differ from what the script would write, or are missing or left over. */
export function staleFiles(expected = generate()) {
  const onDisk = new Map();
  const read = (dir) => {
    for (const entry of readdirSync(join(outputDir, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) read(path);
      else onDisk.set(path, readFileSync(join(outputDir, path), 'utf8'));
    }
  };
  try {
    read('');
  } catch {
    return [...expected.keys()];
  }
  const stale = [...expected].filter(([path, text]) => onDisk.get(path) !== text).map(([path]) => path);
  return [...stale, ...[...onDisk.keys()].filter((path) => !expected.has(path))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = generate();
  if (process.argv.includes('--check')) {
    const stale = staleFiles(files);
    if (stale.length) {
      console.error(`antd's stylesheets are not those of antd ${antdVersion} (run pnpm antd-css): ${stale.join(', ')}`);
      process.exit(1);
    }
  } else {
    rmSync(outputDir, { recursive: true, force: true });
    for (const [path, text] of files) {
      mkdirSync(dirname(join(outputDir, path)), { recursive: true });
      writeFileSync(join(outputDir, path), text);
    }
    console.log(`antd ${antdVersion}: ${files.size} files in ${outputDir}`);
  }
}
