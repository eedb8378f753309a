// The starter question bank: the CSV files of seed/question-bank go through the same importer as
// the creator's bulk import (shared/import), published under a system creator, then grouped into
// the sets of sets.json. Loading is idempotent: questions already present (same text, subject and
// grade) and sets already present (same title, subject and grade) are left as they are, except a
// bank question the files have corrected since a deployment loaded it: the loader publishes the
// correction as its new version (`replaces`), as a reviewer publishes an author's new version, so
// it takes the old one's place in every set, the old one goes back to draft, and what children were
// served and scored on stays as it was. revisions.json names the earlier text of a question whose
// text changed.
// Loaded by scripts/runner.mjs through tsx, since Node 20 cannot run TypeScript itself.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { IMPORT_BATCH_SIZE, duplicateKey, fetchExistingQuestions, findDuplicates, importQuestions, parseCsv } from 'shared/import';
import type { ImportRow, ParsedFile, QuestionDraft } from 'shared/import';

export const BANK_DIR = join(dirname(fileURLToPath(import.meta.url)), 'question-bank');
/** The system account that authors the bank; its password is random and never kept, so nobody signs in as it. */
export const BANK_CREATOR = { email: 'question-bank@revision.local', name: 'Starter Question Bank' };

export interface BankSet {
  title: string;
  description: string;
  subject: string;
  grade: string;
  type: string;
  /** Questions of these topics only, when given. */
  topics?: string[];
  /** Questions with at least one of these skills only, when given. */
  skills?: string[];
  count?: number;
  difficulty?: string;
  learningObjectives?: string[];
  /** The set's questions by their texts, in order (questions of the set's subject and grade); otherwise its criteria choose them (selectQuestions). */
  questions?: string[];
}

/** A bank question whose text changed: `was` is the text a deployment may hold, `now` the text of the bank's row. */
export interface BankRevision {
  subject: string;
  grade: string;
  was: string;
  now: string;
}

/** What the loader writes: the rows of the CSV files, the sets, and the earlier texts of questions. */
export interface Bank {
  rows: ImportRow[];
  sets: BankSet[];
  revisions: BankRevision[];
}

interface Selectable {
  text: string;
  type?: string;
  subject: string;
  grade: string;
  topic: string;
  skills: string[];
}

/** Every bank file parsed, in file-name order. */
export function readBankFiles(): Array<{ file: string; parsed: ParsedFile }> {
  return readdirSync(BANK_DIR)
    .filter((file) => file.endsWith('.csv'))
    .toSorted()
    .map((file) => ({ file, parsed: parseCsv(readFileSync(join(BANK_DIR, file), 'utf8')) }));
}

export function readBankSets(): BankSet[] {
  return JSON.parse(readFileSync(join(BANK_DIR, 'sets.json'), 'utf8')) as BankSet[];
}

export function readBankRevisions(): BankRevision[] {
  return JSON.parse(readFileSync(join(BANK_DIR, 'revisions.json'), 'utf8')) as BankRevision[];
}

export function readBank(): Bank {
  return { rows: bankRows(), sets: readBankSets(), revisions: readBankRevisions() };
}

/** A check-up measures a grade: the sets of these types, whose questions no practice set of their grade holds. */
export const CHECK_UP_TYPES: readonly string[] = ['assessment', 'review'];
export const isCheckUp = (set: Pick<BankSet, 'type'>) => CHECK_UP_TYPES.includes(set.type);
/** A check-up takes this many questions when sets.json gives no count. */
const CHECK_UP_SIZE = 10;

const sameGroup = (set: Pick<BankSet, 'subject' | 'grade'>) => (q: Selectable) => q.subject === set.subject && q.grade === set.grade;
const matches = (set: BankSet) => (q: Selectable) =>
  (!set.topics || set.topics.includes(q.topic)) && (!set.skills || q.skills.some((skill) => set.skills!.includes(skill)));

/** Questions by topic, each topic's in bank order, the topics in the order they first come. */
function byTopic<T extends Selectable>(questions: readonly T[]): T[][] {
  const topics = new Map<string, T[]>();
  for (const q of questions) topics.set(q.topic, [...(topics.get(q.topic) ?? []), q]);
  return [...topics.values()];
}

/** Takes up to `count` questions in turn from each topic (a mixed set mixes its topics), in bank order. */
function inTurn<T extends Selectable>(questions: readonly T[], count: number): T[] {
  const topics = byTopic(questions);
  const chosen: T[] = [];
  for (let round = 0; chosen.length < Math.min(count, questions.length); round += 1) {
    for (const group of topics) if (group[round] && chosen.length < count) chosen.push(group[round]!);
  }
  return chosen;
}

/**
 * A check-up's questions: first those of its grade no practice set covers (a topic no practice set names), then, in
 * turn from each topic, the last questions of the topics the practice sets cover, leaving every topic at least one
 * for its practice set, until it has its count. The practice sets then take what is left, so the two never repeat.
 */
function checkUpQuestions<T extends Selectable>(checkUp: BankSet, group: readonly T[], practice: readonly BankSet[]): T[] {
  const covered = (q: T) => practice.some((set) => matches(set)(q));
  const free = group.filter((q) => !covered(q));
  const count = Math.max(checkUp.count ?? CHECK_UP_SIZE, free.length);
  const chosen = [...free];
  const topics = byTopic(group.filter(covered)).map((topic) => topic.toReversed());
  for (let round = 0; chosen.length < count && topics.some((topic) => topic.length - round > 1); round += 1) {
    for (const topic of topics) if (topic.length - round > 1 && chosen.length < count) chosen.push(topic[round]!);
  }
  return chosen;
}

/**
 * The questions of a set, deterministically, among the bank's (`all`: every set of the bank, for the grade's
 * other sets). A set that names its questions takes those, in its order. A check-up (assessment, review) takes
 * questions of every kind that its grade's practice sets leave to it (checkUpQuestions); a practice set takes every
 * question of its subject, grade, topics and skills that no check-up of its grade holds, up to its count, in turn
 * from each topic.
 */
export function selectQuestions<T extends Selectable>(set: BankSet, questions: readonly T[], all: readonly BankSet[] = [set]): T[] {
  const named = set.questions;
  if (named)
    return named.flatMap((text) => questions.find((q) => q.subject === set.subject && q.grade === set.grade && q.text === text) ?? []);
  const group = questions.filter(sameGroup(set));
  const siblings = all.filter((other) => other.subject === set.subject && other.grade === set.grade && !other.questions);
  const practice = siblings.filter((other) => !isCheckUp(other));
  if (isCheckUp(set)) return checkUpQuestions(set, group, practice);
  const checkedUp = new Set(siblings.filter(isCheckUp).flatMap((checkUp) => checkUpQuestions(checkUp, group, practice)));
  const mine = group.filter((q) => matches(set)(q) && !checkedUp.has(q));
  return inTurn(mine, set.count ?? mine.length);
}

const setKey = (set: { title: string; subject: string; grade: string }) => JSON.stringify([set.title, set.subject, set.grade]);

async function bankCreatorId(pb: PocketBase): Promise<string> {
  const found = await pb.collection('creators').getList(1, 1, { filter: pb.filter('email = {:email}', { email: BANK_CREATOR.email }) });
  if (found.items[0]) return found.items[0].id;
  const password = randomBytes(32).toString('base64url');
  const created = await pb
    .collection('creators')
    .create({ ...BANK_CREATOR, password, passwordConfirm: password, verified: true, reviewer: false });
  return created.id;
}

function bankRows(): ImportRow[] {
  const rows: ImportRow[] = [];
  const problems: string[] = [];
  for (const { file, parsed } of readBankFiles()) {
    problems.push(...parsed.problems.map((problem) => `${file}: ${problem}`));
    for (const row of parsed.rows) {
      problems.push(...row.errors.map((e) => `${file} row ${e.row}, ${e.field}: ${e.message}`));
      rows.push(row);
    }
  }
  if (problems.length) throw new Error(`The starter question bank has errors:\n${problems.join('\n')}`);
  return rows;
}

/** The fields of a bank question that a revision of the files may change, as the loader compares them. */
const REVISABLE = [
  'text',
  'type',
  'options',
  'correctAnswer',
  'explanation',
  'topic',
  'subtopic',
  'skills',
  'difficulty',
  'estimatedTime',
  'bloomsTaxonomy',
  'tags',
] as const;
type Revisable = Pick<QuestionDraft, (typeof REVISABLE)[number]>;
type StoredQuestion = Revisable & { id: string; subject: string; grade: string };

const revisableJson = (q: Revisable) =>
  JSON.stringify(
    REVISABLE.map((field) => (field === 'options' ? (q.options ?? []).map((o) => [o.id, o.text, o.isCorrect]) : (q[field] ?? ''))),
  );

/** The earlier texts of a question, newest first, following revisions.json back (a text may change more than once). */
function formerTexts(draft: QuestionDraft, revisions: BankRevision[]): string[] {
  const texts: string[] = [];
  let current = [draft.text];
  while (current.length) {
    const earlier = revisions
      .filter(
        (r) =>
          r.subject === draft.subject &&
          r.grade === draft.grade &&
          current.includes(r.now) &&
          !texts.includes(r.was) &&
          r.was !== draft.text,
      )
      .map((r) => r.was);
    texts.push(...earlier);
    current = earlier;
  }
  return texts;
}

/** A PocketBase id (15 of a-z0-9) made from the question replaced and the new version's text, subject and grade. */
const versionId = (replaced: string, draft: QuestionDraft) =>
  BigInt(
    `0x${createHash('sha256')
      .update(JSON.stringify([replaced, duplicateKey(draft)]))
      .digest('hex')
      .slice(0, 20)}`,
  )
    .toString(36)
    .padStart(15, '0')
    .slice(0, 15);

/**
 * Publishes the bank's corrections of questions a deployment loaded earlier: for each row whose
 * published bank question (same text, or an earlier text of revisions.json) differs from the row,
 * a new version that replaces it. Sent one at a time, as a reviewer's Publish is, since its hook
 * swaps the new version into the sets in a transaction of its own. The new version's id is made
 * from the question it replaces, so a load stopped between create and publish finishes that same
 * version next time.
 */
async function reviseChanged(pb: PocketBase, creatorId: string, drafts: QuestionDraft[], revisions: BankRevision[]): Promise<number> {
  const published = await pb.collection('questions').getFullList<StoredQuestion>({
    filter: pb.filter('created_by = {:id} && status = "published"', { id: creatorId }),
    fields: ['id', 'subject', 'grade', ...REVISABLE].join(','),
    batch: 1000,
  });
  const byKey = new Map(published.map((q) => [duplicateKey(q), q]));
  // A row's own text first, so that an earlier text of another row never takes a question a row still has.
  const claimed = new Set(drafts.flatMap((draft) => byKey.get(duplicateKey(draft))?.id ?? []));
  let revised = 0;
  for (const draft of drafts) {
    let current = byKey.get(duplicateKey(draft));
    if (!current) {
      current = formerTexts(draft, revisions)
        .map((text) => byKey.get(duplicateKey({ ...draft, text })))
        .find((q) => q !== undefined && !claimed.has(q.id));
      if (!current) continue;
      claimed.add(current.id);
    }
    if (revisableJson(current) === revisableJson(draft)) continue;
    const id = versionId(current.id, draft);
    const body = { ...draft, created_by: creatorId, replaces: current.id };
    const existing = await pb.collection('questions').getList(1, 1, { filter: pb.filter('id = {:id}', { id }), fields: 'id' });
    if (existing.items.length) await pb.collection('questions').update(id, { ...body, status: 'draft' });
    else await pb.collection('questions').create({ ...body, id, status: 'draft' });
    await pb.collection('questions').update(id, { status: 'published' });
    revised += 1;
  }
  return revised;
}

/**
 * Adds whatever of the bank is missing and publishes its corrections of questions loaded earlier;
 * a second run changes nothing. `bank` is the files' unless a test gives another.
 */
export async function loadQuestionBank(pbUrl: string, superuser: { email: string; password: string }, bank: Bank = readBank()) {
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  const creatorId = await bankCreatorId(pb);

  const { rows } = bank;
  const drafts = rows.map((row) => row.draft);
  const revised = await reviseChanged(pb, creatorId, drafts, bank.revisions);
  const duplicates = findDuplicates(drafts, await fetchExistingQuestions(pb, drafts));
  const report = await importQuestions(pb, rows, { status: 'published', created_by: creatorId, duplicates });
  if (report.failed.length || report.unfinished)
    throw new Error(
      `Loading the starter question bank failed: ${JSON.stringify(report.failed.length ? report.failed : report.unfinished)}`,
    );

  const stored = await pb.collection('questions').getFullList<Selectable & { id: string }>({
    filter: pb.filter('created_by = {:id} && status = "published"', { id: creatorId }),
    fields: 'id,text,type,subject,grade,topic,skills',
    batch: 1000,
  });
  const byKey = new Map(stored.map((q) => [duplicateKey(q), q]));
  const inBankOrder = drafts.flatMap((draft) => byKey.get(duplicateKey(draft)) ?? []);

  const existingSets = await pb
    .collection('question_sets')
    .getFullList<{ id: string; title: string; subject: string; grade: string; description: string }>({
      filter: pb.filter('created_by = {:id}', { id: creatorId }),
      fields: 'id,title,subject,grade,description',
    });
  const present = new Set(existingSets.map(setKey));
  const missing = bank.sets.filter((set) => !present.has(setKey(set)));
  const recased = await recaseDescriptions(pb, existingSets, bank.sets);
  for (let start = 0; start < missing.length; start += IMPORT_BATCH_SIZE) {
    const batch = pb.createBatch();
    for (const set of missing.slice(start, start + IMPORT_BATCH_SIZE)) {
      const questions = selectQuestions(set, inBankOrder, bank.sets);
      const { title, description, subject, grade, type, difficulty, learningObjectives } = set;
      batch.collection('question_sets').create({
        title,
        description,
        subject,
        grade,
        type,
        difficulty,
        learningObjectives,
        questions: questions.map((q) => q.id),
        skills: [...new Set(questions.flatMap((q) => q.skills))],
        tags: ['starter-bank'],
        status: 'published',
        created_by: creatorId,
      });
    }
    await batch.send();
  }
  return {
    questions: { created: report.imported.length, revised, existing: duplicates.length },
    sets: { created: missing.length, existing: present.size, recased },
  };
}

/**
 * The one change the loader makes to a set a deployment already holds (sets are otherwise left to
 * reviewers): its description, when the bank's differs from it only in capitals (the first bank wrote
 * "Practice on living Things and Materials."). A description a reviewer rewrote differs in more than
 * capitals and is kept. Written as superuser, which may change a published set.
 */
async function recaseDescriptions(
  pb: PocketBase,
  stored: ReadonlyArray<{ id: string; title: string; subject: string; grade: string; description: string }>,
  sets: readonly BankSet[],
) {
  const bankByKey = new Map(sets.map((set) => [setKey(set), set.description]));
  const stale = stored.flatMap((set) => {
    const description = bankByKey.get(setKey(set));
    return description !== undefined && description !== set.description && description.toLowerCase() === set.description.toLowerCase()
      ? [{ id: set.id, description }]
      : [];
  });
  for (let start = 0; start < stale.length; start += IMPORT_BATCH_SIZE) {
    const batch = pb.createBatch();
    for (const { id, description } of stale.slice(start, start + IMPORT_BATCH_SIZE))
      batch.collection('question_sets').update(id, { description });
    await batch.send();
  }
  return stale.length;
}
