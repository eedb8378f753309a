/// <reference path="../../pb_data/types.d.ts" />
// Checks on creator content (questions and question sets) before PocketBase saves it.
const rules = require(`${__hooks}/lib/rules.js`);
const records = require(`${__hooks}/lib/records.js`);

const QUESTION_FIELDS = ['text', 'type', 'subject', 'grade', 'topic', 'difficulty', 'estimatedTime', 'correctAnswer', 'image_alt'];
const QUESTION_JSON_FIELDS = ['skills', 'tags', 'options'];
const SET_FIELDS = ['title', 'description', 'subject', 'grade', 'type'];
const SET_JSON_FIELDS = ['skills', 'learningObjectives', 'prerequisites', 'tags'];

/** @param {core.Record} record @param {string[]} fields @param {string[]} jsonFields */
function plain(record, fields, jsonFields) {
  const value = {};
  fields.forEach(function (field) {
    value[field] = record.get(field);
  });
  jsonFields.forEach(function (field) {
    value[field] = records.readJson(record, field, null);
  });
  return value;
}

/**
 * Status changes and authorship: owners write drafts and send them to review; only a reviewer
 * publishes (from review) or takes a published item back; a reviewer who is not the author
 * changes nothing but the status.
 * @param {core.RecordRequestEvent} e @param {boolean} isCreate @returns {Record<string, string>}
 */
function workflowErrors(e, isCreate) {
  if (e.hasSuperuserAuth()) return {};
  const record = e.record;
  const auth = e.auth;
  const isReviewer = auth.getBool('reviewer');
  const status = record.getString('status');
  if (isCreate) {
    return status === 'published' ? { status: 'New items start as a draft or in review; a reviewer publishes them' } : {};
  }
  const original = record.original();
  const isOwner = original.getString('created_by') === auth.id;
  const errors = {};
  if (record.getString('created_by') !== original.getString('created_by')) errors.created_by = 'The author of an item cannot change';
  const problem = rules.statusChangeProblem(original.getString('status'), status, { isOwner: isOwner, isReviewer: isReviewer });
  if (problem) errors.status = problem;
  if (!isOwner) {
    Object.keys(e.requestInfo().body).forEach(function (field) {
      if (field !== 'status' && field !== 'review_comment') errors[field] = 'A reviewer changes only the status of an item';
    });
  }
  return errors;
}

/** @param {core.RecordRequestEvent} e @param {boolean} isCreate */
function checkQuestion(e, isCreate) {
  const record = e.record;
  const value = plain(record, QUESTION_FIELDS, QUESTION_JSON_FIELDS);
  // Kept and newly uploaded images alike.
  value.images = record.getStringSlice('images').concat(record.getUnsavedFiles('images'));
  const errors = Object.assign(rules.validateQuestion(value), workflowErrors(e, isCreate));
  records.throwIfInvalid(errors);
  if (!record.getString('source')) record.set('source', 'original');
  if (!record.getInt('year')) record.set('year', new Date().getFullYear());
}

/** @param {core.RecordRequestEvent} e @param {boolean} isCreate */
function checkQuestionSet(e, isCreate) {
  const record = e.record;
  const value = plain(record, SET_FIELDS, SET_JSON_FIELDS);
  const ids = record.getStringSlice('questions');
  value.questions = ids;
  const errors = Object.assign(rules.validateQuestionSet(value), workflowErrors(e, isCreate));
  const found = ids.length ? $app.findRecordsByIds('questions', ids) : [];
  const authorId = record.getString('created_by');
  const usable = found.filter(function (question) {
    return e.hasSuperuserAuth() || question.getString('status') === 'published' || question.getString('created_by') === authorId;
  });
  if (ids.length && usable.length !== ids.length) errors.questions = 'Choose published questions or your own';
  else if (
    record.getString('status') === 'published' &&
    found.some(function (question) {
      return question.getString('status') !== 'published';
    })
  ) {
    errors.status = 'Publish every question of the set first';
  }
  records.throwIfInvalid(errors);
  let seconds = 0;
  found.forEach(function (question) {
    seconds += question.getInt('estimatedTime');
  });
  record.set('totalQuestions', ids.length);
  record.set('estimatedTime', Math.ceil(seconds / 60));
}

module.exports = { checkQuestion, checkQuestionSet };
