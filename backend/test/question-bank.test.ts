// The starter question bank (seed/question-bank): the files themselves (with the generator of the
// arithmetic over many seeds, and no answer given away by its length or its place among numbers),
// then the bank loaded by the seed into a real PocketBase of its own, where a parent finds
// published sets for every subject and grade, a second load adds nothing, and a deployment that
// loaded an earlier bank gets its corrections as new versions, with no question twice.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import PocketBase from 'pocketbase';
import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  ESTIMATED_TIME,
  GRADES,
  SET_TYPES,
  SKILLS,
  SUBJECTS,
  TOPICS,
  TRUE_FALSE_OPTIONS,
  acceptedAnswers,
  blankCount,
  encodeBlanks,
  encodePairs,
  isAnswerCorrect,
  isTypedAnswerCorrect,
  typedKeyProblems,
  validateQuestion,
} from '../../shared/src/domain/index.ts';
import { findDuplicates } from 'shared/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase } from '../scripts/runner.mjs';
import {
  BANK_CREATOR,
  BANK_DIR,
  isCheckUp,
  loadQuestionBank,
  readBank,
  readBankFiles,
  readBankRevisions,
  readBankSets,
  selectQuestions,
} from '../seed/question-bank.ts';
import type { Bank } from '../seed/question-bank.ts';
import { SEED, generateArithmetic } from '../seed/question-bank/generate-maths.mjs';
import { fixtures } from './actors.ts';
import { addChild, answer, start, submit } from './quiz-api.ts';

const files = readBankFiles();
const drafts = files.flatMap(({ parsed }) => parsed.rows.map((row) => row.draft));
const sets = readBankSets();
const revisions = readBankRevisions();
/** A question's key as the loader compares questions: subject, grade and text. */
const questionKey = (subject: string, grade: string, text: string) => JSON.stringify([subject, grade, text]);
const keyOf = (q: { subject: string; grade: string; text: string }) => questionKey(q.subject, q.grade, q.text);
/**
 * Words a child in the US may not know, for things both sides have (the bank is for UK and US
 * families): the first use in a question is followed by the US word in brackets, "torch
 * (flashlight)", or by "or" and it, "a full stop or period".
 */
const UK_ONLY = [
  /\btorch(es)?\b/i,
  /\ba rubber\b(?! band)/i,
  /\bhead teachers?\b/i,
  /\bmobile phones?\b/i,
  /\btaps?\b/i,
  /\bcookers?\b/i,
  /\bspeech marks\b/i,
  /\bbrackets\b/i,
  /\bfull stops?\b/i,
  /\bsweets\b/i,
  /\bfizzy drinks?\b/i,
  /\bbicarbonate of soda\b/i,
  /\bautumn\b/i,
  /\baeroplanes?\b/i,
  /\bholidays?\b/i,
  /\bshopping centres?\b/i,
  /\blaunderettes?\b/i,
  /\brubbish\b/i,
  /\bjumpers?\b/i,
  /\bpavements?\b/i,
  /\blorry\b|\blorries\b/i,
  /\bpetrol\b/i,
  /\bcrisps\b/i,
  /\bnappy\b|\bnappies\b/i,
  /\bbiscuits?\b/i,
  /\bcar parks?\b/i,
];
const countBy = (key: (d: (typeof drafts)[number]) => string) =>
  drafts.reduce<Record<string, number>>((counts, d) => ({ ...counts, [key(d)]: (counts[key(d)] ?? 0) + 1 }), {});

describe('the bank files', () => {
  it("parse without a problem and pass the form's checks, row by row", () => {
    for (const { file, parsed } of files) {
      expect({ file, problems: parsed.problems }).toEqual({ file, problems: [] });
      expect({ file, errors: parsed.rows.flatMap((row) => row.errors) }).toEqual({ file, errors: [] });
    }
  });

  it('hold 500+ questions: every subject at least 60, every grade at least 50, at least 10 topics', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(500);
    const bySubject = countBy((d) => d.subject);
    const byGrade = countBy((d) => d.grade);
    for (const subject of SUBJECTS)
      expect({ subject, count: bySubject[subject] ?? 0 }).toEqual({ subject, count: expect.toSatisfy((n: number) => n >= 60) });
    for (const grade of GRADES)
      expect({ grade, count: byGrade[grade] ?? 0 }).toEqual({ grade, count: expect.toSatisfy((n: number) => n >= 50) });
    expect(Object.keys(countBy((d) => `${d.subject}/${d.topic}`)).length).toBeGreaterThanOrEqual(10);
  });

  it('give each question an explanation, a topic and skills of its subject, and each multiple-choice one 3 or 4 distinct options with exactly one right answer', () => {
    for (const d of drafts) {
      const where = `${d.subject} ${d.grade}: ${d.text}`;
      expect({ where, explained: d.explanation.length > 10 }).toEqual({ where, explained: true });
      expect({ where, topic: TOPICS[d.subject as keyof typeof TOPICS].includes(d.topic) }).toEqual({ where, topic: true });
      expect({ where, skills: d.skills.length > 0 && d.skills.every((s) => SKILLS[d.subject as keyof typeof SKILLS].includes(s)) }).toEqual(
        { where, skills: true },
      );
      expect({ where, difficulty: d.difficulty !== '' }).toEqual({ where, difficulty: true });
    }
    for (const d of drafts.filter((q) => q.type === 'multiple_choice')) {
      const where = `${d.subject} ${d.grade}: ${d.text}`;
      expect({ where, options: d.options.length }).toEqual({ where, options: expect.toSatisfy((n: number) => n === 3 || n === 4) });
      expect({ where, right: d.options.filter((o) => o.isCorrect).length }).toEqual({ where, right: 1 });
      expect({ where, distinct: new Set(d.options.map((o) => o.text)).size }).toEqual({ where, distinct: d.options.length });
    }
  });

  it('repeat no question, nor one of the demo data', () => {
    expect(findDuplicates(drafts, [])).toEqual([]);
    expect(findDuplicates(drafts, fixtures.questions)).toEqual([]);
  });

  it('name in revisions.json only earlier texts no question has now, each once, for a question the bank has', () => {
    const current = new Set(drafts.map(keyOf));
    for (const r of revisions) {
      expect({ now: r.now, inBank: current.has(questionKey(r.subject, r.grade, r.now)) }).toEqual({ now: r.now, inBank: true });
      expect({ was: r.was, inBank: current.has(questionKey(r.subject, r.grade, r.was)) }).toEqual({ was: r.was, inBank: false });
    }
    expect(new Set(revisions.map((r) => questionKey(r.subject, r.grade, r.was))).size).toBe(revisions.length);
  });

  it('give a word only UK families know its US word beside it, where a question first uses it', () => {
    for (const d of drafts) {
      const words = [d.text, ...d.options.map((o) => o.text)].join('\n');
      for (const ukOnly of UK_ONLY) {
        const first = ukOnly.exec(words);
        const glossed = first === null || /^ (\(|or )/.test(words.slice(first.index + first[0].length));
        expect({ question: d.text, word: first?.[0], glossed }).toEqual({ question: d.text, word: first?.[0], glossed: true });
      }
    }
  });

  it('write set descriptions as sentences: a capital only to start one or for a name', () => {
    const names = /^(Egypt|Stone|Age|Rome|Greece|China|Indus|Valley|Americas|Mesopotamia)\b/;
    for (const set of sets) {
      const capitalsInside = set.description
        .split(' ')
        .slice(1)
        .filter((word) => /^[A-Z]/.test(word) && !names.test(word));
      expect({ set: set.title, capitalsInside }).toEqual({ set: set.title, capitalsInside: [] });
    }
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

  it('define a practice set and a check-up for every subject and grade, and every kind a parent filters by', () => {
    expect(new Set(sets.map((s) => JSON.stringify([s.title, s.subject, s.grade]))).size).toBe(sets.length);
    for (const subject of SUBJECTS) {
      for (const grade of GRADES) {
        const ofGroup = sets.filter((s) => s.subject === subject && s.grade === grade);
        expect({ subject, grade, practice: ofGroup.some((s) => !isCheckUp(s)), checkUp: ofGroup.some(isCheckUp) }).toEqual({
          subject,
          grade,
          practice: true,
          checkUp: true,
        });
      }
    }
    for (const type of ['skills_practice', 'assessment', 'review']) expect(sets.some((s) => s.type === type)).toBe(true);
    for (const set of sets) expect(SET_TYPES).toContain(set.type);
  });

  it('fill every set with what it says: 10 questions or more, its count, each topic it names that its grade has; a check-up over 3 topics or more', () => {
    for (const set of sets) {
      const chosen = selectQuestions(set, drafts, sets);
      const topics = new Set(chosen.map((q) => q.topic));
      const ofGrade = new Set(drafts.filter((d) => d.subject === set.subject && d.grade === set.grade).map((d) => d.topic));
      expect({
        set: set.title,
        size: chosen.length >= Math.max(10, set.count ?? 0) && chosen.length <= 25,
        topics: (set.topics ?? []).filter((topic) => ofGrade.has(topic) && !topics.has(topic)),
        wide: !isCheckUp(set) || topics.size >= 3,
        ofItsGroup: chosen.every(
          (q) => q.subject === set.subject && q.grade === set.grade && (!set.topics || set.topics.includes(q.topic)),
        ),
      }).toEqual({ set: set.title, size: true, topics: [], wide: true, ofItsGroup: true });
    }
  });

  it('give check-ups questions the practice sets of their grade do not use, and put every question of the bank in a set', () => {
    const inSets = new Set<string>();
    for (const set of sets) for (const q of selectQuestions(set, drafts, sets)) inSets.add(keyOf(q));
    expect(drafts.filter((d) => !inSets.has(keyOf(d))).map(keyOf)).toEqual([]);
    for (const checkUp of sets.filter(isCheckUp)) {
      const practised = new Set(
        sets
          .filter((s) => !isCheckUp(s) && s.subject === checkUp.subject && s.grade === checkUp.grade)
          .flatMap((s) => selectQuestions(s, drafts, sets).map(keyOf)),
      );
      const repeated = selectQuestions(checkUp, drafts, sets).filter((q) => practised.has(keyOf(q)));
      expect({ checkUp: checkUp.title, repeated: repeated.map((q) => q.text) }).toEqual({ checkUp: checkUp.title, repeated: [] });
    }
  });

  it('cover the whole subject: every English topic (Listening and Speaking too) and, in maths, at least 10 questions of geometry, measurement, data and probability in every grade, number work at most half', () => {
    for (const topic of TOPICS.English)
      expect({ topic, count: drafts.filter((d) => d.subject === 'English' && d.topic === topic).length }).toEqual({
        topic,
        count: expect.toSatisfy((n: number) => n >= 6),
      });
    const maths = drafts.filter((d) => d.subject === 'Mathematics');
    const measures = ['Geometry', 'Measurement', 'Data Analysis', 'Probability'];
    for (const grade of GRADES) {
      const ofGrade = maths.filter((d) => d.grade === grade);
      expect({ grade, measures: ofGrade.filter((d) => measures.includes(d.topic)).length }).toEqual({
        grade,
        measures: expect.toSatisfy((n: number) => n >= 10),
      });
      for (const topic of measures)
        expect({ grade, topic, some: ofGrade.some((d) => d.topic === topic) }).toEqual({ grade, topic, some: true });
    }
    expect(maths.filter((d) => d.topic === 'Numbers and Operations').length / maths.length).toBeLessThanOrEqual(0.5);
  });

  it('ask young children nothing too fine: no Grade 1 or 2 question sets the Arctic against the Antarctic, and a Grade 1 matching question has at most 3 pairs', () => {
    for (const d of drafts.filter((q) => q.grade === 'Grade 1' || q.grade === 'Grade 2')) {
      const words = [d.text, ...d.options.map((o) => o.text)].join(' ');
      expect({ question: d.text, both: /\bArctic\b/.test(words) && /\bAntarctic\b/.test(words) }).toEqual({
        question: d.text,
        both: false,
      });
    }
    for (const d of drafts.filter((q) => q.grade === 'Grade 1' && q.type === 'matching'))
      expect({ question: d.text, pairs: d.options.length }).toEqual({ question: d.text, pairs: expect.toSatisfy((n: number) => n <= 3) });
  });

  it('give every sum of money its unit', () => {
    for (const d of drafts.filter((q) => q.skills.includes('Money') && q.type === 'multiple_choice')) {
      expect({ question: d.text, bare: d.options.filter((o) => /^\d+(\.\d+)?$/.test(o.text.trim())).map((o) => o.text) }).toEqual({
        question: d.text,
        bare: [],
      });
    }
  });
});

/**
 * The questions of the other types (more-types.csv), read straight from the file with papaparse, so
 * that what the importer cannot yet say is checked here: the columns as agreed with the importer
 * (a `type` column, `correct` True or False, a typed key, or empty for matching with one
 * `left -> right` pair per option column), and the sets that name them.
 */
const OTHER_TYPES_FILE = 'more-types.csv';
const OTHER_TYPES = ['true_false', 'fill_blank', 'short_answer', 'matching', 'essay'] as const;
/** At least this many of each type, as docs/question-types.md promises. */
const OTHER_TYPES_MIN: Record<string, number> = { true_false: 50, fill_blank: 50, short_answer: 25, matching: 25 };
const OPTION_COLUMNS = ['option_a', 'option_b', 'option_c', 'option_d', 'option_e', 'option_f'];
const PAIR = /^(.+?) -> (.+)$/;
type CsvRow = Record<string, string>;
const readCsvRows = (file: string) =>
  Papa.parse<CsvRow>(readFileSync(join(BANK_DIR, file), 'utf8'), { header: true, skipEmptyLines: true });
const others = readCsvRows(OTHER_TYPES_FILE);
const otherRows = others.data;
/** Every row of every bank file, with its type (empty is multiple choice). */
const everyRow = files.flatMap(({ file }) =>
  readCsvRows(file).data.map((row): CsvRow => ({ ...row, type: row.type || 'multiple_choice' })),
);
const optionsOf = (row: CsvRow) => OPTION_COLUMNS.map((column) => row[column] ?? '').filter((text) => text.trim());
const count = (keep: (row: CsvRow) => boolean) => otherRows.filter(keep).length;
const whereOf = (row: CsvRow) => `${row.subject} ${row.grade}: ${row.question}`;

describe('the questions of the other types', () => {
  it('parse, with the agreed columns', () => {
    expect(others.errors).toEqual([]);
    expect(others.meta.fields).toEqual(
      expect.arrayContaining([
        'question',
        'type',
        ...OPTION_COLUMNS,
        'correct',
        'explanation',
        'subject',
        'grade',
        'topic',
        'skills',
        'difficulty',
        'estimated_time',
        'blooms_taxonomy',
        'tags',
      ]),
    );
  });

  it('hold at least 50 true/false, 50 fill-in, 25 short-answer and 25 matching questions, each type in every subject and in 4 grades or more, every subject and grade some', () => {
    for (const type of Object.keys(OTHER_TYPES_MIN)) {
      expect({ type, count: count((r) => r.type === type) }).toEqual({
        type,
        count: expect.toSatisfy((n: number) => n >= OTHER_TYPES_MIN[type]!),
      });
      for (const subject of SUBJECTS)
        expect({ type, subject, some: count((r) => r.type === type && r.subject === subject) >= 3 }).toEqual({ type, subject, some: true });
      expect({ type, grades: new Set(otherRows.filter((r) => r.type === type).map((r) => r.grade)).size }).toEqual({
        type,
        grades: expect.toSatisfy((n: number) => n >= 4),
      });
    }
    for (const subject of SUBJECTS) {
      for (const grade of GRADES)
        expect({ subject, grade, count: count((r) => r.subject === subject && r.grade === grade) }).toEqual({
          subject,
          grade,
          count: expect.toSatisfy((n: number) => n >= 3),
        });
    }
  });

  it("give every row a known type, an explanation, the subject's topic and skills, a difficulty, a time, a Bloom level and the starter-bank tag", () => {
    for (const row of otherRows) {
      const where = whereOf(row);
      const subject = row.subject as keyof typeof TOPICS;
      const skills = (row.skills ?? '')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
      const time = Number(row.estimated_time);
      expect({
        where,
        type: OTHER_TYPES.some((t) => t === row.type),
        question: (row.question ?? '').trim().length > 5,
        explained: (row.explanation ?? '').trim().length > 10,
        subject: SUBJECTS.some((s) => s === subject),
        grade: GRADES.some((g) => g === row.grade),
        topic: TOPICS[subject]?.includes(row.topic ?? '') ?? false,
        skills: skills.length > 0 && skills.every((s) => SKILLS[subject]?.includes(s)),
        difficulty: DIFFICULTIES.some((d) => d === row.difficulty),
        time: Number.isInteger(time) && time >= ESTIMATED_TIME.min && time <= ESTIMATED_TIME.max,
        blooms: BLOOM_LEVELS.some((b) => b === row.blooms_taxonomy),
        tagged: (row.tags ?? '')
          .split(';')
          .map((t) => t.trim())
          .includes('starter-bank'),
      }).toEqual({
        where,
        type: true,
        question: true,
        explained: true,
        subject: true,
        grade: true,
        topic: true,
        skills: true,
        difficulty: true,
        time: true,
        blooms: true,
        tagged: true,
      });
    }
  });

  it('write true/false as True or False with no options, about as many of each', () => {
    const trueFalse = otherRows.filter((r) => r.type === 'true_false');
    for (const row of trueFalse)
      expect({ where: whereOf(row), correct: row.correct, options: optionsOf(row) }).toEqual({
        where: whereOf(row),
        correct: expect.toSatisfy((c: string) => c === 'True' || c === 'False'),
        options: [],
      });
    for (const subject of SUBJECTS) {
      const ofSubject = trueFalse.filter((r) => r.subject === subject);
      const trueShare = ofSubject.filter((r) => r.correct === 'True').length / ofSubject.length;
      expect({ subject, trueShare }).toEqual({ subject, trueShare: expect.toSatisfy((share: number) => share >= 0.4 && share <= 0.6) });
    }
  });

  it('give a fill-in question one key per ___ blank and a short answer one key with no blank, each key answerable and no options', () => {
    for (const row of otherRows.filter((r) => r.type === 'fill_blank' || r.type === 'short_answer')) {
      const where = whereOf(row);
      const type = row.type!;
      const keys = acceptedAnswers(row.correct, type);
      const blanks = blankCount(row.question);
      const shaped = type === 'fill_blank' ? blanks >= 1 && keys.length === blanks : blanks === 0 && keys.length === 1;
      expect({ where, blanks, keys: keys.length, shaped }).toEqual({ where, blanks, keys: keys.length, shaped: true });
      expect({ where, problems: typedKeyProblems(type, row.question, row.correct) }).toEqual({ where, problems: {} });
      expect({ where, emptyKey: keys.some((alternatives) => alternatives.length === 0 || alternatives.some((a) => !a.trim())) }).toEqual({
        where,
        emptyKey: false,
      });
      // A child who types the first accepted answer of each blank (or the only one) is right.
      const firsts = keys.map((alternatives) => alternatives[0]!.replace(/\s*(±|\+\/-|\+-).*$/, ''));
      const typed = type === 'fill_blank' ? encodeBlanks(firsts) : firsts[0];
      expect({ where, right: isTypedAnswerCorrect({ type, correctAnswer: row.correct! }, typed) }).toEqual({ where, right: true });
      expect({ where, options: optionsOf(row) }).toEqual({ where, options: [] });
    }
  });

  it('give a matching question 3 to 6 pairs written left -> right, the left items and the right items each distinct, and no correct column', () => {
    for (const row of otherRows.filter((r) => r.type === 'matching')) {
      const where = whereOf(row);
      const options = optionsOf(row);
      const pairs = options.map((option) => PAIR.exec(option.trim()));
      expect({
        where,
        pairs: options.length,
        written: pairs.every((p) => p !== null && p[1]!.trim() !== '' && p[2]!.trim() !== '' && !p[2]!.includes('->')),
      }).toEqual({
        where,
        pairs: expect.toSatisfy((n: number) => n >= 3 && n <= 6),
        written: true,
      });
      const lefts = pairs.map((p) => p?.[1]?.trim().toLowerCase());
      const rights = pairs.map((p) => p?.[2]?.trim().toLowerCase());
      expect({ where, lefts: new Set(lefts).size, rights: new Set(rights).size, correct: row.correct }).toEqual({
        where,
        lefts: options.length,
        rights: options.length,
        correct: '',
      });
      // The pairs fill the first columns, with no gap.
      expect({ where, filled: OPTION_COLUMNS.slice(0, options.length).every((column) => (row[column] ?? '').trim()) }).toEqual({
        where,
        filled: true,
      });
    }
  });

  it("pass the server's validation written as the editor writes each type (True and False as options a and b, a pair's sides as text and match), and score their right answer right and a muddle wrong", () => {
    for (const row of otherRows.filter((r) => r.type !== 'essay')) {
      const where = whereOf(row);
      const type = row.type!;
      const pairs = optionsOf(row).map((option) => PAIR.exec(option.trim()));
      const options =
        type === 'true_false'
          ? TRUE_FALSE_OPTIONS.map((text, i) => ({ id: String.fromCharCode(97 + i), text, isCorrect: text === row.correct }))
          : type === 'matching'
            ? pairs.map((pair, i) => ({
                id: String.fromCharCode(97 + i),
                text: pair?.[1]?.trim() ?? '',
                match: pair?.[2]?.trim() ?? '',
                matchId: `m${i}`,
              }))
            : [];
      const question = {
        id: 'q',
        text: row.question,
        type,
        subject: row.subject,
        grade: row.grade,
        topic: row.topic,
        skills: (row.skills ?? '').split(';').map((skill) => skill.trim()),
        tags: (row.tags ?? '').split(';').map((tag) => tag.trim()),
        difficulty: row.difficulty,
        estimatedTime: Number(row.estimated_time),
        options,
        correctAnswer: type === 'matching' ? '' : row.correct,
      };
      // Validated as stored (the ids a quiz gives the partners, `matchId`, come with an attempt), scored as served.
      const stored = {
        ...question,
        options: options.map((option) => Object.fromEntries(Object.entries(option).filter(([key]) => key !== 'matchId'))),
      };
      expect({ where, errors: validateQuestion(stored) }).toEqual({ where, errors: {} });
      const keys = acceptedAnswers(row.correct, type).map((alternatives) => (alternatives[0] ?? '').replace(/\s*(±|\+\/-|\+-).*$/, ''));
      const right = {
        true_false: options.find((o) => 'isCorrect' in o && o.isCorrect)?.id,
        fill_blank: encodeBlanks(keys),
        short_answer: keys[0],
        matching: encodePairs(Object.fromEntries(options.map((o, i) => [o.id, `m${i}`]))),
      }[type];
      const muddled = {
        true_false: options.find((o) => 'isCorrect' in o && !o.isCorrect)?.id,
        fill_blank: encodeBlanks(keys.map(() => 'zzz')),
        short_answer: 'zzz',
        matching: encodePairs(Object.fromEntries(options.map((o, i) => [o.id, `m${(i + 1) % options.length}`]))),
      }[type];
      expect({ where, right: isAnswerCorrect(question, right), muddled: isAnswerCorrect(question, muddled) }).toEqual({
        where,
        right: true,
        muddled: false,
      });
    }
  });

  it('hold 12 essays or more, 2 in every grade, with no key and no options; each prompt says what to write, each guide what a good answer holds and when to mark it right', () => {
    const essays = otherRows.filter((r) => r.type === 'essay');
    expect(essays.length).toBeGreaterThanOrEqual(12);
    for (const grade of GRADES)
      expect({ grade, essays: essays.filter((r) => r.grade === grade).length }).toEqual({
        grade,
        essays: expect.toSatisfy((n: number) => n >= 2),
      });
    for (const row of essays) {
      expect({ where: whereOf(row), correct: row.correct, options: optionsOf(row) }).toEqual({
        where: whereOf(row),
        correct: '',
        options: [],
      });
      expect({
        where: whereOf(row),
        prompt: /^(Write|Describe|Explain|Choose|Suggest|Ask|A |On a)/.test(row.question ?? '') && (row.question ?? '').length >= 60,
      }).toEqual({ where: whereOf(row), prompt: true });
      expect({
        where: whereOf(row),
        guide: (row.explanation ?? '').startsWith('A good answer') && (row.explanation ?? '').includes('Mark it right when'),
      }).toEqual({ where: whereOf(row), guide: true });
    }
  });

  it('take the answers a teacher would accept, and not the ones a teacher would not', () => {
    const byText = new Map(otherRows.map((row) => [row.question, row]));
    /** Answers children write, tried on the bank's typed questions: right, then wrong. */
    const tried: Array<[string, string[], string[]]> = [
      ['How many seconds are there in 3 minutes?', ['180 seconds', '180 secs', '180', 'one hundred and eighty'], ['180 minutes', '18']],
      [
        "'Unbelievable' is made of a prefix, a root word and a suffix: ___ + believe + ___",
        ['["un-","-able"]', '["Un","able"]'],
        ['["in","able"]', '["un-","-ible"]'],
      ],
      ['The days of the week go Monday, Tuesday, ___, Thursday.', ['["Wensday"]', '["wednesday"]', '["Wednesday."]'], ['["Friday"]']],
      ['The body temperature of a healthy person is about ___ °C.', ['["37°C"]', '["37 degrees"]', '["36.8"]'], ['["37 cm"]', '["40"]']],
      ['There are ___ minutes in half an hour.', ['["30 minutes"]', '["thirty"]'], ['["30 hours"]', '["60"]']],
      ['How many legs does an insect have?', ['6 legs', 'six legs', '"6"'], ['8', '6 arms']],
      ['The Earth travels around the ___.', ['["the Sun"]', '["sun!"]'], ['["Moon"]']],
      ['Which ancient people built the pyramids at Giza?', ['The Egyptians', 'Egyptians.', 'the egyptians'], ['The Romans']],
      [
        'What is the name of the river that flows through Egypt, beside which the ancient Egyptians farmed?',
        ['the Nile', '"Nile"'],
        ['the Amazon'],
      ],
      ['A period of 1000 years is called a ___.', ['["millenium"]', '["a millennium"]'], ['["century"]']],
      [
        'Someone who studies the past by digging up old objects is called an ___.',
        ['["archeologist"]', '["archaeologist"]', '["an archaeologist"]'],
        ['["astronaut"]'],
      ],
      ['Which gas do plants take in from the air to make their food?', ['CO₂', 'carbon dioxide', 'Carbon dioxide!'], ['oxygen']],
      ["Add a prefix to make the opposite of 'tidy': ___", ['["untidy"]', '["un-tidy"]'], ['["messy"]']],
      ['The longest river in South America is the ___.', ['["Amazon"]', '["the River Amazon"]', '["amazon river"]'], ['["Nile"]']],
      ['What do we call an animal that eats only plants?', ['a herbivore', 'herbivores', 'herbivor'], ['carnivore']],
      [
        'The place where a river begins is its ___, and the place where it flows into the sea is its ___.',
        ['["source","mouth"]'],
        ['["mouth","source"]'],
      ],
      ['What is the capital city of Australia?', ['Canberra', 'Canbera'], ['Sydney']],
      // The form of the word is what an English plural or tense asks: its near miss is the mistake itself.
      ['One knife, two ___.', ['["knives"]', '["Knives."]'], ['["knifes"]']],
      ["What is the past tense of 'catch'?", ['caught'], ['catched', 'cought']],
    ];
    for (const [text, right, wrong] of tried) {
      const row = byText.get(text);
      expect({ text, inBank: row !== undefined }).toEqual({ text, inBank: true });
      const question = {
        type: row!.type,
        text,
        correctAnswer: row!.correct,
        subject: row!.subject,
        skills: (row!.skills ?? '').split(';').map((skill) => skill.trim()),
      };
      for (const typed of right)
        expect({ text, typed, right: isTypedAnswerCorrect(question, typed) }).toEqual({ text, typed, right: true });
      for (const typed of wrong)
        expect({ text, typed, right: isTypedAnswerCorrect(question, typed) }).toEqual({ text, typed, right: false });
    }
  });

  it('repeat no question text anywhere in the bank, and give a word only UK families know its US word beside it', () => {
    const normalised = everyRow.map((row) => (row.question ?? '').toLowerCase().replace(/\s+/g, ' ').trim());
    expect(normalised.filter((text, i) => normalised.indexOf(text) !== i)).toEqual([]);
    for (const row of otherRows) {
      const words = [row.question, ...optionsOf(row)].join('\n');
      for (const ukOnly of UK_ONLY) {
        const first = ukOnly.exec(words);
        const glossed = first === null || /^ (\(|or )/.test(words.slice(first.index + first[0].length));
        expect({ question: row.question, word: first?.[0], glossed }).toEqual({ question: row.question, word: first?.[0], glossed: true });
      }
    }
  });
});

/** A number as an option shows it: digits, maybe a minus sign and a decimal point. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** The most a subject's right answers may share one tell: the longest option, or one place by size among numbers. */
const MOST_SHARE = 0.35;
/** Places by size are judged over this many questions with number options at least: over two, one place always holds half. */
const FEWEST_NUMERIC = 10;

/**
 * Per subject: how often the right answer is the longest option (strictly), and, among questions
 * whose options are all numbers, the share of the place by size it sits at most often (when there
 * are FEWEST_NUMERIC of them).
 */
function tells(questions: Array<{ subject: string; options: Array<{ text: string; isCorrect?: boolean }> }>) {
  const bySubject = new Map<string, { questions: number; longest: number; numeric: number; places: number[] }>();
  for (const q of questions) {
    const tally = bySubject.get(q.subject) ?? { questions: 0, longest: 0, numeric: 0, places: [] };
    bySubject.set(q.subject, tally);
    const right = q.options.find((o) => o.isCorrect)!;
    tally.questions += 1;
    if (q.options.every((o) => o === right || o.text.length < right.text.length)) tally.longest += 1;
    if (q.options.every((o) => NUMBER.test(o.text.trim()))) {
      tally.numeric += 1;
      const place = q.options.filter((o) => Number(o.text) < Number(right.text)).length;
      tally.places[place] = (tally.places[place] ?? 0) + 1;
    }
  }
  return [...bySubject].map(([subject, t]) => ({
    subject,
    longestShare: t.longest / t.questions,
    placeShare: t.numeric >= FEWEST_NUMERIC ? Math.max(...t.places.map((n) => n ?? 0)) / t.numeric : 0,
  }));
}

/** The right answer of a generated question, worked out from its words; undefined for words it does not know. */
const n = (s: string) => Number(s);
const tenths = (x: number) => Math.round(x * 10) / 10;

function workedOut(text: string): number | undefined {
  let m: RegExpMatchArray | null;
  if ((m = text.match(/^What is (\d+) \+ (\d+) × (\d+)\?$/))) return n(m[1]!) + n(m[2]!) * n(m[3]!);
  if ((m = text.match(/^What is ([\d.]+) \+ ([\d.]+)\?$/))) return tenths(n(m[1]!) + n(m[2]!));
  if ((m = text.match(/^What is ([\d.]+) - ([\d.]+)\?$/))) return tenths(n(m[1]!) - n(m[2]!));
  if ((m = text.match(/^What is ([\d.]+) × ([\d.]+)\?$/))) return tenths(n(m[1]!) * n(m[2]!));
  if ((m = text.match(/^What is (\d+) ÷ (\d+)\?$/))) return n(m[1]!) / n(m[2]!);
  if ((m = text.match(/^(\d+) \+ \? = 10\. What is the missing number\?$/))) return 10 - n(m[1]!);
  if ((m = text.match(/^Which number comes just after (\d+)\?$/))) return n(m[1]!) + 1;
  if ((m = text.match(/^In the number (\d)(\d), what is the value of the digit (\d)\?$/))) return m[3] === m[1] ? n(m[1]!) * 10 : undefined;
  if ((m = text.match(/^What is (\d+) rounded to the nearest ten\?$/))) return Math.round(n(m[1]!) / 10) * 10;
  if ((m = text.match(/^What is (\d+)\/(\d+) of (\d+)\?$/))) return (n(m[3]!) / n(m[2]!)) * n(m[1]!);
  if ((m = text.match(/^What is (\d+)% of (\d+)\?$/))) return (n(m[1]!) * n(m[2]!)) / 100;
  if ((m = text.match(/^The temperature is (\d+) °C\. It falls by (\d+) degrees\. What is the temperature now, in °C\?$/)))
    return n(m[1]!) - n(m[2]!);
  return undefined;
}

/** What is wrong with one generated question (a row of the CSV format), in words; empty when nothing. */
function generatedProblems(row: Record<string, string>): string[] {
  const options = ['a', 'b', 'c', 'd'].map((letter) => row[`option_${letter}`] ?? '');
  const right = options['abcd'.indexOf(row.correct ?? '')];
  const expected = workedOut(row.question ?? '');
  const problems: string[] = [];
  if (new Set(options).size !== 4 || options.some((o) => !NUMBER.test(o)))
    problems.push(`options not four distinct numbers: ${options.join(', ')}`);
  if (right === undefined) problems.push(`no right option (${row.correct})`);
  if (expected === undefined) problems.push('a question the check cannot work out');
  else if (options.filter((o) => Number(o) === expected).length !== 1 || Number(right) !== expected)
    problems.push(`right answer ${right}, worked out ${expected}`);
  const place = row.question?.match(/^In the number (\d+),/);
  if (place && new Set(place[1]).size !== place[1]!.length) problems.push(`a repeated digit in ${place[1]}`);
  const decimals = row.question?.match(/^What is (\d+)\.(\d) \+ (\d+)\.(\d)\?$/);
  if (decimals) {
    const [a, b] = [Number(decimals[1]) * 10 + Number(decimals[2]), Number(decimals[3]) * 10 + Number(decimals[4])];
    const forgotToCarry = String((a + b - 10) / 10);
    if (!options.includes(forgotToCarry)) problems.push(`no "forgot to carry" answer ${forgotToCarry}`);
  }
  return problems;
}

describe('the answers tell nothing by their form', () => {
  it(`no subject has its multiple-choice right answer the longest option, or at one place by size among numbers, in more than ${MOST_SHARE * 100}% of its questions`, () => {
    for (const tell of tells(drafts.filter((d) => d.type === 'multiple_choice'))) {
      expect({ subject: tell.subject, longest: tell.longestShare <= MOST_SHARE, place: tell.placeShare <= MOST_SHARE }).toEqual({
        subject: tell.subject,
        longest: true,
        place: true,
      });
    }
  });

  it('the arithmetic generator writes valid questions for any seed: four distinct numbers, one right and right, digits not repeated, the carry mistake offered', () => {
    const all: Array<Record<string, string>> = [];
    for (const seed of [SEED, ...Array.from({ length: 20 }, (_, i) => i + 1)]) {
      const rows = generateArithmetic(seed);
      expect({ seed, count: rows.length }).toEqual({ seed, count: 72 });
      for (const row of rows)
        expect({ seed, question: row.question, problems: generatedProblems(row) }).toEqual({ seed, question: row.question, problems: [] });
      all.push(...rows);
    }
    expect(all.some((row) => /^What is \d+\.\d \+/.test(row.question ?? ''))).toBe(true);
    const asDrafts = all.map((row) => ({
      subject: 'Mathematics',
      options: ['a', 'b', 'c', 'd'].map((letter) => ({ text: row[`option_${letter}`] ?? '', isCorrect: row.correct === letter })),
    }));
    expect(tells(asDrafts)[0]!.placeShare).toBeLessThanOrEqual(MOST_SHARE);
  });
});

describe('the bank loaded by the seed', () => {
  let server: Awaited<ReturnType<typeof startPocketBase>>;
  let dataDir: string;
  let admin: PocketBase;
  let creatorId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backend-bank-pb-'));
    // The rate limits relaxed as for every test server: how an import waits out the create limit is import.test.ts's.
    server = await startPocketBase({ dataDir, quiet: true, testing: true, bank: true });
    admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
    creatorId = (await admin.collection('creators').getFirstListItem(admin.filter('email = {:email}', { email: BANK_CREATOR.email }))).id;
    // Loading 663 questions beside the other files on a busy machine.
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const bankQuestions = () =>
    admin.collection('questions').getFullList({ filter: admin.filter('created_by = {:id}', { id: creatorId }), fields: 'id,status' });
  const bankSets = () =>
    admin
      .collection('question_sets')
      .getFullList({ filter: admin.filter('created_by = {:id}', { id: creatorId }), fields: 'id,status,questions,totalQuestions' });

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
      for (const grade of GRADES)
        expect({ subject, grade, found: visible.some((s) => s.subject === subject && s.grade === grade) }).toEqual({
          subject,
          grade,
          found: true,
        });
    }
  });

  it('a second load adds nothing', async () => {
    const before = { questions: (await bankQuestions()).length, sets: (await bankSets()).length };
    const again = await loadQuestionBank(server.url, server.superuser);
    expect(again).toEqual({
      questions: { created: 0, revised: 0, existing: drafts.length },
      sets: { created: 0, existing: sets.length, recased: 0 },
    });
    expect({ questions: (await bankQuestions()).length, sets: (await bankSets()).length }).toEqual(before);
  });
});

/**
 * The bank as a deployment loaded it before its corrections: every text of revisions.json as it
 * was, and every tenth row with another explanation (a correction that keeps the text).
 */
function earlierBank(bank: Bank): { bank: Bank; changed: number } {
  const wasOf = new Map(bank.revisions.map((r) => [JSON.stringify([r.subject, r.grade, r.now]), r.was]));
  let changed = 0;
  const rows = bank.rows.map((row, index) => {
    const was = wasOf.get(JSON.stringify([row.draft.subject, row.draft.grade, row.draft.text]));
    const reworded = index % 10 === 0;
    if (was !== undefined || reworded) changed += 1;
    const draft = {
      ...row.draft,
      text: was ?? row.draft.text,
      explanation: reworded ? `${row.draft.explanation} (An earlier wording.)` : row.draft.explanation,
    };
    return { ...row, draft };
  });
  // Every third set's description in the first bank's broken capitals ("Practice on living Things and Materials.");
  // a set that names its questions names them as they were written then.
  const setsThen = bank.sets.map((set, index) => ({
    ...set,
    ...(index % 3 === 0 && { description: set.description.replace(/ [a-z]/g, (letter) => letter.toUpperCase()) }),
    ...(set.questions && { questions: set.questions.map((text) => wasOf.get(JSON.stringify([set.subject, set.grade, text])) ?? text) }),
  }));
  return { bank: { ...bank, rows, sets: setsThen, revisions: [] }, changed };
}

describe('a deployment that loaded an earlier bank', () => {
  let server: Awaited<ReturnType<typeof startPocketBase>>;
  let dataDir: string;
  let admin: PocketBase;
  let creatorId: string;
  // Read as the suite starts, not as the file is collected: a bank the loader refuses fails this suite, not every test of the file.
  let earlier: ReturnType<typeof earlierBank>;

  beforeAll(async () => {
    earlier = earlierBank(readBank());
    dataDir = mkdtempSync(join(tmpdir(), 'backend-bank-upgrade-pb-'));
    server = await startPocketBase({ dataDir, quiet: true });
    await loadQuestionBank(server.url, server.superuser, earlier.bank);
    admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
    creatorId = (await admin.collection('creators').getFirstListItem(admin.filter('email = {:email}', { email: BANK_CREATOR.email }))).id;
    // Loading 663 questions beside the other files on a busy machine.
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gets each correction as a new version of the question it loaded: no question twice, the old ones in draft, the sets whole, a quiz under way finished as served', async () => {
    // A child is in the middle of a quiz on a set whose questions the bank has since corrected.
    const set = await admin
      .collection('question_sets')
      .getFirstListItem(
        admin.filter('created_by = {:id} && title = {:title}', { id: creatorId, title: 'Grade 1 Maths: Number Facts to 20' }),
      );
    const parent = new PocketBase(server.url);
    parent.autoCancellation(false);
    await parent.collection('parents').authWithPassword(fixtures.parents[0]!.email, fixtures.parents[0]!.password);
    const child = await addChild(parent, 'Bank upgrade child');
    const assignment = await parent.collection('assignments').create({
      title: 'Number facts',
      question_sets: [set.id],
      timeLimit: 30,
      status: 'active',
      created_by: parent.authStore.record!.id,
      assigned_students: [child.id],
    });
    const started = await start(child.pb, assignment.id);
    const served = started.questions.map((q) => q.text);
    expect(served.some((text) => revisions.some((r) => r.was === text))).toBe(true);
    // The choice questions answered with their first option; the typed and matching ones left unanswered.
    const choices = started.questions.filter((q) => ['multiple_choice', 'true_false'].includes(String((q as { type?: string }).type)));
    await answer(child.pb, started.attempt.id, { questionId: choices[0]!.id, answer: String(choices[0]!.options[0]!['id']) });

    // A reviewer rewrote one set's description since: the bank leaves it alone.
    const rewritten = await admin
      .collection('question_sets')
      .getFirstListItem(admin.filter('created_by = {:id} && title = {:title}', { id: creatorId, title: sets[3]!.title }));
    await admin.collection('question_sets').update(rewritten.id, { description: 'Our own words for this set.' });

    const loaded = await loadQuestionBank(server.url, server.superuser);
    expect(loaded.questions).toEqual({ created: 0, revised: earlier.changed, existing: drafts.length });
    expect(loaded.sets).toEqual({ created: 0, existing: sets.length, recased: Math.ceil(sets.length / 3) - 1 });

    const mine = await admin
      .collection('questions')
      .getFullList<{ id: string; text: string; subject: string; grade: string; status: string; replaces: string }>({
        filter: admin.filter('created_by = {:id}', { id: creatorId }),
        fields: 'id,text,subject,grade,status,replaces',
      });
    const published = mine.filter((q) => q.status === 'published');
    expect(published.map(keyOf).toSorted()).toEqual(drafts.map(keyOf).toSorted());
    const old = mine.filter((q) => q.status !== 'published');
    expect(old.every((q) => q.status === 'draft')).toBe(true);
    expect(
      published
        .filter((q) => q.replaces)
        .map((q) => q.replaces)
        .toSorted(),
    ).toEqual(old.map((q) => q.id).toSorted());
    expect(old).toHaveLength(earlier.changed);

    const ids = new Set(published.map((q) => q.id));
    const stored = await admin
      .collection('question_sets')
      .getFullList<{ title: string; subject: string; grade: string; description: string; questions: string[]; totalQuestions: number }>({
        filter: admin.filter('created_by = {:id}', { id: creatorId }),
      });
    expect(stored).toHaveLength(sets.length);
    for (const s of stored) {
      const description =
        s.title === rewritten['title']
          ? 'Our own words for this set.'
          : sets.find((b) => b.title === s.title && b.subject === s.subject && b.grade === s.grade)!.description;
      expect({ set: s.title, description: s.description }).toEqual({ set: s.title, description });
      const size = selectQuestions(
        sets.find((b) => b.title === s.title && b.subject === s.subject && b.grade === s.grade)!,
        drafts,
        sets,
      ).length;
      expect({ set: s.title, size: s.questions.length, total: s.totalQuestions, current: s.questions.every((id) => ids.has(id)) }).toEqual({
        set: s.title,
        size,
        total: size,
        current: true,
      });
    }

    // The quiz under way ends on the questions it served; the next one serves the corrections.
    for (const q of choices.slice(1)) await answer(child.pb, started.attempt.id, { questionId: q.id, answer: String(q.options[0]!['id']) });
    const result = await submit(child.pb, started.attempt.id);
    expect(result.details.map((d) => d.text)).toEqual(served);

    const again = await loadQuestionBank(server.url, server.superuser);
    expect(again.questions).toEqual({ created: 0, revised: 0, existing: drafts.length });
    expect(again.sets.recased).toBe(0);
    // Some 230 new versions published one by one: more than the default 20 s on a busy machine.
  }, 90_000);
});
