import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerSkill, emptySkill, MASTERY_LEVELS, MASTERY_MODEL, type MasteryQuestion, type SkillState } from './mastery.ts';

const question = fc.record({
  type: fc.constantFrom('multiple_choice', 'true_false', 'fill_blank', 'short_answer', 'matching'),
  difficulty: fc.constantFrom('beginner', 'intermediate', 'advanced'),
  optionCount: fc.integer({ min: 2, max: 6 }),
});
const answer = fc.record({ question, right: fc.boolean(), day: fc.integer({ min: 0, max: 20 }) });
const dayOf = (n: number) => `2026-10-${String(n + 1).padStart(2, '0')}`;

function replay(
  answers: ReadonlyArray<{ question: MasteryQuestion; right: boolean; day: number }>,
  start: SkillState = emptySkill(),
): SkillState {
  // Days only go forward, as a child's answers do.
  let day = 0;
  return answers.reduce((state, next) => {
    day = Math.max(day, next.day);
    return answerSkill(state, next.question, next.right, dayOf(day));
  }, start);
}

const rank = (state: SkillState) => MASTERY_LEVELS.indexOf(state.level);
const mc = (difficulty: string): MasteryQuestion => ({ type: 'multiple_choice', difficulty, optionCount: 4 });

describe('skill mastery', () => {
  it('starts at practising with the first answer, right or wrong', () => {
    expect(emptySkill().level).toBe('not_started');
    expect(answerSkill(emptySkill(), mc('beginner'), false, dayOf(0)).level).toBe('practising');
    expect(answerSkill(emptySkill(), mc('beginner'), true, dayOf(0)).level).toBe('practising');
  });

  it('one wrong answer after five right never drops a level, whatever came before', () => {
    fc.assert(
      fc.property(
        fc.array(answer, { maxLength: 30 }),
        fc.array(question, { minLength: 5, maxLength: 5 }),
        question,
        fc.integer({ min: 0, max: 3 }),
        (before, rights, slip, later) => {
          const history = replay(before);
          const lastDay = before.reduce((max, a) => Math.max(max, a.day), 0);
          const afterRights = replay(
            rights.map((q, i) => ({ question: q, right: true, day: lastDay + Math.min(i, later) })),
            history,
          );
          const afterSlip = answerSkill(afterRights, slip, false, afterRights.lastDay);
          expect(rank(afterSlip)).toBeGreaterThanOrEqual(rank(afterRights));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is never mastered on answers of one day, however many are right', () => {
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 40 }), (questions) => {
        const state = replay(questions.map((q) => ({ question: q, right: true, day: 3 })));
        expect(state.level).not.toBe('mastered');
        expect(state.days).toBe(1);
      }),
    );
  });

  it('masters a skill answered right on two days', () => {
    const first = replay([1, 2, 3, 4].map(() => ({ question: mc('intermediate'), right: true, day: 0 })));
    expect(first.level).toBe('nearly_there');
    const second = replay([{ question: mc('intermediate'), right: true, day: 1 }], first);
    expect(second.level).toBe('mastered');
    expect(second.days).toBe(2);
  });

  it('a right answer on a harder question raises the skill more, a wrong one lowers it less', () => {
    const start = { ...emptySkill(), known: 0.5, level: 'practising' as const, answers: 3, days: 1, lastDay: dayOf(0) };
    const easy = answerSkill(start, mc('beginner'), true, dayOf(0));
    const hard = answerSkill(start, mc('advanced'), true, dayOf(0));
    expect(hard.known).toBeGreaterThan(easy.known);
    const easyMiss = answerSkill(start, mc('beginner'), false, dayOf(0));
    const hardMiss = answerSkill(start, mc('advanced'), false, dayOf(0));
    expect(hardMiss.known).toBeGreaterThan(easyMiss.known);
  });

  it('rises with right answers and falls with wrong ones, staying a chance', () => {
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 20 }), question, (before, next) => {
        const state = replay(before);
        const up = answerSkill(state, next, true, state.lastDay || dayOf(0));
        const down = answerSkill(state, next, false, state.lastDay || dayOf(0));
        expect(up.known).toBeGreaterThanOrEqual(down.known);
        for (const value of [up.known, down.known]) {
          expect(value).toBeGreaterThan(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });

  it('drops a level after repeated mistakes', () => {
    let state = replay([0, 0, 0, 1, 1].map((day) => ({ question: mc('beginner'), right: true, day })));
    expect(state.level).toBe('mastered');
    for (let i = 0; i < 3; i += 1) state = answerSkill(state, mc('beginner'), false, dayOf(2));
    expect(rank(state)).toBeLessThan(MASTERY_LEVELS.indexOf('mastered'));
    expect(state.answers).toBe(8);
    expect(state.right).toBe(5);
  });

  it('keeps its parameters chances', () => {
    for (const value of [MASTERY_MODEL.initialKnown, MASTERY_MODEL.learn, ...Object.values(MASTERY_MODEL.slip)]) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(1);
    }
  });
});
