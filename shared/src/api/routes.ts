import { ACCOUNT_MESSAGES } from '../domain/account.ts';
import { ESSAY_MESSAGES } from '../domain/essays.ts';
import { REVIEW_TEXTS } from '../domain/review.ts';
import { MESSAGES } from '../domain/validation.ts';
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

/** A refusal the route answers with a fixed sentence (for a `field`, the sentence is that field's message). */
export interface Refusal {
  status: number;
  message: string;
  field?: string;
}

export interface RouteSpec {
  method: HttpMethod;
  /** PocketBase's pattern: a parameter is `{name}`. */
  path: string;
  callers: Callers;
  /** The largest body read, in bytes; larger is refused with 413 before the route runs. */
  bodyLimit: number;
  refusals: readonly Refusal[];
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

/** A message as PocketBase answers it: a sentence, with its full stop. */
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

function route<Request = undefined, Response = undefined, Query = undefined>() {
  return <const S extends RouteSpec>(spec: S) => spec as S & { readonly types?: RouteTypes<Request, Response, Query> };
}

/** The refusals the mocks answer alike (mocks/src/handlers), by name; the others are written in the table below. */
export const REFUSALS = {
  quizNotFound: { status: 404, message: 'Quiz not found.' },
  alreadySubmitted: { status: 409, message: 'This quiz has already been submitted.' },
  timeUp: { status: 409, message: 'Time is up for this quiz: answers can no longer be changed.' },
  onABreak: { status: 409, message: 'Your quiz is on a break: press Resume to go on.' },
  noQuestions: { status: 409, message: 'This quiz has no questions to answer at the moment. Please try again later.' },
  tooManyQuestions: { status: 409, message: sentence(MESSAGES.quizSize) },
  noBreaksLeft: { status: 409, message: 'No breaks are left for this quiz.' },
  untimed: { status: 409, message: 'This quiz has no time limit: stop whenever you need to and come back later.' },
  notAQuestion: { status: 400, field: 'questionId', message: 'Not a question of this quiz.' },
  notAnOption: { status: 400, field: 'answer', message: 'Choose one of the options of this question.' },
  notSaved: { status: 400, message: 'The answer was not saved: please send it again.' },
  resultNotFound: { status: 404, message: 'Result not found.' },
  childNotFound: { status: 404, message: 'Child not found.' },
  assignmentNotFound: { status: 404, message: 'Assignment not found.' },
  chooseSkill: { status: 400, message: 'Choose a skill.' },
  nothingDue: { status: 409, message: REVIEW_TEXTS.nothingDue },
} as const satisfies Record<string, Refusal>;

/** What a refusal of one or more fields says as a whole; each field's own message is in its `data`. */
export const FIELDS_NEED_ATTENTION = 'Some fields need attention.';

export const API = {
  signUp: route<T.SignUpBody, T.SignedUpParent>()({
    method: 'POST',
    path: '/api/sign-up',
    callers: 'public',
    bodyLimit: 4 * 1024,
    refusals: [
      { status: 400, field: 'consent', message: ACCOUNT_MESSAGES.consentRequired },
      { status: 400, field: 'consent', message: ACCOUNT_MESSAGES.consentOutdated },
      { status: 400, field: 'password', message: ACCOUNT_MESSAGES.commonPassword },
    ],
  }),
  accountDelete: route<T.DeleteAccountBody>()({
    method: 'POST',
    path: '/api/account/delete',
    callers: ['parents'],
    bodyLimit: NO_BODY,
    refusals: [
      { status: 400, field: 'password', message: ACCOUNT_MESSAGES.passwordRequired },
      { status: 400, field: 'password', message: ACCOUNT_MESSAGES.wrongPassword },
      { status: 400, field: 'confirm', message: ACCOUNT_MESSAGES.deleteWord },
    ],
  }),
  accountExport: route<undefined, T.FamilyExport>()({
    method: 'GET',
    path: '/api/account/export',
    callers: ['parents'],
    bodyLimit: NO_BODY,
    refusals: [
      { status: 429, message: "Your family's data is already being prepared. Please wait for that download to finish." },
      { status: 429, message: 'Many families are downloading their data just now. Please try again in a minute.' },
    ],
  }),
  accountEmailChange: route<T.EmailChangeBody>()({
    method: 'POST',
    path: '/api/account/email-change',
    callers: ['parents', 'creators'],
    bodyLimit: NO_BODY,
    refusals: [{ status: 400, field: 'newEmail', message: 'Invalid new email address.' }],
  }),
  unsubscribe: route<T.UnsubscribeBody, T.UnsubscribeReply>()({
    method: 'POST',
    path: '/api/unsubscribe',
    callers: 'public',
    bodyLimit: 2048,
    refusals: [{ status: 400, message: 'This link to stop emails is not valid. Sign in and turn emails off in Settings.' }],
  }),
  demoLogins: route<undefined, T.DemoLogins>()({
    method: 'GET',
    path: '/api/demo-logins',
    callers: 'public',
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [{ status: 404, message: 'Demo data is turned off.' }],
  }),
  session: route()({ method: 'GET', path: '/api/session', callers: 'signed-in', bodyLimit: DEFAULT_BODY_LIMIT, refusals: [] }),
  preferences: route<T.PreferencesBody, T.PreferencesReply>()({
    method: 'POST',
    path: '/api/preferences',
    callers: ['parents', 'students', 'creators'],
    bodyLimit: 2048,
    refusals: [],
  }),
  notificationsReadAll: route<undefined, T.ReadAllReply>()({
    method: 'POST',
    path: '/api/notifications/read-all',
    callers: 'signed-in',
    bodyLimit: NO_BODY,
    refusals: [],
  }),
  childCreate: route<T.AddChildBody, T.ChildWithCode>()({ method: 'POST', path: '/api/children', callers: ['parents'], bodyLimit: 4 * 1024, refusals: [] }),
  childAccessCode: route<undefined, T.ChildWithCode>()({
    method: 'POST',
    path: '/api/children/{id}/access-code',
    callers: ['parents'],
    bodyLimit: NO_BODY,
    refusals: [REFUSALS.childNotFound],
  }),
  childLearning: route<undefined, T.Learning>()({
    method: 'GET',
    path: '/api/children/{childId}/learning',
    callers: ['parents'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [REFUSALS.childNotFound],
  }),
  childSkillQuestions: route<undefined, T.SkillQuestions, T.SkillQuestionsQuery>()({
    method: 'GET',
    path: '/api/children/{childId}/skill-questions',
    callers: ['parents'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [REFUSALS.childNotFound, REFUSALS.chooseSkill],
  }),
  assignmentPreview: route<undefined, T.AssignmentPreview>()({
    method: 'GET',
    path: '/api/assignments/{id}/preview',
    callers: ['parents'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [REFUSALS.assignmentNotFound],
  }),
  reviewStatus: route<undefined, T.ReviewStatus>()({ method: 'GET', path: '/api/review', callers: ['students'], bodyLimit: DEFAULT_BODY_LIMIT, refusals: [] }),
  reviewStart: route<undefined, T.ReviewStarted>()({
    method: 'POST',
    path: '/api/review/start',
    callers: ['students'],
    bodyLimit: NO_BODY,
    refusals: [REFUSALS.nothingDue],
  }),
  creatorOverview: route<undefined, T.CreatorOverview>()({
    method: 'GET',
    path: '/api/creator/overview',
    callers: ['creators'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [],
  }),
  creatorAnalytics: route<undefined, T.CreatorAnalytics>()({
    method: 'GET',
    path: '/api/creator/analytics',
    callers: ['creators'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [],
  }),
  creatorQuestions: route<undefined, T.OwnQuestions, T.OwnListQuery>()({
    method: 'GET',
    path: '/api/creator/questions',
    callers: ['creators'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [],
  }),
  creatorQuestionSets: route<undefined, T.OwnQuestionSets, T.OwnListQuery>()({
    method: 'GET',
    path: '/api/creator/question-sets',
    callers: ['creators'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [],
  }),
  quizStart: route<undefined, T.QuizStart>()({
    method: 'POST',
    path: '/api/quiz/{assignmentId}/start',
    callers: ['students'],
    bodyLimit: NO_BODY,
    refusals: [REFUSALS.quizNotFound, REFUSALS.noQuestions, REFUSALS.tooManyQuestions],
  }),
  quizAnswer: route<T.AnswerBody, T.AnswerReply>()({
    method: 'POST',
    path: '/api/quiz/attempts/{attemptId}/answer',
    callers: ['students'],
    bodyLimit: 8 * 1024,
    refusals: [
      REFUSALS.quizNotFound,
      REFUSALS.alreadySubmitted,
      REFUSALS.timeUp,
      REFUSALS.onABreak,
      REFUSALS.notAQuestion,
      REFUSALS.notAnOption,
      REFUSALS.notSaved,
    ],
  }),
  quizSubmit: route<undefined, T.ResultReview>()({
    method: 'POST',
    path: '/api/quiz/attempts/{attemptId}/submit',
    callers: ['students'],
    bodyLimit: NO_BODY,
    refusals: [REFUSALS.quizNotFound],
  }),
  quizPause: route<undefined, T.QuizClockReply>()({
    method: 'POST',
    path: '/api/quiz/attempts/{attemptId}/pause',
    callers: ['students'],
    bodyLimit: NO_BODY,
    refusals: [REFUSALS.quizNotFound, REFUSALS.alreadySubmitted, REFUSALS.untimed, REFUSALS.timeUp, REFUSALS.noBreaksLeft],
  }),
  quizResume: route<undefined, T.QuizClockReply>()({
    method: 'POST',
    path: '/api/quiz/attempts/{attemptId}/resume',
    callers: ['students'],
    bodyLimit: NO_BODY,
    refusals: [REFUSALS.quizNotFound, REFUSALS.alreadySubmitted],
  }),
  /** "Exit Quiz": 204 when thrown away; once its time is up, submitted instead (200, the submit's answer). */
  quizExit: route<undefined, T.ResultReview | undefined>()({
    method: 'DELETE',
    path: '/api/quiz/attempts/{attemptId}',
    callers: ['students'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [REFUSALS.quizNotFound, REFUSALS.alreadySubmitted],
  }),
  /** A question's picture or sound by the id the attempt gave it; the child's file token in the query opens it. */
  quizMedia: route<undefined, Blob, { token: string }>()({
    method: 'GET',
    path: '/api/quiz/media/{attemptId}/{mediaId}',
    callers: 'public',
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [],
  }),
  resultReview: route<undefined, T.ResultReview>()({
    method: 'GET',
    path: '/api/quiz/results/{resultId}',
    callers: ['students', 'parents'],
    bodyLimit: DEFAULT_BODY_LIMIT,
    refusals: [REFUSALS.resultNotFound],
  }),
  resultMark: route<T.EssayMarkBody, T.ResultReview>()({
    method: 'POST',
    path: '/api/results/{resultId}/mark',
    callers: ['parents'],
    bodyLimit: 4 * 1024,
    refusals: [
      REFUSALS.resultNotFound,
      { status: 400, field: 'questionId', message: sentence(ESSAY_MESSAGES.markQuestion) },
      { status: 400, field: 'questionId', message: sentence(ESSAY_MESSAGES.markUnanswered) },
    ],
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
