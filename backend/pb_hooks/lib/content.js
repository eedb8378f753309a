/// <reference path="../../pb_data/types.d.ts" />
// Checks on creator content (questions and question sets) before PocketBase saves it.
const rules = require(`${__hooks}/lib/rules.js`);
const records = require(`${__hooks}/lib/records.js`);

const QUESTION_FIELDS = ['text', 'type', 'subject', 'grade', 'topic', 'difficulty', 'estimatedTime', 'correctAnswer'];
const QUESTION_JSON_FIELDS = ['skills', 'tags', 'options'];
const SET_FIELDS = ['title', 'description', 'subject', 'grade', 'type'];
const SET_JSON_FIELDS = ['skills', 'learningObjectives', 'prerequisites', 'tags'];
const PUBLISHED_IS_FIXED = 'A published question cannot be changed: write a new version that replaces it';

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
    const errors = {};
    if (record.getString('created_by') !== auth.id) errors.created_by = 'New items are saved under your own name';
    if (status === 'published') errors.status = 'New items start as a draft or in review; a reviewer publishes them';
    return errors;
  }
  const original = record.original();
  const isOwner = original.getString('created_by') === auth.id;
  const errors = {};
  if (record.getString('created_by') !== original.getString('created_by')) errors.created_by = 'The author of an item cannot change';
  const problem = rules.statusChangeProblem(original.getString('status'), status, { isOwner: isOwner, isReviewer: isReviewer });
  if (problem) errors.status = problem;
  if (!isOwner) {
    Object.keys(e.requestInfo().body).forEach(function (field) {
      if (field !== 'status') errors[field] = 'A reviewer changes only the status of an item';
    });
  }
  return errors;
}

/** @param {core.Record} record @param {string} field @returns {string} the field's value, comparable across records */
function comparable(record, field) {
  const value = record.get(field);
  return JSON.stringify(value == null ? null : JSON.parse(JSON.stringify(value)));
}

/**
 * What a child is served stays as a reviewer published it: a published question's content
 * cannot change; a new version (`replaces`) takes its place instead.
 * @param {core.RecordRequestEvent} e @param {boolean} isCreate @returns {Record<string, string>}
 */
function versionErrors(e, isCreate) {
  if (e.hasSuperuserAuth()) return {};
  const record = e.record;
  const errors = {};
  if (!isCreate && record.original().getString('status') === 'published') {
    rules.QUESTION_SERVED_FIELDS.forEach(function (field) {
      if (comparable(record, field) !== comparable(record.original(), field)) errors[field] = PUBLISHED_IS_FIXED;
    });
  }
  const replaces = record.getString('replaces');
  if (replaces && (isCreate || replaces !== record.original().getString('replaces'))) {
    const replaced = records.findOrNull('questions', replaces, e.app);
    if (!replaced || replaced.id === record.id || replaced.getString('status') !== 'published') {
      errors.replaces = 'Only a published question can be replaced by a new version';
    } else if (replaced.getString('created_by') !== record.getString('created_by')) {
      errors.replaces = 'Only the author of a question writes its new version';
    }
  }
  return errors;
}

/**
 * On publishing, a new version takes the place of the question it replaces in every set, and
 * the old one goes back to draft. Runs in the transaction of the publishing request.
 * @param {core.RecordRequestEvent} e
 */
function takePlaceOfReplaced(e) {
  const record = e.record;
  const replaces = record.getString('replaces');
  if (!replaces || record.getString('status') !== 'published' || record.original().getString('status') === 'published') return;
  const app = e.app;
  const replaced = records.findOrNull('questions', replaces, app);
  if (!replaced || replaced.getString('status') !== 'published') {
    records.throwIfInvalid({ replaces: 'The question this replaces is no longer published' });
  }
  app.findRecordsByFilter('question_sets', 'questions ~ {:id}', '', 0, 0, { id: replaced.id }).forEach(function (set) {
    const seen = {};
    const ids = set
      .getStringSlice('questions')
      .map(function (id) {
        return id === replaced.id ? record.id : id;
      })
      .filter(function (id) {
        if (seen[id]) return false;
        seen[id] = true;
        return true;
      });
    set.set('questions', ids);
    setTotals(app, set, ids);
    app.save(set);
  });
  replaced.set('status', 'draft');
  app.save(replaced);
}

/** @param {core.App} app @param {core.Record} set @param {string[]} ids @returns {core.Record[]} the set's questions found */
function setTotals(app, set, ids) {
  const found = ids.length ? app.findRecordsByIds('questions', ids) : [];
  let seconds = 0;
  found.forEach(function (question) {
    seconds += question.getInt('estimatedTime');
  });
  set.set('totalQuestions', ids.length);
  set.set('estimatedTime', Math.ceil(seconds / 60));
  return found;
}

/** @param {core.RecordRequestEvent} e @param {boolean} isCreate */
function checkQuestion(e, isCreate) {
  const record = e.record;
  const errors = Object.assign(
    rules.validateQuestion(plain(record, QUESTION_FIELDS, QUESTION_JSON_FIELDS)),
    workflowErrors(e, isCreate),
    versionErrors(e, isCreate),
  );
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
  const found = ids.length ? e.app.findRecordsByIds('questions', ids) : [];
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
  setTotals(e.app, record, ids);
}

module.exports = { checkQuestion, checkQuestionSet, takePlaceOfReplaced };
