// What a parent reads of a child's learning (docs/learning.md): the skill map (every skill and topic
// with its level), the questions behind one skill, and the one next step. Each read names the child
// and goes through that child's rows by index; the step's candidate sets are the published sets of a
// subject near the child's grade (tens, not the whole library).
import { rowsLike } from '../db.ts';
import {
  bestPractice,
  GRADES,
  nextChallenge,
  stepFor,
  subjectToMoveOn,
  weakestSkills,
  type CandidateSet,
  type MasteryLevel,
  type NextStep,
  type SkillRow,
} from '../domain.ts';
import { authOf, queryOf } from '../events.ts';
import { findOrNull, isoDate, jsArray } from '../records.ts';

const NOT_FOUND = 'Child not found.';
/** How many of the weakest skills are tried for a set that practises one. */
const SKILLS_TRIED = 5;
/** The questions behind a skill, most recently answered first: a page, not the child's whole history. */
const SKILL_QUESTIONS_MAX = 50;

/** A child's row of skill_mastery, as the parent's screens and the next step read it. */
export interface ChildSkill extends SkillRow {
  answers: number;
  right: number;
  days: number;
}

/** The parent's own child, else 404 (another family's child is not found, as any record). */
function ownChild(e: core.RequestEvent): core.Record {
  const child = findOrNull('students', e.request?.pathValue('childId'));
  if (!child || child.getString('parent_id') !== authOf(e).id) throw new NotFoundError(NOT_FOUND);
  return child;
}

/** Every skill and topic row of a child. */
export function skillRows(app: core.App, studentId: string): ChildSkill[] {
  // `-0`: PocketBase reads the column as a float (a plain 0 would read it as an integer).
  const rows = rowsLike({ subject: '', topic: '', skill: '', level: '', known: -0, answers: 0, right: 0, days: 0, last_day: '' });
  app
    .db()
    .newQuery(
      'SELECT subject, topic, skill, level, known, answers, right, days, last_day FROM skill_mastery WHERE student_id = {:s} ORDER BY subject, topic, skill',
    )
    .bind({ s: studentId })
    .all(rows);
  return rows.map((row) => ({
    subject: row.subject,
    topic: row.topic,
    skill: row.skill,
    // The column holds one of MASTERY_LEVELS, written by src/learning/learn.ts.
    level: (row.level || 'practising') as MasteryLevel,
    known: row.known,
    answers: row.answers,
    right: row.right,
    days: row.days,
    lastDay: row.last_day,
  }));
}

type Given = Record<string, 'open' | 'done'>;

/**
 * The sets a parent has given the child (any status but deleted), each 'open' while the child has not
 * finished an assignment holding it (it is on the child's list, or the parent's drafts, already), else 'done'.
 */
function setsGiven(app: core.App, child: core.Record): Given {
  const found = app.findRecordsByFilter(
    'assignments',
    'created_by = {:p} && review = false && status != "deleted" && assigned_students ~ {:c}',
    '',
    0,
    0,
    {
      p: child.getString('parent_id'),
      c: child.id,
    },
  );
  const assignments = jsArray(found).filter((assignment): assignment is core.Record => !!assignment);
  const finished = new Set<string>();
  if (assignments.length) {
    const params: dbx.Params = { c: child.id };
    const ids = assignments
      .map((assignment, i) => {
        params['a' + i] = assignment.id;
        return '{:a' + i + '}';
      })
      .join(', ');
    const rows = rowsLike({ assignment_id: '' });
    app
      .db()
      .newQuery('SELECT DISTINCT assignment_id FROM results WHERE student_id = {:c} AND assignment_id IN (' + ids + ')')
      .bind(params)
      .all(rows);
    for (const row of rows) finished.add(row.assignment_id);
  }
  const given: Given = {};
  for (const assignment of assignments) {
    for (const id of jsArray(assignment.getStringSlice('question_sets'))) {
      if (!finished.has(assignment.id)) given[id] = 'open';
      else if (!given[id]) given[id] = 'done';
    }
  }
  return given;
}

/** The grades within one of the child's. */
function nearGrades(grade: string): string[] {
  const index = (GRADES as readonly string[]).indexOf(grade);
  return GRADES.filter((_, i) => index < 0 || Math.abs(i - index) <= 1);
}

/** The cache of candidate sets (in the app's store, in memory): its entries, and the version a change of content bumps. */
const SETS_KEPT = 'learning:sets:';
const SETS_VERSION = SETS_KEPT + 'version';
/** The longest a list is kept, should a change reach the sets by a way the hooks do not see. */
const SETS_KEEP_MS = 10 * 60 * 1000;

/** A kept list, under the version current when it was worked out. */
interface KeptSets {
  version: string;
  text: string;
  at: number;
}

/** Drops every kept list of candidate sets: a question or a set changed (learning.pb.js). */
export function forgetSets(): void {
  $app.store().set(SETS_VERSION, $security.randomString(16));
}

interface SetsQuery {
  subject: string;
  grades: string[];
  topic?: string;
  skill?: string;
}

type PublishedSet = Omit<CandidateSet, 'assigned'>;

/**
 * The published sets of a subject near the child's grade, each with how many of its published questions
 * practise the skill of the topic (none asked: 0). The same for every child of those grades: worked out
 * once (about 10 ms at a school year's volume, most of it SQLite counting each set's questions on the
 * skill) and kept until a question or a set changes.
 */
function publishedSets(app: core.App, query: SetsQuery): PublishedSet[] {
  // The store holds any value (`any` in PocketBase's declarations): under these keys, what this room puts there.
  const store = $app.store();
  const key = SETS_KEPT + JSON.stringify([query.subject, query.grades, query.topic ?? '', query.skill ?? '']);
  const version = (store.get(SETS_VERSION) as string | null) || '';
  const kept = store.get(key) as KeptSets | null;
  if (kept && kept.version === version && Date.now() - kept.at < SETS_KEEP_MS) return JSON.parse(kept.text) as PublishedSet[];
  const params: dbx.Params = { subject: query.subject, topic: query.topic ?? '', skill: query.skill ?? '' };
  const grades = query.grades
    .map((grade, i) => {
      params['g' + i] = grade;
      return '{:g' + i + '}';
    })
    .join(', ');
  const hits = query.skill
    ? "(SELECT COUNT(*) FROM json_each(s.questions) j JOIN questions q ON q.id = j.value WHERE q.status = 'published' AND q.topic = {:topic} AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(q.skills) THEN q.skills ELSE '[]' END) k WHERE k.value = {:skill}))"
    : '0';
  const rows = rowsLike({ id: '', title: '', subject: '', grade: '', difficulty: '', totalQuestions: 0, estimatedTime: 0, hits: 0 });
  app
    .db()
    .newQuery(
      'SELECT s.id, s.title, s.subject, s.grade, s.difficulty, s.totalQuestions, s.estimatedTime, ' +
        hits +
        " AS hits FROM question_sets s WHERE s.status = 'published' AND s.subject = {:subject} AND s.grade IN (" +
        grades +
        ') AND s.totalQuestions > 0',
    )
    .bind(params)
    .all(rows);
  const sets = rows
    // A list for a skill keeps only the sets that practise it.
    .filter((row) => !query.skill || row.hits > 0)
    .map((row): PublishedSet => ({
      id: row.id,
      title: row.title,
      subject: row.subject,
      grade: row.grade,
      difficulty: row.difficulty,
      totalQuestions: row.totalQuestions,
      estimatedTime: row.estimatedTime,
      hits: row.hits,
    }));
  store.set(key, { version, text: JSON.stringify(sets), at: Date.now() } satisfies KeptSets);
  return sets;
}

/**
 * The candidate sets for a child: the published ones near the child's grade but those the child has still to
 * do, each marked when the child has done it before.
 */
function candidateSets(app: core.App, query: SetsQuery & { given: Given }): CandidateSet[] {
  return (
    publishedSets(app, query)
      // A set the child has still to do is no next step: it is on the child's list already.
      .filter((set) => query.given[set.id] !== 'open')
      .map((set) => ({ ...set, assigned: query.given[set.id] === 'done' }))
  );
}

/** The one next step for a child, or null when nothing is practised yet or no set fits. */
export function nextStep(app: core.App, child: core.Record, rows: readonly ChildSkill[]): NextStep | null {
  if (!rows.length) return null;
  const grade = child.getString('grade');
  const given = setsGiven(app, child);
  const weakest = weakestSkills(rows).slice(0, SKILLS_TRIED);
  for (const skill of weakest) {
    const set = bestPractice(
      candidateSets(app, { subject: skill.subject, grades: nearGrades(grade), topic: skill.topic, skill: skill.skill, given }),
      grade,
    );
    if (set) return stepFor('practise', skill, set);
  }
  if (weakest.length) return null;
  const subject = subjectToMoveOn(rows);
  if (!subject) return null;
  const index = (GRADES as readonly string[]).indexOf(grade);
  const next = index >= 0 ? GRADES[index + 1] : undefined;
  const set = nextChallenge(candidateSets(app, { subject, grades: next ? [grade, next] : [grade], given }), grade);
  return set ? stepFor('next', null, set) : null;
}

/** `GET /api/children/{childId}/learning`: the skill map and the next step. */
export function learning(e: core.RequestEvent): void {
  const child = ownChild(e);
  const rows = skillRows(e.app, child.id);
  e.json(200, {
    skills: rows.map((row) => ({
      subject: row.subject,
      topic: row.topic,
      skill: row.skill,
      level: row.level,
      answers: row.answers,
      right: row.right,
      days: row.days,
    })),
    nextStep: nextStep(e.app, child, rows),
  });
}

/** A stored date ('YYYY-MM-DD HH:MM:SS.sssZ') as an ISO string. */
const isoOfStored = (stored: string): string => isoDate(Date.parse(stored.replace(' ', 'T')));

/**
 * `GET /api/children/{childId}/skill-questions?subject=&topic=&skill=`: the questions the child answered
 * on a skill (or a topic, skill empty), each with the last answer right or wrong and when it comes back.
 */
export function skillQuestions(e: core.RequestEvent): void {
  const child = ownChild(e);
  const query = queryOf(e);
  const subject = String(query.get('subject') || '').slice(0, 50);
  const topic = String(query.get('topic') || '').slice(0, 100);
  const skill = String(query.get('skill') || '').slice(0, 100);
  if (!subject || !topic) throw new BadRequestError('Choose a skill.');
  const rows = rowsLike({ id: '', text: '', type: '', last_right: false, due: '', last_review: '', reps: 0, lapses: 0 });
  e.app
    .db()
    .newQuery(
      'SELECT q.id, q.text, q.type, c.last_right, c.due, c.last_review, c.reps, c.lapses FROM review_cards c JOIN questions q ON q.id = c.question ' +
        // Published only: a draft's words have not been read by a reviewer.
        "WHERE c.student_id = {:s} AND q.status = 'published' AND q.subject = {:subject} AND q.topic = {:topic}" +
        (skill
          ? " AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(q.skills) THEN q.skills ELSE '[]' END) k WHERE k.value = {:skill})"
          : '') +
        ' ORDER BY c.last_review DESC LIMIT ' +
        SKILL_QUESTIONS_MAX,
    )
    .bind({ s: child.id, subject, topic, skill })
    .all(rows);
  e.json(200, {
    questions: rows.map((row) => ({
      id: row.id,
      text: row.text,
      type: row.type,
      lastRight: row.last_right,
      due: isoOfStored(row.due),
      lastAnswered: isoOfStored(row.last_review),
      answers: row.reps,
      slips: row.lapses,
    })),
  });
}
