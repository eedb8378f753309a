// The one next step a parent is shown for a child (docs/learning.md): the weakest skill not yet
// mastered with the published set that practises it best for the child's grade, or, when every skill
// practised is mastered, a set of the next difficulty or grade. The server finds the candidate sets;
// which one wins, and how the step is worded, are decided here for the Progress tab and the weekly email.
import { DIFFICULTIES, GRADES, TIME_LIMIT } from './constants.ts';
import type { MasteryLevel } from './mastery.ts';

export type SkillRow = { subject: string; topic: string; skill: string; level: MasteryLevel; known: number; lastDay: string };

/** A published set the server found for a step, with how many of its questions practise the skill. */
export type CandidateSet = {
  id: string;
  title: string;
  subject: string;
  grade: string;
  difficulty: string;
  totalQuestions: number;
  estimatedTime: number;
  /** Questions of the set on the skill (a weakest-skill step) or 0. */
  hits: number;
  /** Already given to the child in one of the parent's assignments. */
  assigned: boolean;
};

export type NextStep = {
  kind: 'practise' | 'next';
  skill: { subject: string; topic: string; skill: string; level: MasteryLevel } | null;
  set: Omit<CandidateSet, 'hits' | 'assigned'>;
  /** The assignment's time limit in minutes: the set's own estimate, within the portal's limits. */
  timeLimit: number;
};

/** The skills to practise, weakest first (a topic's own row, skill '', is not a skill). */
export function weakestSkills(rows: readonly SkillRow[]): SkillRow[] {
  return rows
    .filter((row) => row.skill !== '' && row.level !== 'mastered')
    .toSorted((a, b) => a.known - b.known || a.subject.localeCompare(b.subject) || a.skill.localeCompare(b.skill));
}

/** The subject to move on in once everything practised is mastered: the one practised last. */
export function subjectToMoveOn(rows: readonly SkillRow[]): string | null {
  const last = rows
    .filter((row) => row.skill !== '')
    .toSorted((a, b) => b.lastDay.localeCompare(a.lastDay) || a.subject.localeCompare(b.subject))[0];
  return last?.subject ?? null;
}

const gradeIndex = (grade: string) => GRADES.indexOf(grade as (typeof GRADES)[number]);
const difficultyIndex = (difficulty: string) => Math.max(0, DIFFICULTIES.indexOf(difficulty as (typeof DIFFICULTIES)[number]));

/**
 * The set that practises a weak skill best for a child of `grade`: one not given to the child yet before
 * one that was, the child's own grade before the one below, and the one above last; then the most
 * questions on the skill, the easier, the shorter title. null when no set has the skill.
 */
export function bestPractice(candidates: readonly CandidateSet[], grade: string): CandidateSet | null {
  const child = gradeIndex(grade);
  const gradeRank = (set: CandidateSet) => {
    const distance = gradeIndex(set.grade) - child;
    return distance === 0 ? 0 : distance === -1 ? 1 : distance === 1 ? 2 : 3;
  };
  return (
    candidates
      .filter((set) => set.hits > 0)
      .toSorted(
        (a, b) =>
          Number(a.assigned) - Number(b.assigned) ||
          gradeRank(a) - gradeRank(b) ||
          b.hits - a.hits ||
          difficultyIndex(a.difficulty) - difficultyIndex(b.difficulty) ||
          a.title.localeCompare(b.title),
      )[0] ?? null
  );
}

/**
 * Once every skill practised is mastered: a set not given yet, of the child's grade at a difficulty above
 * the hardest given so far, else of the next grade, easiest first. null when there is none.
 */
export function nextChallenge(candidates: readonly CandidateSet[], grade: string): CandidateSet | null {
  const child = gradeIndex(grade);
  const hardestGiven = Math.max(
    -1,
    ...candidates.filter((set) => set.assigned && gradeIndex(set.grade) === child).map((set) => difficultyIndex(set.difficulty)),
  );
  const fresh = candidates.filter((set) => !set.assigned);
  const byEase = (a: CandidateSet, b: CandidateSet) =>
    difficultyIndex(a.difficulty) - difficultyIndex(b.difficulty) || a.title.localeCompare(b.title);
  const harder = fresh
    .filter((set) => gradeIndex(set.grade) === child && difficultyIndex(set.difficulty) > hardestGiven)
    .toSorted(byEase)[0];
  return harder ?? fresh.filter((set) => gradeIndex(set.grade) === child + 1).toSorted(byEase)[0] ?? null;
}

/** An assignment's time for a set: its estimate, within the limits a parent may set. */
export const timeLimitFor = (estimatedMinutes: number): number =>
  Math.min(TIME_LIMIT.max, Math.max(TIME_LIMIT.min, Math.ceil(estimatedMinutes || TIME_LIMIT.min)));

export function stepFor(kind: NextStep['kind'], skill: SkillRow | null, set: CandidateSet): NextStep {
  const { hits: _hits, assigned: _assigned, ...chosen } = set;
  return {
    kind,
    skill: skill ? { subject: skill.subject, topic: skill.topic, skill: skill.skill, level: skill.level } : null,
    set: chosen,
    timeLimit: timeLimitFor(set.estimatedTime),
  };
}

const questionsText = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** The step in words: "Practise Fractions: Fractions of amounts, 10 questions". */
export function nextStepText(step: NextStep): string {
  if (step.kind === 'practise' && step.skill)
    return `Practise ${step.skill.skill}: ${step.set.title}, ${questionsText(step.set.totalQuestions)}`;
  return `Ready for more: ${step.set.title} (${step.set.grade}, ${step.set.difficulty}), ${questionsText(step.set.totalQuestions)}`;
}

/** The parent's assignment form, filled in with the step (the weekly email's link). */
export function nextStepPath(childId: string, step: NextStep): string {
  return `/create-assignment?child=${encodeURIComponent(childId)}&set=${encodeURIComponent(step.set.id)}`;
}
