// What a submitted quiz teaches the learning engine (docs/learning.md), in the submit's own
// transaction: each answered question's review schedule (review_cards, FSRS) and the level of each of
// its skills and of its topic (skill_mastery, Bayesian Knowledge Tracing). A question left
// unanswered teaches nothing (time may have run out before it), nor does an essay (a parent marks it).
// The rules are the shared domain's; this file reads and writes the rows, a few statements a quiz.
import { execute, listParam, newRecordId, rowsLike } from '../db.ts';
import {
  answerSkill,
  emptySkill,
  isAnswerCorrect,
  isEssay,
  masteryDay,
  scheduleAnswer,
  type MasteryLevel,
  type MasteryQuestion,
  type QuizQuestion,
  type ReviewCard,
  type SkillState,
} from '../domain.ts';
import { currentQuestions } from '../quiz/questions.ts';
import { jsArray, millis, readJson, storedDate } from '../records.ts';

const CARD_COLUMNS = ['due', 'stability', 'difficulty', 'reps', 'lapses', 'state', 'scheduled_days', 'last_review', 'last_right'];
const SAVE_CARD =
  'INSERT INTO review_cards (id, student_id, question, ' +
  CARD_COLUMNS.join(', ') +
  ') VALUES ({:id}, {:student}, {:question}, ' +
  CARD_COLUMNS.map((column) => '{:' + column + '}').join(', ') +
  ') ON CONFLICT (student_id, question) DO UPDATE SET ' +
  CARD_COLUMNS.map((column) => column + ' = excluded.' + column).join(', ');

const SKILL_COLUMNS = ['known', 'level', 'answers', 'right', 'days', 'last_day'];
const SAVE_SKILL =
  'INSERT INTO skill_mastery (id, student_id, subject, topic, skill, ' +
  SKILL_COLUMNS.join(', ') +
  ') VALUES ({:id}, {:student}, {:subject}, {:topic}, {:skill}, ' +
  SKILL_COLUMNS.map((column) => '{:' + column + '}').join(', ') +
  ') ON CONFLICT (student_id, subject, topic, skill) DO UPDATE SET ' +
  SKILL_COLUMNS.map((column) => column + ' = excluded.' + column).join(', ');

/** A stored date as the schedule's ISO string. */
const isoOf = (stored: string): string => (stored ? new Date(stored.replace(' ', 'T')).toISOString() : '');

/** The child's cards of these questions, by question id. */
function cardsOf(app: core.App, studentId: string, ids: readonly string[]): Record<string, ReviewCard> {
  const params: dbx.Params = { student: studentId };
  // `-0`: PocketBase reads the column as a float (a plain 0 would read it as an integer).
  const rows = rowsLike({
    question: '',
    due: '',
    stability: -0,
    difficulty: -0,
    reps: 0,
    lapses: 0,
    state: 0,
    scheduled_days: 0,
    last_review: '',
    last_right: false,
  });
  app
    .db()
    .newQuery(
      'SELECT question, ' +
        CARD_COLUMNS.join(', ') +
        ' FROM review_cards WHERE student_id = {:student} AND question IN (' +
        listParam('q', ids, params) +
        ')',
    )
    .bind(params)
    .all(rows);
  const cards: Record<string, ReviewCard> = {};
  for (const row of rows) {
    cards[row.question] = {
      due: isoOf(row.due),
      stability: row.stability,
      difficulty: row.difficulty,
      reps: row.reps,
      lapses: row.lapses,
      state: row.state,
      scheduledDays: row.scheduled_days,
      lastReview: isoOf(row.last_review),
      lastRight: row.last_right,
    };
  }
  return cards;
}

function saveCard(app: core.App, studentId: string, question: string, card: ReviewCard): void {
  execute(app, SAVE_CARD, {
    id: newRecordId(),
    student: studentId,
    question,
    due: storedDate(Date.parse(card.due)),
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    scheduled_days: card.scheduledDays,
    last_review: storedDate(Date.parse(card.lastReview)),
    last_right: card.lastRight,
  });
}

/** The key of a skill row: its subject, topic and skill ('' for the topic's own row). */
const skillKey = (subject: string, topic: string, skill: string): string => JSON.stringify([subject, topic, skill]);

/** The child's skill rows of these subjects, by skillKey. */
function skillsOf(app: core.App, studentId: string, subjects: readonly string[]): Record<string, SkillState> {
  const params: dbx.Params = { student: studentId };
  const rows = rowsLike({ subject: '', topic: '', skill: '', known: -0, level: '', answers: 0, right: 0, days: 0, last_day: '' });
  app
    .db()
    .newQuery(
      'SELECT subject, topic, skill, ' +
        SKILL_COLUMNS.join(', ') +
        ' FROM skill_mastery WHERE student_id = {:student} AND subject IN (' +
        listParam('s', subjects, params) +
        ')',
    )
    .bind(params)
    .all(rows);
  const skills: Record<string, SkillState> = {};
  for (const row of rows) {
    // The column holds one of MASTERY_LEVELS, written below.
    const level = (row.level || 'practising') as MasteryLevel;
    skills[skillKey(row.subject, row.topic, row.skill)] = {
      known: row.known,
      level,
      answers: row.answers,
      right: row.right,
      days: row.days,
      lastDay: row.last_day,
    };
  }
  return skills;
}

/** What a question is about, for the levels. */
interface About extends MasteryQuestion {
  subject: string;
  topic: string;
  skills: string[];
}

/**
 * What the questions of a quiz are about, for the levels: subject, topic, skills, difficulty, type and
 * how many options (a lucky guess is likelier among fewer).
 */
function aboutOf(app: core.App, ids: string[]): Record<string, About> {
  const about: Record<string, About> = {};
  for (const question of jsArray(app.findRecordsByIds('questions', ids))) {
    if (!question) continue;
    const skills = readJson<unknown>(question, 'skills', []);
    const options = readJson<unknown>(question, 'options', []);
    about[question.id] = {
      subject: question.getString('subject'),
      topic: question.getString('topic').trim(),
      skills: (Array.isArray(skills) ? skills : []).map((skill) => String(skill).trim()).filter(Boolean),
      difficulty: question.getString('difficulty'),
      type: question.getString('type'),
      optionCount: Array.isArray(options) ? options.length : 0,
    };
  }
  return about;
}

/** An answer to learn from: the question as served, the answer given and when. */
interface Given {
  question: QuizQuestion | null;
  given: string;
  at: number;
}

/** Learns from a submitted attempt's answers (`rows`: the attempt's rows), in the order they were given. */
export function learnFromAttempt(txApp: core.App, studentId: string, rows: readonly core.Record[], now: number): void {
  learn(
    txApp,
    studentId,
    rows.map((row) => ({
      question: readJson<QuizQuestion | null>(row, 'served', null),
      given: row.getString('option'),
      at: millis(row, 'answered_at') || now,
    })),
  );
}

/**
 * Learns from a result written without an attempt (the demo's, by the seed): its answers to the
 * assignment's questions as they are, given when it was completed.
 */
export function learnFromResult(txApp: core.App, result: core.Record): void {
  const at = millis(result, 'completed_at') || Date.now();
  const answers = readJson<Record<string, unknown> | null>(result, 'answers', {}) ?? {};
  const questions = currentQuestions(txApp, result.getString('assignment_id'));
  learn(
    txApp,
    result.getString('student_id'),
    questions.map((question) => {
      const answer = answers[question.id];
      return { question, given: typeof answer === 'string' ? answer : '', at };
    }),
  );
}

/** `given`: each question as served with the answer and when it was given. */
function learn(txApp: core.App, studentId: string, given: readonly Given[]): void {
  const answered = given
    .flatMap((answer) =>
      answer.given !== '' && answer.question?.id && !isEssay(answer.question.type) ? [{ ...answer, question: answer.question }] : [],
    )
    .toSorted((a, b) => a.at - b.at);
  if (!answered.length) return;
  const ids = answered.map((answer) => answer.question.id);
  const cards = cardsOf(txApp, studentId, ids);
  const about = aboutOf(txApp, ids);
  const subjects = [...new Set(Object.values(about).flatMap((question) => (question.subject ? [question.subject] : [])))];
  const skills = subjects.length ? skillsOf(txApp, studentId, subjects) : {};
  const touched = new Set<string>();
  for (const answer of answered) {
    const when = new Date(answer.at);
    const right = isAnswerCorrect(answer.question, answer.given);
    const card = scheduleAnswer(cards[answer.question.id] ?? null, right, when);
    cards[answer.question.id] = card;
    saveCard(txApp, studentId, answer.question.id, card);
    const question = about[answer.question.id];
    if (!question || !question.subject || !question.topic) continue;
    for (const skill of ['', ...question.skills]) {
      const key = skillKey(question.subject, question.topic, skill);
      skills[key] = answerSkill(skills[key] ?? emptySkill(), question, right, masteryDay(when));
      touched.add(key);
    }
  }
  for (const key of touched) {
    const [subject, topic, skill] = JSON.parse(key) as [string, string, string];
    const state = skills[key];
    if (!state) continue;
    execute(txApp, SAVE_SKILL, {
      id: newRecordId(),
      student: studentId,
      subject,
      topic,
      skill,
      known: state.known,
      level: state.level,
      answers: state.answers,
      right: state.right,
      days: state.days,
      last_day: state.lastDay,
    });
  }
}
