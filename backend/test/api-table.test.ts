import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, DEFAULT_BODY_LIMIT, ROUTE_REFUSALS, type Callers } from '../../shared/src/api/index.ts';
import * as domain from '../../shared/src/domain/index.ts';

// The API table (shared/src/api) against the routes the server registers. Read from the hooks' files, not asked
// of a running PocketBase: a server cannot list its routes, so only the files show a route the table lacks, and
// they give the method, the callers and the body limit as written, where probing would guess them from answers
// (and a route that answers 404 by design would look unregistered). What the routes do with requests is tested
// against the real server elsewhere (authorization-matrix, request-limits, the contract suite).

const HOOKS = resolve(import.meta.dirname, '../pb_hooks');
/** The hooks' TypeScript (bundled into pb_hooks/lib/server.js, which is built and not read here). */
const SERVER = resolve(import.meta.dirname, '../src');
const serverSources = () =>
  readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(resolve(SERVER, file), 'utf8'));

/** The source without its comments, which mention routes that are not registered. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The text of each call of `name(...)` in the source, its parentheses balanced. */
function callsOf(source: string, name: string): string[] {
  const calls: string[] = [];
  let from = 0;
  for (;;) {
    const start = source.indexOf(`${name}(`, from);
    if (start < 0) return calls;
    let depth = 0;
    let end = start + name.length;
    for (; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(start + name.length + 1, end));
    from = end;
  }
}

/** A byte count as the hooks write it: a number, a product (`8 * 1024`), or a library's constant holding one. */
function bytesOf(expression: string): number {
  const exported = /^require\(`\$\{__hooks\}\/lib\/server\.js`\)\.\w+\.(\w+)$/.exec(expression.trim());
  if (exported) {
    const declared = serverSources()
      .map((source) => new RegExp(`^export const ${exported[1]} = ([^;]+);`, 'm').exec(source))
      .find(Boolean);
    if (!declared) throw new Error(`backend/src exports no ${exported[1]}`);
    return bytesOf(declared[1]!);
  }
  const constant = /^require\(`\$\{__hooks\}\/(lib\/[\w/-]+\.js)`\)\.(\w+)$/.exec(expression.trim());
  if (constant) {
    const [, file, name] = constant;
    const declared = new RegExp(`^const ${name} = ([^;]+);`, 'm').exec(readFileSync(resolve(HOOKS, file!), 'utf8'));
    if (!declared) throw new Error(`${file} declares no ${name}`);
    return bytesOf(declared[1]!);
  }
  if (!/^[\d\s*]+$/.test(expression)) throw new Error(`A body limit this test cannot read: ${expression}`);
  return expression.split('*').reduce((product, factor) => product * Number(factor), 1);
}

interface Registered {
  file: string;
  method: string;
  path: string;
  callers: Callers;
  bodyLimit: number;
}

function registeredRoutes(): Registered[] {
  const files = readdirSync(HOOKS).filter((file) => file.endsWith('.pb.js'));
  const defaults = files.flatMap((file) => callsOf(withoutComments(readFileSync(resolve(HOOKS, file), 'utf8')), 'routerUse'));
  const defaultLimit = defaults.map((use) => /^\$apis\.bodyLimit\((.+)\)$/.exec(use.trim())?.[1]).find(Boolean);
  expect(defaultLimit && bytesOf(defaultLimit), 'the body limit of routes that set none (routerUse)').toBe(DEFAULT_BODY_LIMIT);
  return files.flatMap((file) =>
    callsOf(withoutComments(readFileSync(resolve(HOOKS, file), 'utf8')), 'routerAdd').map((call) => {
      const head = /^\s*'(\w+)',\s*'([^']+)',/.exec(call);
      if (!head) throw new Error(`${file}: a route registered without a literal method and path: routerAdd(${call.slice(0, 80)}`);
      const auth = callsOf(call, '$apis.requireAuth');
      const names = auth[0]?.match(/'(\w+)'/g)?.map((quoted) => quoted.slice(1, -1) as 'parents' | 'students' | 'creators');
      const limit = callsOf(call, '$apis.bodyLimit')[0];
      return {
        file,
        method: head[1]!,
        path: head[2]!,
        callers: auth.length === 0 ? 'public' : names?.length ? names.toSorted() : 'signed-in',
        bodyLimit: limit === undefined ? DEFAULT_BODY_LIMIT : bytesOf(limit),
      };
    }),
  );
}

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const table = Object.entries(API).map(([name, route]) => ({
  name,
  method: route.method,
  path: route.path,
  callers: typeof route.callers === 'string' ? route.callers : route.callers.toSorted(),
  bodyLimit: route.bodyLimit,
}));

describe('the API table and the server', () => {
  const registered = registeredRoutes();

  it('reads the routes of the hooks', () => {
    expect(registered.length).toBeGreaterThan(20);
  });

  it('has every route the server registers, and only those', () => {
    expect(table.map(key).toSorted(), 'routes in shared/src/api/routes.ts').toEqual(registered.map(key).toSorted());
  });

  it('gives each route the callers and body limit the server gives it', () => {
    const asRegistered = registered.map((route) => ({ route: key(route), callers: route.callers, bodyLimit: route.bodyLimit }));
    const inTable = registered.map((route) => {
      const entry = table.find((candidate) => key(candidate) === key(route));
      return { route: key(route), callers: entry?.callers, bodyLimit: entry?.bodyLimit };
    });
    expect(inTable).toEqual(asRegistered);
  });

  // A refusal's sentence is written in the hooks or in the domain rules they read (the domain bundle): a
  // sentence changed on the server and not in the table (which the mocks answer with) fails here.
  it('words each refusal as the server does', () => {
    const hooks = readdirSync(HOOKS, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js') && file !== 'lib/domain.js' && file !== 'lib/server.js')
      .map((file) => readFileSync(resolve(HOOKS, file), 'utf8'))
      .concat(serverSources());
    const domainTexts = JSON.stringify(domain);
    const written = (text: string) =>
      hooks.some((source) => source.includes(text)) || domainTexts.includes(JSON.stringify(text).slice(1, -1));
    const unwritten = Object.entries(ROUTE_REFUSALS).flatMap(([name, refusals]) =>
      refusals
        .map(({ message }) => message)
        .filter((message) => !written(message) && !written(message.replace(/\.$/, '')))
        .map((message) => `${name}: ${message}`),
    );
    expect(unwritten).toEqual([]);
  });
});
