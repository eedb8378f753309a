// Writing counts into answer_tallies and set_tallies (and the wrong answers' table), one quiz's as its
// result is written or a whole recount's at once.
import { execute } from '../db.ts';
import type { AnswerCount, Counts } from './counts.ts';
import { addWrongAnswer } from './wrong-answers.ts';

const ADD_ANSWERS =
  'INSERT INTO answer_tallies (creator, question, option, score, correct, count) VALUES ' +
  "(COALESCE((SELECT created_by FROM questions WHERE id = {:question}), ''), {:question}, {:option}, {:score}, {:correct}, {:count}) " +
  'ON CONFLICT (question, option, score, correct) DO UPDATE SET count = count + excluded.count';
const ADD_SET =
  'INSERT INTO set_tallies (question_set, creator, completions, score_sum) VALUES ' +
  "({:set}, COALESCE((SELECT created_by FROM question_sets WHERE id = {:set}), ''), {:completions}, {:sum}) " +
  'ON CONFLICT (question_set) DO UPDATE SET completions = completions + excluded.completions, score_sum = score_sum + excluded.score_sum';

export function addAnswers(app: core.App, answer: AnswerCount, count: number): void {
  execute(app, ADD_ANSWERS, { question: answer.question, option: answer.option, score: answer.score, correct: answer.correct, count });
}

export function addSet(app: core.App, set: string, completions: number, sum: number): void {
  execute(app, ADD_SET, { set, completions, sum });
}

/** Adds one quiz's counts, in the caller's transaction. */
export function addCounts(app: core.App, counts: Counts): void {
  for (const answer of counts.answers) addAnswers(app, answer, 1);
  for (const set of counts.sets) addSet(app, set.set, 1, set.score);
  for (const wrong of counts.wrong) addWrongAnswer(app, wrong.question, wrong.answer, 1);
}
