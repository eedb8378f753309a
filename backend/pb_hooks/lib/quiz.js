/// <reference path="../../pb_data/types.d.ts" />
// The quiz engine: start or resume, save answers and flags, submit (scored here), exit, and the
// cron that submits overdue attempts. Questions reach a student without their answer keys until
// that student has submitted.
//
// Every write to an attempt is one transaction that re-reads the attempt and checks its status
// there. PocketBase runs write transactions one at a time, so parallel answers all persist, an
// answer racing the submit is either scored or refused, and two starts make one attempt.
// An attempt has one row per served question (attempt_answers): the question as it was served
// at start (text, options, key) and the child's answer, flag and answer time. Scoring and
// review read those rows, so nothing done to the questions later changes an attempt.
const plan = require(`${__hooks}/lib/attempt-plan.js`);
const checkpoints = require(`${__hooks}/lib/checkpoints.js`);
const records = require(`${__hooks}/lib/records.js`);
const rules = require(`${__hooks}/lib/rules.js`);
const scoring = require(`${__hooks}/lib/scoring.js`);

const ANSWER_MAX = 500;
const NOT_FOUND = 'Quiz not found';
const ALREADY_SUBMITTED = 'This quiz has already been submitted.';
const TIME_UP = 'Time is up for this quiz: answers can no longer be changed.';
const NO_QUESTIONS = 'This quiz has no questions to answer at the moment. Please try again later.';

/** @param {core.Record} assignment @param {string} studentId */
function isAssignedTo(assignment, studentId) {
  return assignment.getString('status') === 'active' && assignment.getStringSlice('assigned_students').indexOf(studentId) >= 0;
}

/** @param {core.App} app @param {string} assignmentId @param {string} studentId @returns {core.Record} */
function assignmentFor(app, assignmentId, studentId) {
  const assignment = records.findOrNull('assignments', assignmentId, app);
  if (!assignment || !isAssignedTo(assignment, studentId)) throw new NotFoundError(NOT_FOUND);
  return assignment;
}

/**
 * The questions of an assignment, in set order, each once, and the sets each stands for (a
 * question in two of its sets counts for both in the creator's set figures, lib/tallies.js).
 * A quiz is served only the published sets: a set taken back to draft is served again only as a
 * reviewer publishes it anew (lib/content.js).
 * @param {core.App} app @param {core.Record} assignment @param {boolean} publishedSetsOnly
 * @returns {{ ids: string[], setsOf: Record<string, string[]> }}
 */
function assignmentQuestions(app, assignment, publishedSetsOnly) {
  const setIds = assignment.getStringSlice('question_sets');
  const byId = {};
  app.findRecordsByIds('question_sets', setIds).forEach(function (set) {
    byId[set.id] = set;
  });
  const setsOf = {};
  const ids = [];
  setIds.forEach(function (setId) {
    if (!byId[setId] || (publishedSetsOnly && byId[setId].getString('status') !== 'published')) return;
    byId[setId].getStringSlice('questions').forEach(function (id) {
      if (!setsOf[id]) {
        setsOf[id] = [];
        ids.push(id);
      }
      if (setsOf[id].indexOf(setId) < 0) setsOf[id].push(setId);
    });
  });
  return { ids: ids, setsOf: setsOf };
}

/** A question with its key, as the attempt keeps it. @param {core.Record} question */
function served(question) {
  return {
    id: question.id,
    type: question.getString('type'),
    text: question.getString('text'),
    options: records.readJson(question, 'options', []) || [],
    correctAnswer: question.getString('correctAnswer'),
    explanation: question.getString('explanation'),
    image: question.getStringSlice('images')[0] || '',
    imageAlt: question.getString('image_alt'),
    audio: question.getString('audio'),
  };
}

/**
 * The questions of the ids, in their order, optionally only the published ones.
 * @param {core.App} app @param {string[]} ids @param {boolean} publishedOnly @param {Record<string, string[]>} [setsOf] the sets each stands for
 */
function loadQuestions(app, ids, publishedOnly, setsOf) {
  const byId = {};
  (ids.length ? app.findRecordsByIds('questions', ids) : []).forEach(function (question) {
    if (!publishedOnly || question.getString('status') === 'published') byId[question.id] = question;
  });
  return ids
    .filter(function (id) {
      return byId[id];
    })
    .map(function (id) {
      const question = served(byId[id]);
      if (setsOf) question.sets = setsOf[id] || [];
      return question;
    });
}

/**
 * An assignment's questions as they are now, with their keys and sets: how a result without an
 * attempt (the seed's) is scored and reviewed. @param {core.App} app @param {string} assignmentId
 */
function currentQuestions(app, assignmentId) {
  const assignment = records.findOrNull('assignments', assignmentId, app);
  if (!assignment) return [];
  const chosen = assignmentQuestions(app, assignment, false);
  return loadQuestions(app, chosen.ids, false, chosen.setsOf);
}

/**
 * A served question's picture and sound, as addresses of PocketBase's file route with the student's
 * file token (the files are protected; the questions' view rule lets a student open the files of the
 * questions served to them, and nothing else of the question).
 * @param {any} question @param {string} fileToken
 */
function mediaOf(question, fileToken) {
  const url = function (file) {
    return '/api/files/questions/' + question.id + '/' + encodeURIComponent(file) + '?token=' + encodeURIComponent(fileToken);
  };
  const media = {};
  if (question.image) media.image = { url: url(question.image), alt: question.imageAlt || '' };
  if (question.audio) media.audio = { url: url(question.audio) };
  return media;
}

/** What a student may see before submitting: no isCorrect, correctAnswer or explanation. */
function publicQuestion(question, fileToken) {
  return {
    id: question.id,
    type: question.type,
    text: question.text,
    options: question.options.map(function (option) {
      return { id: option.id, text: option.text };
    }),
    media: mediaOf(question, fileToken),
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

/** The rows of an attempt, in served order. @param {core.App} app @param {string} attemptId @returns {core.Record[]} */
function answerRows(app, attemptId) {
  return app.findRecordsByFilter('attempt_answers', 'attempt = {:a}', 'position', 0, 0, { a: attemptId });
}

/** @param {core.App} app @param {string} attemptId @param {string} questionId @returns {core.Record | null} */
function answerRow(app, attemptId, questionId) {
  try {
    return app.findFirstRecordByFilter('attempt_answers', 'attempt = {:a} && question = {:q}', { a: attemptId, q: questionId });
  } catch {
    return null;
  }
}

/** @param {core.Record[]} rows @returns {Record<string, string>} the answer by question id */
function answersOf(rows) {
  const answers = {};
  rows.forEach(function (row) {
    if (row.getString('option')) answers[row.getString('question')] = row.getString('option');
  });
  return answers;
}

/** The attempt as the student sees it, in one query. @param {core.App} app @param {string} attemptId */
function attemptView(app, attemptId) {
  const rows = arrayOf(new DynamicModel({ assignment_id: '', status: '', started_at: '', deadline: '', question: '', option: '', flagged: false }));
  app
    .db()
    .newQuery(
      'SELECT a.assignment_id, a.status, a.started_at, a.deadline, COALESCE(r.question, \'\') AS question, COALESCE(r.option, \'\') AS option,' +
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
    // Empty for an untimed attempt (the child's time allowance).
    deadline: attempt.deadline ? attempt.deadline.replace(' ', 'T') : null,
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
    answers: {},
    flagged: [],
  };
}

/** @param {core.Record} attempt */
function isPastGrace(attempt) {
  const deadline = records.millis(attempt, 'deadline');
  return deadline > 0 && Date.now() > deadline + rules.ANSWER_GRACE_SECONDS * 1000;
}

/** @param {core.Record} attempt */
function assertOpen(attempt) {
  if (attempt.getString('status') !== 'in_progress') throw new ApiError(409, ALREADY_SUBMITTED);
  if (isPastGrace(attempt)) throw new ApiError(409, TIME_UP);
}

/** @param {core.App} app @param {string} attemptId @param {string} studentId @returns {core.Record} */
function ownAttempt(app, attemptId, studentId) {
  const attempt = records.findOrNull('attempts', attemptId, app);
  if (!attempt || attempt.getString('student_id') !== studentId) throw new NotFoundError(NOT_FOUND);
  return attempt;
}

/** @param {core.App} app @param {string} attemptId @returns {core.Record | null} */
function resultOf(app, attemptId) {
  const found = arrayOf(new Record());
  // Said in SQL: the unique index holds only results with an attempt (attempt_id != ''), and SQLite
  // uses it only when the query says so in the index's own words, which a filter does not.
  app
    .recordQuery('results')
    .andWhere($dbx.exp("attempt_id = {:id} AND attempt_id != ''", { id: attemptId }))
    .limit(1)
    .all(found);
  return found[0] || null;
}

/** The characters of a PocketBase record id. */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new attempt serves the assignment's questions that are published at this moment, in an order
 * of its own (questions and options shuffled once, here), with the deadline the child's time
 * allowance gives, and keeps them as served.
 * @param {core.App} txApp @param {core.Record} assignment @param {string} studentId
 * @returns {{ attempt: core.Record, questions: Array<any> }} the attempt and its questions as served
 */
function createAttempt(txApp, assignment, studentId) {
  const chosen = assignmentQuestions(txApp, assignment, true);
  // Sets are held to the cap where they grow (lib/content.js) and assignments where they are
  // saved; whatever happened since, a quiz past it is refused rather than served whole.
  if (chosen.ids.length > rules.ASSIGNMENT_QUESTIONS_MAX) throw new ApiError(409, rules.MESSAGES.quizSize);
  const questions = plan.shuffleQuestions(loadQuestions(txApp, chosen.ids, true, chosen.setsOf));
  if (!questions.length) throw new ApiError(409, NO_QUESTIONS);
  const now = Date.now();
  const student = txApp.findRecordById('students', studentId);
  const deadline = plan.deadlineFor(now, assignment.getInt('timeLimit'), student.getString('time_allowance'));
  const attempt = new Record(txApp.findCollectionByNameOrId('attempts'));
  attempt.set('student_id', studentId);
  attempt.set('assignment_id', assignment.id);
  attempt.set('status', 'in_progress');
  attempt.set('started_at', records.isoDate(now));
  attempt.set('deadline', deadline === null ? '' : records.isoDate(deadline));
  txApp.save(attempt);
  // The rows in one statement: saved one by one, they were two thirds of a start's time (each a
  // record save with its validation), and a start the costliest request of a child's quiz.
  const stamp = records.storedDate(now);
  const params = { attempt: attempt.id, stamp: stamp };
  const values = questions.map(function (question, position) {
    params['id' + position] = $security.randomStringWithAlphabet(15, ID_ALPHABET);
    params['question' + position] = question.id;
    params['served' + position] = JSON.stringify(question);
    params['choices' + position] = choicesOf(question);
    return (
      '({:id' + position + '}, {:attempt}, {:question' + position + '}, ' + position + ', {:served' + position + '}, {:choices' + position + "}, '', FALSE, '', {:stamp}, {:stamp})"
    );
  });
  txApp
    .db()
    .newQuery(
      'INSERT INTO attempt_answers (id, attempt, question, position, served, choices, option, flagged, answered_at, created, updated) VALUES ' + values.join(', '),
    )
    .bind(params)
    .execute();
  return { attempt: attempt, questions: questions };
}

/**
 * Scores the attempt with what was saved and writes its one result; an attempt that already
 * has a result keeps it. Call inside a transaction, with the attempt read through it.
 * @param {core.App} txApp @param {core.Record} attempt @returns {core.Record} the result
 */
function finish(txApp, attempt) {
  const now = Date.now();
  let result = resultOf(txApp, attempt.id);
  if (!result) {
    const rows = answerRows(txApp, attempt.id);
    const answers = answersOf(rows);
    const scored = scoring.scoreAnswers(
      rows.map(function (row) {
        return records.readJson(row, 'served', {});
      }),
      answers,
    );
    const deadline = records.millis(attempt, 'deadline');
    const end = deadline > 0 ? Math.min(now, deadline) : now;
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
  }
  if (attempt.getString('status') !== 'submitted') {
    attempt.set('status', 'submitted');
    attempt.set('submitted_at', records.isoDate(now));
    txApp.save(attempt);
  }
  return result;
}

/** @param {core.App} app @param {core.Record} result */
function resultView(app, result) {
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
  return {
    result: result,
    points: scoring.pointsForScore(result.getInt('score')),
    details: details(questions, records.readJson(result, 'answers', {}) || {}),
  };
}

/** @param {core.RequestEvent} e */
function start(e) {
  const studentId = e.auth.id;
  const fileToken = e.auth.newFileToken();
  let body = null;
  $app.runInTransaction(function (txApp) {
    const assignment = assignmentFor(txApp, e.request.pathValue('assignmentId'), studentId);
    const open = txApp.findRecordsByFilter(
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
      else finish(txApp, candidate);
    });
    let view = null;
    let questions = null;
    if (attempt) {
      view = attemptView(txApp, attempt.id);
      questions = answerRows(txApp, attempt.id).map(function (row) {
        return records.readJson(row, 'served', {});
      });
    } else {
      // A new attempt is answered from what was just written, not read back: a start is the
      // costliest request of a child's quiz (docs/bench.md, volume).
      const created = createAttempt(txApp, assignment, studentId);
      view = newAttemptView(created.attempt);
      questions = created.questions;
    }
    body = {
      attempt: view,
      assignment: {
        id: assignment.id,
        title: assignment.getString('title'),
        subject: assignment.getString('subject'),
        difficulty: assignment.getString('difficulty'),
        instructions: assignment.getString('instructions'),
        timeLimit: assignment.getInt('timeLimit'),
      },
      questions: questions.map(function (question) {
        return publicQuestion(question, fileToken);
      }),
      serverTime: records.isoDate(Date.now()),
    };
  });
  return checkpoints.respond(e, 'start', body);
}

const CHOICE_TYPES = ['multiple_choice', 'true_false'];
const NOT_AN_OPTION = 'Choose one of the options of this question';
// saveAnswer's condition that an answer to a choice question is one of the options it was served
// with (an empty one clears the answer; typed answers are for the other types). isOptionOf says the
// same. It reads the option ids kept at start in `choices` (`,a,b,c,`; empty for a typed answer),
// not the served JSON: in PocketBase the statement took about 180 µs without the check and 230 to
// 265 with a json_each over the served options (a quiet machine), most of it for reading the JSON.
const CHOSEN_AN_OPTION = "({:option} = '' OR choices = '' OR (instr({:option}, ',') = 0 AND instr(choices, ',' || {:option} || ',') > 0))";

/** @param {any} question as served @returns {string} its option ids as `choices` keeps them */
function choicesOf(question) {
  if (question.type && CHOICE_TYPES.indexOf(question.type) < 0) return '';
  return ',' + (question.options || []).map(function (option) {
    return option.id + ',';
  }).join('');
}

/** @param {any} question as served @param {string} answer @returns {boolean} whether the answer may be stored for it */
function isOptionOf(question, answer) {
  if (question.type && CHOICE_TYPES.indexOf(question.type) < 0) return true;
  return (question.options || []).some(function (option) {
    return option.id === answer;
  });
}

/** @param {Record<string, any>} body @returns {Record<string, string>} what is wrong with an answer's body, by field */
function answerBodyErrors(body) {
  const errors = {};
  if (typeof body.questionId !== 'string' || !body.questionId) errors.questionId = 'Not a question of this quiz';
  const hasAnswer = 'answer' in body;
  const hasFlag = 'flagged' in body;
  if (!hasAnswer && !hasFlag) errors.answer = 'Send an answer or a flag';
  if (hasAnswer && body.answer !== null && (typeof body.answer !== 'string' || body.answer.length > ANSWER_MAX)) {
    errors.answer = 'An answer is an option id or a text of at most ' + ANSWER_MAX + ' characters';
  }
  if (hasFlag && typeof body.flagged !== 'boolean') errors.flagged = 'Flagged must be true or false';
  return errors;
}

/**
 * Saves one answer or flag in one SQL statement, which SQLite runs as one transaction: it
 * re-reads the attempt (its owner, status and deadline) in its WHERE and writes the row only
 * while the attempt is open. A transaction around PocketBase's record calls would hold the one
 * write connection while JavaScript runs, and a class answering at once would queue behind it.
 * The answer is the question's row as stored (RETURNING), so no second query is needed: a
 * class answering at once is what this route is measured by (docs/bench.md, backend load).
 * @param {core.RequestEvent} e
 */
function saveAnswer(e) {
  const body = e.requestInfo().body;
  const attemptId = e.request.pathValue('attemptId');
  const errors = answerBodyErrors(body);
  const now = Date.now();
  const sets = ['updated = {:now}'];
  if ('answer' in body) {
    // A replayed answer keeps the time it was first given.
    sets.push("answered_at = CASE WHEN {:option} = '' THEN '' WHEN option = {:option} THEN answered_at ELSE {:now} END", 'option = {:option}');
  }
  if ('flagged' in body) sets.push('flagged = {:flagged}');
  const stored = arrayOf(new DynamicModel({ option: '', flagged: false }));
  if (Object.keys(errors).length === 0) {
    $app
      .db()
      .newQuery(
        'UPDATE attempt_answers SET ' +
          sets.join(', ') +
          ' WHERE attempt = {:attempt} AND question = {:question} AND ' +
          CHOSEN_AN_OPTION +
          ' AND EXISTS (SELECT 1 FROM attempts WHERE id = {:attempt}' +
          " AND student_id = {:student} AND status = 'in_progress' AND (deadline = '' OR deadline >= {:cutoff}))" +
          ' RETURNING option, flagged',
      )
      .bind({
        now: records.storedDate(now),
        option: body.answer || '',
        flagged: body.flagged === true,
        attempt: attemptId,
        question: body.questionId,
        student: e.auth.id,
        cutoff: records.storedDate(now - rules.ANSWER_GRACE_SECONDS * 1000),
      })
      .all(stored);
  }
  if (stored.length !== 1) {
    // Nothing written: say why, in the order a child would need to know it.
    assertOpen(ownAttempt($app, attemptId, e.auth.id));
    const asked = errors.questionId ? null : answerRow($app, attemptId, body.questionId);
    if (!errors.questionId && !asked) errors.questionId = 'Not a question of this quiz';
    if (asked && !errors.answer && body.answer && !isOptionOf(records.readJson(asked, 'served', {}), body.answer)) errors.answer = NOT_AN_OPTION;
    records.throwIfInvalid(errors);
  }
  const row = stored[0];
  // Not reached: every way the statement can write nothing is answered above. A 200 must mean stored.
  if (!row) throw new BadRequestError('The answer was not saved: please send it again.');
  return checkpoints.respond(e, 'answer', { questionId: body.questionId, answer: row.option || null, flagged: row.flagged });
}

/** @param {core.RequestEvent} e */
function submit(e) {
  let view = null;
  $app.runInTransaction(function (txApp) {
    const attempt = ownAttempt(txApp, e.request.pathValue('attemptId'), e.auth.id);
    view = resultView(txApp, finish(txApp, attempt));
  });
  // Its result holds a record, which respond's JSON.stringify would not write: counted, never the one that checkpoints.
  checkpoints.count($app, 'submit');
  return e.json(200, view);
}

/** Exit Quiz: the attempt and its answers are thrown away. @param {core.RequestEvent} e */
function discard(e) {
  $app.runInTransaction(function (txApp) {
    const attempt = ownAttempt(txApp, e.request.pathValue('attemptId'), e.auth.id);
    if (attempt.getString('status') !== 'in_progress') throw new ApiError(409, ALREADY_SUBMITTED);
    txApp.delete(attempt);
  });
  return e.noContent(204);
}

/** Per-question review of a submitted result, for the student or their parent. @param {core.RequestEvent} e */
function review(e) {
  const result = records.findOrNull('results', e.request.pathValue('resultId'));
  const student = result ? records.findOrNull('students', result.getString('student_id')) : null;
  const allowed = student && (student.id === e.auth.id || student.getString('parent_id') === e.auth.id);
  if (!allowed) throw new NotFoundError('Result not found.');
  return e.json(200, resultView($app, result));
}

/**
 * The SPEC's "save quiz result" (create in results): the sent score is ignored; the student's
 * attempt for the assignment is submitted and scored here. Without one, nothing is saved.
 * @param {core.RecordRequestEvent} e
 */
function saveResultRequest(e) {
  const studentId = e.auth.id;
  const assignmentId = e.record.getString('assignment_id');
  const sent = records.readJson(e.record, 'answers', null);
  let result = null;
  $app.runInTransaction(function (txApp) {
    if (e.record.getString('student_id') !== studentId) records.throwIfInvalid({ student_id: 'You can save only your own results' });
    const assignment = records.findOrNull('assignments', assignmentId, txApp);
    if (!assignment || !isAssignedTo(assignment, studentId)) {
      records.throwIfInvalid({ assignment_id: 'Choose one of your assignments' });
    }
    const latest = txApp.findRecordsByFilter('attempts', 'student_id = {:s} && assignment_id = {:a}', '-created', 1, 0, {
      s: studentId,
      a: assignmentId,
    });
    if (!latest.length) records.throwIfInvalid({ assignment_id: 'Start the quiz before saving its result' });
    const attempt = latest[0];
    if (attempt.getString('status') === 'in_progress' && !isPastGrace(attempt) && sent && typeof sent === 'object') {
      Object.keys(sent).forEach(function (id) {
        const row = answerRow(txApp, attempt.id, id);
        if (!row || typeof sent[id] !== 'string' || sent[id].length > ANSWER_MAX || sent[id] === row.getString('option')) return;
        row.set('option', sent[id]);
        row.set('answered_at', records.isoDate(Date.now()));
        txApp.save(row);
      });
    }
    result = finish(txApp, attempt);
  });
  return e.json(200, result);
}

/** A result written by a superuser (the seed) gets its figures from its answers, like any other. @param {core.RecordRequestEvent} e */
function scoreSuperuserResult(e) {
  const questions = currentQuestions(e.app, e.record.getString('assignment_id'));
  const scored = scoring.scoreAnswers(questions, records.readJson(e.record, 'answers', {}) || {});
  e.record.set('score', scored.score);
  e.record.set('total_questions', scored.total);
  e.record.set('correct_answers', scored.correct);
}

/**
 * Cron: attempts past their deadline and grace are submitted with what was saved, each on its
 * own: one that fails is logged and the others still go through.
 */
function submitOverdue() {
  const overdue = $app.findRecordsByFilter('attempts', 'status = "in_progress" && deadline != "" && deadline < {:cutoff}', 'deadline', 200, 0, {
    cutoff: records.storedDate(Date.now() - rules.ANSWER_GRACE_SECONDS * 1000),
  });
  overdue.forEach(function (candidate) {
    try {
      $app.runInTransaction(function (txApp) {
        const attempt = records.findOrNull('attempts', candidate.id, txApp);
        if (attempt && attempt.getString('status') === 'in_progress') finish(txApp, attempt);
      });
    } catch (error) {
      $app.logger().error('quiz-overdue: an overdue attempt could not be submitted', 'attempt', candidate.id, 'error', String(error));
    }
  });
}

module.exports = {
  start,
  saveAnswer,
  submit,
  discard,
  review,
  saveResultRequest,
  scoreSuperuserResult,
  submitOverdue,
  currentQuestions,
};
