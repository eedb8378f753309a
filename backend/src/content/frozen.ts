// What a reviewer reviewed is what children get: a published item changes nothing but its status
// (a question gets a new version that replaces it: versions.ts; a set is taken back to draft by a
// reviewer and reviewed again), and an item in review is frozen for its author, who takes it back to
// draft to change it (a reviewer who is not the author changes only its status: workflow.ts).
import { readJson } from '../records.ts';
import { recordOf } from '../events.ts';

const PUBLISHED_IS_FIXED: Record<string, string> = {
  questions: 'A published question cannot be changed: write a new version that replaces it',
  question_sets: 'A published set cannot be changed: a reviewer takes it back to draft first',
};
const IN_REVIEW_IS_FIXED = 'This item is waiting for a reviewer: save it as a draft to change it';
// Not the item's content: the system's stamps, the workflow's own fields (checked on their own), and
// a set's totals, which the server computes.
const NOT_CONTENT = ['id', 'created', 'updated', 'status', 'review_comment', 'created_by', 'totalQuestions'];
const SET_COMPUTED = ['estimatedTime'];

/** Whether two JSON values are equal, whatever the order of their objects' keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const first = a as Record<string, unknown>;
    const second = b as Record<string, unknown>;
    const keys = Object.keys(first);
    return (
      keys.length === Object.keys(second).length &&
      keys.every((key) => Object.prototype.hasOwnProperty.call(second, key) && sameJson(first[key], second[key]))
    );
  }
  return a === b;
}

/** Whether this save changes the field. */
function isChanged(record: core.Record, field: string): boolean {
  const original = record.original();
  if (record.getUnsavedFiles(field).length > 0) return true;
  if (record.collection().fields.getByName(field)?.type() === 'json') {
    return !sameJson(readJson(record, field, null), readJson(original, field, null));
  }
  const plainValue = (of: core.Record) => {
    const value: unknown = of.get(field);
    return JSON.stringify(value == null ? null : JSON.parse(JSON.stringify(value)));
  };
  return plainValue(record) !== plainValue(original);
}

/** The fields of the item's content this save changes. */
function changedContent(record: core.Record): string[] {
  const skipped = record.collection().name === 'question_sets' ? [...NOT_CONTENT, ...SET_COMPUTED] : NOT_CONTENT;
  return record
    .collection()
    .fields.fieldNames()
    .filter((field) => !skipped.includes(field) && isChanged(record, field));
}

export function frozenErrors(e: core.RecordRequestEvent, isCreate: boolean): Record<string, string> {
  if (isCreate || e.hasSuperuserAuth()) return {};
  const record = recordOf(e);
  const from = record.original().getString('status');
  let message: string | undefined;
  if (from === 'published') message = PUBLISHED_IS_FIXED[record.collection().name];
  else if (from === 'review' && record.getString('status') === 'review') message = IN_REVIEW_IS_FIXED;
  const errors: Record<string, string> = {};
  if (message) {
    for (const field of changedContent(record)) errors[field] = message;
  }
  return errors;
}
