// New versions of published questions: a question that `replaces` a published one of its author's,
// and on publishing takes its place in every set.
import { findOrNull, throwIfInvalid } from '../records.ts';
import { recordOf } from '../events.ts';
import { setTotals } from './set-size.ts';

/** A new version (`replaces`) of a published question, by its author. */
export function versionErrors(e: core.RecordRequestEvent, isCreate: boolean): Record<string, string> {
  if (e.hasSuperuserAuth()) return {};
  const record = recordOf(e);
  const errors: Record<string, string> = {};
  const replaces = record.getString('replaces');
  if (replaces && (isCreate || replaces !== record.original().getString('replaces'))) {
    const replaced = findOrNull('questions', replaces, e.app);
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
 */
export function takePlaceOfReplaced(e: core.RecordRequestEvent): void {
  const record = recordOf(e);
  const replaces = record.getString('replaces');
  if (!replaces || record.getString('status') !== 'published' || record.original().getString('status') === 'published') return;
  const app = e.app;
  const replaced = findOrNull('questions', replaces, app);
  if (!replaced || replaced.getString('status') !== 'published') {
    throwIfInvalid({ replaces: 'The question this replaces is no longer published' });
    return;
  }
  for (const set of app.findRecordsByFilter('question_sets', 'questions ~ {:id}', '', 0, 0, { id: replaced.id })) {
    if (!set) continue;
    const ids = [...new Set(set.getStringSlice('questions').map((id) => (id === replaced.id ? record.id : id)))];
    set.set('questions', ids);
    setTotals(app, set, ids);
    app.save(set);
  }
  replaced.set('status', 'draft');
  app.save(replaced);
  // A child's schedule of the old version goes on with the new one (a child who has both keeps the new one's).
  app
    .db()
    .newQuery('UPDATE OR IGNORE review_cards SET question = {:new} WHERE question = {:old}')
    .bind({ new: record.id, old: replaced.id })
    .execute();
  app.db().newQuery('DELETE FROM review_cards WHERE question = {:old}').bind({ old: replaced.id }).execute();
}
