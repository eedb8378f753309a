// After the build and the prerendered pages (scripts/prerender.mjs): what lets the portal open without
// a connection.
// - the precache list of the service worker (`sw.js`, src/features/service-worker): every file of the
//   shell's build, each with a revision, written where the worker reads `PRECACHE_FILES`, as
//   workbox-build's injectManifest would (whose own dependencies, Rollup and Babel, are some 80 MB).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const shellDir = join(import.meta.dirname, '..');
const distDir = join(shellDir, process.env['DIST_DIR'] ?? 'dist');
const { contentHashedName } = await tsImport('shared/federation/caching', import.meta.url);

const workerFile = join(distDir, 'sw.js');
const worker = readFileSync(workerFile, 'utf8');
const placeholder = 'PRECACHE_FILES';
if (worker.split(placeholder).length !== 2) throw new Error(`${workerFile} should read ${placeholder} once`);

/** Every file under `dir`, as a path from the build's root. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [relative(distDir, path)];
  });
}
// Not the worker itself, nor licence notes and source maps (a BENCH=1 build's), which no page asks for.
const precached = filesUnder(distDir)
  .filter((file) => file !== 'sw.js' && !/\.(LICENSE\.txt|map)$/.test(file))
  .toSorted()
  .map((file) => {
    const url = `/${file.split('\\').join('/')}`;
    // A content-hashed name is its own revision; anything else gets its content's hash.
    return contentHashedName.test(url) ? { url, revision: null } : { url, revision: createHash('md5').update(readFileSync(join(distDir, file))).digest('hex') };
  });
writeFileSync(workerFile, worker.replace(placeholder, JSON.stringify(precached)));
const bytes = precached.reduce((total, { url }) => total + readFileSync(join(distDir, url)).length, 0);
console.log(`Wrote sw.js precaching ${precached.length} files (${(bytes / 1024).toFixed(1)} kB)`);
