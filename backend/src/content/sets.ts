// A question set checked before PocketBase saves it: the shared rules, its questions, its size, and
// the workflow; its totals computed.
import { throwIfInvalid } from '../records.ts';
import { validateQuestionSet } from '../domain.ts';
import { recordOf } from '../events.ts';
import { frozenErrors } from './frozen.ts';
import { plain } from './plain.ts';
import { setTotals, sizeErrors } from './set-size.ts';
import { assertReviewedVersion, workflowErrors } from './workflow.ts';

const SET_FIELDS = ['title', 'description', 'subject', 'grade', 'type'];
const SET_JSON_FIELDS = ['skills', 'learningObjectives', 'prerequisites', 'tags'];

export function checkQuestionSet(e: core.RecordRequestEvent, isCreate: boolean): void {
  const record = recordOf(e);
  const value = plain(record, SET_FIELDS, SET_JSON_FIELDS);
  const ids = record.getStringSlice('questions');
  value.questions = ids;
  const errors: Record<string, string> = { ...validateQuestionSet(value), ...frozenErrors(e, isCreate), ...workflowErrors(e, isCreate) };
  if (!errors.questions) Object.assign(errors, sizeErrors(e, isCreate));
  const found = (ids.length ? e.app.findRecordsByIds('questions', ids) : []).filter((question): question is core.Record =>
    Boolean(question),
  );
  const authorId = record.getString('created_by');
  const usable = found.filter(
    (question) => e.hasSuperuserAuth() || question.getString('status') === 'published' || question.getString('created_by') === authorId,
  );
  if (ids.length && usable.length !== ids.length) errors.questions = 'Choose published questions or your own';
  else if (record.getString('status') === 'published' && found.some((question) => question.getString('status') !== 'published')) {
    errors.status = 'Publish every question of the set first';
  }
  throwIfInvalid(errors);
  assertReviewedVersion(e);
  setTotals(e.app, record, ids);
}
