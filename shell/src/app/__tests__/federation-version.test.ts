import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The remotes are built to run on the shell's federation runtime (externalRuntime): the runtime the
// shell loads must be the version the remotes' build plugin builds them with, which writes it into
// each remote's mf-manifest.json as `pluginVersion`.
const repo = join(import.meta.dirname, '..', '..', '..', '..');
const versionOf = (app: string, name: string) =>
  (JSON.parse(readFileSync(join(repo, app, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

describe('one federation version', () => {
  // What shell/src/app/federation/runtime.ts loads.
  const runtime = versionOf('shell', '@module-federation/runtime-core');

  it('the shell runs one version of the runtime', () => {
    expect(versionOf('shell', '@module-federation/runtime')).toBe(runtime);
  });

  it.each(['parent-app', 'student-app', 'creator-app'])('%s is built by the version of the runtime the shell runs it on', (remote) => {
    expect(versionOf(remote, '@module-federation/rsbuild-plugin')).toBe(runtime);
    expect(versionOf(remote, '@module-federation/enhanced')).toBe(runtime);
  });
});
