// "Download my family's data" (docs/product.md, "Accounts a family expects"): the signed-in parent's account, children, assignments, results,
// attempts, what the learning engine keeps and the questions the family answered as one JSON file, for a family that leaves. Only named fields go out (never a password, token key,
// access code or hidden field), and only this family's rows, read through the family's indexes (`parent_id`,
// `created_by`) a page at a time and written out as each page is read: what the server holds while answering
// is one page of one family's rows, however many results the family has piled up (a scripted child can retake
// a quiz thousands of times). A large family's file still takes the server a few seconds, so one parent builds
// one at a time, at most EXPORTS_PER_HOUR an hour, and the whole server at most EXPORTS_AT_ONCE together.
import { rowsLike } from '../db.ts';
import { authOf } from '../events.ts';
import { EVERY_NETWORK, reserveWindow } from '../lockout/index.ts';
import { jsArray, readJson } from '../records.ts';

/** Rows read and written at a time: a result holds its answers, up to about 1.3 MB with essays. */
const PAGE = { children: 500, assignments: 500, results: 50, attempts: 500, skills: 500, reviews: 500, answeredQuestions: 500 };
type SectionName = keyof typeof PAGE;

export const EXPORTS_AT_ONCE = 2;
export const EXPORTS_PER_HOUR = 5;
/**
 * A place counts for this long after its build last wrote: a build still writing keeps its place fresh (every
 * KEEP_MS), however long a large family's file takes; one that died without leaving, or a download held up by a
 * client reading slowly (its writes wait), stops counting after this and keeps nobody waiting.
 */
const STALE_MS = 2 * 60 * 1000;
const KEEP_MS = 10 * 1000;
const RUNNING = 'family-exports-running';

/** The fields of a record that go out, by how each is read. */
interface Fields {
  text?: string[];
  number?: string[];
  bool?: string[];
  list?: string[];
  json?: string[];
}

export const FIELDS: Readonly<Record<'account' | SectionName, Fields>> = {
  account: {
    text: ['id', 'email', 'name', 'consent_at', 'consent_policy', 'created', 'updated'],
    bool: ['verified'],
    json: ['preferences'],
  },
  children: { text: ['id', 'student_id', 'name', 'grade', 'time_allowance', 'breaks', 'last_signed_in', 'created', 'updated'] },
  assignments: {
    text: ['id', 'title', 'subject', 'difficulty', 'instructions', 'status', 'dueDate', 'created', 'updated'],
    number: ['timeLimit', 'totalQuestions', 'estimatedTime'],
    list: ['question_sets', 'assigned_students'],
  },
  results: {
    text: ['id', 'student_id', 'assignment_id', 'attempt_id', 'completed_at', 'created'],
    number: ['score', 'total_questions', 'correct_answers', 'time_taken', 'awaiting_marking'],
    json: ['answers', 'marks'],
  },
  attempts: {
    text: ['id', 'student_id', 'assignment_id', 'status', 'started_at', 'deadline', 'submitted_at', 'created'],
    number: ['break_seconds'],
  },
  // What the learning engine keeps of each child (docs/learning.md): a level per skill, a schedule per question.
  skills: { text: ['id', 'student_id', 'subject', 'topic', 'skill', 'level', 'last_day'], number: ['known', 'answers', 'right', 'days'] },
  reviews: {
    text: ['id', 'student_id', 'question', 'due', 'last_review'],
    number: ['stability', 'difficulty', 'reps', 'lapses', 'state', 'scheduled_days'],
    bool: ['last_right'],
  },
  // The questions the family has answered, kept when a child goes, so that the family's wrong answer to one counts
  // once in a creator's figures (src/tallies), with the wrong answers that first answer counted.
  answeredQuestions: { text: ['question'], json: ['wrong'] },
};

function pick(record: core.Record, fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of fields.text ?? []) out[name] = record.getString(name);
  for (const name of fields.number ?? []) out[name] = record.getFloat(name);
  for (const name of fields.bool ?? []) out[name] = record.getBool(name);
  for (const name of fields.list ?? []) out[name] = jsArray(record.getStringSlice(name));
  for (const name of fields.json ?? []) out[name] = readJson<unknown>(record, name, null);
  return out;
}

interface Section {
  name: SectionName;
  collection: string;
  column: string;
  perChild?: boolean;
  key?: string;
}

/**
 * The file's lists, in order: each of the family's rows of a collection, found by the family's index on `column`
 * (the parent's id, or for `perChild` lists each of the family's children's ids in turn), a page after another
 * by `key`: rowid where the index is on `column` alone (it holds its rows in rowid order), else the index's next
 * column. A child's skills are paged by rowid over their (student_id, subject, topic, skill) index, which sorts:
 * they are at most one row per skill of the bank.
 */
const SECTIONS: readonly Section[] = [
  { name: 'children', collection: 'students', column: 'parent_id' },
  { name: 'assignments', collection: 'assignments', column: 'created_by' },
  { name: 'results', collection: 'results', column: 'parent_id' },
  { name: 'attempts', collection: 'attempts', column: 'parent_id' },
  { name: 'skills', collection: 'skill_mastery', column: 'student_id', perChild: true },
  // One per question a child answered: paged along their (student_id, question) index, never sorted.
  { name: 'reviews', collection: 'review_cards', column: 'student_id', perChild: true, key: 'question' },
  // Along their (family, question) index, as the reviews.
  { name: 'answeredQuestions', collection: 'answered_questions', column: 'family', key: 'question' },
];

type Write = (text: string) => void;

/**
 * Writes a section's rows as a JSON list, a page at a time, each page sent before the next is read. A page
 * follows the last by rowid, which the family's index holds in order: no page sorts or skips the rows
 * before it, so a family of 5,000 results costs 100 index reads, not 100 sorts of all its answers.
 * `owners`: the parent's id, or the children's for a list kept per child.
 */
function writeSection(e: core.RequestEvent, write: Write, section: Section, owners: readonly string[]): void {
  write(',' + JSON.stringify(section.name) + ':[');
  let written = false;
  for (const owner of owners) written = writeOwnersRows(e, write, section, owner, written);
  write(']');
}

/** One owner's rows of a section, a page at a time. Returns whether any row of the list is written yet. */
function writeOwnersRows(e: core.RequestEvent, write: Write, section: Section, owner: string, written: boolean): boolean {
  const size = PAGE[section.name];
  const order = section.key ?? 'rowid';
  let after: number | string = section.key ? '' : 0;
  for (;;) {
    const keys = rowsLike({ row: after, id: '' });
    $app
      .db()
      .newQuery(
        'SELECT ' +
          order +
          ' AS row, id FROM ' +
          section.collection +
          ' WHERE ' +
          section.column +
          ' = {:p} AND ' +
          order +
          ' > {:after} ORDER BY ' +
          order +
          ' LIMIT {:size}',
      )
      .bind({ p: owner, after, size })
      .all(keys);
    const last = keys[keys.length - 1];
    if (!last) break;
    const ids = keys.map((key) => key.id);
    const byId = new Map<string, core.Record>();
    for (const record of jsArray($app.findRecordsByIds(section.collection, ids))) if (record) byId.set(record.id, record);
    const rows = ids.flatMap((id) => {
      const record = byId.get(id);
      return record ? [JSON.stringify(pick(record, FIELDS[section.name]))] : [];
    });
    if (rows.length) write((written ? ',' : '') + rows.join(','));
    written = written || rows.length > 0;
    e.flush();
    after = last.row;
    if (keys.length < size) break;
  }
  return written;
}

type Refusal = '' | 'mine' | 'busy';

/** Words of running builds' marks, as the store keeps them. */
function marksIn(running: unknown): string[] {
  return String(running || '').split(' ');
}

/**
 * Takes one of the server's EXPORTS_AT_ONCE places for the parent: its mark, or why not. The running builds
 * are kept as "parentId:startedMillis:n" words in the store, read and changed in one step (the store's lock).
 */
function takePlace(parentId: string): { mark: string; refused: Refusal } {
  const taken: { mark: string; refused: Refusal } = { mark: '', refused: '' };
  $app.store().setFunc(RUNNING, (running: unknown) => {
    const now = Date.now();
    const live = marksIn(running).filter((mark) => mark && now - Number(mark.split(':')[1]) < STALE_MS);
    if (live.some((mark) => mark.split(':')[0] === parentId)) taken.refused = 'mine';
    else if (live.length >= EXPORTS_AT_ONCE) taken.refused = 'busy';
    else {
      // Its own mark: an earlier export of the same parent, past its time, leaves only its own when it ends.
      taken.mark = parentId + ':' + now + ':' + $security.randomString(6);
      live.push(taken.mark);
    }
    return live.join(' ');
  });
  return taken;
}

/** `mark`: the export's own, from takePlace. */
function leavePlace(mark: string): void {
  $app.store().setFunc(RUNNING, (running: unknown) =>
    marksIn(running)
      .filter((other) => other && other !== mark)
      .join(' '),
  );
}

/** Moves a running build's mark to now, so that it keeps its place. */
function keepPlace(place: { mark: string }): void {
  const [parentId, , tag] = place.mark.split(':');
  const fresh = `${parentId}:${Date.now()}:${tag}`;
  $app.store().setFunc(RUNNING, (running: unknown) =>
    marksIn(running)
      .map((other) => (other === place.mark ? fresh : other))
      .join(' '),
  );
  place.mark = fresh;
}

/** `ms`: left in the hour. */
function hourlyMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60000));
  return (
    "You have downloaded your family's data " +
    EXPORTS_PER_HOUR +
    ' times this hour. Please try again in ' +
    minutes +
    (minutes === 1 ? ' minute.' : ' minutes.')
  );
}

/** `GET /api/account/export` (the signed-in parent) → the family's data, as a file to keep. */
export function exportFamily(e: core.RequestEvent): void {
  const parentId = authOf(e).id;
  const { mark, refused } = takePlace(parentId);
  if (refused === 'mine')
    throw new TooManyRequestsError("Your family's data is already being prepared. Please wait for that download to finish.");
  if (refused === 'busy')
    throw new TooManyRequestsError('Many families are downloading their data just now. Please try again in a minute.');
  const place = { mark };
  try {
    reserveWindow({ c: 'parents:export', i: parentId }, EVERY_NETWORK, EXPORTS_PER_HOUR, 60 * 60 * 1000, hourlyMessage);
    buildExport(e, parentId, () => keepPlace(place));
  } finally {
    leavePlace(place.mark);
  }
}

/**
 * The file, written as it is read: `{ exportedAt, account, children, assignments, results, attempts, skills, reviews,
 * complete }`.
 * Once the first bytes are out the status is sent: a failure later cuts the answer short, without the closing
 * `complete: true` the client looks for (the SDK reads a body that does not parse as `{}`), so the parent is
 * told the download failed, never given a file with rows missing. `keep` keeps the build's place, as it writes.
 */
function buildExport(e: core.RequestEvent, parentId: string, keep: () => void): void {
  const account = $app.findRecordById('parents', parentId);
  const exportedAt = new Date().toISOString();
  const header = e.response.header();
  header.set('Content-Type', 'application/json; charset=utf-8');
  header.set('Content-Disposition', `attachment; filename="family-data-${exportedAt.slice(0, 10)}.json"`);
  header.set('Cache-Control', 'no-store');
  e.response.writeHeader(200);
  let kept = Date.now();
  const write: Write = (text) => {
    e.response.write(toBytes(text));
    if (Date.now() - kept < KEEP_MS) return;
    kept = Date.now();
    keep();
  };
  write('{"exportedAt":' + JSON.stringify(exportedAt) + ',"account":' + JSON.stringify(pick(account, FIELDS.account)));
  const childIds = rowsLike({ id: '' });
  $app.db().newQuery('SELECT id FROM students WHERE parent_id = {:p} ORDER BY rowid').bind({ p: parentId }).all(childIds);
  const children = childIds.map((child) => child.id);
  for (const section of SECTIONS) writeSection(e, write, section, section.perChild ? children : [parentId]);
  // Last: a file without it was cut short (the client refuses it rather than saving part of a family).
  write(',"complete":true}');
}
