/// <reference path="../../../pb_data/types.d.ts" />
// The questions of an assignment a child may be served: its published sets' questions, each once,
// as an attempt keeps them (with their keys).
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/records.js`);

const NOT_FOUND = 'Quiz not found';


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
 * question in two of its sets counts for both in the creator's set figures, src/tallies).
 * A quiz is served only the published sets: a set taken back to draft is served again only as a
 * reviewer publishes it anew (src/content).
 * @param {core.App} app @param {core.Record} assignment @param {boolean} publishedSetsOnly
 * @returns {{ ids: string[], setsOf: Record<string, string[]> }}
 */
function assignmentQuestions(app, assignment, publishedSetsOnly) {
  // A review names its questions, the child's own (lib/learning/review.js); they stand for no set.
  if (assignment.getBool('review')) {
    const ids = records.readJson(assignment, 'questions', []);
    return { ids: Array.isArray(ids) ? ids.map(String) : [], setsOf: {} };
  }
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
  const options = records.readJson(question, 'options', []) || [];
  return {
    id: question.id,
    type: question.getString('type'),
    text: question.getString('text'),
    options: options,
    correctAnswer: question.getString('correctAnswer'),
    // Kept with what was served, so that a quiz is marked as it was set even if the author changes it later.
    exactSpelling: !domain.nearMissAllowed({
      exactSpelling: question.getBool('exactSpelling'),
      subject: question.getString('subject'),
      skills: records.readJson(question, 'skills', []) || [],
    }),
    explanation: question.getString('explanation'),
    // A matching pair's picture is served with its pair (lib/quiz/media.js), not above the question.
    image: domain.questionPicture(question.getStringSlice('images'), options) || '',
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

module.exports = { NOT_FOUND, isAssignedTo, assignmentFor, assignmentQuestions, loadQuestions, currentQuestions };
