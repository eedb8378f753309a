// The hooks, the migrations and the volume generator load libraries with require(`${__hooks}/lib/...`),
// a path PocketBase resolves only when it runs them: a library converted to TypeScript (backend/src,
// bundled into lib/server.js) and still required by its old path would fail in production only. Every
// such path must exist once the bundles are built, and every room named in lib/server.js must be one.
// And no library the bundle loads may load the bundle as it loads: goja would hand it a half-made one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleDomain } from '../scripts/domain-bundle.mjs';
import { BACKEND_DIR, HOOKS_DIR, MIGRATIONS_DIR } from '../scripts/runner.mjs';
import { SERVER_BUNDLE, bundleServer } from '../scripts/server-bundle.mjs';

const require = createRequire(import.meta.url);
const REQUIRED = /require\(\s*(?:`\$\{__hooks\}|__hooks \+ ['"])(\/[^`'"]+)[`'"]\s*\)(?:\.(\w+))?/g;

function sources(): Array<{ file: string; text: string }> {
  const files = [
    ...readdirSync(HOOKS_DIR, { recursive: true, encoding: 'utf8' }).map((file) => join(HOOKS_DIR, file)),
    ...readdirSync(MIGRATIONS_DIR).map((file) => join(MIGRATIONS_DIR, file)),
    join(BACKEND_DIR, 'bench/volume/generate.js'),
  ];
  return files
    .filter((file) => file.endsWith('.js') && file !== SERVER_BUNDLE && !file.endsWith('/lib/domain.js'))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

const requires = sources().flatMap(({ file, text }) =>
  [...text.matchAll(REQUIRED)].map((match) => ({ file: file.slice(BACKEND_DIR.length + 1), path: match[1] ?? '', member: match[2] })),
);

beforeAll(async () => {
  bundleDomain();
  await bundleServer();
});

describe("the hooks' requires", () => {
  it('are found (the scan reads them)', () => {
    expect(requires.some((r) => r.path === '/lib/server.js')).toBe(true);
    // Every library of the hooks is in the server bundle now: the domain rules are loaded by it.
    expect([...readFileSync(SERVER_BUNDLE, 'utf8').matchAll(REQUIRED)].some((match) => match[1] === '/lib/domain.js')).toBe(true);
  });

  it('name files that exist', () => {
    expect(requires.filter((r) => !existsSync(join(HOOKS_DIR, r.path))).map((r) => `${r.file}: ${r.path}`)).toEqual([]);
  });

  it('make no loop through the server bundle as libraries load', () => {
    // What each file loads as it loads: its requires at the top level, not inside functions.
    const loads = new Map<string, string[]>();
    for (const { file, text } of [...sources(), { file: SERVER_BUNDLE, text: readFileSync(SERVER_BUNDLE, 'utf8') }]) {
      const topLevel = text
        .split('\n')
        .filter((line) => /^(?:const|let|var|\s+module2\.exports =)/.test(line))
        .join('\n');
      loads.set(
        file.slice(HOOKS_DIR.length),
        [...topLevel.matchAll(REQUIRED)].map((match) => match[1] ?? ''),
      );
    }
    const loops: string[] = [];
    const visit = (path: string, trail: string[]) => {
      if (trail.includes(path)) {
        if (path === '/lib/server.js') loops.push([...trail, path].join(' -> '));
        return;
      }
      for (const next of loads.get(path) ?? []) visit(next, [...trail, path]);
    };
    visit('/lib/server.js', []);
    expect(loops).toEqual([]);
  });

  it("name only the server bundle's rooms", () => {
    const server = require(SERVER_BUNDLE) as Record<string, unknown>;
    const unknown = requires.filter((r) => r.path === '/lib/server.js' && r.member && !(r.member in server));
    expect(unknown.map((r) => `${r.file}: ${r.member}`)).toEqual([]);
  });
});
