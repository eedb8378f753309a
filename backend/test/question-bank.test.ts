// The starter question bank (seed/question-bank): the files themselves, then the bank loaded by
// the seed into a real PocketBase of its own, where a parent finds published sets for every
// subject and grade, and a second load adds nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { GRADES, SET_TYPES, SKILLS, SUBJECTS, TOPICS } from '../../shared/src/domain/index.ts';
import { findDuplicates } from 'shared/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase } from '../scripts/runner.mjs';
import { BANK_CREATOR, BANK_DIR, loadQuestionBank, readBankFiles, readBankSets, selectQuestions } from '../seed/question-bank.ts';
import { fixtures } from './actors.ts';

const files = readBankFiles();
const drafts = files.flatMap(({ parsed }) => parsed.rows.map((row) => row.draft));
const sets = readBankSets();
const countBy = (key: (d: (typeof drafts)[number]) => string) =>
  drafts.reduce<Record<string, number>>((counts, d) => ({ ...counts, [key(d)]: (counts[key(d)] ?? 0) + 1 }), {});

describe('the bank files', () => {
  it('parse without a problem and pass the form\'s checks, row by row', () => {
    for (const { file, parsed } of files) {
      expect({ file, problems: parsed.problems }).toEqual({ file, problems: [] });
      expect({ file, errors: parsed.rows.flatMap((row) => row.errors) }).toEqual({ file, errors: [] });
    }
  });

  it('hold 500+ questions: every subject at least 60, every grade at least 50, at least 10 topics', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(500);
    const bySubject = countBy((d) => d.subject);
    const byGrade = countBy((d) => d.grade);
    for (const subject of SUBJECTS) expect({ subject, count: bySubject[subject] ?? 0 }).toEqual({ subject, count: expect.toSatisfy((n: number) => n >= 60) });
    for (const grade of GRADES) expect({ grade, count: byGrade[grade] ?? 0 }).toEqual({ grade, count: expect.toSatisfy((n: number) => n >= 50) });
    expect(Object.keys(countBy((d) => `${d.subject}/${d.topic}`)).length).toBeGreaterThanOrEqual(10);
  });

  it('give each question 3 or 4 distinct options with exactly one right answer, an explanation, a topic and skills of its subject', () => {
    for (const d of drafts) {
      const where = `${d.subject} ${d.grade}: ${d.text}`;
      expect({ where, type: d.type }).toEqual({ where, type: 'multiple_choice' });
      expect({ where, options: d.options.length }).toEqual({ where, options: expect.toSatisfy((n: number) => n === 3 || n === 4) });
      expect({ where, right: d.options.filter((o) => o.isCorrect).length }).toEqual({ where, right: 1 });
      expect({ where, distinct: new Set(d.options.map((o) => o.text)).size }).toEqual({ where, distinct: d.options.length });
      expect({ where, explained: d.explanation.length > 10 }).toEqual({ where, explained: true });
      expect({ where, topic: TOPICS[d.subject as keyof typeof TOPICS].includes(d.topic) }).toEqual({ where, topic: true });
      expect({ where, skills: d.skills.length > 0 && d.skills.every((s) => SKILLS[d.subject as keyof typeof SKILLS].includes(s)) }).toEqual({ where, skills: true });
      expect({ where, difficulty: d.difficulty !== '' }).toEqual({ where, difficulty: true });
    }
  });

  it('repeat no question, nor one of the demo data', () => {
    expect(findDuplicates(drafts, [])).toEqual([]);
    expect(findDuplicates(drafts, fixtures.questions)).toEqual([]);
  });

  it('keep the generated arithmetic as its generator writes it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-maths-'));
    try {
      execFileSync(process.execPath, [join(BANK_DIR, 'generate-maths.mjs'), join(dir, 'out.csv')]);
      expect(readFileSync(join(dir, 'out.csv'), 'utf8')).toBe(readFileSync(join(BANK_DIR, 'mathematics-arithmetic.csv'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('define 40+ sets of 5 to 20 questions: every subject and grade has one, and every kind a parent filters by has some', () => {
    expect(sets.length).toBeGreaterThanOrEqual(40);
    expect(new Set(sets.map((s) => JSON.stringify([s.title, s.subject, s.grade]))).size).toBe(sets.length);
    for (const subject of SUBJECTS) {
      for (const grade of GRADES) expect({ subject, grade, sets: sets.some((s) => s.subject === subject && s.grade === grade) }).toEqual({ subject, grade, sets: true });
    }
    for (const type of ['skills_practice', 'assessment', 'review']) expect(sets.some((s) => s.type === type)).toBe(true);
    for (const set of sets) {
      expect(SET_TYPES).toContain(set.type);
      const size = selectQuestions(set, drafts).length;
      expect({ set: set.title, size }).toEqual({ set: set.title, size: expect.toSatisfy((n: number) => n >= 5 && n <= 20) });
    }
  });
});

describe('the bank loaded by the seed', () => {
  let server: Awaited<ReturnType<typeof startPocketBase>>;
  let dataDir: string;
  let admin: PocketBase;
  let creatorId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backend-bank-pb-'));
    server = await startPocketBase({ dataDir, quiet: true, bank: true });
    admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
    creatorId = (await admin.collection('creators').getFirstListItem(admin.filter('email = {:email}', { email: BANK_CREATOR.email }))).id;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const bankQuestions = () => admin.collection('questions').getFullList({ filter: admin.filter('created_by = {:id}', { id: creatorId }), fields: 'id,status' });
  const bankSets = () => admin.collection('question_sets').getFullList({ filter: admin.filter('created_by = {:id}', { id: creatorId }), fields: 'id,status,questions,totalQuestions' });

  it('publishes every question and every set, and every question of a set is published', async () => {
    const questions = await bankQuestions();
    expect(questions).toHaveLength(drafts.length);
    expect(questions.every((q) => q.status === 'published')).toBe(true);
    const published = new Set(questions.map((q) => q.id));
    const stored = await bankSets();
    expect(stored).toHaveLength(sets.length);
    for (const set of stored) {
      expect(set.status).toBe('published');
      expect(set.totalQuestions).toBe(set.questions.length);
      expect(set.questions.every((id: string) => published.has(id))).toBe(true);
    }
  });

  it('a parent finds published sets for every subject and grade', async () => {
    const parent = new PocketBase(server.url);
    parent.autoCancellation(false);
    await parent.collection('parents').authWithPassword(fixtures.parents[0]!.email, fixtures.parents[0]!.password);
    const visible = await parent.collection('question_sets').getFullList({ fields: 'subject,grade' });
    for (const subject of SUBJECTS) {
      for (const grade of GRADES) expect({ subject, grade, found: visible.some((s) => s.subject === subject && s.grade === grade) }).toEqual({ subject, grade, found: true });
    }
  });

  it('a second load adds nothing', async () => {
    const before = { questions: (await bankQuestions()).length, sets: (await bankSets()).length };
    const again = await loadQuestionBank(server.url, server.superuser);
    expect(again).toEqual({ questions: { created: 0, existing: drafts.length }, sets: { created: 0, existing: sets.length } });
    expect({ questions: (await bankQuestions()).length, sets: (await bankSets()).length }).toEqual(before);
  });
});
