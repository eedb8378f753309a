/// <reference path="../../../pb_data/types.d.ts" />
// What the quiz routes answer: the attempt as the student sees it, questions without their keys
// until the student has submitted, and a result with its per-question details.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);
const { answerRows } = require(`${__hooks}/lib/quiz/attempts.js`);
const { NOT_FOUND, currentQuestions } = require(`${__hooks}/lib/server.js`).quizQuestions;

/** An option or partner as a student may see it before submitting: its id and text, nothing that pairs or marks it. */
function idAndText(item) {
  return { id: item.id, text: item.text };
}

/**
 * Where a student's pictures and sounds of one attempt are asked for: the attempt, and the student's file token.
 * @typedef {{ attemptId: string, fileToken: string }} MediaAccess
 */

/**
 * The address of a picture or sound an attempt serves: by the attempt and the id it gave the file, never by
 * its file name, which its author chose and might say the answer with. @param {MediaAccess} access @param {string} mediaId
 */
function mediaUrl(access, mediaId) {
  return '/api/quiz/media/' + encodeURIComponent(access.attemptId) + '/' + encodeURIComponent(mediaId) + '?token=' + encodeURIComponent(access.fileToken);
}

/** A served question's own picture (with the words for it) and sound. @param {any} question @param {MediaAccess} access */
function mediaOf(question, access) {
  const media = {};
  if (question.image && question.imageId) media.image = { url: mediaUrl(access, question.imageId), alt: question.imageAlt || '' };
  if (question.audio && question.audioId) media.audio = { url: mediaUrl(access, question.audioId) };
  return media;
}

/** A matching question's left item as a student may see it: its words (maybe none) and its picture with the words for it. @param {any} option @param {MediaAccess} access */
function leftItem(option, access) {
  const item = { id: option.id, text: option.text || '' };
  if (option.image && option.imageId) item.image = { url: mediaUrl(access, option.imageId), alt: option.alt || '' };
  return item;
}

/**
 * What a student may see before submitting: no isCorrect, correctAnswer, explanation or a matching question's pairs.
 * @param {any} question @param {string} fileToken @param {string} attemptId the attempt it is served for
 */
function publicQuestion(question, fileToken, attemptId) {
  const access = { attemptId: attemptId, fileToken: fileToken };
  const view = {
    id: question.id,
    type: question.type,
    text: question.text,
    options: question.options.map(function (option) {
      return question.matches ? leftItem(option, access) : idAndText(option);
    }),
    media: mediaOf(question, access),
  };
  if (question.matches) view.matches = question.matches.map(idAndText);
  return view;
}

/**
 * A matching question's pairs after submitting: each with its key, and a pair's picture with the
 * address a student's file token opens (for the child's own results; a parent reads its words).
 * @param {Array<any>} options @param {MediaAccess} access
 */
function reviewedOptions(options, access) {
  if (!access.fileToken || !access.attemptId) return options;
  return options.map(function (option) {
    return option.imageId ? Object.assign({}, option, { picture: mediaUrl(access, option.imageId) }) : option;
  });
}

/**
 * Each question with its key, the answer and whether it was right; an essay also with the parent's
 * mark (null until marked) and whether it waits for one.
 * @param {Array<any>} questions @param {Record<string, unknown>} answers @param {Record<string, any>} marks @param {MediaAccess} access
 */
function details(questions, answers, marks, access) {
  return questions.map(function (question) {
    const selected = answers[question.id] === undefined ? null : answers[question.id];
    const verdict = domain.verdictOf(question, selected, marks[question.id]);
    const detail = {
      id: question.id,
      type: question.type,
      text: question.text,
      options: question.type === 'matching' ? reviewedOptions(question.options, access) : question.options,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      selected: selected,
      isCorrect: verdict === true,
    };
    // A typed answer taken as a word misspelt: the results show its spelling.
    if (verdict === true && domain.isTypedType(question.type)) {
      const spelt = domain.markTypedAnswer(question, selected).spelt;
      if (spelt.length) detail.spelt = spelt;
    }
    if (domain.isEssay(question.type)) {
      detail.mark = marks[question.id] || null;
      detail.awaitingMarking = verdict === null;
    }
    return detail;
  });
}

/** The attempt as the student sees it, in one query. @param {core.App} app @param {string} attemptId */
function attemptView(app, attemptId) {
  const rows = arrayOf(
    new DynamicModel({ assignment_id: '', status: '', started_at: '', deadline: '', paused_at: '', breaks_left: 0, question: '', option: '', flagged: false }),
  );
  app
    .db()
    .newQuery(
      'SELECT a.assignment_id, a.status, a.started_at, a.deadline, a.paused_at, a.breaks_left, COALESCE(r.question, \'\') AS question, COALESCE(r.option, \'\') AS option,' +
        ' COALESCE(r.flagged, FALSE) AS flagged FROM attempts a LEFT JOIN attempt_answers r ON r.attempt = a.id WHERE a.id = {:id} ORDER BY r.position',
    )
    .bind({ id: attemptId })
    .all(rows);
  const answers = {};
  const flagged = [];
  rows.forEach(function (row) {
    if (row.option) answers[row.question] = row.option;
    if (row.flagged) flagged.push(row.question);
  });
  const attempt = rows[0];
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
    answers: answers,
    flagged: flagged,
  };
}

/** attemptView of an attempt just created, without reading it back. @param {core.Record} attempt */
function newAttemptView(attempt) {
  return {
    id: attempt.id,
    assignment_id: attempt.getString('assignment_id'),
    status: attempt.getString('status'),
    started_at: records.isoDate(records.millis(attempt, 'started_at')),
    deadline: attempt.getString('deadline') ? records.isoDate(records.millis(attempt, 'deadline')) : null,
    pausedAt: null,
    breaksLeft: attempt.getInt('breaks_left'),
    answers: {},
    flagged: [],
  };
}

/** The questions a result was scored on. @param {core.App} app @param {core.Record} result */
function questionsOfResult(app, result) {
  const attemptId = result.getString('attempt_id');
  let questions;
  if (attemptId) {
    questions = answerRows(app, attemptId).map(function (row) {
      return records.readJson(row, 'served', {});
    });
  } else {
    // Seeded results have no attempt: they were scored on the questions as they are.
    questions = currentQuestions(app, result.getString('assignment_id'));
  }
  return questions;
}

/** @param {core.App} app @param {core.Record} result @param {string} [fileToken] a student's, for their pairs' pictures */
function resultView(app, result, fileToken) {
  return {
    result: result,
    points: domain.resultPoints({ score: result.getInt('score'), review: result.getBool('review'), total_questions: result.getInt('total_questions') }),
    details: details(questionsOfResult(app, result), records.readJson(result, 'answers', {}) || {}, records.readJson(result, 'marks', {}) || {}, {
      attemptId: result.getString('attempt_id'),
      fileToken: fileToken || '',
    }),
  };
}

module.exports = { publicQuestion, attemptView, newAttemptView, questionsOfResult, resultView };
