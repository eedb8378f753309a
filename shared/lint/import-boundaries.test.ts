import { describe, expect, it } from 'vitest';
import { type LintCase, lintCases } from './lint-cases.ts';

/** Each test's files, in a throwaway workspace laid out like ours, with the rule's messages on each. */
const tests: Record<string, LintCase[]> = {
  'refuses a remote importing another remote, by path or by name': [
    [
      'parent-app/src/app/a.ts',
      "import x from '../../../student-app/src/app/routes.tsx'; export default x;",
      ['parent-app must not import student-app: apps meet only through federation and shared'],
    ],
    [
      'creator-app/src/app/b.ts',
      "export { default } from 'shell/src/app/app.tsx';",
      ['creator-app must not import shell: apps meet only through federation and shared'],
    ],
  ],
  'refuses a feature importing another feature, even lazily': [
    [
      'student-app/src/features/quiz/c.ts',
      "export const load = () => import('../dashboard/api/get-assignments.ts');",
      [
        'the feature "quiz" must not import the feature "dashboard": move what both need to src/components or src/lib, or lift it to src/app',
      ],
    ],
  ],
  'refuses shared or mocks importing an app': [
    ['shared/src/d.ts', "import '../../parent-app/src/bootstrap.tsx';", ['shared must not import the app parent-app']],
    ['mocks/src/e.ts', "import x from 'creator-app/src/app/routes.tsx'; export default x;", ['mocks must not import the app creator-app']],
  ],
  'refuses the backend or shared importing the mocks, which follow the backend': [
    [
      'backend/scripts/k.mjs',
      "import { fixtures } from 'mocks'; export { fixtures };",
      ['backend must not import mocks: the mocks follow the backend, never the other way'],
    ],
    [
      'shared/src/l.ts',
      "export * from '../../mocks/src/db.ts';",
      ['shared must not import mocks: the mocks follow the backend, never the other way'],
    ],
    ['mocks/src/m.ts', "export { demoFixtures } from 'backend/demo-fixtures';", []],
    ['parent-app/src/n.ts', "export { startMockBackend } from 'mocks/standalone';", []],
  ],
  "refuses a feature importing its app's src/app": [
    [
      'parent-app/src/features/children/g.ts',
      "import { t } from '../../app/messages.ts'; export { t };",
      ['the feature "children" must not import its app\'s src/app: the app composes features, not the other way'],
    ],
  ],
  "refuses an app's src/components or src/lib importing a feature or src/app, even lazily": [
    [
      'creator-app/src/components/k.tsx',
      "import { t } from '../features/questions/messages.ts'; export { t };",
      ['src/components must not import the feature "questions": it holds what features share, and features import it'],
    ],
    [
      'creator-app/src/lib/l.ts',
      "export const load = () => import('../features/bulk-import/api/import-rows.ts');",
      ['src/lib must not import the feature "bulk-import": it holds what features share, and features import it'],
    ],
    [
      'parent-app/src/lib/m.ts',
      "import { t } from '../app/messages.ts'; export { t };",
      ["src/lib must not import its app's src/app: the app composes features, not the other way"],
    ],
  ],
  "refuses a remote using another remote's src/components or src/lib": [
    [
      'student-app/src/features/quiz/n.ts',
      "import { x } from '../../../../creator-app/src/lib/own-content.ts'; export { x };",
      ['student-app must not import creator-app: apps meet only through federation and shared'],
    ],
  ],
  'refuses shared reaching the session by a relative path, which would make it a second copy': [
    [
      'shared/ui/h.tsx',
      "import { pb } from '../src/session/client.ts'; export { pb };",
      ["shared must reach the session as 'shared/session', the federation singleton, not by a relative path"],
    ],
    ['shared/src/session/i.ts', "import { pb } from './client.ts'; export { pb };", []],
    ['shared/ui/j.tsx', "import { pb } from 'shared/session'; export { pb };", []],
  ],
  'allows what flows one way: app to its features, features to shared, within a feature': [
    [
      'parent-app/src/app/routes.tsx',
      "import { A } from '../features/dashboard/a.tsx'; import { pb } from 'shared/session'; export { A, pb };",
      [],
    ],
    [
      'parent-app/src/features/dashboard/components/f.tsx',
      "import { getChildren } from '../api/get-children.ts'; export { getChildren };",
      [],
    ],
  ],
  'allows features, and the app, to use what the features share: src/components and src/lib, which use shared and each other': [
    [
      'creator-app/src/features/questions/components/o.tsx',
      "import { ManageList } from '../../../components/manage-list.tsx'; export { ManageList };",
      [],
    ],
    [
      'creator-app/src/features/questions/api/p.ts',
      "import { deleteDrafts } from '../../../lib/own-content.ts'; export { deleteDrafts };",
      [],
    ],
    ['creator-app/src/app/routes/q.tsx', "import { ManageList } from '../../components/manage-list.tsx'; export { ManageList };", []],
    [
      'creator-app/src/components/r.tsx',
      "import { submitForReview } from '../lib/own-content.ts'; import { PageLayout } from 'shared/ui'; export { submitForReview, PageLayout };",
      [],
    ],
  ],
};

const found = lintCases('import-boundaries.js', 'import-boundaries', Object.values(tests).flat());

describe('the import-boundaries rule', () => {
  it.each(Object.entries(tests))('%s', (_name, cases) => {
    expect(cases.map(([path]) => ({ path, messages: found[path] }))).toEqual(cases.map(([path, , messages]) => ({ path, messages })));
  });
});
