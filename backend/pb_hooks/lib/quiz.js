/// <reference path="../../pb_data/types.d.ts" />
// The quiz engine: start or resume, save answers and flags, submit (scored here), exit, and the
// cron that submits overdue attempts. Questions reach a student without their answer keys until
// that student has submitted.
const records = require(`${__hooks}/lib/records.js`);
const scoring = require(`${__hooks}/lib/scoring.js`);

const GRACE_SECONDS = 30;
const ANSWER_MAX = 500;
const NOT_FOUND = 'Quiz not found';
const ALREADY_SUBMITTED = 'This quiz has already been submitted.';
const TIME_UP = 'Time is up for this quiz: answers can no longer be changed.';

/** @param {core.Record} assignment @param {string} studentId */
function isAssignedTo(assignment, studentId) {
  return assignment.getString('status') === 'active' && assignment.getStringSlice('assigned_students').indexOf(studentId) >= 0;
}

/** @param {string} assignmentId @param {string} studentId @returns {core.Record} */
function assignmentFor(assignmentId, studentId) {
  const assignment = records.findOrNull('assignments', assignmentId);
  if (!assignment || !isAssignedTo(assignment, studentId)) throw new NotFoundError(NOT_FOUND);
  return assignment;
}

/** The questions of an assignment, in set order, each once. @param {core.Record} assignment @returns {string[]} */
function assignmentQuestionIds(assignment) {
  const setIds = assignment.getStringSlice('question_sets');
  const sets = $app.findRecordsByIds('question_sets', setIds);
  const byId = {};
  sets.forEach(function (set) {
    byId[set.id] = set;
  });
  const seen = {};
  const ids = [];
  setIds.forEach(function (setId) {
    if (!byId[setId]) return;
    byId[setId].getStringSlice('questions').forEach(function (id) {
      if (seen[id]) return;
      seen[id] = true;
      ids.push(id);
    });
  });
  return ids;
}

/**
 * Questions with their keys, for scoring. Inside a transaction pass its app: PocketBase asks
 * that a transaction read only through it.
 * @param {string[]} ids @param {core.App} [app]
 */
function loadQuestions(ids, app) {
  const found = ids.length ? (app || $app).findRecordsByIds('questions', ids) : [];
  const byId = {};
  found.forEach(function (q) {
    byId[q.id] = {
      id: q.id,
      type: q.getString('type'),
      text: q.getString('text'),
      options: records.readJson(q, 'options', []) || [],
      correctAnswer: q.getString('correctAnswer'),
      explanation: q.getString('explanation'),
    };
  });
  return ids
    .map(function (id) {
      return byId[id];
    })
    .filter(Boolean);
}

/** What a student may see before submitting: no isCorrect, correctAnswer or explanation. */
function publicQuestion(question) {
  return {
    id: question.id,
    type: question.type,
    text: question.text,
    options: question.options.map(function (option) {
      return { id: option.id, text: option.text };
    }),
  };
}

/** @param {Array<any>} questions @param {Record<string, unknown>} answers */
function details(questions, answers) {
  return questions.map(function (question) {
    const selected = answers[question.id] === undefined ? null : answers[question.id];
    return {
      id: question.id,
      type: question.type,
      text: question.text,
      options: question.options,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      selected: selected,
      isCorrect: scoring.isAnswerCorrect(question, selected),
    };
  });
}

/** @param {core.Record} attempt */
function attemptView(attempt) {
  return {
    id: attempt.id,
    assignment_id: attempt.getString('assignment_id'),
    status: attempt.getString('status'),
    started_at: records.isoDate(records.millis(attempt, 'started_at')),
    deadline: records.isoDate(records.millis(attempt, 'deadline')),
    answers: records.readJson(attempt, 'answers', {}) || {},
    flagged: records.readJson(attempt, 'flagged', []) || [],
  };
}

/** @param {core.Record} attempt */
function isPastGrace(attempt) {
  return Date.now() > records.millis(attempt, 'deadline') + GRACE_SECONDS * 1000;
}

/** @param {string} attemptId @param {string} studentId @returns {core.Record} */
function ownAttempt(attemptId, studentId) {
  const attempt = records.findOrNull('attempts', attemptId);
  if (!attempt || attempt.getString('student_id') !== studentId) throw new NotFoundError(NOT_FOUND);
  return attempt;
}

/**
 * Scores the attempt with what was saved and writes its one result. Safe to call twice:
 * the second call returns the first result.
 * @param {string} attemptId @returns {core.Record} the result
 */
function finish(attemptId) {
  let result = null;
  $app.runInTransaction(function (txApp) {
    const attempt = txApp.findRecordById('attempts', attemptId);
    if (attempt.getString('status') === 'submitted') {
      result = txApp.findFirstRecordByFilter('results', 'attempt_id = {:id}', { id: attemptId });
      return;
    }
    const answers = records.readJson(attempt, 'answers', {}) || {};
    const questions = loadQuestions(records.readJson(attempt, 'question_ids', []) || [], txApp);
    const scored = scoring.scoreAnswers(questions, answers);
    const now = Date.now();
    const end = Math.min(now, records.millis(attempt, 'deadline'));
    result = new Record(txApp.findCollectionByNameOrId('results'));
    result.set('student_id', attempt.getString('student_id'));
    result.set('assignment_id', attempt.getString('assignment_id'));
    result.set('attempt_id', attempt.id);
    result.set('score', scored.score);
    result.set('total_questions', scored.total);
    result.set('correct_answers', scored.correct);
    result.set('time_taken', Math.max(0, Math.round((end - records.millis(attempt, 'started_at')) / 1000)));
    result.set('answers', answers);
    result.set('completed_at', records.isoDate(now));
    txApp.save(result);
    attempt.set('status', 'submitted');
    attempt.set('submitted_at', records.isoDate(now));
    txApp.save(attempt);
  });
  return result;
}

/** @param {core.Record} result */
function resultView(result) {
  const attemptId = result.getString('attempt_id');
  const attempt = attemptId ? records.findOrNull('attempts', attemptId) : null;
  const assignment = records.findOrNull('assignments', result.getString('assignment_id'));
  const ids = attempt ? records.readJson(attempt, 'question_ids', []) || [] : assignment ? assignmentQuestionIds(assignment) : [];
  const score = result.getInt('score');
  return {
    result: result,
    points: scoring.pointsForScore(score),
    details: details(loadQuestions(ids), records.readJson(result, 'answers', {}) || {}),
  };
}

/** @param {core.RequestEvent} e */
function start(e) {
  const studentId = e.auth.id;
  const assignment = assignmentFor(e.request.pathValue('assignmentId'), studentId);
  const open = $app.findRecordsByFilter(
    'attempts',
    'student_id = {:s} && assignment_id = {:a} && status = "in_progress"',
    '-created',
    0,
    0,
    { s: studentId, a: assignment.id },
  );
  let attempt = null;
  open.forEach(function (candidate) {
    if (!attempt && !isPastGrace(candidate)) attempt = candidate;
    else finish(candidate.id);
  });
  if (!attempt) {
    const now = Date.now();
    attempt = new Record($app.findCollectionByNameOrId('attempts'));
    attempt.set('student_id', studentId);
    attempt.set('assignment_id', assignment.id);
    attempt.set('question_ids', assignmentQuestionIds(assignment));
    attempt.set('answers', {});
    attempt.set('flagged', []);
    attempt.set('status', 'in_progress');
    attempt.set('started_at', records.isoDate(now));
    attempt.set('deadline', records.isoDate(now + assignment.getInt('timeLimit') * 60 * 1000));
    $app.save(attempt);
  }
  return e.json(200, {
    attempt: attemptView(attempt),
    assignment: {
      id: assignment.id,
      title: assignment.getString('title'),
      subject: assignment.getString('subject'),
      difficulty: assignment.getString('difficulty'),
      instructions: assignment.getString('instructions'),
      timeLimit: assignment.getInt('timeLimit'),
    },
    questions: loadQuestions(records.readJson(attempt, 'question_ids', []) || []).map(publicQuestion),
    serverTime: records.isoDate(Date.now()),
  });
}

/** @param {core.RequestEvent} e */
function saveAnswer(e) {
  const attempt = ownAttempt(e.request.pathValue('attemptId'), e.auth.id);
  if (attempt.getString('status') !== 'in_progress') throw new ApiError(409, ALREADY_SUBMITTED);
  if (isPastGrace(attempt)) throw new ApiError(409, TIME_UP);
  const body = e.requestInfo().body;
  const questionIds = records.readJson(attempt, 'question_ids', []) || [];
  const errors = {};
  if (typeof body.questionId !== 'string' || questionIds.indexOf(body.questionId) < 0) {
    errors.questionId = 'Not a question of this quiz';
  }
  const hasAnswer = 'answer' in body;
  const hasFlag = 'flagged' in body;
  if (!hasAnswer && !hasFlag) errors.answer = 'Send an answer or a flag';
  if (hasAnswer && body.answer !== null && (typeof body.answer !== 'string' || body.answer.length > ANSWER_MAX)) {
    errors.answer = 'An answer is an option id or a text of at most ' + ANSWER_MAX + ' characters';
  }
  if (hasFlag && typeof body.flagged !== 'boolean') errors.flagged = 'Flagged must be true or false';
  records.throwIfInvalid(errors);

  const answers = records.readJson(attempt, 'answers', {}) || {};
  if (hasAnswer) {
    if (body.answer === null || body.answer === '') delete answers[body.questionId];
    else answers[body.questionId] = body.answer;
    attempt.set('answers', answers);
  }
  if (hasFlag) {
    const flagged = (records.readJson(attempt, 'flagged', []) || []).filter(function (id) {
      return id !== body.questionId;
    });
    if (body.flagged) flagged.push(body.questionId);
    attempt.set('flagged', flagged);
  }
  $app.save(attempt);
  return e.json(200, attemptView(attempt));
}

/** @param {core.RequestEvent} e */
function submit(e) {
  const attempt = ownAttempt(e.request.pathValue('attemptId'), e.auth.id);
  return e.json(200, resultView(finish(attempt.id)));
}

/** Exit Quiz: the attempt and its answers are thrown away. @param {core.RequestEvent} e */
function discard(e) {
  const attempt = ownAttempt(e.request.pathValue('attemptId'), e.auth.id);
  if (attempt.getString('status') !== 'in_progress') throw new ApiError(409, ALREADY_SUBMITTED);
  $app.delete(attempt);
  return e.noContent(204);
}

/** Per-question review of a submitted result, for the student or their parent. @param {core.RequestEvent} e */
function review(e) {
  const result = records.findOrNull('results', e.request.pathValue('resultId'));
  const student = result ? records.findOrNull('students', result.getString('student_id')) : null;
  const allowed = student && (student.id === e.auth.id || student.getString('parent_id') === e.auth.id);
  if (!allowed) throw new NotFoundError('Result not found.');
  return e.json(200, resultView(result));
}

/**
 * The SPEC's "save quiz result" (create in results): the sent score is ignored; the student's
 * attempt for the assignment is submitted and scored here. Without one, nothing is saved.
 * @param {core.RecordRequestEvent} e
 */
function saveResultRequest(e) {
  const studentId = e.auth.id;
  const assignmentId = e.record.getString('assignment_id');
  const assignment = records.findOrNull('assignments', assignmentId);
  if (!assignment || !isAssignedTo(assignment, studentId)) {
    records.throwIfInvalid({ assignment_id: 'Choose one of your assignments' });
  }
  const latest = $app.findRecordsByFilter('attempts', 'student_id = {:s} && assignment_id = {:a}', '-created', 1, 0, {
    s: studentId,
    a: assignmentId,
  });
  if (!latest.length) records.throwIfInvalid({ assignment_id: 'Start the quiz before saving its result' });
  const attempt = latest[0];
  const sent = records.readJson(e.record, 'answers', null);
  if (attempt.getString('status') === 'in_progress' && !isPastGrace(attempt) && sent && typeof sent === 'object') {
    const questionIds = records.readJson(attempt, 'question_ids', []) || [];
    const answers = records.readJson(attempt, 'answers', {}) || {};
    Object.keys(sent).forEach(function (id) {
      if (questionIds.indexOf(id) >= 0 && typeof sent[id] === 'string' && sent[id].length <= ANSWER_MAX) answers[id] = sent[id];
    });
    attempt.set('answers', answers);
    $app.save(attempt);
  }
  return e.json(200, finish(attempt.id));
}

/** A result written by a superuser (the seed) gets its figures from its answers, like any other. @param {core.RecordRequestEvent} e */
function scoreSuperuserResult(e) {
  const assignment = records.findOrNull('assignments', e.record.getString('assignment_id'));
  if (!assignment) return;
  const scored = scoring.scoreAnswers(loadQuestions(assignmentQuestionIds(assignment)), records.readJson(e.record, 'answers', {}) || {});
  e.record.set('score', scored.score);
  e.record.set('total_questions', scored.total);
  e.record.set('correct_answers', scored.correct);
}

/** Cron: attempts past their deadline and grace are submitted with what was saved. */
function submitOverdue() {
  const cutoff = records.isoDate(Date.now() - GRACE_SECONDS * 1000);
  const overdue = $app.findRecordsByFilter('attempts', 'status = "in_progress" && deadline < {:cutoff}', 'deadline', 200, 0, {
    cutoff: cutoff.replace('T', ' '),
  });
  overdue.forEach(function (attempt) {
    finish(attempt.id);
  });
  return overdue.length;
}

module.exports = {
  GRACE_SECONDS,
  start,
  saveAnswer,
  submit,
  discard,
  review,
  saveResultRequest,
  scoreSuperuserResult,
  submitOverdue,
};
