import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..', '..');

/** One case of a house rule: a file of a workspace laid out like ours, and the rule's messages on it. */
export type LintCase = [path: string, source: string, messages: string[]];

/**
 * A house rule's messages on every case's file, in one oxlint run over a throwaway workspace (each run with
 * the JavaScript plugins starts Node: one per test file, not one per case). Paths must differ.
 */
export function lintCases(plugin: string, rule: string, cases: LintCase[]): Record<string, string[]> {
  const workspace = mkdtempSync(join(tmpdir(), `lint-${rule}-`));
  try {
    writeFileSync(
      join(workspace, '.oxlintrc.json'),
      JSON.stringify({ jsPlugins: [join(repo, 'shared/lint', plugin)], rules: { [`house/${rule}`]: 'error' } }),
    );
    const paths = cases.map(([path]) => path);
    if (new Set(paths).size !== paths.length) throw new Error('Two cases share a path: give each its own file.');
    for (const [path, source] of cases) {
      mkdirSync(dirname(join(workspace, path)), { recursive: true });
      writeFileSync(join(workspace, path), source);
    }
    let output: string;
    try {
      output = execFileSync(join(repo, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', '--format', 'json', ...paths], {
        cwd: workspace,
        encoding: 'utf8',
      });
    } catch (error) {
      // oxlint exits non-zero when it reports an error; the report is on stdout all the same.
      output = String((error as { stdout?: string }).stdout ?? '');
    }
    const report = JSON.parse(output) as { diagnostics: { code: string; message: string; filename: string }[] };
    const messages: Record<string, string[]> = Object.fromEntries(paths.map((path) => [path, []]));
    for (const d of report.diagnostics) if (d.code === `house(${rule})`) messages[d.filename]?.push(d.message);
    return messages;
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}
