// Enumerations and limits (docs/product.md, "Enumerations" and "Limits and constants"). The server runs this very code
// (bundled into backend/pb_hooks/lib/domain.js, docs/backend.md "Shared rules").

export const SUBJECTS = ['Mathematics', 'English', 'Science', 'History', 'Geography'] as const;
export const GRADES = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6'] as const;
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'] as const;
export const CONTENT_STATUSES = ['draft', 'review', 'published'] as const;
export const ASSIGNMENT_STATUSES = ['draft', 'active'] as const;
export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'fill_blank', 'short_answer', 'essay', 'matching'] as const;
/** Types answered by choosing one of the question's options: the answer is an option id (the rest are typed). */
export const CHOICE_QUESTION_TYPES = ['multiple_choice', 'true_false'] as const;
/** A true/false question's two options, in order (ids a and b), the right one marked, as the editor and the importer write them. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;
export const QUESTION_TYPE_LABELS: Record<(typeof QUESTION_TYPES)[number], string> = {
  multiple_choice: 'Multiple Choice',
  true_false: 'True / False',
  fill_blank: 'Fill in the Blank',
  short_answer: 'Short Answer',
  essay: 'Essay',
  matching: 'Matching',
};
export const SET_TYPES = ['skills_practice', 'ten_year_series', 'assessment', 'diagnostic', 'review'] as const;
export const SET_TYPE_LABELS: Record<(typeof SET_TYPES)[number], string> = {
  skills_practice: 'Skills Practice',
  ten_year_series: 'Ten Year Series',
  assessment: 'Assessment',
  diagnostic: 'Diagnostic',
  review: 'Review',
};
export const TOPICS: Record<(typeof SUBJECTS)[number], readonly string[]> = {
  Mathematics: ['Numbers and Operations', 'Algebra', 'Geometry', 'Measurement', 'Data Analysis', 'Probability', 'Problem Solving'],
  English: ['Reading Comprehension', 'Grammar', 'Vocabulary', 'Writing', 'Listening', 'Speaking', 'Literature'],
  Science: ['Life Science', 'Physical Science', 'Earth Science', 'Chemistry', 'Physics', 'Environmental Science'],
  // The topics of History and Geography and every skill list are ours, for primary school.
  History: [
    'Ancient Civilisations',
    'Timelines and Chronology',
    'Famous People',
    'Inventions and Discoveries',
    'Exploration',
    'Everyday Life in the Past',
    'Local History',
  ],
  Geography: [
    'Maps and Directions',
    'Countries and Continents',
    'Weather and Climate',
    'Rivers and Mountains',
    'Oceans and Seas',
    'Communities and Settlements',
    'Environment and Sustainability',
  ],
};
/** The fixed skill list of each subject: a question's skills come from its subject's list. */
export const SKILLS: Record<(typeof SUBJECTS)[number], readonly string[]> = {
  Mathematics: [
    'Addition',
    'Subtraction',
    'Multiplication',
    'Division',
    'Place Value',
    'Fractions',
    'Decimals',
    'Patterns',
    'Shapes',
    'Measurement',
    'Money',
    'Data Handling',
  ],
  English: [
    'Phonics',
    'Spelling',
    'Punctuation',
    'Parts of Speech',
    'Tenses',
    'Plurals',
    'Sentence Structure',
    'Synonyms',
    'Antonyms',
    'Word Meanings',
    'Reading for Meaning',
    'Figurative Language',
  ],
  Science: [
    'Plants',
    'Animals',
    'Food Chains',
    'Human Body',
    'Materials',
    'States of Matter',
    'Forces',
    'Light',
    'Sound',
    'Electricity',
    'Earth and Space',
    'Scientific Enquiry',
  ],
  History: [
    'Chronology',
    'Historical Vocabulary',
    'Cause and Effect',
    'Change Over Time',
    'Using Evidence',
    'Significant People',
    'Everyday Life',
    'Civilisations',
    'Inventions',
    'Exploration',
  ],
  Geography: [
    'Map Skills',
    'Compass Directions',
    'Continents and Oceans',
    'Countries',
    'Physical Features',
    'Weather and Climate',
    'Human Features',
    'Environment',
    'Fieldwork',
    'Geographical Vocabulary',
  ],
};

export type Subject = (typeof SUBJECTS)[number];
export type Grade = (typeof GRADES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type SetType = (typeof SET_TYPES)[number];
export type BloomLevel = (typeof BLOOM_LEVELS)[number];

/** A page of a list, as the backend client asks for it by default (docs/product.md, "Limits and constants"). */
export const LIST_PAGE_SIZE = 30;
/** Assignment time limit in minutes. */
export const TIME_LIMIT = { min: 5, max: 180, default: 30 } as const;
/** Question estimated time in seconds. */
export const ESTIMATED_TIME = { min: 10, max: 600, default: 30 } as const;
/** Options per multiple-choice question. */
export const OPTIONS = { min: 2, default: 4, max: 6 } as const;
/**
 * A question's picture and sound clip: what the file fields `images` and `audio` of `questions`
 * accept (backend/test/creator-content.test.ts holds the collection to these).
 */
export const QUESTION_MEDIA = {
  image: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] },
  audio: { maxBytes: 10 * 1024 * 1024, types: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/webm'] },
} as const;
/**
 * The most pixels a question's picture may say it has (4096 × 4096; a 12 MP phone photo fits). A few kilobytes
 * of PNG can say 144 million grey pixels, which take hundreds of megabytes once decoded: a server's thumbnail, a
 * child's phone.
 */
export const PICTURE_MAX_PIXELS = 4096 * 4096;
/** Pictures one question holds (the `images` field's maxSelect): its own and its matching pairs'. */
export const QUESTION_PICTURES_MAX = 7;
/** A reviewer's note to the author when sending an item back to draft. */
export const REVIEW_COMMENT_MAX = 1000;
export const DEFAULT_INSTRUCTIONS = 'Read each question carefully and choose the best answer.';
/**
 * Quiz timer: on a quiz of `fullFromMinutes` or more, yellow and the first warning under 600 s, red and
 * the second under 300 s; a shorter quiz has them at a third and a sixth of its time.
 */
export const TIMER_WARNINGS = { yellowBelow: 600, redBelow: 300, fullFromMinutes: 30 } as const;
/** Seconds after the deadline during which a late answer is still accepted. */
export const ANSWER_GRACE_SECONDS = 30;
/** A parent's or creator's password: PocketBase's own minimum on the auth collections, checked by the backend tests. */
export const PASSWORD_MIN_LENGTH = 8;
/** A child's name, in characters. */
export const CHILD_NAME_MAX = 100;
/**
 * Children in one family: room for any family, and a bound on what one account's exports, Progress and
 * weekly email read (a family of 600 children took a minute to download).
 */
export const CHILDREN_MAX = 30;
/** What a parent is told at the limit (the server's refusal and the Children screens), apart from MESSAGES so that a screen saying it carries no other rule's words: its one name. */
export const CHILDREN_MAX_MESSAGE = `A family can have at most ${CHILDREN_MAX} children. Remove one to add another.`;
/** Questions in one assignment: every attempt of it stays far below the server's record limits. */
export const ASSIGNMENT_QUESTIONS_MAX = 200;
/** What a published question serves to children: fixed while it is published (a new version replaces it; the server fixes every other field of it too). */
export const QUESTION_SERVED_FIELDS = [
  'text',
  'type',
  'options',
  'correctAnswer',
  'explanation',
  'images',
  'image_alt',
  'audio',
  'video',
] as const;
/**
 * A child's time on timed quizzes (WCAG 2.2.1), set by their parent: the factor on an assignment's
 * time limit, or null for no time limit. The server applies it to each new attempt's deadline.
 */
export const TIME_ALLOWANCES = { standard: 1, extra_half: 1.5, double: 2, untimed: null } as const;
export type TimeAllowance = keyof typeof TIME_ALLOWANCES;
/**
 * "Take a break" (docs/product.md, "Quiz"): how many breaks a timed quiz allows, the parent's choice per child
 * (`students.breaks`, empty is one), and how long a break may last before the clock runs again by itself.
 * The server stops the deadline during a break and moves it by the break's length.
 */
export const BREAK_ALLOWANCES = { none: 0, one: 1, three: 3 } as const;
export type BreakAllowance = keyof typeof BREAK_ALLOWANCES;
export const BREAK_MAX_SECONDS = 10 * 60;
