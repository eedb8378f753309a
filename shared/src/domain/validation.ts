// Field rules with their messages (docs/product.md, "Validation"), as pure functions returning a message per
// field. The server's hooks run the same functions (backend/pb_hooks/lib/domain.js, bundled from here).
import type { AssignmentsRecord, QuestionSetsRecord, QuestionsRecord, StudentsRecord } from '../pocketbase-types.ts';
import {
  ASSIGNMENT_QUESTIONS_MAX,
  CHILD_NAME_MAX,
  ESTIMATED_TIME,
  GRADES,
  OPTIONS,
  SKILLS,
  TIME_LIMIT,
  TOPICS,
  TRUE_FALSE_OPTIONS,
} from './constants.ts';
import { pairPictures, pairsProblem } from './matching.ts';
import { ESSAY_MESSAGES, isEssay } from './essays.ts';
import { isTypedType, typedKeyProblems } from './typed-answers.ts';

export const MESSAGES = {
  assignmentTitle: 'Assignment title is required',
  assignmentSets: 'Please select at least one question set',
  assignmentChildren: 'Please select at least one child',
  timeLimit: 'Time limit must be a whole number of minutes from 5 to 180',
  questionContent: 'Question content is required',
  subject: 'Subject is required',
  grade: 'Grade is required',
  difficulty: 'Difficulty level is required',
  correctOption: 'Please mark at least one correct answer',
  optionText: 'All options must have text',
  optionCount: 'A question needs 2 to 6 options',
  skill: 'Please select at least one skill',
  estimatedTime: 'Estimated time must be a whole number of seconds from 10 to 600',
  setTitle: 'Question set title is required',
  setDescription: 'Description is required',
  setType: 'Question set type is required',
  setQuestions: 'Please select at least one question',
  assignmentSize: `An assignment can have at most ${ASSIGNMENT_QUESTIONS_MAX} questions: choose fewer question sets`,
  /** The quiz route's refusal of an assignment grown past the cap since it was saved (a child reads it). */
  quizSize: `This quiz has more than ${ASSIGNMENT_QUESTIONS_MAX} questions, too many to start: please ask your parent to choose fewer question sets`,
  dueDate: 'Choose a valid due date',
  dueDatePast: 'The due date has passed: choose today or a later day',
  imageAlt: 'Describe the image for children who cannot see it',
  reviewComment: 'Tell the author what to change before sending it back',
  childName: "Child's name is required",
  childNameLength: `Name must be at most ${CHILD_NAME_MAX} characters`,
  correctAnswer: 'Please give the correct answer',
  trueFalseAnswer: 'Choose True or False as the correct answer',
  trueFalseOptions: 'A true or false question has two options, True and False, with the correct one marked',
  typedOptions: 'A question answered by typing has no options: give its correct answer instead',
  notYetInQuiz: 'Choose one of the question types',
} as const;

/** A message per field of a form or record whose values have the type F. */
export type FieldErrors<F = Record<string, unknown>> = Partial<Record<Extract<keyof F, string>, string>>;

/**
 * What a rule reads of F: its field names, each value missing or of any type. The rules also judge
 * request bodies (the mock backend) and import rows as they come, so a wrong type is a message, not a crash.
 */
export type Unchecked<F> = { [K in keyof F]?: unknown };

/** The fields each rule checks, by the collections' own names: a message's key is a field of the record. */
export type AssignmentRuleFields = Pick<
  AssignmentsRecord,
  'title' | 'question_sets' | 'assigned_students' | 'timeLimit' | 'totalQuestions'
>;
export type QuestionRuleFields = Pick<
  QuestionsRecord,
  | 'text'
  | 'type'
  | 'subject'
  | 'grade'
  | 'topic'
  | 'skills'
  | 'tags'
  | 'difficulty'
  | 'estimatedTime'
  | 'images'
  | 'image_alt'
  | 'options'
  | 'correctAnswer'
>;
export type QuestionSetRuleFields = Pick<
  QuestionSetsRecord,
  'title' | 'description' | 'subject' | 'grade' | 'type' | 'questions' | 'skills' | 'learningObjectives' | 'prerequisites' | 'tags'
>;
export type ChildRuleFields = Pick<StudentsRecord, 'name' | 'grade'>;

const LIST_ITEM_MAX = 200;
const LIST_MAX = 50;
const OPTION_TEXT_MAX = 500;

const isBlank = (value: unknown) => value == null || String(value).trim() === '';
const isWholeNumberIn = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * The number inputs (docs/product.md, "Limits and constants") (a question's seconds, an assignment's minutes): a whole number in
 * range, typed or as the input's text; blank or anything else falls back to the default.
 */
export function inRangeOrDefault(value: unknown, range: { min: number; max: number; default: number }): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isWholeNumberIn(number, range) ? (number as number) : range.default;
}

/** A list of short, unique, non-empty texts (skills, tags, objectives); null when fine. */
export function listProblem(value: unknown): string | null {
  if (value == null) return null;
  if (!Array.isArray(value)) return 'Must be a list of texts';
  if (value.length > LIST_MAX) return `At most ${LIST_MAX} entries`;
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || item.trim() === '') return 'Entries must be non-empty texts';
    if (item.length > LIST_ITEM_MAX) return `Entries must be at most ${LIST_ITEM_MAX} characters`;
    if (seen.has(item.trim())) return 'Entries must not repeat';
    seen.add(item.trim());
  }
  return null;
}

export function validateAssignment(a: Unchecked<AssignmentRuleFields>): FieldErrors<AssignmentRuleFields> {
  const errors: FieldErrors<AssignmentRuleFields> = {};
  if (isBlank(a.title)) errors.title = MESSAGES.assignmentTitle;
  if (!Array.isArray(a.question_sets) || a.question_sets.length === 0) errors.question_sets = MESSAGES.assignmentSets;
  if (!Array.isArray(a.assigned_students) || a.assigned_students.length === 0) errors.assigned_students = MESSAGES.assignmentChildren;
  if (!isWholeNumberIn(a.timeLimit, TIME_LIMIT)) errors.timeLimit = MESSAGES.timeLimit;
  if (!errors.question_sets && typeof a.totalQuestions === 'number' && a.totalQuestions > ASSIGNMENT_QUESTIONS_MAX) {
    errors.question_sets = MESSAGES.assignmentSize;
  }
  return errors;
}

export function optionsProblem(options: unknown): string | null {
  if (!Array.isArray(options) || options.length < OPTIONS.min || options.length > OPTIONS.max) return MESSAGES.optionCount;
  let anyCorrect = false;
  for (const [i, option] of options.entries()) {
    if (!option || typeof option !== 'object' || option.id !== String.fromCharCode(97 + i)) {
      return 'Options must be objects with ids a, b, c and so on, in order';
    }
    if (typeof option.text !== 'string' || option.text.trim() === '') return MESSAGES.optionText;
    if (option.text.length > OPTION_TEXT_MAX) return `Option texts must be at most ${OPTION_TEXT_MAX} characters`;
    if (option.isCorrect !== undefined && typeof option.isCorrect !== 'boolean') return 'isCorrect must be true or false';
    if (option.isCorrect === true) anyCorrect = true;
  }
  return anyCorrect ? null : MESSAGES.correctOption;
}

/**
 * A true/false question: its correct answer is True or False, and its options are exactly the two of
 * TRUE_FALSE_OPTIONS with the right one marked, since the quiz shows the options and scores the one chosen.
 */
function trueFalseProblems(options: unknown, correctAnswer: unknown): FieldErrors<QuestionRuleFields> {
  if (isBlank(correctAnswer)) return { correctAnswer: MESSAGES.correctAnswer };
  if (!TRUE_FALSE_OPTIONS.some((text) => text === correctAnswer)) return { correctAnswer: MESSAGES.trueFalseAnswer };
  const fits =
    Array.isArray(options) &&
    options.length === TRUE_FALSE_OPTIONS.length &&
    TRUE_FALSE_OPTIONS.every((text, i) => {
      const option = options[i] as { id?: unknown; text?: unknown; isCorrect?: unknown } | null;
      return option?.id === String.fromCharCode(97 + i) && option.text === text && option.isCorrect === (text === correctAnswer);
    });
  return fits ? {} : { options: MESSAGES.trueFalseOptions };
}

/** Skills outside the subject's fixed list; null when every skill is in it or the subject is unknown. */
function unknownSkillsProblem(subject: string, skills: unknown[]): string | null {
  const known = Object.hasOwn(SKILLS, subject) ? SKILLS[subject as keyof typeof SKILLS] : undefined;
  const unknown = known ? skills.filter((skill) => !known.includes(String(skill))) : [];
  return unknown.length ? `Not a skill of ${subject}: ${unknown.join(', ')}` : null;
}

export function validateQuestion(q: Unchecked<QuestionRuleFields>): FieldErrors<QuestionRuleFields> {
  const errors: FieldErrors<QuestionRuleFields> = {};
  if (isBlank(q.text)) errors.text = MESSAGES.questionContent;
  if (isBlank(q.subject)) errors.subject = MESSAGES.subject;
  if (isBlank(q.grade)) errors.grade = MESSAGES.grade;
  if (isBlank(q.difficulty)) errors.difficulty = MESSAGES.difficulty;
  // Own keys only: a subject such as 'toString' must not find Object's methods. An unknown subject is
  // the select field's error; topics and skills are checked against a known one.
  const topics = Object.hasOwn(TOPICS, String(q.subject)) ? TOPICS[String(q.subject) as keyof typeof TOPICS] : undefined;
  if (!isBlank(q.topic) && topics && !topics.includes(String(q.topic))) errors.topic = `Choose a topic of ${String(q.subject)}`;
  if (!Array.isArray(q.skills) || q.skills.length === 0) errors.skills = MESSAGES.skill;
  else {
    const problem = listProblem(q.skills) ?? unknownSkillsProblem(String(q.subject), q.skills);
    if (problem) errors.skills = problem;
  }
  const type = isBlank(q.type) ? 'multiple_choice' : q.type;
  const tagsProblem = listProblem(q.tags);
  if (tagsProblem) errors.tags = tagsProblem;
  if (!isWholeNumberIn(q.estimatedTime, ESTIMATED_TIME)) errors.estimatedTime = MESSAGES.estimatedTime;
  // The question's own picture needs its words; a pair's picture has its own (pairsProblem).
  const images = Array.isArray(q.images) ? q.images.map(String) : isBlank(q.images) ? [] : [String(q.images)];
  const pairImages = type === 'matching' ? pairPictures(q.options) : [];
  const hasImage = images.some((image) => !pairImages.includes(image));
  if (hasImage && isBlank(q.image_alt)) errors.image_alt = MESSAGES.imageAlt;
  if (type === 'multiple_choice') {
    const problem = optionsProblem(q.options);
    if (problem) errors.options = problem;
  } else if (type === 'true_false') {
    Object.assign(errors, trueFalseProblems(q.options, q.correctAnswer));
  } else if (isTypedType(type)) {
    // The key as answers are compared: one that is only spaces or a full stop could never be matched.
    const keyProblems = typedKeyProblems(String(type), q.text, q.correctAnswer);
    if (keyProblems.text && !errors.text) errors.text = keyProblems.text;
    if (keyProblems.correctAnswer) errors.correctAnswer = keyProblems.correctAnswer;
    if (Array.isArray(q.options) ? q.options.length > 0 : !isBlank(q.options)) errors.options = MESSAGES.typedOptions;
  } else if (type === 'matching') {
    const problem = pairsProblem(q.options, images);
    if (problem) errors.options = problem;
  } else if (isEssay(type)) {
    // No machine marks an essay: its guide for the parent is the explanation.
    if (!isBlank(q.correctAnswer)) errors.correctAnswer = ESSAY_MESSAGES.essayKey;
    if (Array.isArray(q.options) ? q.options.length > 0 : !isBlank(q.options)) errors.options = ESSAY_MESSAGES.essayOptions;
  } else {
    errors.type = MESSAGES.notYetInQuiz;
  }
  return errors;
}

/** A child as a parent adds or changes them: a name (at most CHILD_NAME_MAX characters once trimmed) and one of the grades. */
export function validateChild(c: Unchecked<ChildRuleFields>): FieldErrors<ChildRuleFields> {
  const errors: FieldErrors<ChildRuleFields> = {};
  const name = typeof c.name === 'string' ? c.name.trim() : '';
  if (!name) errors.name = MESSAGES.childName;
  else if (name.length > CHILD_NAME_MAX) errors.name = MESSAGES.childNameLength;
  if (!GRADES.some((grade) => grade === c.grade)) errors.grade = MESSAGES.grade;
  return errors;
}

export function validateQuestionSet(s: Unchecked<QuestionSetRuleFields>): FieldErrors<QuestionSetRuleFields> {
  const errors: FieldErrors<QuestionSetRuleFields> = {};
  if (isBlank(s.title)) errors.title = MESSAGES.setTitle;
  if (isBlank(s.description)) errors.description = MESSAGES.setDescription;
  if (isBlank(s.subject)) errors.subject = MESSAGES.subject;
  if (isBlank(s.grade)) errors.grade = MESSAGES.grade;
  if (isBlank(s.type)) errors.type = MESSAGES.setType;
  if (!Array.isArray(s.questions) || s.questions.length === 0) errors.questions = MESSAGES.setQuestions;
  if (!Array.isArray(s.skills) || s.skills.length === 0) errors.skills = MESSAGES.skill;
  else {
    const problem = listProblem(s.skills);
    if (problem) errors.skills = problem;
  }
  for (const field of ['learningObjectives', 'prerequisites', 'tags'] as const) {
    const problem = listProblem(s[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * Who may move a question or set between statuses: owners write drafts and send them to review;
 * only a reviewer publishes (from review, never their own work) or takes a published item back. Null when allowed.
 */
export function statusChangeProblem(from: string, to: string, who: { isOwner: boolean; isReviewer: boolean }): string | null {
  if (from === to) {
    if (from === 'published' && !who.isReviewer) return 'Published items can be changed only by a reviewer';
    if (from === 'review' && !who.isOwner && !who.isReviewer) return 'Only the author or a reviewer can change this item';
    return null;
  }
  if (to === 'published') {
    if (!who.isReviewer) return 'Only a reviewer can publish';
    if (from !== 'review') return 'Only items in review can be published';
    // A second pair of eyes: nobody publishes what they wrote.
    return who.isOwner ? 'Another reviewer publishes your own work' : null;
  }
  if (from === 'published') return who.isReviewer ? null : 'Published items can be changed only by a reviewer';
  if (from === 'review' && to === 'draft')
    return who.isOwner || who.isReviewer ? null : 'Only the author or a reviewer can change this item';
  return who.isOwner ? null : 'Only the author can change this item';
}
