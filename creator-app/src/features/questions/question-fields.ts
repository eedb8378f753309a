import {
  ESTIMATED_TIME,
  inRangeOrDefault,
  isTypedType,
  OPTIONS,
  QUESTION_TYPES,
  SKILLS,
  TOPICS,
  validateQuestion,
  type ContentStatus,
  type FieldErrors,
  type QuestionsRecord,
  type QuestionsResponse,
  type QuestionType,
  type Subject,
} from 'shared';

export interface QuestionOption {
  id: string;
  text: string;
  isCorrect: boolean;
  /** A matching question's partner of `text`. */
  match?: string;
  /** A matching pair's picture on the left: one of the question's files (or an upload of this visit, by the name it is sent under). */
  image?: string;
  /** The words a screen reader says for the pair's picture. */
  alt?: string;
}

type QuestionRecordFields = QuestionsRecord<QuestionOption[], string[], string[]>;
type TextField = 'text' | 'subtopic' | 'correctAnswer' | 'explanation' | 'source' | 'paper' | 'questionNumber' | 'image_alt';
type ListField = 'skills' | 'tags' | 'options';

/** The question form's values: the record's fields, with selects left empty until chosen and lists never null. */
export type QuestionFields = Required<Pick<QuestionRecordFields, TextField>> &
  Partial<Pick<QuestionRecordFields, 'subject' | 'grade' | 'topic' | 'difficulty' | 'bloomsTaxonomy'>> & {
    [K in ListField]-?: NonNullable<QuestionRecordFields[K]>;
  } & {
    type: QuestionType;
    /** Seconds; null while the box is empty (it then falls back to 30). */
    estimatedTime: number | null;
    year: number | null;
    /** A typed question: only the key's spelling is right (no near miss taken as misspelt). */
    exactSpelling: boolean;
  };

export type QuestionRecord = QuestionsResponse<QuestionOption[], string[], string[]>;

/** Option ids are the letters in order: a new option takes the next one, a removal re-letters the rest. */
export const letterOf = (index: number) => String.fromCharCode(97 + index);
export const relettered = (options: readonly QuestionOption[]) => options.map((option, i) => ({ ...option, id: letterOf(i) }));

export function emptyOptions(count: number = OPTIONS.default): QuestionOption[] {
  return Array.from({ length: count }, (_, i) => ({ id: letterOf(i), text: '', isCorrect: false }));
}

export function emptyQuestion(): QuestionFields {
  return {
    text: '',
    type: 'multiple_choice',
    subtopic: '',
    skills: [],
    estimatedTime: ESTIMATED_TIME.default,
    source: 'original',
    year: new Date().getFullYear(),
    paper: '',
    questionNumber: '',
    tags: [],
    options: emptyOptions(),
    correctAnswer: '',
    exactSpelling: false,
    explanation: '',
    image_alt: '',
  };
}

const isQuestionType = (type: string): type is QuestionType => QUESTION_TYPES.some((known) => known === type);

/** A saved question as the form shows it. */
export function fieldsOf(record: QuestionRecord): QuestionFields {
  return {
    text: record.text,
    type: isQuestionType(record.type) ? record.type : 'multiple_choice',
    subject: record.subject,
    grade: record.grade,
    topic: record.topic || undefined,
    subtopic: record.subtopic,
    skills: record.skills ?? [],
    difficulty: record.difficulty,
    estimatedTime: record.estimatedTime,
    bloomsTaxonomy: record.bloomsTaxonomy || undefined,
    source: record.source,
    year: record.year || null,
    paper: record.paper,
    questionNumber: record.questionNumber,
    tags: record.tags ?? [],
    options: record.options?.length ? record.options : emptyOptions(),
    correctAnswer: record.correctAnswer,
    exactSpelling: record.exactSpelling ?? false,
    explanation: record.explanation,
    image_alt: record.image_alt,
  };
}

/** What a subject change leaves: a topic and skills of the new subject only. */
export function forSubject(fields: Pick<QuestionFields, 'topic' | 'skills'>, subject: Subject | undefined) {
  const topics = subject ? TOPICS[subject] : [];
  const skills = subject ? SKILLS[subject] : [];
  return {
    topic: fields.topic && topics.includes(fields.topic) ? fields.topic : undefined,
    skills: fields.skills.filter((skill) => skills.includes(skill)),
  };
}

const TRUE_FALSE = ['True', 'False'] as const;

/**
 * The record body of the form's values. A true/false question keeps its answer in
 * correctAnswer and also as two lettered options, as the importer writes it; a typed answer
 * (fill in the blank, short answer) and an essay have no options; a matching question's options are its pairs.
 */
export function bodyOf(fields: QuestionFields, status: ContentStatus) {
  const options =
    fields.type === 'multiple_choice'
      ? fields.options.map((option) => ({ id: option.id, text: option.text.trim(), isCorrect: option.isCorrect }))
      : fields.type === 'true_false'
        ? TRUE_FALSE.map((text, i) => ({ id: letterOf(i), text, isCorrect: fields.correctAnswer === text }))
        : fields.type === 'matching'
          ? fields.options.map((option) => ({
              id: option.id,
              text: option.text.trim(),
              match: (option.match ?? '').trim(),
              ...(option.image ? { image: option.image, alt: (option.alt ?? '').trim() } : {}),
            }))
          : [];
  return {
    text: fields.text.trim(),
    type: fields.type,
    subject: fields.subject ?? '',
    grade: fields.grade ?? '',
    topic: fields.topic ?? '',
    subtopic: fields.subtopic.trim(),
    skills: fields.skills,
    difficulty: fields.difficulty ?? '',
    estimatedTime: inRangeOrDefault(fields.estimatedTime, ESTIMATED_TIME),
    bloomsTaxonomy: fields.bloomsTaxonomy ?? '',
    source: fields.source.trim(),
    year: fields.year,
    paper: fields.paper.trim(),
    questionNumber: fields.questionNumber.trim(),
    tags: fields.tags,
    options,
    correctAnswer:
      fields.type === 'multiple_choice' || fields.type === 'matching' || fields.type === 'essay' ? '' : fields.correctAnswer.trim(),
    exactSpelling: isTypedType(fields.type) && fields.exactSpelling,
    explanation: fields.explanation.trim(),
    image_alt: fields.image_alt.trim(),
    status,
  };
}

export type QuestionBody = ReturnType<typeof bodyOf>;

/** Stands for the question's own picture in the checks: a name no stored file or upload has. */
const OWN_PICTURE = '(the question’s picture)';

/**
 * The checks of docs/product.md, "Validation", by the shared validator the server mirrors; `hasImage` counts a kept or a new
 * picture of the question's own, `pairPictures` the names of the pictures a pair may show (stored or uploaded now).
 */
export function validateFields(
  fields: QuestionFields,
  hasImage: boolean,
  pairPictures: readonly string[] = [],
): FieldErrors<QuestionFields> {
  const body = bodyOf(fields, 'draft');
  const shown = pairPictures.filter((name) => body.options.some((option) => 'image' in option && option.image === name));
  return validateQuestion({ ...body, images: [...(hasImage ? [OWN_PICTURE] : []), ...shown] });
}
