import { matchPath } from './router/matching.ts';

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
  unsubscribe: '/unsubscribe',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmailChange: '/confirm-email-change',
  parentDashboard: '/parent-dashboard',
  createAssignment: '/create-assignment',
  editAssignment: '/edit-assignment/:id',
  children: '/children/*',
  parentSettings: '/settings',
  studentDashboard: '/student-dashboard',
  quiz: '/quiz/:assignmentId',
  quizResults: '/quiz-results/:assignmentId',
  studentSettings: '/my-settings',
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
  reviewQueue: '/review-queue',
  creatorSettings: '/creator-settings',
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
    paths: ['parentDashboard', 'createAssignment', 'editAssignment', 'children', 'parentSettings'],
  },
  {
    remote: 'student_app',
    role: 'student',
    signIn: 'login',
    home: 'studentDashboard',
    paths: ['studentDashboard', 'quiz', 'quizResults', 'studentSettings'],
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
      'reviewQueue',
      'creatorSettings',
    ],
  },
];

/** Whether `pathname` opens `pattern`, as the router matches it (letter case aside, decoded), so a guard and the router never disagree. */
function patternMatches(pattern: string, pathname: string): boolean {
  return matchPath(pattern, pathname) !== null;
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

/** What a notification is about, as the server writes it (backend/pb_hooks/lib/notifications.js). */
export interface NotificationAbout {
  type: string;
  about?: string;
  about_id?: string;
}

/**
 * Where a click on a notification goes, for the role that reads it: a parent's assignment opens in the
 * dashboard's Assignments tab; a child's achievement or level opens that quiz's results, a new or due
 * quiz the child's dashboard (opening the quiz would start it); a creator's item opens in its editor,
 * "waits for review" the review queue. Anything else goes home.
 */
export function notificationHref(role: Role, notice: NotificationAbout): string {
  const id = notice.about_id ?? '';
  if (role === 'parent' && notice.type === 'weekly_summary') return `${href('parentDashboard')}?tab=progress`;
  if (role === 'parent' && notice.about === 'assignments' && id) {
    return `${href('parentDashboard')}?${new URLSearchParams({ tab: 'assignments', assignment: id })}`;
  }
  if (role === 'student' && notice.about === 'assignments' && id && (notice.type === 'achievement' || notice.type === 'level')) {
    return href('quizResults', { assignmentId: id });
  }
  if (role === 'creator') {
    if (notice.about === 'questions' && id) return href('editQuestion', { id });
    if (notice.about === 'question_sets' && id) return href('editQuestionSet', { id });
    if (notice.type === 'review_waiting') return href('reviewQueue');
  }
  return homeFor(role);
}

/**
 * Marks a part of a screen that is never kept on the device, not even in the last screen a return visit
 * paints (shell's service worker): an access code shown once. A screen showing one is not kept.
 */
export const NEVER_KEPT = 'data-never-kept';

/**
 * Marks a part of a kept screen that keeps its place but is not shown in the copy (its text is of the moment
 * it was kept: the quiz's clock). The app's own screen shows it as it is now.
 */
export const KEPT_BLANK = 'data-kept-blank';

/** On an element of a screen: the time (milliseconds since 1970) after which the screen's kept copy is not shown (the quiz's deadline). */
export const KEPT_UNTIL = 'data-kept-until';

/**
 * On an element of a screen: what the screen shows (a quiz's attempt). A screen forgotten for it is never kept
 * again, whichever page hands it over later (another tab of the same quiz).
 */
export const KEPT_OF = 'data-kept-of';

/** Set on the app's #root while a return visit's last screen stands in for it: the app renders behind it, out of sight. */
export const BEHIND_LAST_SCREEN = 'data-behind-last-screen';
