// After the build and the prerendered pages (scripts/prerender.mjs): what makes the portal installable
// and lets it open without a connection.
// - `icons/*.png`, drawn from the one source image `assets/icon.svg`, and `manifest.webmanifest`
//   (src/app/web-app-manifest.ts);
// - the precache list of the service worker (`sw.js`, src/features/service-worker): every file of the
//   shell's build but its scripts, each with a revision, written where the worker reads `PRECACHE_FILES`,
//   as workbox-build's injectManifest would (whose own dependencies, Rollup and Babel, are some 80 MB);
//   and the scripts, which the worker keeps when it activates (`SHELL_SCRIPTS`; cache-rules.ts says why).
import { Resvg } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const shellDir = join(import.meta.dirname, '..');
const distDir = join(shellDir, process.env['DIST_DIR'] ?? 'dist');
const { manifestIcons, webAppManifest } = await tsImport('../src/app/web-app-manifest.ts', import.meta.url);
const { contentHashedName } = await tsImport('shared/federation/caching', import.meta.url);
const { isShellScript } = await tsImport('../src/features/service-worker/cache-rules.ts', import.meta.url);

const source = readFileSync(join(shellDir, 'assets/icon.svg'), 'utf8');
const manifest = webAppManifest();
/** A maskable icon keeps what matters inside the middle 80% circle: the source at 75%, on its own colour to the edges. */
function maskable(svg) {
  const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${manifest.theme_color}"/><image x="64" y="64" width="384" height="384" href="${image}"/></svg>`;
}
mkdirSync(join(distDir, 'icons'), { recursive: true });
for (const icon of manifestIcons) {
  const width = Number(icon.sizes.split('x')[0]);
  const svg = icon.purpose === 'maskable' ? maskable(source) : source;
  writeFileSync(join(distDir, icon.src), new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng());
}
writeFileSync(join(distDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

const workerFile = join(distDir, 'sw.js');
const worker = readFileSync(workerFile, 'utf8');
for (const placeholder of ['PRECACHE_FILES', 'SHELL_SCRIPTS']) {
  if (worker.split(placeholder).length !== 2) throw new Error(`${workerFile} should read ${placeholder} once`);
}

/** Every file under `dir`, as a path from the build's root. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [relative(distDir, path)];
  });
}
// Not the worker itself, nor licence notes and source maps (a BENCH=1 build's), which no page asks for.
const files = filesUnder(distDir)
  .filter((file) => file !== 'sw.js' && !/\.(LICENSE\.txt|map)$/.test(file))
  .map((file) => `/${file.split('\\').join('/')}`)
  .toSorted();
const scripts = files.filter(isShellScript);
const precached = files
  .filter((url) => !isShellScript(url))
  .map((url) => {
    // A content-hashed name is its own revision; anything else gets its content's hash.
    return contentHashedName.test(url)
      ? { url, revision: null }
      : {
          url,
          revision: createHash('md5')
            .update(readFileSync(join(distDir, url)))
            .digest('hex'),
        };
  });
writeFileSync(workerFile, worker.replace('PRECACHE_FILES', JSON.stringify(precached)).replace('SHELL_SCRIPTS', JSON.stringify(scripts)));
const kB = (urls) => (urls.reduce((total, url) => total + readFileSync(join(distDir, url)).length, 0) / 1024).toFixed(1);
console.log(
  `Wrote ${manifestIcons.length} icons, manifest.webmanifest, and sw.js precaching ${precached.length} files (${kB(precached.map(({ url }) => url))} kB) and keeping ${scripts.length} scripts (${kB(scripts)} kB)`,
);
