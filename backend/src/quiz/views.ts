// What the quiz routes answer: the attempt as the student sees it, questions without their keys
// until the student has submitted, and a result with its per-question details.
import { rowsLike } from '../db.ts';
import { isEssay, isTypedType, markTypedAnswer, resultPoints, verdictOf, type EssayMark, type EssayMarks } from '../domain.ts';
import { isoDate, millis, readJson } from '../records.ts';
import { answerRows, servedOf, type KeptQuestion } from './attempts.ts';
import type { PlanOption, ServedMatch } from './attempt-plan.ts';
import { currentQuestions, NOT_FOUND, type ServedOption, type ServedQuestion } from './questions.ts';

/** Where a student's pictures and sounds of one attempt are asked for: the attempt, and the student's file token. */
interface MediaAccess {
  attemptId: string;
  fileToken: string;
}

interface Picture {
  url: string;
  alt: string;
}

/** An option or a partner as a student may see it before submitting; a left item of a matching question may show its picture. */
interface QuizOption {
  id: string;
  /** A partner's text is its pair's `match`, which an author may have left out. */
  text: string | undefined;
  image?: Picture;
}

/** A question as a student sees it before submitting (shared/src/api's QuizQuestionView). */
export interface QuestionView {
  id: string;
  type: string;
  text: string;
  options: QuizOption[];
  matches?: QuizOption[];
  media: { image?: Picture; audio?: { url: string } };
}

/** An attempt as the child sees it (shared/src/api's AttemptView). */
export interface AttemptView {
  id: string;
  assignment_id: string;
  status: string;
  started_at: string;
  deadline: string | null;
  pausedAt: string | null;
  breaksLeft: number;
  answers: Record<string, string>;
  flagged: string[];
}

/** An option or partner as a student may see it before submitting: its id and text, nothing that pairs or marks it. */
const idAndText = (item: { id: string; text?: string | undefined }): QuizOption => ({ id: item.id, text: item.text });

/**
 * The address of a picture or sound an attempt serves: by the attempt and the id it gave the file, never by
 * its file name, which its author chose and might say the answer with.
 */
function mediaUrl(access: MediaAccess, mediaId: string): string {
  return (
    '/api/quiz/media/' +
    encodeURIComponent(access.attemptId) +
    '/' +
    encodeURIComponent(mediaId) +
    '?token=' +
    encodeURIComponent(access.fileToken)
  );
}

/** A served question's own picture (with the words for it) and sound. */
function mediaOf(question: KeptQuestion, access: MediaAccess): QuestionView['media'] {
  const media: QuestionView['media'] = {};
  if (question.image && question.imageId) media.image = { url: mediaUrl(access, question.imageId), alt: question.imageAlt || '' };
  if (question.audio && question.audioId) media.audio = { url: mediaUrl(access, question.audioId) };
  return media;
}

type KeptOption = ServedOption & PlanOption;

/** A matching question's left item as a student may see it: its words (maybe none) and its picture with the words for it. */
function leftItem(option: KeptOption, access: MediaAccess): QuizOption {
  const item: QuizOption = { id: option.id, text: option.text || '' };
  if (option.image && option.imageId) item.image = { url: mediaUrl(access, option.imageId), alt: option.alt || '' };
  return item;
}

/** What a student may see before submitting (`attemptId`: the attempt it is served for): no isCorrect, correctAnswer, explanation or a matching question's pairs. */
export function publicQuestion(question: KeptQuestion, fileToken: string, attemptId: string): QuestionView {
  const access = { attemptId, fileToken };
  const matches: ServedMatch[] | undefined = question.matches;
  const view: QuestionView = {
    id: question.id,
    type: question.type,
    text: question.text,
    options: question.options.map((option) => (matches ? leftItem(option, access) : idAndText(option))),
    media: mediaOf(question, access),
  };
  if (matches) view.matches = matches.map(idAndText);
  return view;
}

/**
 * A matching question's pairs after submitting: each with its key, and a pair's picture with the
 * address a student's file token opens (for the child's own results; a parent reads its words).
 */
function reviewedOptions(options: readonly KeptOption[], access: MediaAccess): Array<KeptOption & { picture?: string }> {
  if (!access.fileToken || !access.attemptId) return [...options];
  return options.map((option) => (option.imageId ? { ...option, picture: mediaUrl(access, option.imageId) } : option));
}

/** A question a result was scored on: as an attempt kept it, or (a seeded result) as it is now. */
type ScoredQuestion = KeptQuestion | ServedQuestion;

/**
 * Each question with its key, the answer and whether it was right; an essay also with the parent's
 * mark (null until marked) and whether it waits for one.
 */
function details(questions: readonly ScoredQuestion[], answers: Readonly<Record<string, unknown>>, marks: EssayMarks, access: MediaAccess) {
  return questions.map((question) => {
    const selected = answers[question.id] === undefined ? null : answers[question.id];
    const verdict = verdictOf(question, selected, marks[question.id]);
    const detail: Record<string, unknown> & { spelt?: string[]; mark?: EssayMark | null; awaitingMarking?: boolean } = {
      id: question.id,
      type: question.type,
      text: question.text,
      options: question.type === 'matching' ? reviewedOptions(question.options, access) : question.options,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      selected,
      isCorrect: verdict === true,
    };
    // A typed answer taken as a word misspelt: the results show its spelling.
    if (verdict === true && isTypedType(question.type)) {
      const spelt = markTypedAnswer(question, selected).spelt;
      if (spelt?.length) detail.spelt = spelt;
    }
    if (isEssay(question.type)) {
      detail.mark = marks[question.id] ?? null;
      detail.awaitingMarking = verdict === null;
    }
    return detail;
  });
}

/** The attempt as the student sees it, in one query. */
export function attemptView(app: core.App, attemptId: string): AttemptView {
  const rows = rowsLike({
    assignment_id: '',
    status: '',
    started_at: '',
    deadline: '',
    paused_at: '',
    breaks_left: 0,
    question: '',
    option: '',
    flagged: false,
  });
  app
    .db()
    .newQuery(
      "SELECT a.assignment_id, a.status, a.started_at, a.deadline, a.paused_at, a.breaks_left, COALESCE(r.question, '') AS question, COALESCE(r.option, '') AS option," +
        ' COALESCE(r.flagged, FALSE) AS flagged FROM attempts a LEFT JOIN attempt_answers r ON r.attempt = a.id WHERE a.id = {:id} ORDER BY r.position',
    )
    .bind({ id: attemptId })
    .all(rows);
  const answers: Record<string, string> = {};
  const flagged: string[] = [];
  for (const row of rows) {
    if (row.option) answers[row.question] = row.option;
    if (row.flagged) flagged.push(row.question);
  }
  const [attempt] = rows;
  // Thrown away ("Exit Quiz") in the meantime.
  if (!attempt) throw new NotFoundError(NOT_FOUND);
  return {
    id: attemptId,
    assignment_id: attempt.assignment_id,
    status: attempt.status,
    started_at: attempt.started_at.replace(' ', 'T'),
    // Empty for an untimed attempt (the child's time allowance). On a break, the deadline as it was
    // when the break began: it moves by the break's length when the quiz resumes.
    deadline: attempt.deadline ? attempt.deadline.replace(' ', 'T') : null,
    pausedAt: attempt.paused_at ? attempt.paused_at.replace(' ', 'T') : null,
    breaksLeft: attempt.breaks_left,
    answers,
    flagged,
  };
}

/** attemptView of an attempt just created, without reading it back. */
export function newAttemptView(attempt: core.Record): AttemptView {
  return {
    id: attempt.id,
    assignment_id: attempt.getString('assignment_id'),
    status: attempt.getString('status'),
    started_at: isoDate(millis(attempt, 'started_at')),
    deadline: attempt.getString('deadline') ? isoDate(millis(attempt, 'deadline')) : null,
    pausedAt: null,
    breaksLeft: attempt.getInt('breaks_left'),
    answers: {},
    flagged: [],
  };
}

/** The questions a result was scored on. */
export function questionsOfResult(app: core.App, result: core.Record): ScoredQuestion[] {
  const attemptId = result.getString('attempt_id');
  // Seeded results have no attempt: they were scored on the questions as they are.
  return attemptId ? answerRows(app, attemptId).map(servedOf) : currentQuestions(app, result.getString('assignment_id'));
}

/** `fileToken`: a student's, for their pairs' pictures. */
export function resultView(app: core.App, result: core.Record, fileToken = '') {
  return {
    result,
    points: resultPoints({
      score: result.getInt('score'),
      review: result.getBool('review'),
      total_questions: result.getInt('total_questions'),
    }),
    details: details(
      questionsOfResult(app, result),
      readJson<Record<string, unknown> | null>(result, 'answers', {}) ?? {},
      readJson<EssayMarks | null>(result, 'marks', {}) ?? {},
      { attemptId: result.getString('attempt_id'), fileToken },
    ),
  };
}
