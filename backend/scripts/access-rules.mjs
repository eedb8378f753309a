// Writes docs/access-rules.md: every collection's API rules as the migrations leave them, read from
// a throwaway PocketBase (fresh data folder, no seed), so that today's rules stand in one place
// instead of in the migrations that set and patch them. `--check` fails when the committed file
// differs (run by `pnpm typecheck`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { writeOrCheck } from './generated-file.mjs';
import { startPocketBase } from './runner.mjs';

const target = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/access-rules.md');
const RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule', 'authRule', 'manageRule'];

/** @param {string | null | undefined} rule */
function describe(rule) {
  if (rule === null || rule === undefined) return "nobody through the API (superusers and the server's hooks only)";
  if (rule === '') return 'anyone, signed in or not';
  return `\`${rule.replaceAll('|', '\\|')}\``;
}

const workDir = mkdtempSync(join(tmpdir(), 'pb-rules-'));
const pb = await startPocketBase({ dataDir: join(workDir, 'pb_data'), seed: false, demo: false, quiet: true });
let collections;
try {
  const admin = new PocketBase(pb.url);
  await admin.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
  collections = (await admin.collections.getFullList({ sort: 'name' })).filter((collection) => !collection.system);
} finally {
  await pb.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const lines = [
  '# Access rules',
  '',
  '<!-- Written by `pnpm --filter backend rules` from backend/pb_migrations: do not edit by hand. -->',
  '',
  "Every collection's API rules as the migrations leave them today (PocketBase's filter syntax: " +
    '`@request.auth` is who asks). A rule the records API cannot pass may still be done by a portal route ' +
    '(docs/backend.md, "Custom routes"), which checks its own; the server\'s hooks add checks the rules cannot say ' +
    '(docs/backend.md, "Who may do what"). `backend/test/authorization-matrix.test.ts` asserts what each role gets.',
  '',
];
for (const collection of collections) {
  lines.push(`## \`${collection.name}\` (${collection.type})`, '', '| rule | who |', '|---|---|');
  for (const rule of RULES) if (rule in collection) lines.push(`| ${rule.replace('Rule', '')} | ${describe(collection[rule])} |`);
  lines.push('');
}
const generated = `${lines.join('\n').trim()}\n`;

writeOrCheck(target, generated, 'pnpm --filter backend rules');
