import type * as T from './types.ts';

// Every route the server adds to PocketBase's own (`routerAdd` in backend/pb_hooks/*.pb.js), once: its method and
// path, who may call it, the largest body it reads, what it takes and answers, and the refusals a caller can name.
// backend/test/api-table.test.ts fails when the server registers a route this table lacks, or the other way round,
// or when a method, a caller or a body limit differs. The apps build their requests from it (send.ts), the mocks
// their handlers (mockPath) and the contract suite its calls.

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The auth collections a route admits; `public`: anyone, signed in or not; `signed-in`: any signed-in account. */
export type AuthCollection = 'parents' | 'students' | 'creators';
export type Callers = 'public' | 'signed-in' | readonly AuthCollection[];

export interface RouteSpec {
  method: HttpMethod;
  /** PocketBase's pattern: a parameter is `{name}`. */
  path: string;
  callers: Callers;
  /** The largest body read, in bytes; larger is refused with 413 before the route runs. */
  bodyLimit: number;
}

/** What a route takes (`undefined`: no body) and answers (`undefined`: 204, no content), carried by its type only. */
export interface RouteTypes<Request, Response, Query> {
  readonly request: Request;
  readonly response: Response;
  readonly query: Query;
}

/** PocketBase reads at most this of a body on a route that sets no limit of its own (request-limits.pb.js). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** The limit of a route that takes no body. */
const NO_BODY = 1024;

function route<Request = undefined, Response = undefined, Query = undefined>() {
  return <const S extends RouteSpec>(spec: S) => spec as S & { readonly types?: RouteTypes<Request, Response, Query> };
}

/** What a refusal of one or more fields says as a whole; each field's own message is in its `data`. */
export const FIELDS_NEED_ATTENTION = 'Some fields need attention.';

export const API = {
  signUp: route<T.SignUpBody, T.SignedUpParent>()({
    method: 'POST',
    path: '/api/sign-up',
    callers: 'public',
    bodyLimit: 4 * 1024,
  }),
  accountDelete: route<T.DeleteAccountBody>()({
    method: 'POST',
    path: '/api/account/delete',
    callers: ['parents'],
    bodyLimit: NO_BODY,
  }),
  accountExport: route<undefined, T.FamilyExport>()({
    method: 'GET',
    path: '/api/account/export',
    callers: ['parents'],
    bodyLimit: NO_BODY,
  }),
  accountEmailChange: route<T.EmailChangeBody>()({
    method: 'POST',
    path: '/api/account/email-change',
    callers: ['parents', 'creators'],
    bodyLimit: NO_BODY,
  }),
  unsubscribe: route<T.UnsubscribeBody, T.UnsubscribeReply>()({
    method: 'POST',
    path: '/api/unsubscribe',
    callers: 'public',
    bodyLimit: 2048,
  }),
  demoLogins: route<undefined, T.DemoLogins>()({
    method: 'GET',
    path: '/api/demo-logins',
    callers: 'public',
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  session: route()({ method: 'GET', path: '/api/session', callers: 'signed-in', bodyLimit: DEFAULT_BODY_LIMIT }),
  creatorSession: route()({ method: 'GET', path: '/api/session/creator', callers: ['creators'], bodyLimit: DEFAULT_BODY_LIMIT }),
  preferences: route<T.PreferencesBody, T.PreferencesReply>()({
    method: 'POST',
    path: '/api/preferences',
    callers: ['parents', 'students', 'creators'],
    bodyLimit: 2048,
  }),
  notificationsReadAll: route<undefined, T.ReadAllReply>()({
    method: 'POST',
    path: '/api/notifications/read-all',
    callers: 'signed-in',
    bodyLimit: NO_BODY,
  }),
  childCreate: route<T.AddChildBody, T.ChildWithCode>()({
    method: 'POST',
    path: '/api/children',
    callers: ['parents'],
    bodyLimit: 4 * 1024,
  }),
  childAccessCode: route<undefined, T.ChildWithCode>()({
    method: 'POST',
    path: '/api/children/{id}/access-code',
    callers: ['parents'],
    bodyLimit: NO_BODY,
  }),
  childLearning: route<undefined, T.Learning>()({
    method: 'GET',
    path: '/api/children/{childId}/learning',
    callers: ['parents'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  childSkillQuestions: route<undefined, T.SkillQuestions, T.SkillQuestionsQuery>()({
    method: 'GET',
    path: '/api/children/{childId}/skill-questions',
    callers: ['parents'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  assignmentPreview: route<undefined, T.AssignmentPreview>()({
    method: 'GET',
    path: '/api/assignments/{id}/preview',
    callers: ['parents'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  reviewStatus: route<undefined, T.ReviewStatus>()({
    method: 'GET',
    path: '/api/review',
    callers: ['students'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  reviewStart: route<undefined, T.ReviewStarted>()({
    method: 'POST',
    path: '/api/review/start',
    callers: ['students'],
    bodyLimit: NO_BODY,
  }),
  creatorOverview: route<undefined, T.CreatorOverview>()({
    method: 'GET',
    path: '/api/creator/overview',
    callers: ['creators'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  creatorAnalytics: route<undefined, T.CreatorAnalytics>()({
    method: 'GET',
    path: '/api/creator/analytics',
    callers: ['creators'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  creatorQuestions: route<undefined, T.OwnQuestions, T.OwnListQuery>()({
    method: 'GET',
    path: '/api/creator/questions',
    callers: ['creators'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  creatorQuestionSets: route<undefined, T.OwnQuestionSets, T.OwnListQuery>()({
    method: 'GET',
    path: '/api/creator/question-sets',
    callers: ['creators'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  quizStart: route<undefined, T.QuizStart>()({
    method: 'POST',
    path: '/api/quiz/{assignmentId}/start',
    callers: ['students'],
    bodyLimit: NO_BODY,
  }),
  quizAnswer: route<T.AnswerBody, T.AnswerReply>()({
    method: 'POST',
    path: '/api/quiz/attempts/{attemptId}/answer',
    callers: ['students'],
    bodyLimit: 8 * 1024,
  }),
  quizSubmit: route<undefined, T.ResultReview>()({
    method: 'POST',
    path: '/api/quiz/attempts/{attemptId}/submit',
    callers: ['students'],
    bodyLimit: NO_BODY,
  }),
  quizPause: route<undefined, T.QuizClockReply>()({
    method: 'POST',
    path: '/api/quiz/attempts/{attemptId}/pause',
    callers: ['students'],
    bodyLimit: NO_BODY,
  }),
  quizResume: route<undefined, T.QuizClockReply>()({
    method: 'POST',
    path: '/api/quiz/attempts/{attemptId}/resume',
    callers: ['students'],
    bodyLimit: NO_BODY,
  }),
  /** "Exit Quiz": 204 when thrown away; once its time is up, submitted instead (200, the submit's answer). */
  quizExit: route<undefined, T.ResultReview | undefined>()({
    method: 'DELETE',
    path: '/api/quiz/attempts/{attemptId}',
    callers: ['students'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  /** A question's picture or sound by the id the attempt gave it; the child's file token in the query opens it. */
  quizMedia: route<undefined, Blob, { token: string }>()({
    method: 'GET',
    path: '/api/quiz/media/{attemptId}/{mediaId}',
    callers: 'public',
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  resultReview: route<undefined, T.ResultReview>()({
    method: 'GET',
    path: '/api/quiz/results/{resultId}',
    callers: ['students', 'parents'],
    bodyLimit: DEFAULT_BODY_LIMIT,
  }),
  resultMark: route<T.EssayMarkBody, T.ResultReview>()({
    method: 'POST',
    path: '/api/results/{resultId}/mark',
    callers: ['parents'],
    bodyLimit: 4 * 1024,
  }),
} as const;

export type Api = typeof API;
export type ApiRouteName = keyof Api;

type TypesOf<K extends ApiRouteName> = NonNullable<Api[K]['types']>;
/** The body a route takes (`undefined`: none). */
export type ApiRequest<K extends ApiRouteName> = TypesOf<K>['request'];
/** What a route answers (`undefined`: no content). */
export type ApiResponse<K extends ApiRouteName> = TypesOf<K>['response'];
/** The query a route reads (`undefined`: none). */
export type ApiQuery<K extends ApiRouteName> = TypesOf<K>['query'];
