import type {
  ContentStatus,
  Difficulty,
  FieldErrors,
  Grade,
  QuestionSetsRecord,
  QuestionSetsResponse,
  QuestionsResponse,
  SetType,
  Subject,
} from 'shared';
import { minutesOf, validateQuestionSet } from 'shared';

export type SetRecord = QuestionSetsResponse<string[], string[], string[], string[], { questions?: CandidateQuestion[] }>;
export type CandidateQuestion = QuestionsResponse<unknown, string[], string[]>;

/** The set form's values: the record's text fields, with selects empty until chosen; the questions live in the builder. */
export interface SetFields extends Required<Pick<QuestionSetsRecord, 'title' | 'description'>> {
  subject?: Subject;
  grade?: Grade;
  type?: SetType;
  difficulty?: Difficulty;
  skills: string[];
  learningObjectives: string[];
  prerequisites: string[];
  tags: string[];
}

export const emptySet = (): SetFields => ({ title: '', description: '', skills: [], learningObjectives: [], prerequisites: [], tags: [] });

export function fieldsOf(set: SetRecord): SetFields {
  return {
    title: set.title,
    description: set.description,
    subject: set.subject,
    grade: set.grade,
    type: set.type,
    difficulty: set.difficulty || undefined,
    skills: set.skills ?? [],
    learningObjectives: set.learningObjectives ?? [],
    prerequisites: set.prerequisites ?? [],
    tags: set.tags ?? [],
  };
}

export function bodyOf(fields: SetFields, questions: readonly string[], seconds: number, status: ContentStatus) {
  return {
    title: fields.title.trim(),
    description: fields.description.trim(),
    subject: fields.subject ?? '',
    grade: fields.grade ?? '',
    type: fields.type ?? '',
    difficulty: fields.difficulty ?? '',
    skills: fields.skills,
    learningObjectives: fields.learningObjectives,
    prerequisites: fields.prerequisites,
    tags: fields.tags,
    questions: [...questions],
    // The server works it out again from the questions; the same minutes, rounded up.
    estimatedTime: minutesOf(seconds),
    status,
  };
}

export type SetBody = ReturnType<typeof bodyOf>;

export function validateFields(fields: SetFields, questions: readonly string[]): FieldErrors<SetFields & { questions: string[] }> {
  return validateQuestionSet(bodyOf(fields, questions, 0, 'draft')) as FieldErrors<SetFields & { questions: string[] }>;
}
