// The rules of SPEC.md sections 3, 5 and 9 that the server enforces, as pure functions over
// plain values. Mirrors shared/src/domain (constants.ts, validation.ts);
// backend/test/rules-mirror.test.ts holds the two together.
// Plain CommonJS without newer syntax: it runs in PocketBase's JS engine and in Node.

const SUBJECTS = ['Mathematics', 'English', 'Science', 'History', 'Geography'];
const GRADES = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6'];
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'];
const CONTENT_STATUSES = ['draft', 'review', 'published'];
const ASSIGNMENT_STATUSES = ['draft', 'active'];
const QUESTION_TYPES = ['multiple_choice', 'true_false', 'fill_blank', 'short_answer', 'essay', 'matching'];
const SET_TYPES = ['skills_practice', 'ten_year_series', 'assessment', 'diagnostic', 'review'];
const TOPICS = {
  Mathematics: ['Numbers and Operations', 'Algebra', 'Geometry', 'Measurement', 'Data Analysis', 'Probability', 'Problem Solving'],
  English: ['Reading Comprehension', 'Grammar', 'Vocabulary', 'Writing', 'Listening', 'Speaking', 'Literature'],
  Science: ['Life Science', 'Physical Science', 'Earth Science', 'Chemistry', 'Physics', 'Environmental Science'],
  History: ['Ancient Civilisations', 'Timelines and Chronology', 'Famous People', 'Inventions and Discoveries', 'Exploration', 'Everyday Life in the Past', 'Local History'],
  Geography: ['Maps and Directions', 'Countries and Continents', 'Weather and Climate', 'Rivers and Mountains', 'Oceans and Seas', 'Communities and Settlements', 'Environment and Sustainability'],
};
const SKILLS = {
  Mathematics: ['Addition', 'Subtraction', 'Multiplication', 'Division', 'Place Value', 'Fractions', 'Decimals', 'Patterns', 'Shapes', 'Measurement', 'Money', 'Data Handling'],
  English: ['Phonics', 'Spelling', 'Punctuation', 'Parts of Speech', 'Tenses', 'Plurals', 'Sentence Structure', 'Synonyms', 'Antonyms', 'Word Meanings', 'Reading for Meaning', 'Figurative Language'],
  Science: ['Plants', 'Animals', 'Food Chains', 'Human Body', 'Materials', 'States of Matter', 'Forces', 'Light', 'Sound', 'Electricity', 'Earth and Space', 'Scientific Enquiry'],
  History: ['Chronology', 'Historical Vocabulary', 'Cause and Effect', 'Change Over Time', 'Using Evidence', 'Significant People', 'Everyday Life', 'Civilisations', 'Inventions', 'Exploration'],
  Geography: ['Map Skills', 'Compass Directions', 'Continents and Oceans', 'Countries', 'Physical Features', 'Weather and Climate', 'Human Features', 'Environment', 'Fieldwork', 'Geographical Vocabulary'],
};
const TIME_LIMIT = { min: 5, max: 180, default: 30 };
const ESTIMATED_TIME = { min: 10, max: 600, default: 30 };
const OPTIONS = { min: 2, default: 4, max: 6 };

const DEFAULT_INSTRUCTIONS = 'Read each question carefully and choose the best answer.';
const LIST_ITEM_MAX = 200;
const LIST_MAX = 50;
const OPTION_TEXT_MAX = 500;
const ANSWER_GRACE_SECONDS = 30;
const CHILD_NAME_MAX = 100;
const ASSIGNMENT_QUESTIONS_MAX = 200;

const MESSAGES = {
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
  assignmentSize: 'An assignment can have at most ' + ASSIGNMENT_QUESTIONS_MAX + ' questions: choose fewer question sets',
  quizSize: 'This quiz has more than ' + ASSIGNMENT_QUESTIONS_MAX + ' questions, too many to start: please ask your parent to choose fewer question sets',
  dueDate: 'Choose a valid due date',
  imageAlt: 'Describe the image for children who cannot see it',
  reviewComment: 'Tell the author what to change before sending it back',
  childName: "Child's name is required",
  childNameLength: 'Name must be at most ' + CHILD_NAME_MAX + ' characters',
};

/** @param {unknown} value @returns {boolean} */
function isBlank(value) {
  return value == null || String(value).trim() === '';
}

/** @param {unknown} value @returns {boolean} */
function isWholeNumberIn(value, range) {
  return typeof value === 'number' && Math.floor(value) === value && value >= range.min && value <= range.max;
}

/**
 * A list of short, unique, non-empty texts (skills, tags, objectives).
 * @param {unknown} value
 * @returns {string | null} a message, or null when the list is fine
 */
function listProblem(value) {
  if (value == null) return null;
  if (!Array.isArray(value)) return 'Must be a list of texts';
  if (value.length > LIST_MAX) return 'At most ' + LIST_MAX + ' entries';
  const seen = {};
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i];
    if (typeof item !== 'string' || item.trim() === '') return 'Entries must be non-empty texts';
    if (item.length > LIST_ITEM_MAX) return 'Entries must be at most ' + LIST_ITEM_MAX + ' characters';
    if (seen[item.trim()]) return 'Entries must not repeat';
    seen[item.trim()] = true;
  }
  return null;
}

/**
 * @param {{ title?: unknown, question_sets?: unknown, assigned_students?: unknown, timeLimit?: unknown, totalQuestions?: unknown }} a
 * @returns {Record<string, string>} message by field
 */
function validateAssignment(a) {
  const errors = {};
  if (isBlank(a.title)) errors.title = MESSAGES.assignmentTitle;
  if (!Array.isArray(a.question_sets) || a.question_sets.length === 0) errors.question_sets = MESSAGES.assignmentSets;
  if (!Array.isArray(a.assigned_students) || a.assigned_students.length === 0) {
    errors.assigned_students = MESSAGES.assignmentChildren;
  }
  if (!isWholeNumberIn(a.timeLimit, TIME_LIMIT)) errors.timeLimit = MESSAGES.timeLimit;
  if (!errors.question_sets && typeof a.totalQuestions === 'number' && a.totalQuestions > ASSIGNMENT_QUESTIONS_MAX) {
    errors.question_sets = MESSAGES.assignmentSize;
  }
  return errors;
}

/**
 * @param {{ text?: unknown, type?: unknown, subject?: unknown, grade?: unknown, topic?: unknown, difficulty?: unknown,
 *   skills?: unknown, tags?: unknown, estimatedTime?: unknown, options?: unknown, correctAnswer?: unknown, images?: unknown,
 *   image_alt?: unknown }} q
 * @returns {Record<string, string>} message by field
 */
function validateQuestion(q) {
  const errors = {};
  if (isBlank(q.text)) errors.text = MESSAGES.questionContent;
  if (isBlank(q.subject)) errors.subject = MESSAGES.subject;
  if (isBlank(q.grade)) errors.grade = MESSAGES.grade;
  if (isBlank(q.difficulty)) errors.difficulty = MESSAGES.difficulty;
  // Own keys only: a subject such as 'toString' must not find Object's methods.
  const topics = Object.prototype.hasOwnProperty.call(TOPICS, String(q.subject)) ? TOPICS[String(q.subject)] : undefined;
  if (!isBlank(q.topic) && topics && topics.indexOf(String(q.topic)) < 0) {
    errors.topic = 'Choose a topic of ' + q.subject;
  }
  if (!Array.isArray(q.skills) || q.skills.length === 0) errors.skills = MESSAGES.skill;
  else if (listProblem(q.skills)) errors.skills = listProblem(q.skills);
  else if (unknownSkillsProblem(String(q.subject), q.skills)) errors.skills = unknownSkillsProblem(String(q.subject), q.skills);
  if (listProblem(q.tags)) errors.tags = listProblem(q.tags);
  if (!isWholeNumberIn(q.estimatedTime, ESTIMATED_TIME)) errors.estimatedTime = MESSAGES.estimatedTime;
  const hasImage = Array.isArray(q.images) ? q.images.length > 0 : !isBlank(q.images);
  if (hasImage && isBlank(q.image_alt)) errors.image_alt = MESSAGES.imageAlt;
  const type = isBlank(q.type) ? 'multiple_choice' : q.type;
  if (type === 'multiple_choice') {
    const optionsError = optionsProblem(q.options);
    if (optionsError) errors.options = optionsError;
  } else if ((type === 'true_false' || type === 'fill_blank' || type === 'short_answer') && isBlank(q.correctAnswer)) {
    errors.correctAnswer = 'Please give the correct answer';
  }
  return errors;
}

/**
 * Skills outside the subject's fixed list.
 * @param {string} subject @param {unknown[]} skills
 * @returns {string | null} a message, or null when every skill is in the list or the subject is unknown
 */
function unknownSkillsProblem(subject, skills) {
  const known = Object.prototype.hasOwnProperty.call(SKILLS, subject) ? SKILLS[subject] : undefined;
  const unknown = known
    ? skills.filter(function (skill) {
        return known.indexOf(String(skill)) < 0;
      })
    : [];
  return unknown.length ? 'Not a skill of ' + subject + ': ' + unknown.join(', ') : null;
}

/** @param {unknown} options @returns {string | null} */
function optionsProblem(options) {
  if (!Array.isArray(options) || options.length < OPTIONS.min || options.length > OPTIONS.max) {
    return MESSAGES.optionCount;
  }
  let anyCorrect = false;
  for (let i = 0; i < options.length; i += 1) {
    const option = options[i];
    const expectedId = String.fromCharCode(97 + i);
    if (!option || typeof option !== 'object' || option.id !== expectedId) {
      return 'Options must be objects with ids a, b, c and so on, in order';
    }
    if (typeof option.text !== 'string' || option.text.trim() === '') return MESSAGES.optionText;
    if (option.text.length > OPTION_TEXT_MAX) return 'Option texts must be at most ' + OPTION_TEXT_MAX + ' characters';
    if (option.isCorrect !== undefined && typeof option.isCorrect !== 'boolean') return 'isCorrect must be true or false';
    if (option.isCorrect === true) anyCorrect = true;
  }
  return anyCorrect ? null : MESSAGES.correctOption;
}

/**
 * @param {{ title?: unknown, description?: unknown, subject?: unknown, grade?: unknown, type?: unknown, questions?: unknown,
 *   skills?: unknown, learningObjectives?: unknown, prerequisites?: unknown, tags?: unknown }} s
 * @returns {Record<string, string>} message by field
 */
function validateQuestionSet(s) {
  const errors = {};
  if (isBlank(s.title)) errors.title = MESSAGES.setTitle;
  if (isBlank(s.description)) errors.description = MESSAGES.setDescription;
  if (isBlank(s.subject)) errors.subject = MESSAGES.subject;
  if (isBlank(s.grade)) errors.grade = MESSAGES.grade;
  if (isBlank(s.type)) errors.type = MESSAGES.setType;
  if (!Array.isArray(s.questions) || s.questions.length === 0) errors.questions = MESSAGES.setQuestions;
  if (!Array.isArray(s.skills) || s.skills.length === 0) errors.skills = MESSAGES.skill;
  else if (listProblem(s.skills)) errors.skills = listProblem(s.skills);
  ['learningObjectives', 'prerequisites', 'tags'].forEach(function (field) {
    const problem = listProblem(s[field]);
    if (problem) errors[field] = problem;
  });
  return errors;
}

/**
 * A child as a parent adds or changes them: a name (at most CHILD_NAME_MAX characters once trimmed) and one of the grades.
 * @param {{ name?: unknown, grade?: unknown }} c
 * @returns {Record<string, string>} message by field
 */
function validateChild(c) {
  const errors = {};
  const name = typeof c.name === 'string' ? c.name.trim() : '';
  if (!name) errors.name = MESSAGES.childName;
  else if (name.length > CHILD_NAME_MAX) errors.name = MESSAGES.childNameLength;
  if (GRADES.indexOf(c.grade) < 0) errors.grade = MESSAGES.grade;
  return errors;
}

/**
 * Who may move a question or set from one status to another: owners send drafts to review or
 * take them back; only a reviewer publishes, only from review, and never their own work.
 * @param {string} from @param {string} to @param {{ isOwner: boolean, isReviewer: boolean }} who
 * @returns {string | null} a message, or null when allowed
 */
function statusChangeProblem(from, to, who) {
  if (from === to) {
    if (from === 'published' && !who.isReviewer) return 'Published items can be changed only by a reviewer';
    if (from === 'review' && !who.isOwner && !who.isReviewer) return 'Only the author or a reviewer can change this item';
    return null;
  }
  if (to === 'published') {
    if (!who.isReviewer) return 'Only a reviewer can publish';
    if (from !== 'review') return 'Only items in review can be published';
    // A second pair of eyes: nobody publishes what they wrote.
    if (who.isOwner) return 'Another reviewer publishes your own work';
    return null;
  }
  if (from === 'published') return who.isReviewer ? null : 'Published items can be changed only by a reviewer';
  if (from === 'review' && to === 'draft') return who.isOwner || who.isReviewer ? null : 'Only the author or a reviewer can change this item';
  return who.isOwner ? null : 'Only the author can change this item';
}

module.exports = {
  SUBJECTS,
  GRADES,
  DIFFICULTIES,
  CONTENT_STATUSES,
  ASSIGNMENT_STATUSES,
  QUESTION_TYPES,
  SET_TYPES,
  TOPICS,
  SKILLS,
  TIME_LIMIT,
  ESTIMATED_TIME,
  OPTIONS,
  DEFAULT_INSTRUCTIONS,
  ANSWER_GRACE_SECONDS,
  CHILD_NAME_MAX,
  ASSIGNMENT_QUESTIONS_MAX,
  MESSAGES,
  validateAssignment,
  validateQuestion,
  validateQuestionSet,
  validateChild,
  statusChangeProblem,
};
