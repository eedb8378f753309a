// What an answer to a choice question may be: one of the options it was served with; to a typed
// one, a text of at most TYPED_ANSWER_MAX characters, ESSAY_ANSWER_MAX for an essay. Pure: the tests
// run it in Node.
import { CHOICE_QUESTION_TYPES, ESSAY_ANSWER_MAX, isEssay, TYPED_ANSWER_MAX } from '../domain.ts';

export const NOT_AN_OPTION = 'Choose one of the options of this question';
/** `choices` of a question answered by typing: any text. An empty `choices` (a row no start wrote) takes nothing. */
export const TYPED = '*';
/** `choices` of an essay: any text, up to ESSAY_ANSWER_MAX characters. */
export const ESSAY = '*essay';
// saveAnswer's condition that an answer to a choice question is one of the options it was served
// with (an empty one clears the answer; typed answers are for the other types). isOptionOf says the
// same. `{:long}` says that the answer is longer than a typed answer may be (only an essay takes it). It reads the option ids kept at start in `choices` (`,a,b,c,`, or TYPED), not the served
// JSON: in PocketBase the statement took about 180 µs without the check and 230 to 265 with a
// json_each over the served options (a quiet machine), most of it for reading the JSON.
export const CHOSEN_AN_OPTION =
  "({:option} = '' OR choices = '" +
  ESSAY +
  "' OR (choices = '" +
  TYPED +
  "' AND NOT {:long}) OR (instr({:option}, ',') = 0 AND instr(choices, ',' || {:option} || ',') > 0))";

/** A question as served, as far as its choices go: what an attempt kept, JSON that may be of any shape. */
export interface ChoiceQuestion {
  type?: string;
  options?: ReadonlyArray<{ id?: unknown } | null> | null;
}

/** The ids a child may choose: texts, none empty or with a comma. */
function optionIds(question: ChoiceQuestion): string[] {
  return (question.options ?? [])
    .map((option) => option?.id)
    .filter((id): id is string => typeof id === 'string' && id !== '' && !id.includes(','));
}

function isTyped(question: ChoiceQuestion): boolean {
  return Boolean(question.type) && !(CHOICE_QUESTION_TYPES as readonly string[]).includes(question.type ?? '');
}

/** Its option ids as `choices` keeps them. */
export function choicesOf(question: ChoiceQuestion): string {
  if (isEssay(question.type)) return ESSAY;
  if (isTyped(question)) return TYPED;
  return (
    ',' +
    optionIds(question)
      .map((id) => id + ',')
      .join('')
  );
}

/** Whether the answer may be stored for it. */
export function isOptionOf(question: ChoiceQuestion, answer: string): boolean {
  return isTyped(question) || optionIds(question).includes(answer);
}

/** Whether the answer is within its type's length. */
export function answerFits(question: ChoiceQuestion, answer: string): boolean {
  return answer.length <= (isEssay(question.type) ? ESSAY_ANSWER_MAX : TYPED_ANSWER_MAX);
}
