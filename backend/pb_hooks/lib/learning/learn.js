/// <reference path="../../../pb_data/types.d.ts" />
// What a submitted quiz teaches the learning engine (docs/learning.md), in the submit's own
// transaction: each answered question's review schedule (review_cards, FSRS) and the level of each of
// its skills and of its topic (skill_mastery, Bayesian Knowledge Tracing). A question left
// unanswered teaches nothing (time may have run out before it), nor does an essay (a parent marks it).
// The rules are the shared domain's; this file reads and writes the rows, a few statements a quiz.
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/server.js`).records;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newId = function () {
  return $security.randomStringWithAlphabet(15, ID_ALPHABET);
};

const CARD_COLUMNS = ['due', 'stability', 'difficulty', 'reps', 'lapses', 'state', 'scheduled_days', 'last_review', 'last_right'];
const SAVE_CARD =
  'INSERT INTO review_cards (id, student_id, question, ' + CARD_COLUMNS.join(', ') + ') VALUES ({:id}, {:student}, {:question}, ' +
  CARD_COLUMNS.map(function (column) {
    return '{:' + column + '}';
  }).join(', ') +
  ') ON CONFLICT (student_id, question) DO UPDATE SET ' +
  CARD_COLUMNS.map(function (column) {
    return column + ' = excluded.' + column;
  }).join(', ');

const SKILL_COLUMNS = ['known', 'level', 'answers', 'right', 'days', 'last_day'];
const SAVE_SKILL =
  'INSERT INTO skill_mastery (id, student_id, subject, topic, skill, ' + SKILL_COLUMNS.join(', ') + ') VALUES ({:id}, {:student}, {:subject}, {:topic}, {:skill}, ' +
  SKILL_COLUMNS.map(function (column) {
    return '{:' + column + '}';
  }).join(', ') +
  ') ON CONFLICT (student_id, subject, topic, skill) DO UPDATE SET ' +
  SKILL_COLUMNS.map(function (column) {
    return column + ' = excluded.' + column;
  }).join(', ');

/** `{:name0}, {:name1}, ...` for a list bound as name0, name1... @param {string} name @param {string[]} values @param {Record<string, unknown>} params */
function listParam(name, values, params) {
  return values
    .map(function (value, i) {
      params[name + i] = value;
      return '{:' + name + i + '}';
    })
    .join(', ');
}

/** A stored date as the schedule's ISO string. @param {string} stored */
const isoOf = function (stored) {
  return stored ? new Date(stored.replace(' ', 'T')).toISOString() : '';
};

/** The child's cards of these questions, by question id. @param {core.App} app @param {string} studentId @param {string[]} ids */
function cardsOf(app, studentId, ids) {
  const params = { student: studentId };
  const rows = arrayOf(
    new DynamicModel({ question: '', due: '', stability: -0, difficulty: -0, reps: 0, lapses: 0, state: 0, scheduled_days: 0, last_review: '', last_right: false }),
  );
  app
    .db()
    .newQuery('SELECT question, ' + CARD_COLUMNS.join(', ') + ' FROM review_cards WHERE student_id = {:student} AND question IN (' + listParam('q', ids, params) + ')')
    .bind(params)
    .all(rows);
  const cards = {};
  rows.forEach(function (row) {
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
  });
  return cards;
}

/** @param {core.App} app @param {string} studentId @param {string} question @param {ReturnType<typeof domain.scheduleAnswer>} card */
function saveCard(app, studentId, question, card) {
  app
    .db()
    .newQuery(SAVE_CARD)
    .bind({
      id: newId(),
      student: studentId,
      question: question,
      due: records.storedDate(Date.parse(card.due)),
      stability: card.stability,
      difficulty: card.difficulty,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      scheduled_days: card.scheduledDays,
      last_review: records.storedDate(Date.parse(card.lastReview)),
      last_right: card.lastRight,
    })
    .execute();
}

/** The key of a skill row: its subject, topic and skill ('' for the topic's own row). */
const skillKey = function (subject, topic, skill) {
  return JSON.stringify([subject, topic, skill]);
};

/** The child's skill rows of these subjects, by skillKey. @param {core.App} app @param {string} studentId @param {string[]} subjects */
function skillsOf(app, studentId, subjects) {
  const params = { student: studentId };
  const rows = arrayOf(new DynamicModel({ subject: '', topic: '', skill: '', known: -0, level: '', answers: 0, right: 0, days: 0, last_day: '' }));
  app
    .db()
    .newQuery('SELECT subject, topic, skill, ' + SKILL_COLUMNS.join(', ') + ' FROM skill_mastery WHERE student_id = {:student} AND subject IN (' + listParam('s', subjects, params) + ')')
    .bind(params)
    .all(rows);
  const skills = {};
  rows.forEach(function (row) {
    skills[skillKey(row.subject, row.topic, row.skill)] = { known: row.known, level: row.level || 'practising', answers: row.answers, right: row.right, days: row.days, lastDay: row.last_day };
  });
  return skills;
}

/**
 * What the questions of a quiz are about, for the levels: subject, topic, skills, difficulty, type and
 * how many options (a lucky guess is likelier among fewer). @param {core.App} app @param {string[]} ids
 */
function aboutOf(app, ids) {
  const about = {};
  app.findRecordsByIds('questions', ids).forEach(function (question) {
    const skills = records.readJson(question, 'skills', []);
    about[question.id] = {
      subject: question.getString('subject'),
      topic: question.getString('topic').trim(),
      skills: (Array.isArray(skills) ? skills : [])
        .map(function (skill) {
          return String(skill).trim();
        })
        .filter(Boolean),
      difficulty: question.getString('difficulty'),
      type: question.getString('type'),
      optionCount: (records.readJson(question, 'options', []) || []).length,
    };
  });
  return about;
}

/**
 * Learns from a submitted attempt's answers, in the order they were given.
 * @param {core.App} txApp @param {string} studentId @param {core.Record[]} rows the attempt's rows @param {number} now
 */
function learnFromAttempt(txApp, studentId, rows, now) {
  learn(
    txApp,
    studentId,
    rows.map(function (row) {
      return { question: records.readJson(row, 'served', {}), given: row.getString('option'), at: records.millis(row, 'answered_at') || now };
    }),
  );
}

/**
 * Learns from a result written without an attempt (the demo's, by the seed): its answers to the
 * assignment's questions as they are, given when it was completed. @param {core.App} txApp @param {core.Record} result
 */
function learnFromResult(txApp, result) {
  const at = records.millis(result, 'completed_at') || Date.now();
  const answers = records.readJson(result, 'answers', {}) || {};
  const questions = require(`${__hooks}/lib/server.js`).quizQuestions.currentQuestions(txApp, result.getString('assignment_id'));
  learn(
    txApp,
    result.getString('student_id'),
    questions.map(function (question) {
      return { question: question, given: typeof answers[question.id] === 'string' ? answers[question.id] : '', at: at };
    }),
  );
}

/**
 * @param {core.App} txApp @param {string} studentId
 * @param {Array<{ question: any, given: string, at: number }>} given each question as served with the answer and when it was given
 */
function learn(txApp, studentId, given) {
  const answered = given
    .filter(function (answer) {
      return answer.given !== '' && answer.question && answer.question.id && !domain.isEssay(answer.question.type);
    })
    .toSorted(function (a, b) {
      return a.at - b.at;
    });
  if (!answered.length) return;
  const ids = answered.map(function (answer) {
    return answer.question.id;
  });
  const cards = cardsOf(txApp, studentId, ids);
  const about = aboutOf(txApp, ids);
  const subjects = {};
  Object.keys(about).forEach(function (id) {
    if (about[id].subject) subjects[about[id].subject] = true;
  });
  const skills = Object.keys(subjects).length ? skillsOf(txApp, studentId, Object.keys(subjects)) : {};
  const touched = {};
  answered.forEach(function (answer) {
    const when = new Date(answer.at);
    const right = domain.isAnswerCorrect(answer.question, answer.given);
    const card = domain.scheduleAnswer(cards[answer.question.id] || null, right, when);
    cards[answer.question.id] = card;
    saveCard(txApp, studentId, answer.question.id, card);
    const question = about[answer.question.id];
    if (!question || !question.subject || !question.topic) return;
    [''].concat(question.skills).forEach(function (skill) {
      const key = skillKey(question.subject, question.topic, skill);
      skills[key] = domain.answerSkill(skills[key] || domain.emptySkill(), question, right, domain.masteryDay(when));
      touched[key] = true;
    });
  });
  Object.keys(touched).forEach(function (key) {
    const [subject, topic, skill] = JSON.parse(key);
    const state = skills[key];
    txApp
      .db()
      .newQuery(SAVE_SKILL)
      .bind({
        id: newId(),
        student: studentId,
        subject: subject,
        topic: topic,
        skill: skill,
        known: state.known,
        level: state.level,
        answers: state.answers,
        right: state.right,
        days: state.days,
        last_day: state.lastDay,
      })
      .execute();
  });
}

module.exports = { learnFromAttempt, learnFromResult };
