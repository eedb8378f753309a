// wrong_answer_tallies: per typed or matching question, its most common wrong answers (or confused
// pairs) as the shared rules write them (wrongAnswerTexts), of each child's first answer to the question only, at most
// WRONG_ANSWERS_KEPT per question: a new one past that takes the place of the least common
// (Space-Saving), so that a child typing thousands of different answers grows nothing.
// A row that took another's place carries that place's count (`inherited`), Space-Saving's overcount:
// what children surely gave it is `count - inherited`, which is what the creator is shown, and only
// from WRONG_ANSWER_SHOWN_FROM (so one child's text never shows by inheriting a full table's counts).
import { execute } from '../db.ts';
import { WRONG_ANSWERS_KEPT } from '../domain.ts';

const KNOWN_WRONG = 'SELECT 1 FROM wrong_answer_tallies WHERE question = {:question} AND answer = {:answer}';
/** A wrong answer counted: one more if kept; else a new row while the question has room; else in place of its least common. */
const ADD_WRONG = [
  'UPDATE wrong_answer_tallies SET count = count + {:count} WHERE question = {:question} AND answer = {:answer}',
  'INSERT INTO wrong_answer_tallies (creator, question, answer, count, inherited) ' +
    "SELECT COALESCE((SELECT created_by FROM questions WHERE id = {:question}), ''), {:question}, {:answer}, {:count}, {:inherited} " +
    'WHERE NOT EXISTS (' +
    KNOWN_WRONG +
    ') AND (SELECT COUNT(*) FROM wrong_answer_tallies WHERE question = {:question}) < {:kept}',
  'UPDATE wrong_answer_tallies SET answer = {:answer}, inherited = count, count = count + {:count} ' +
    'WHERE id = (SELECT id FROM wrong_answer_tallies WHERE question = {:question} ORDER BY count, id LIMIT 1) AND NOT EXISTS (' +
    KNOWN_WRONG +
    ')',
];

/** Counts a wrong answer given `count` times (a recount writes each kept row once, with what it inherited). */
export function addWrongAnswer(app: core.App, question: string, answer: string, count: number, inherited = 0): void {
  for (const sql of ADD_WRONG) execute(app, sql, { question, answer, count, inherited, kept: WRONG_ANSWERS_KEPT });
}

/**
 * A wrong answer counted once leaves (its family's account deleted): one less if still kept, never below what its row
 * inherited (what children surely gave it stays right); a row no child gave any more is dropped, making room.
 * Had it lost its place, its count went to the row that took it, as an estimate that is never shown alone.
 */
export function takeWrongAnswer(app: core.App, question: string, answer: string): void {
  execute(app, 'UPDATE wrong_answer_tallies SET count = MAX(count - 1, inherited) WHERE question = {:question} AND answer = {:answer}', {
    question,
    answer,
  });
  execute(app, 'DELETE FROM wrong_answer_tallies WHERE question = {:question} AND answer = {:answer} AND count <= 0', { question, answer });
}

/** Each question's kept wrong answers, by text, in memory. */
export type KeptWrongAnswers = Record<string, Map<string, { count: number; inherited: number }>>;

/** addWrongAnswer()'s rule in memory, for a recount. */
export function keepWrongAnswer(kept: KeptWrongAnswers, question: string, answer: string): void {
  const answers = (kept[question] ??= new Map());
  const known = answers.get(answer);
  if (known) {
    known.count += 1;
    return;
  }
  if (answers.size < WRONG_ANSWERS_KEPT) {
    answers.set(answer, { count: 1, inherited: 0 });
    return;
  }
  let least = '';
  let leastCount = Infinity;
  answers.forEach((tally, text) => {
    if (tally.count < leastCount) {
      least = text;
      leastCount = tally.count;
    }
  });
  answers.delete(least);
  answers.set(answer, { count: leastCount + 1, inherited: leastCount });
}
