// The starter question bank: the CSV files of seed/question-bank go through the same importer as
// the creator's bulk import (shared/import), published under a system creator, then grouped into
// the sets of sets.json. Loading is idempotent: questions already present (same text, subject and
// grade) and sets already present (same title, subject and grade) are left as they are.
// Loaded by scripts/runner.mjs through tsx, since Node 20 cannot run TypeScript itself.
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { IMPORT_BATCH_SIZE, duplicateKey, fetchExistingQuestions, findDuplicates, importQuestions, parseCsv } from 'shared/import';
import type { ImportRow, ParsedFile } from 'shared/import';

export const BANK_DIR = join(dirname(fileURLToPath(import.meta.url)), 'question-bank');
/** The system account that authors the bank; its password is random and never kept, so nobody signs in as it. */
export const BANK_CREATOR = { email: 'question-bank@revision.local', name: 'Starter Question Bank' };
/** A set takes this many questions when sets.json gives no count. */
const DEFAULT_SET_SIZE = 15;

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
}

interface Selectable {
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

/**
 * The questions of a set, deterministically: those matching its subject, grade, topics and
 * skills in bank order, taken in turn from each topic until the count is reached, so that a
 * mixed set mixes its topics.
 */
export function selectQuestions<T extends Selectable>(set: BankSet, questions: T[]): T[] {
  const matching = questions.filter(
    (q) =>
      q.subject === set.subject &&
      q.grade === set.grade &&
      (!set.topics || set.topics.includes(q.topic)) &&
      (!set.skills || q.skills.some((skill) => set.skills!.includes(skill))),
  );
  const byTopic = new Map<string, T[]>();
  for (const q of matching) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q]);
  const count = Math.min(set.count ?? DEFAULT_SET_SIZE, matching.length);
  const chosen: T[] = [];
  for (let round = 0; chosen.length < count; round += 1) {
    for (const group of byTopic.values()) if (group[round] && chosen.length < count) chosen.push(group[round]!);
  }
  return chosen;
}

const setKey = (set: { title: string; subject: string; grade: string }) => JSON.stringify([set.title, set.subject, set.grade]);

async function bankCreatorId(pb: PocketBase): Promise<string> {
  const found = await pb.collection('creators').getList(1, 1, { filter: pb.filter('email = {:email}', { email: BANK_CREATOR.email }) });
  if (found.items[0]) return found.items[0].id;
  const password = randomBytes(32).toString('base64url');
  const created = await pb.collection('creators').create({ ...BANK_CREATOR, password, passwordConfirm: password, verified: true, reviewer: false });
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

/** Adds whatever of the bank is missing; a second run adds nothing. */
export async function loadQuestionBank(pbUrl: string, superuser: { email: string; password: string }) {
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  const creatorId = await bankCreatorId(pb);

  const rows = bankRows();
  const drafts = rows.map((row) => row.draft);
  const duplicates = findDuplicates(drafts, await fetchExistingQuestions(pb, drafts));
  const report = await importQuestions(pb, rows, { status: 'published', created_by: creatorId, duplicates });
  if (report.failed.length || report.unfinished) throw new Error(`Loading the starter question bank failed: ${JSON.stringify(report.failed.length ? report.failed : report.unfinished)}`);

  const stored = await pb.collection('questions').getFullList<Selectable & { id: string; text: string }>({
    filter: pb.filter('created_by = {:id} && status = "published"', { id: creatorId }),
    fields: 'id,text,subject,grade,topic,skills',
    batch: 1000,
  });
  const byKey = new Map(stored.map((q) => [duplicateKey(q), q]));
  const inBankOrder = drafts.flatMap((draft) => byKey.get(duplicateKey(draft)) ?? []);

  const existingSets = await pb.collection('question_sets').getFullList<{ title: string; subject: string; grade: string }>({
    filter: pb.filter('created_by = {:id}', { id: creatorId }),
    fields: 'title,subject,grade',
  });
  const present = new Set(existingSets.map(setKey));
  const missing = readBankSets().filter((set) => !present.has(setKey(set)));
  for (let start = 0; start < missing.length; start += IMPORT_BATCH_SIZE) {
    const batch = pb.createBatch();
    for (const set of missing.slice(start, start + IMPORT_BATCH_SIZE)) {
      const questions = selectQuestions(set, inBankOrder);
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
    questions: { created: report.imported.length, existing: duplicates.length },
    sets: { created: missing.length, existing: present.size },
  };
}
