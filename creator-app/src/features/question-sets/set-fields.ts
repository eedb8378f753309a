import type { ContentStatus, FieldErrors, QuestionSetsRecord, QuestionSetsResponse, QuestionsResponse } from 'shared';
import { minutesOf, validateQuestionSet } from 'shared';

export type SetRecord = QuestionSetsResponse<string[], string[], string[], string[], { questions?: CandidateQuestion[] }>;
export type CandidateQuestion = QuestionsResponse<unknown, string[], string[]>;

/** What the set editor needs of a chosen question (and what a draft keeps of it). */
export type ChosenQuestion = Pick<CandidateQuestion, 'id' | 'text' | 'subject' | 'grade' | 'skills' | 'estimatedTime'>;

export const chosenOf = ({ id, text, subject, grade, skills, estimatedTime }: ChosenQuestion): ChosenQuestion => ({
  id,
  text,
  subject,
  grade,
  skills,
  estimatedTime,
});

type SetRecordFields = QuestionSetsRecord<string[], string[], string[], string[]>;
type ListField = 'skills' | 'learningObjectives' | 'prerequisites' | 'tags';

/** The set form's values: the record's fields, with selects empty until chosen and lists never null; the questions live in the builder. */
export type SetFields = Pick<SetRecordFields, 'title' | 'description'> &
  Partial<Pick<SetRecordFields, 'subject' | 'grade' | 'type' | 'difficulty'>> & { [K in ListField]-?: NonNullable<SetRecordFields[K]> };

/** What the set editor shows messages on: the form's fields and the builder's questions. */
export type SetEditorFields = SetFields & Pick<SetRecordFields, 'questions'>;

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

export function validateFields(fields: SetFields, questions: readonly string[]): FieldErrors<SetEditorFields> {
  return validateQuestionSet(bodyOf(fields, questions, 0, 'draft'));
}
