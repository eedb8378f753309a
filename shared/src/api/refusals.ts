import { ACCOUNT_MESSAGES } from '../domain/account.ts';
import { CHILDREN_MAX_MESSAGE } from '../domain/constants.ts';
import { ESSAY_MESSAGES } from '../domain/essays.ts';
import { REVIEW_TEXTS } from '../domain/review.ts';
import { MESSAGES } from '../domain/validation.ts';
import type { ApiRouteName } from './routes.ts';

// The refusals of the routes of the API table (routes.ts) that are fixed sentences: what the mocks answer with
// (mocks/src/handlers) and backend/test/api-table.test.ts holds equal to the server's. Apart from the table, so
// that an app's page, which builds its requests from the table, never carries the sentences it does not use.

/** A refusal the route answers with a fixed sentence (for a `field`, the sentence is that field's message). */
export interface Refusal {
  status: number;
  message: string;
  field?: string;
}

/** A message as PocketBase answers it: a sentence, with its full stop. */
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/** The refusals the mocks answer alike (mocks/src/handlers), by name; the others are written in ROUTE_REFUSALS below. */
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

/** Each route's refusals with a fixed sentence, by the table's name; a route not named has none. */
export const ROUTE_REFUSALS: Partial<Record<ApiRouteName, readonly Refusal[]>> = {
  signUp: [
    { status: 400, field: 'consent', message: ACCOUNT_MESSAGES.consentRequired },
    { status: 400, field: 'consent', message: ACCOUNT_MESSAGES.consentOutdated },
    { status: 400, field: 'password', message: ACCOUNT_MESSAGES.commonPassword },
  ],
  accountDelete: [
    { status: 400, field: 'password', message: ACCOUNT_MESSAGES.passwordRequired },
    { status: 400, field: 'password', message: ACCOUNT_MESSAGES.wrongPassword },
    { status: 400, field: 'confirm', message: ACCOUNT_MESSAGES.deleteWord },
  ],
  accountExport: [
    { status: 429, message: "Your family's data is already being prepared. Please wait for that download to finish." },
    { status: 429, message: 'Many families are downloading their data just now. Please try again in a minute.' },
  ],
  accountEmailChange: [{ status: 400, field: 'newEmail', message: 'Invalid new email address.' }],
  unsubscribe: [{ status: 400, message: 'This link to stop emails is not valid. Sign in and turn emails off in Settings.' }],
  demoLogins: [{ status: 404, message: 'Demo data is turned off.' }],
  preferences: [],
  notificationsReadAll: [],
  childCreate: [{ status: 400, message: CHILDREN_MAX_MESSAGE }],
  childAccessCode: [REFUSALS.childNotFound],
  childLearning: [REFUSALS.childNotFound],
  childSkillQuestions: [REFUSALS.childNotFound, REFUSALS.chooseSkill],
  assignmentPreview: [REFUSALS.assignmentNotFound],
  reviewStart: [REFUSALS.nothingDue],
  creatorOverview: [],
  creatorAnalytics: [],
  creatorQuestions: [],
  creatorQuestionSets: [],
  quizStart: [REFUSALS.quizNotFound, REFUSALS.noQuestions, REFUSALS.tooManyQuestions],
  quizAnswer: [
    REFUSALS.quizNotFound,
    REFUSALS.alreadySubmitted,
    REFUSALS.timeUp,
    REFUSALS.onABreak,
    REFUSALS.notAQuestion,
    REFUSALS.notAnOption,
    REFUSALS.notSaved,
  ],
  quizSubmit: [REFUSALS.quizNotFound],
  quizPause: [REFUSALS.quizNotFound, REFUSALS.alreadySubmitted, REFUSALS.untimed, REFUSALS.timeUp, REFUSALS.noBreaksLeft],
  quizResume: [REFUSALS.quizNotFound, REFUSALS.alreadySubmitted],
  quizExit: [REFUSALS.quizNotFound, REFUSALS.alreadySubmitted],
  quizMedia: [],
  resultReview: [REFUSALS.resultNotFound],
  resultMark: [
    REFUSALS.resultNotFound,
    { status: 400, field: 'questionId', message: sentence(ESSAY_MESSAGES.markQuestion) },
    { status: 400, field: 'questionId', message: sentence(ESSAY_MESSAGES.markUnanswered) },
  ],
};
