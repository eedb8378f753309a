// A file generated (from the migrations, or from the PocketBase binary) and committed: written, or with
// `--check` compared with what is committed (a missing file differs), failing with the command that brings
// it up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/**
 * @param {string} target @param {string} generated @param {string} command what regenerates it
 * @param {string} [source] what it is generated from
 */
export function writeOrCheck(target, generated, command, source = 'backend/pb_migrations') {
  const name = relative(resolve(import.meta.dirname, '../..'), target);
  if (!process.argv.includes('--check')) {
    writeFileSync(target, generated);
    console.log(`Wrote ${target}`);
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // a missing file differs
  }
  if (committed !== generated) {
    console.error(`${name} is out of date with ${source}: run \`${command}\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${name} matches ${source}.`);
}
