import type { ListResult } from 'pocketbase';
import type { Grade } from '../domain/constants.ts';
import type { EssayMark } from '../domain/essays.ts';
import type { CreatorAnalytics, CreatorOverview } from '../domain/item-analysis.ts';
import type { MasteryLevel } from '../domain/mastery.ts';
import type { NextStep } from '../domain/next-step.ts';
import type { Preferences } from '../domain/preferences.ts';
import type { ParentsResponse, QuestionSetsResponse, QuestionsResponse, ResultsResponse, StudentsResponse } from '../pocketbase-types.ts';

// What the portal's own routes take and answer (backend/pb_hooks/*.pb.js and the libraries they call), written once
// for the apps, the mocks and the contract suite. The table in routes.ts says which route takes and answers which.

export type { CreatorAnalytics, CreatorOverview };

/** Sign-up (`POST /api/sign-up`): the parent's consent with the policy version the form showed. */
export interface SignUpBody {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  consent: boolean;
  policyVersion: string;
}

/** "Delete my account": the word typed and the current password. */
export type DeleteAccountBody = { confirm: string; password: string };

/** "Download my family's data": the family's own records, as a file for the parent to keep. */
type ExportedRecord = Record<string, unknown> & { id: string };
export type FamilyExport = Record<string, unknown> & {
  account: ExportedRecord;
  children: ExportedRecord[];
  results: ExportedRecord[];
  /** What the learning engine keeps of each child: a level per skill, a review schedule per question. */
  skills: ExportedRecord[];
  reviews: ExportedRecord[];
  /** The typed and matching questions the family has answered (each counts once towards a creator's wrong answers). */
  answeredQuestions: ExportedRecord[];
};

export type EmailChangeBody = { newEmail: string };

/** The link of an email that turns emails off, without signing in. */
export type UnsubscribeBody = { token: string };
export type UnsubscribeReply = { emailNotifications: false };

export interface DemoLogins {
  parent: { email: string; password: string };
  student: { studentId: string; accessCode: string };
}

export type AddChildBody = { name: string; grade: Grade };

/** A child with their access code: the only time the code can be read. */
export interface ChildWithCode {
  student: StudentsResponse;
  accessCode: string;
}

/** A question as a child starting the assignment would be served it, with its answer for the parent. */
export interface PreviewQuestion {
  id: string;
  type: string;
  text: string;
  /** A matching question's pairs also carry their partner (`match`) and a picture's words (`alt`). */
  options: Array<{ id: string; text: string; isCorrect?: boolean; match?: string; alt?: string }>;
  /** The answer of a question answered by typing (fill in, short answer). */
  correctAnswer: string;
  explanation: string;
}
export type AssignmentPreview = { questions: PreviewQuestion[] };

/** A skill of a child (skill '': its topic's own level), as the server's learning engine holds it (docs/learning.md). */
export type SkillLevel = {
  subject: string;
  topic: string;
  skill: string;
  level: Exclude<MasteryLevel, 'not_started'>;
  answers: number;
  right: number;
  days: number;
};
/** A child's skill map and one next step. */
export type Learning = { skills: SkillLevel[]; nextStep: NextStep | null };

export type SkillQuestionsQuery = { subject: string; topic: string; skill: string };
/** A question a child answered on a skill: the last answer right or wrong, and when it comes back for review. */
export type SkillQuestion = {
  id: string;
  text: string;
  type: string;
  lastRight: boolean;
  due: string;
  lastAnswered: string;
  answers: number;
  slips: number;
};
export type SkillQuestions = { questions: SkillQuestion[] };

/** A child's review of their own questions: how many wait, whether they are mistakes, whether it is begun. */
export type ReviewStatus = { questions: number; mistakes: boolean; begun: boolean; assignmentId: string };
export type ReviewStarted = { assignmentId: string };

export type ReadAllReply = { changed: number };

export type PreferencesBody = Partial<Preferences>;
export type PreferencesReply = { preferences: Record<string, unknown> };

/** A creator's own list: searched (`q`), filtered, sorted and paged by the server. */
export type OwnListQuery = {
  q?: string;
  subject?: string;
  grade?: string;
  type?: string;
  difficulty?: string;
  status?: string;
  sort?: string;
  page?: number;
  perPage?: number;
};
export type OwnQuestions = ListResult<QuestionsResponse>;
export type OwnQuestionSets = ListResult<QuestionSetsResponse>;

export type SignedUpParent = ParentsResponse;

/** An option, or a matching question's left item or partner; a left item may show a picture (served under an id of the attempt), `text` then maybe empty. */
export type QuizOption = { id: string; text: string; image?: { url: string; alt: string } };
/** A question's picture (with its description) and sound, as served with the student's file token. */
export type QuizMedia = { image?: { url: string; alt: string }; audio?: { url: string } };
/** A matching question's `options` are its left items and `matches` their partners, in an order and under ids of the attempt's own. */
export type QuizQuestionView = { id: string; type: string; text: string; options: QuizOption[]; matches?: QuizOption[]; media: QuizMedia };

/** An attempt as the child sees it. */
export interface AttemptView {
  id: string;
  assignment_id: string;
  status: string;
  started_at: string;
  /** null: no time limit for this child. On a break, the deadline the break began with. */
  deadline: string | null;
  /** When the break the quiz is on began (the clock is stopped); null while it runs. */
  pausedAt: string | null;
  /** How many more breaks the quiz allows (0 when untimed). */
  breaksLeft: number;
  answers: Record<string, string>;
  flagged: string[];
}

/** A started or resumed quiz: the attempt, the assignment, its questions without their keys, and the server's clock. */
export interface QuizStart {
  attempt: AttemptView;
  assignment: { id: string; title: string; subject: string; difficulty: string; instructions: string; timeLimit: number };
  questions: QuizQuestionView[];
  serverTime: string;
}

/** One answer or flag: `answer: null` clears the answer. */
export type AnswerBody = { questionId: string; answer?: string | null; flagged?: boolean };
/** The question's row as the server stored it. */
export type AnswerReply = { questionId: string; answer: string | null; flagged: boolean };

/** "Take a break" and "Resume": the attempt afterwards and the server's clock. */
export type QuizClockReply = { attempt: AttemptView; serverTime: string };

/** A matching question's pairs are the item, its partner (`match`) and the partner's id in the attempt; a pair's picture its words (`alt`) and, for the child, its address (`picture`). */
export type ReviewedOption = {
  id: string;
  text: string;
  isCorrect?: boolean;
  match?: string;
  matchId?: string;
  alt?: string;
  picture?: string;
};

/** One question of a submitted result, with its key. */
export interface ReviewedQuestion {
  id: string;
  type: string;
  text: string;
  options: ReviewedOption[];
  /** A typed question's key, shown once the quiz is submitted. */
  correctAnswer?: string;
  /** A typed answer taken as a word misspelt: the key's spelling of each such word. */
  spelt?: string[];
  /** The explanation; for an essay, the marking guide. */
  explanation: string;
  /** What the child answered (an essay's text); null: not answered. */
  selected: string | null;
  isCorrect: boolean;
  /** An essay's mark by the child's parent, null until marked. */
  mark?: EssayMark | null;
  /** An essay written and not marked yet: neither right nor wrong so far. */
  awaitingMarking?: boolean;
}

/** A submitted result with its review, for the child and their parent. */
export interface ResultReview {
  /** The result record; its answers by question id. */
  result: ResultsResponse<Record<string, string>>;
  points: number;
  details: ReviewedQuestion[];
}

/** A parent's mark of an essay: right or wrong, and a comment. */
export type EssayMarkBody = { questionId: string; correct: boolean; comment?: string };
