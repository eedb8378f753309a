/// <reference path="../../pb_data/types.d.ts" />
// Checks on creator content (questions and question sets) before PocketBase saves it.
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/records.js`);

const QUESTION_FIELDS = ['text', 'type', 'subject', 'grade', 'topic', 'difficulty', 'estimatedTime', 'correctAnswer', 'image_alt'];
const QUESTION_JSON_FIELDS = ['skills', 'tags', 'options'];
const SET_FIELDS = ['title', 'description', 'subject', 'grade', 'type'];
const SET_JSON_FIELDS = ['skills', 'learningObjectives', 'prerequisites', 'tags'];
const PUBLISHED_IS_FIXED = {
  questions: 'A published question cannot be changed: write a new version that replaces it',
  question_sets: 'A published set cannot be changed: a reviewer takes it back to draft first',
};
const IN_REVIEW_IS_FIXED = 'This item is waiting for a reviewer: save it as a draft to change it';
// The body key of a reviewer's Publish: the `updated` stamp of the item as the reviewer read it.
const REVIEWED_VERSION = 'reviewed_version';
const VERSION_UNNAMED = 'Publish names the version you reviewed: send its updated time';
const VERSION_CHANGED = 'This item changed after you opened it: look at it again before publishing.';
// Not the item's content: the system's stamps, the workflow's own fields (checked on their own), and
// a set's totals, which the server computes.
const NOT_CONTENT = ['id', 'created', 'updated', 'status', 'review_comment', 'created_by', 'totalQuestions'];
const SET_COMPUTED = ['estimatedTime'];

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
 * publishes (from review, never their own work, naming the version read) or takes a published item
 * back; a reviewer who is not the author changes nothing but the status.
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
  const problem = domain.statusChangeProblem(original.getString('status'), status, { isOwner: isOwner, isReviewer: isReviewer });
  if (problem) errors.status = problem;
  const body = e.requestInfo().body;
  if (!isOwner) {
    Object.keys(body).forEach(function (field) {
      if (field !== 'status' && field !== 'review_comment' && field !== REVIEWED_VERSION) errors[field] = 'A reviewer changes only the status of an item';
    });
  }
  if (isPublishing(record) && (typeof body[REVIEWED_VERSION] !== 'string' || !body[REVIEWED_VERSION])) errors[REVIEWED_VERSION] = VERSION_UNNAMED;
  return errors;
}

/** @param {core.Record} record @returns {boolean} whether this save takes the item from review to published */
function isPublishing(record) {
  return record.getString('status') === 'published' && record.original().getString('status') === 'review';
}

/**
 * A reviewer publishes the version they read: a Publish naming another `updated` stamp than the
 * item's is refused, so an edit made after the reviewer opened it (and taken back to draft and sent
 * again, as the freeze below asks) is never published unseen. Call once the other checks passed.
 * @param {core.RecordRequestEvent} e
 */
function assertReviewedVersion(e) {
  if (e.hasSuperuserAuth() || !isPublishing(e.record)) return;
  if (e.requestInfo().body[REVIEWED_VERSION] !== e.record.original().getString('updated')) throw new ApiError(409, VERSION_CHANGED);
}

/** @param {unknown} a @param {unknown} b @returns {boolean} whether two JSON values are equal, whatever the order of their objects' keys */
function sameJson(a, b) {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every(function (item, i) {
        return sameJson(item, b[i]);
      })
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every(function (key) {
        return Object.prototype.hasOwnProperty.call(b, key) && sameJson(a[key], b[key]);
      })
    );
  }
  return a === b;
}

/** @param {core.Record} record @param {string} field @returns {boolean} whether this save changes the field */
function isChanged(record, field) {
  const original = record.original();
  if (record.getUnsavedFiles(field).length > 0) return true;
  if (record.collection().fields.getByName(field).type() === 'json') {
    return !sameJson(records.readJson(record, field, null), records.readJson(original, field, null));
  }
  const plainValue = function (of) {
    const value = of.get(field);
    return JSON.stringify(value == null ? null : JSON.parse(JSON.stringify(value)));
  };
  return plainValue(record) !== plainValue(original);
}

/** @param {core.Record} record @returns {string[]} the fields of the item's content this save changes */
function changedContent(record) {
  const skipped = NOT_CONTENT.concat(record.collection().name === 'question_sets' ? SET_COMPUTED : []);
  return record
    .collection()
    .fields.fieldNames()
    .filter(function (field) {
      return skipped.indexOf(field) < 0 && isChanged(record, field);
    });
}

/**
 * What a reviewer reviewed is what children get: a published item changes nothing but its status
 * (a question gets a new version that replaces it; a set is taken back to draft by a reviewer and
 * reviewed again), and an item in review is frozen for its author, who takes it back to draft to
 * change it (a reviewer who is not the author changes only its status: workflowErrors).
 * @param {core.RecordRequestEvent} e @param {boolean} isCreate @returns {Record<string, string>}
 */
function frozenErrors(e, isCreate) {
  if (isCreate || e.hasSuperuserAuth()) return {};
  const record = e.record;
  const from = record.original().getString('status');
  let message = null;
  if (from === 'published') message = PUBLISHED_IS_FIXED[record.collection().name];
  else if (from === 'review' && record.getString('status') === 'review') message = IN_REVIEW_IS_FIXED;
  const errors = {};
  if (message) {
    changedContent(record).forEach(function (field) {
      errors[field] = message;
    });
  }
  return errors;
}

/**
 * A new version (`replaces`) of a published question, by its author.
 * @param {core.RecordRequestEvent} e @param {boolean} isCreate @returns {Record<string, string>}
 */
function versionErrors(e, isCreate) {
  if (e.hasSuperuserAuth()) return {};
  const record = e.record;
  const errors = {};
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
  // A child's schedule of the old version goes on with the new one (a child who has both keeps the new one's).
  app.db().newQuery('UPDATE OR IGNORE review_cards SET question = {:new} WHERE question = {:old}').bind({ new: record.id, old: replaced.id }).execute();
  app.db().newQuery('DELETE FROM review_cards WHERE question = {:old}').bind({ old: replaced.id }).execute();
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
  const files = require(`${__hooks}/lib/question-files.js`);
  files.namePairPictures(record);
  const value = plain(record, QUESTION_FIELDS, QUESTION_JSON_FIELDS);
  // Kept and newly uploaded images alike, by the names they are stored under.
  value.images = files.fileNames(record, 'images');
  const errors = Object.assign(
    domain.validateQuestion(value),
    files.pictureErrors(e.app, record),
    frozenErrors(e, isCreate),
    workflowErrors(e, isCreate),
    versionErrors(e, isCreate),
  );
  records.throwIfInvalid(errors);
  assertReviewedVersion(e);
  if (!record.getString('source')) record.set('source', 'original');
  if (!record.getInt('year')) record.set('year', new Date().getFullYear());
}

/**
 * The most questions an assignment holding the set would have with the set's new questions (each
 * counted once, as assignments count them), 0 when no live assignment holds it. One query: a set of
 * the question bank may be on thousands of assignments.
 * @param {core.App} app @param {string} setId @param {string[]} ids
 */
function longestAssignmentWith(app, setId, ids) {
  const rows = arrayOf(new DynamicModel({ total: 0 }));
  app
    .db()
    .newQuery(
      'SELECT COUNT(DISTINCT q.value) AS total FROM assignments a' +
        ' JOIN json_each(a.question_sets) s JOIN question_sets qs ON qs.id = s.value' +
        ' JOIN json_each(CASE WHEN qs.id = {:set} THEN {:ids} ELSE qs.questions END) q' +
        " WHERE a.status != 'deleted' AND EXISTS (SELECT 1 FROM json_each(a.question_sets) WHERE value = {:set})" +
        ' GROUP BY a.id ORDER BY total DESC LIMIT 1',
    )
    .bind({ set: setId, ids: JSON.stringify(ids) })
    .all(rows);
  return rows.length ? rows[0].total : 0;
}

/**
 * A set grows where its questions change: it may not make an assignment that holds it longer than
 * an assignment can be (domain.ASSIGNMENT_QUESTIONS_MAX), which a quiz of it would then serve.
 * @param {core.RecordRequestEvent} e @param {boolean} isCreate @returns {Record<string, string>}
 */
function sizeErrors(e, isCreate) {
  const record = e.record;
  const ids = record.getStringSlice('questions');
  if (isCreate || e.hasSuperuserAuth() || ids.join() === record.original().getStringSlice('questions').join()) return {};
  const total = longestAssignmentWith(e.app, record.id, ids);
  if (total <= domain.ASSIGNMENT_QUESTIONS_MAX) return {};
  return {
    questions:
      'This set is in an assignment that would then have ' +
      total +
      ' questions, more than the ' +
      domain.ASSIGNMENT_QUESTIONS_MAX +
      ' an assignment can have: choose fewer questions',
  };
}

/** @param {core.RecordRequestEvent} e @param {boolean} isCreate */
function checkQuestionSet(e, isCreate) {
  const record = e.record;
  const value = plain(record, SET_FIELDS, SET_JSON_FIELDS);
  const ids = record.getStringSlice('questions');
  value.questions = ids;
  const errors = Object.assign(domain.validateQuestionSet(value), frozenErrors(e, isCreate), workflowErrors(e, isCreate));
  if (!errors.questions) Object.assign(errors, sizeErrors(e, isCreate));
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
  assertReviewedVersion(e);
  setTotals(e.app, record, ids);
}

module.exports = { checkQuestion, checkQuestionSet, takePlaceOfReplaced };
