// Builds pb_hooks/lib/domain.js: the rules of shared/src/domain (constants, messages, validation,
// scoring, item analysis, the assignment's life, time allowances) bundled by esbuild into one
// CommonJS file for PocketBase's JavaScript engine, so that the server and the screens run the same
// code. Built, never committed (.gitignore): every start of PocketBase through runner.mjs, and the
// volume data's build, build it first (a few tens of milliseconds); `pnpm --filter backend build`
// builds it for a PocketBase started some other way. backend/test/domain-bundle.test.ts runs it in PocketBase.
import { buildSync } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const DOMAIN_BUNDLE = resolve(ROOT, 'backend/pb_hooks/lib/domain.js');

const HEADER =
  '// Built by backend/scripts/domain-bundle.mjs from shared/src/domain: do not edit, change the TypeScript.\n' +
  '// The hooks load it with require(`${__hooks}/lib/domain.js`).\n';

/** How a bundle for PocketBase's hooks is built, this one and the server's (server-bundle.mjs): one CommonJS file for goja. */
export const HOOKS_BUNDLE_OPTIONS = {
  bundle: true,
  write: /** @type {const} */ (false),
  format: /** @type {const} */ ('cjs'),
  platform: /** @type {const} */ ('neutral'),
  // PocketBase 0.40's goja: ES2020 syntax and the newer library methods the rules use (toSorted, Object.hasOwn).
  target: 'es2020',
  charset: /** @type {const} */ ('utf8'),
  legalComments: /** @type {const} */ ('none'),
  logLevel: /** @type {const} */ ('warning'),
};

/** Builds the bundle, written only when it changed. */
export function bundleDomain() {
  const { outputFiles } = buildSync({ ...HOOKS_BUNDLE_OPTIONS, entryPoints: [resolve(ROOT, 'shared/src/domain/index.ts')] });
  writeBundle(DOMAIN_BUNDLE, HEADER + (outputFiles?.[0]?.text ?? ''));
}

/**
 * Writes a bundle when it differs from what is there (servers started at once never read half a file).
 * @param {string} target @param {string} text
 */
export function writeBundle(target, text) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // not built yet
  }
  if (current === text) return;
  const temporary = `${target}.${process.pid}.tmp`;
  // pb_hooks/lib holds only the built bundles: a fresh checkout has no such folder.
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(temporary, text);
  renameSync(temporary, target);
}

if (process.argv[1] === import.meta.filename) {
  bundleDomain();
  console.log(`Built ${DOMAIN_BUNDLE}`);
}
