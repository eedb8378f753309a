// For a static deployment (docs/deployment.md), from the variables the apps' own servers read:
// writes `remotes.json` beside the shell's index.html (where the shell finds the remotes at run time)
// and prints the nginx configuration that serves the four apps with the portal's headers, CORS and /api.
//   PARENT_APP_URL=... STUDENT_APP_URL=... CREATOR_APP_URL=... SHELL_URL=... \
//     pnpm --silent --filter shell run deployment-files > portal.conf
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const distDir = resolve(join(import.meta.dirname, '..'), process.env['DIST_DIR'] ?? 'dist');
const { remoteManifests } = await tsImport('shared/federation', import.meta.url);
const { nginxConfig } = await tsImport('shared/federation/nginx', import.meta.url);

const remotesFile = join(distDir, 'remotes.json');
writeFileSync(remotesFile, `${JSON.stringify(remoteManifests(), null, 2)}\n`);
console.error(`Wrote ${remotesFile}`);
process.stdout.write(nginxConfig());
