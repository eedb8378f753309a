// A question checked before PocketBase saves it: the shared rules, its pictures, and the workflow.
import { fileNames, namePairPictures, pictureErrors } from '../question-files.ts';
import { throwIfInvalid } from '../records.ts';
import { validateQuestion } from '../domain.ts';
import { recordOf } from '../events.ts';
import { frozenErrors } from './frozen.ts';
import { plain } from './plain.ts';
import { versionErrors } from './versions.ts';
import { assertReviewedVersion, workflowErrors } from './workflow.ts';

const QUESTION_FIELDS = ['text', 'type', 'subject', 'grade', 'topic', 'difficulty', 'estimatedTime', 'correctAnswer', 'image_alt'];
const QUESTION_JSON_FIELDS = ['skills', 'tags', 'options'];

export function checkQuestion(e: core.RecordRequestEvent, isCreate: boolean): void {
  const record = recordOf(e);
  namePairPictures(record);
  const value = plain(record, QUESTION_FIELDS, QUESTION_JSON_FIELDS);
  // Kept and newly uploaded images alike, by the names they are stored under.
  value.images = fileNames(record, 'images');
  const errors = {
    ...validateQuestion(value),
    ...pictureErrors(e.app, record),
    ...frozenErrors(e, isCreate),
    ...workflowErrors(e, isCreate),
    ...versionErrors(e, isCreate),
  };
  throwIfInvalid(errors);
  assertReviewedVersion(e);
  if (!record.getString('source')) record.set('source', 'original');
  if (!record.getInt('year')) record.set('year', new Date().getFullYear());
}
