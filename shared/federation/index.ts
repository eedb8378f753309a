import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The libraries every app shares as singletons, with versions read from what is
 * installed (pnpm's `catalog:` and `workspace:*` mean nothing to the federation
 * runtime). antd is deliberately not shared: each app bundles only the components it
 * uses, and the landing page loads none.
 */
const singletons = [
  'react',
  // Compiled JSX calls it: shared by its own key, or each chunk carries a copy.
  'react/jsx-runtime',
  'react-dom',
  // antd's utilities import the client entry directly: shared by its own key, or each remote brings a copy.
  'react-dom/client',
  'jotai',
  'pocketbase',
  '@tanstack/react-query',
  // react-query's core, also imported directly by the saved copy's persister (shared/src/query-persistence.ts).
  '@tanstack/query-core',
] as const;

/** The package a module specifier belongs to: `react-dom` for `react-dom/client`, `@scope/name` for a scoped one. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The version of an installed package, found beside its entry (some packages do not export package.json). */
function installedVersion(require: NodeJS.Require, name: string): { version: string; dir: string } {
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (manifest.name === name) return { version: manifest.version, dir };
    } catch {
      // no package.json at this level: keep climbing
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the installed version of ${name}`);
    dir = parent;
  }
}

interface SharedConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
}

export function sharedDependencies(appDir: string) {
  const fromApp = createRequire(`${appDir}/package.json`);
  const versions = singletons.map((name): [string, string] => [name, installedVersion(fromApp, packageOf(name)).version]);
  const shared: Record<string, SharedConfig> = {};
  for (const [name, version] of versions) {
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Only the client and the session must be one object at run time; the rest of shared
  // (texts, rules, UI) is bundled by each app, so a remote ships without the shell.
  shared['shared/session'] = { singleton: true, requiredVersion: false };
  // The router's contexts must be one object too (shared/src/router).
  shared['shared/router'] = { singleton: true, requiredVersion: false };
  return shared;
}

/** Where each remote's manifest lives unless the environment says otherwise. */
export const defaultPorts = {
  shell: 3000,
  parent_app: 3001,
  student_app: 3002,
  creator_app: 3003,
} as const;

export type AppName = keyof typeof defaultPorts;

const portVariables: Record<AppName, string> = {
  shell: 'SHELL_PORT',
  parent_app: 'PARENT_APP_PORT',
  student_app: 'STUDENT_APP_PORT',
  creator_app: 'CREATOR_APP_PORT',
};

const urlVariables: Record<AppName, string> = {
  shell: 'SHELL_URL',
  parent_app: 'PARENT_APP_URL',
  student_app: 'STUDENT_APP_URL',
  creator_app: 'CREATOR_APP_URL',
};

export type RemoteApp = Exclude<AppName, 'shell'>;
export const remoteApps: readonly RemoteApp[] = ['parent_app', 'student_app', 'creator_app'];

export function portOf(app: AppName, env: NodeJS.ProcessEnv = process.env): number {
  const value = env[portVariables[app]];
  return value ? Number(value) : defaultPorts[app];
}

/** The origins an app's variable names, comma-separated (`SHELL_URL` may name several shells). */
function originsOf(app: AppName, env: NodeJS.ProcessEnv): string[] {
  const value = env[urlVariables[app]] ?? `http://localhost:${portOf(app, env)}`;
  return value
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The public origin of an app, e.g. `http://localhost:3001`; for the shell, the first of `SHELL_URL`. */
export function originOf(app: AppName, env: NodeJS.ProcessEnv = process.env): string {
  const [origin] = originsOf(app, env);
  if (!origin) throw new Error(`${urlVariables[app]} names no address`);
  return origin;
}

/**
 * Every origin a shell is published at: the remotes let these, and only these, load them. Usually one;
 * `SHELL_URL` names several (comma-separated) when more than one shell loads the same remotes.
 */
export function shellOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...new Set(originsOf('shell', env).map(bareOrigin))];
}

/** The remotes' origins, for the pages' CSP: an app published under a path still loads from its origin. */
export function remoteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...new Set(remoteApps.map((app) => bareOrigin(originOf(app, env))))];
}

/** The origins of every app of the portal: the only ones PocketBase's CORS answers. */
export function appOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...new Set([...shellOrigins(env), ...remoteOrigins(env)])];
}

/** `https://cdn.example.org` for `https://cdn.example.org/parent`: what CORS and CSP compare. */
function bareOrigin(url: string): string {
  return new URL(url).origin;
}

/** The manifest addresses the shell hands to the federation runtime at run time. */
export function remoteManifests(env: NodeJS.ProcessEnv = process.env): Record<RemoteApp, string> {
  return {
    parent_app: `${originOf('parent_app', env)}/mf-manifest.json`,
    student_app: `${originOf('student_app', env)}/mf-manifest.json`,
    creator_app: `${originOf('creator_app', env)}/mf-manifest.json`,
  };
}

export function pocketBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env['POCKETBASE_URL'] ?? `http://127.0.0.1:${env['PB_PORT'] ?? 8090}`;
}

/**
 * The headers PocketBase takes the client's address from (`TRUSTED_PROXY_HEADER`, comma-separated).
 * By default `X-Forwarded-For`, which the apps' own servers write in front of it; set it empty to
 * trust none (docs/deployment.md).
 */
export function trustedProxyHeaders(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env['TRUSTED_PROXY_HEADER'] ?? 'X-Forwarded-For')
    .split(',')
    .map((header) => header.trim())
    .filter(Boolean);
}
