// Builds pb_hooks/lib/server.js: the hooks' code written in TypeScript (backend/src) bundled by esbuild
// into one CommonJS file for PocketBase's JavaScript engine, as scripts/domain-bundle.mjs bundles the
// domain rules. Built, never committed (.gitignore): every start of PocketBase through runner.mjs builds
// it first (`pnpm --filter backend build` for a PocketBase started some other way), and `pnpm dev`
// rebuilds it as backend/src changes (PocketBase then reloads its hooks). The hooks load it with
// require(`${__hooks}/lib/server.js`), one namespace per room (src/index.ts).
// What the TypeScript imports from the domain rules (src/domain.ts) and from libraries of pb_hooks/lib
// not yet converted is not bundled again: it is loaded as the hooks load it, so each engine holds one
// copy of every library and of whatever it remembers.
import { build, context } from 'esbuild';
import { relative, resolve, sep } from 'node:path';
import { HOOKS_BUNDLE_OPTIONS, writeBundle } from './domain-bundle.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = resolve(ROOT, 'backend/pb_hooks/lib/server.js');
const ENTRY = resolve(ROOT, 'backend/src/index.ts');
const LIB_DIR = resolve(ROOT, 'backend/pb_hooks/lib');
const DOMAIN_DIR = resolve(ROOT, 'shared/src/domain');
const DOMAIN_INDEX = resolve(DOMAIN_DIR, 'index.ts');

const HEADER =
  '// Built by backend/scripts/server-bundle.mjs from backend/src: do not edit, change the TypeScript.\n' +
  '// The hooks load it with require(`${__hooks}/lib/server.js`).\n';

/** The names shared/src/domain exports (what lib/domain.js holds). */
async function domainNames() {
  const { metafile } = await build({
    entryPoints: [DOMAIN_INDEX],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    logLevel: 'silent',
  });
  return Object.values(metafile.outputs).flatMap((output) => output.exports);
}

/** @type {import('esbuild').Plugin} */
const hooksLibraries = {
  name: 'hooks-libraries',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, (args) => {
      const path = resolve(args.resolveDir, args.path);
      if (path === DOMAIN_INDEX) return { path: 'domain.js', namespace: 'hooks-lib' };
      if (path.startsWith(DOMAIN_DIR + sep) && !args.importer.startsWith(DOMAIN_DIR + sep)) {
        return {
          errors: [
            { text: `${args.path}: import the domain rules through backend/src/domain.ts, which the hooks load from lib/domain.js` },
          ],
        };
      }
      if (path.startsWith(LIB_DIR + sep)) return { path: relative(LIB_DIR, path), namespace: 'hooks-lib' };
      return undefined;
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'hooks-lib' }, async (args) => {
      const required = `require(__hooks + ${JSON.stringify(`/lib/${args.path.split(sep).join('/')}`)})`;
      if (args.path !== 'domain.js') return { contents: `module.exports = ${required};`, loader: 'js' };
      // The domain rules by name, read once into plain variables of the bundle. Re-exported as a CommonJS
      // module (export *), every rule became two getters made each time an engine loads the bundle (2.7
      // against 0.4 ms a load), and a batch's deeper requests each get a new engine: the pool is shorter.
      return { contents: `export const { ${(await domainNames()).join(', ')} } = ${required};`, loader: 'js' };
    });
  },
};

/** @type {import('esbuild').BuildOptions & { write: false }} */
const OPTIONS = { ...HOOKS_BUNDLE_OPTIONS, entryPoints: [ENTRY], plugins: [hooksLibraries] };

/** @param {import('esbuild').OutputFile[] | undefined} outputFiles */
function write(outputFiles) {
  writeBundle(SERVER_BUNDLE, HEADER + (outputFiles?.[0]?.text ?? ''));
}

/** Builds the bundle, written only when it changed. */
export function bundleServer() {
  // buildSync runs no plugins: an async build, awaited by the caller.
  return build(OPTIONS).then((result) => write(result.outputFiles));
}

/**
 * Rebuilds the bundle whenever backend/src changes, until the returned function is called.
 * @returns {Promise<() => Promise<void>>}
 */
export async function watchServer() {
  const rebuilt = {
    name: 'write-on-rebuild',
    /** @param {import('esbuild').PluginBuild} pluginBuild */
    setup(pluginBuild) {
      pluginBuild.onEnd((result) => {
        if (!result.errors.length) write(result.outputFiles);
      });
    },
  };
  const watching = await context({ ...OPTIONS, plugins: [hooksLibraries, rebuilt] });
  await watching.watch();
  return () => watching.dispose();
}

if (process.argv[1] === import.meta.filename) {
  await bundleServer();
  console.log(`Built ${SERVER_BUNDLE}`);
}
