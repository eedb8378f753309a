/**
 * Every route of the portal, named once. The shell reads `areas` to decide which
 * remote owns a path and which role may open it; each remote builds its routes from
 * the same names, so a path is never spelt twice.
 */
export type Role = 'parent' | 'student' | 'creator';

export const paths = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  help: '/help',
  privacy: '/privacy',
  parentDashboard: '/parent-dashboard',
  createAssignment: '/create-assignment',
  editAssignment: '/edit-assignment/:id',
  children: '/children/*',
  studentDashboard: '/student-dashboard',
  quiz: '/quiz/:assignmentId',
  quizResults: '/quiz-results/:assignmentId',
  creatorLogin: '/creator-login',
  creatorDashboard: '/content-creator-dashboard',
  createQuestion: '/create-question',
  createQuestionSet: '/create-question-set',
  manageQuestions: '/manage-questions',
  manageQuestionSets: '/manage-question-sets',
  editQuestion: '/edit-question/:id',
  editQuestionSet: '/edit-question-set/:id',
  bulkImport: '/bulk-import',
  analytics: '/analytics',
  contentGuidelines: '/content-guidelines',
} as const;

export type PathName = keyof typeof paths;

/** Fills the `:params` of a path: `href('quiz', { assignmentId: 'x' })` is `/quiz/x`. */
export function href(name: PathName, params: Record<string, string> = {}): string {
  return paths[name]
    .replace(/:(\w+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`Missing route parameter "${key}" for ${name}`);
      return encodeURIComponent(value);
    })
    .replace('/*', '');
}

export type RemoteName = 'parent_app' | 'student_app' | 'creator_app';

export interface Area {
  remote: RemoteName;
  /** The role a signed-in user needs; null means anyone may open the path. */
  role: Role | null;
  /** Where a signed-out visitor signs in. */
  signIn: PathName;
  /** Where a user of this role lands after signing in. */
  home: PathName;
  paths: readonly PathName[];
}

export const areas: readonly Area[] = [
  {
    remote: 'parent_app',
    role: 'parent',
    signIn: 'login',
    home: 'parentDashboard',
    paths: ['parentDashboard', 'createAssignment', 'editAssignment', 'children'],
  },
  {
    remote: 'student_app',
    role: 'student',
    signIn: 'login',
    home: 'studentDashboard',
    paths: ['studentDashboard', 'quiz', 'quizResults'],
  },
  {
    remote: 'creator_app',
    role: null,
    signIn: 'creatorLogin',
    home: 'creatorDashboard',
    paths: ['creatorLogin'],
  },
  {
    remote: 'creator_app',
    role: 'creator',
    signIn: 'creatorLogin',
    home: 'creatorDashboard',
    paths: [
      'creatorDashboard',
      'createQuestion',
      'createQuestionSet',
      'manageQuestions',
      'manageQuestionSets',
      'editQuestion',
      'editQuestionSet',
      'bulkImport',
      'analytics',
      'contentGuidelines',
    ],
  },
];

function patternMatches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const [index, part] of wanted.entries()) {
    if (part === '*') return true;
    const segment = actual[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return wanted.length === actual.length;
}

/** The area that owns a pathname, or undefined when no remote owns it. */
export function areaFor(pathname: string): Area | undefined {
  return areas.find((area) => area.paths.some((name) => patternMatches(paths[name], pathname)));
}

/** The name of the path a pathname opens, among the remotes' paths. */
export function pathNameOf(pathname: string): PathName | undefined {
  return areas.flatMap((area) => area.paths).find((name) => patternMatches(paths[name], pathname));
}

/** The home page of a role. */
export function homeFor(role: Role): string {
  const area = areas.find((candidate) => candidate.role === role);
  if (!area) throw new Error(`No area for role ${role}`);
  return paths[area.home];
}
