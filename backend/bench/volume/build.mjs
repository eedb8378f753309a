// Builds a PocketBase data folder holding a school year of families (generate.js): the real
// migrations, then the generator as one more migration, run by `pocketbase migrate up` in a
// throwaway migrations folder. A folder built from the same seed, scale, migrations and generator is
// reused (its marker says what built it), so a second bench run starts at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDomain } from '../../scripts/domain-bundle.mjs';
import { SERVER_BUNDLE } from '../../scripts/server-bundle.mjs';
import { HOOKS_DIR, MIGRATIONS_DIR, resolveBinary } from '../../scripts/runner.mjs';

const GENERATOR = new URL('./generate.js', import.meta.url);
// After every real migration, whatever its timestamp.
const GENERATOR_FILE = '9999999999_generate_volume.js';
const MARKER = 'volume.json';

/** @returns {string} what the data depends on: the migrations, the hooks' code (with the domain bundle) and the generator */
export function sourcesHash() {
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_DIR, join(HOOKS_DIR, 'lib')]) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).toSorted()) {
      if (statSync(join(dir, file)).isFile()) hash.update(file).update(readFileSync(join(dir, file)));
    }
  }
  hash.update(readFileSync(GENERATOR));
  return hash.digest('hex').slice(0, 16);
}

/**
 * @param {{ dataDir: string, scale?: number, seed?: number, log?: (line: string) => void }} options
 * @returns {{ dataDir: string, built: boolean, seconds: number, scale: number, seed: number }}
 */
export function buildVolumeData({ dataDir, scale = 1, seed = 20261125, log = () => {} }) {
  bundleDomain();
  // The server bundle's build is asynchronous (esbuild runs plugins only so): a process of its own.
  const bundled = spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/server-bundle.mjs', import.meta.url))], {
    encoding: 'utf8',
  });
  if (bundled.status !== 0) throw new Error(`${SERVER_BUNDLE} could not be built: ${bundled.stderr}`);
  const wanted = { scale, seed, sources: sourcesHash() };
  const markerPath = join(dataDir, MARKER);
  if (existsSync(markerPath)) {
    const marker = JSON.parse(readFileSync(markerPath, 'utf8'));
    if (marker.scale === wanted.scale && marker.seed === wanted.seed && marker.sources === wanted.sources) {
      return { dataDir, built: false, seconds: marker.seconds, scale, seed };
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const migrations = mkdtempSync(join(tmpdir(), 'volume-migrations-'));
  const publicDir = mkdtempSync(join(tmpdir(), 'volume-public-'));
  try {
    for (const file of readdirSync(MIGRATIONS_DIR)) copyFileSync(join(MIGRATIONS_DIR, file), join(migrations, file));
    copyFileSync(GENERATOR, join(migrations, GENERATOR_FILE));
    log(`Building the volume data (scale ${scale}, seed ${seed}) in ${dataDir} ...`);
    const started = Date.now();
    const run = spawnSync(
      resolveBinary(),
      // The real hooks: migrations and the generator count tallies with the server's own code (src/tallies).
      [
        'migrate',
        'up',
        `--dir=${dataDir}`,
        `--migrationsDir=${migrations}`,
        `--hooksDir=${HOOKS_DIR}`,
        '--hooksWatch=false',
        `--publicDir=${publicDir}`,
      ],
      { env: { ...process.env, VOLUME_SCALE: String(scale), VOLUME_SEED: String(seed) }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`Building the volume data failed:\n${run.stdout}\n${run.stderr}`);
    const seconds = (Date.now() - started) / 1000;
    writeFileSync(markerPath, JSON.stringify({ ...wanted, seconds }));
    return { dataDir, built: true, seconds, scale, seed };
  } finally {
    rmSync(migrations, { recursive: true, force: true });
    rmSync(publicDir, { recursive: true, force: true });
  }
}
