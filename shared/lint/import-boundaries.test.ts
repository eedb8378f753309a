import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');
const workspace = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

writeFileSync(
  join(workspace, '.oxlintrc.json'),
  JSON.stringify({ jsPlugins: [join(repo, 'shared/lint/import-boundaries.js')], rules: { 'house/import-boundaries': 'error' } }),
);

/** Lints one file of a throwaway workspace laid out like ours; returns the rule's messages. */
function lint(path: string, source: string): string[] {
  const file = join(workspace, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const args = ['-c', join(workspace, '.oxlintrc.json'), '--format', 'json', file];
  let output: string;
  try {
    output = execFileSync(join(repo, 'node_modules/.bin/oxlint'), args, { encoding: 'utf8' });
  } catch (error) {
    // oxlint exits non-zero when it reports an error; the report is on stdout all the same.
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(output) as { diagnostics: { code: string; message: string }[] };
  return report.diagnostics.filter((d) => d.code === 'house(import-boundaries)').map((d) => d.message);
}

describe('the import-boundaries rule', () => {
  it('refuses a remote importing another remote, by path or by name', () => {
    expect(lint('parent-app/src/app/a.ts', "import x from '../../../student-app/src/app/routes.tsx'; export default x;")).toEqual([
      'parent-app must not import student-app: apps meet only through federation and shared',
    ]);
    expect(lint('creator-app/src/app/b.ts', "export { default } from 'shell/src/app/app.tsx';")).toEqual([
      'creator-app must not import shell: apps meet only through federation and shared',
    ]);
  });

  it('refuses a feature importing another feature, even lazily', () => {
    expect(lint('student-app/src/features/quiz/c.ts', "export const load = () => import('../dashboard/api/get-assignments.ts');")).toEqual([
      'the feature "quiz" must not import the feature "dashboard": move what both need to src/components or src/lib, or lift it to src/app',
    ]);
  });

  it('refuses shared or mocks importing an app', () => {
    expect(lint('shared/src/d.ts', "import '../../parent-app/src/bootstrap.tsx';")).toEqual(['shared must not import the app parent-app']);
    expect(lint('mocks/src/e.ts', "import x from 'creator-app/src/app/routes.tsx'; export default x;")).toEqual([
      'mocks must not import the app creator-app',
    ]);
  });

  it('refuses the backend or shared importing the mocks, which follow the backend', () => {
    expect(lint('backend/scripts/k.mjs', "import { fixtures } from 'mocks'; export { fixtures };")).toEqual([
      'backend must not import mocks: the mocks follow the backend, never the other way',
    ]);
    expect(lint('shared/src/l.ts', "export * from '../../mocks/src/db.ts';")).toEqual([
      'shared must not import mocks: the mocks follow the backend, never the other way',
    ]);
    expect(lint('mocks/src/m.ts', "export { demoFixtures } from 'backend/demo-fixtures';")).toEqual([]);
    expect(lint('parent-app/src/n.ts', "export { startMockBackend } from 'mocks/standalone';")).toEqual([]);
  });

  it("refuses a feature importing its app's src/app", () => {
    expect(lint('parent-app/src/features/children/g.ts', "import { t } from '../../app/messages.ts'; export { t };")).toEqual([
      'the feature "children" must not import its app\'s src/app: the app composes features, not the other way',
    ]);
  });

  it("refuses an app's src/components or src/lib importing a feature or src/app, even lazily", () => {
    expect(lint('creator-app/src/components/k.tsx', "import { t } from '../features/questions/messages.ts'; export { t };")).toEqual([
      'src/components must not import the feature "questions": it holds what features share, and features import it',
    ]);
    expect(lint('creator-app/src/lib/l.ts', "export const load = () => import('../features/bulk-import/api/import-rows.ts');")).toEqual([
      'src/lib must not import the feature "bulk-import": it holds what features share, and features import it',
    ]);
    expect(lint('parent-app/src/lib/m.ts', "import { t } from '../app/messages.ts'; export { t };")).toEqual([
      "src/lib must not import its app's src/app: the app composes features, not the other way",
    ]);
  });

  it("refuses a remote using another remote's src/components or src/lib", () => {
    expect(
      lint('student-app/src/features/quiz/n.ts', "import { x } from '../../../../creator-app/src/lib/own-content.ts'; export { x };"),
    ).toEqual(['student-app must not import creator-app: apps meet only through federation and shared']);
  });

  it('refuses shared reaching the session by a relative path, which would make it a second copy', () => {
    expect(lint('shared/ui/h.tsx', "import { pb } from '../src/session/client.ts'; export { pb };")).toEqual([
      "shared must reach the session as 'shared/session', the federation singleton, not by a relative path",
    ]);
    expect(lint('shared/src/session/i.ts', "import { pb } from './client.ts'; export { pb };")).toEqual([]);
    expect(lint('shared/ui/j.tsx', "import { pb } from 'shared/session'; export { pb };")).toEqual([]);
  });

  it('allows what flows one way: app to its features, features to shared, within a feature', () => {
    expect(
      lint(
        'parent-app/src/app/routes.tsx',
        "import { A } from '../features/dashboard/a.tsx'; import { pb } from 'shared/session'; export { A, pb };",
      ),
    ).toEqual([]);
    expect(
      lint(
        'parent-app/src/features/dashboard/components/f.tsx',
        "import { getChildren } from '../api/get-children.ts'; export { getChildren };",
      ),
    ).toEqual([]);
  });

  it('allows features, and the app, to use what the features share: src/components and src/lib, which use shared and each other', () => {
    expect(
      lint(
        'creator-app/src/features/questions/components/o.tsx',
        "import { ManageList } from '../../../components/manage-list.tsx'; export { ManageList };",
      ),
    ).toEqual([]);
    expect(
      lint(
        'creator-app/src/features/questions/api/p.ts',
        "import { deleteDrafts } from '../../../lib/own-content.ts'; export { deleteDrafts };",
      ),
    ).toEqual([]);
    expect(
      lint('creator-app/src/app/routes/q.tsx', "import { ManageList } from '../../components/manage-list.tsx'; export { ManageList };"),
    ).toEqual([]);
    expect(
      lint(
        'creator-app/src/components/r.tsx',
        "import { submitForReview } from '../lib/own-content.ts'; import { PageLayout } from 'shared/ui'; export { submitForReview, PageLayout };",
      ),
    ).toEqual([]);
  });
});
