// Questions out: GIFT and Moodle XML, the formats other question banks read (Moodle above all), written so that
// the importer reads back everything the format can hold (shared/src/import/*.test.ts round-trips every type).
// What a format cannot hold is said, question by question, never dropped in silence:
// - GIFT holds no picture, and one blank at most in a question's sentence;
// - neither holds a question's skills, difficulty, estimated time or Bloom level, nor "spelling must be exact":
//   an import takes those from its defaults;
// - the subject, grade and topic travel as the question's category ($course$/Mathematics/Grade 2/Geometry),
//   tags as tags, the explanation as general feedback (an essay's marking guide as the grader's information).
import { acceptedAnswers, textAroundBlanks } from '../domain/index.ts';
import type { DraftOption, ImportPicture, QuestionDraft } from './draft.ts';
import { IMPORT_MESSAGES } from './messages.ts';

/** A question as it goes out: the fields a draft has, and its picture when it has one. */
export type ExportQuestion = Pick<
  QuestionDraft,
  'text' | 'type' | 'subject' | 'grade' | 'topic' | 'tags' | 'options' | 'correctAnswer' | 'explanation'
> & {
  image_alt?: string;
  picture?: ImportPicture;
};

export interface ExportedFile {
  text: string;
  /** What the format could not hold, by question: "Question 3 (What is...?): ...". */
  notes: string[];
}

/** The category a question is filed under, as Moodle writes one. */
export const categoryOf = (q: Pick<ExportQuestion, 'subject' | 'grade' | 'topic'>) =>
  ['$course$', q.subject, q.grade, q.topic].filter(Boolean).join('/');

/** A number and its margin as a key writes them ("12 ± 0.5"); null for a word. */
function numberOf(alternative: string): { value: string; margin: string } | null {
  const match = /^\s*([-+]?(?:\d+(?:\.\d+)?|\.\d+))\s*(?:(?:±|\+\/-|\+-)\s*(\d+(?:\.\d+)?|\.\d+))?\s*$/.exec(alternative);
  return match ? { value: match[1]!, margin: match[2] ?? '0' } : null;
}

/** One blank's (or a short answer's) alternatives: all numbers, all words, or a mix a format holds only as words. */
function keyOf(alternatives: string[]): { numbers: Array<{ value: string; margin: string }> } | { words: string[]; lost: boolean } {
  const numbers = alternatives.map(numberOf);
  if (numbers.every((n) => n !== null)) return { numbers: numbers as Array<{ value: string; margin: string }> };
  const lost = numbers.some((n) => n !== null && Number(n.margin) !== 0);
  return { words: alternatives.map((alternative, i) => (numbers[i] ? numbers[i].value : alternative)), lost };
}

const where = (index: number, q: ExportQuestion) => `Question ${index + 1} (${q.text.length > 40 ? `${q.text.slice(0, 40)}...` : q.text})`;
const pairLeft = (option: DraftOption & { alt?: string }) => option.text || option.alt || '';

// --- GIFT ---------------------------------------------------------------------------------------

/** Text as GIFT reads it: its special characters escaped, on one line. */
const giftText = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/([\\~=#{}:])/g, '\\$1');

function giftNumbers(numbers: Array<{ value: string; margin: string }>): string {
  if (numbers.length === 1) return `#${numbers[0]!.value}${Number(numbers[0]!.margin) ? `:${numbers[0]!.margin}` : ''}`;
  return `#${numbers.map((n) => `=${n.value}:${n.margin}`).join(' ')}`;
}

function giftKey(alternatives: string[], note: (message: string) => void): string {
  const key = keyOf(alternatives);
  if ('numbers' in key) return giftNumbers(key.numbers);
  if (key.lost) note(IMPORT_MESSAGES.exportMarginLost);
  return key.words.map((word) => `=${giftText(word)}`).join(' ');
}

/** The answers of one question between { }, and its explanation as general feedback. */
function giftAnswers(q: ExportQuestion, note: (message: string) => void): string | null {
  const feedback = q.explanation ? ` ####${giftText(q.explanation)}` : '';
  switch (q.type) {
    case 'multiple_choice': {
      const right = q.options.filter((option) => option.isCorrect).length;
      const weight = right > 1 ? `%${Number((100 / right).toFixed(5))}%` : '';
      return `{${q.options.map((option) => (option.isCorrect ? (weight ? ` ~${weight}` : ' =') : ' ~') + giftText(option.text)).join('')}${feedback} }`;
    }
    case 'true_false':
      return `{${q.correctAnswer === 'True' ? 'TRUE' : 'FALSE'}${feedback}}`;
    case 'short_answer':
      return `{${giftKey(acceptedAnswers(q.correctAnswer, q.type)[0] ?? [], note)}${feedback}}`;
    case 'matching':
      if (q.options.some((option) => !option.text)) note(IMPORT_MESSAGES.exportPairPictures);
      return `{${q.options.map((option) => ` =${giftText(pairLeft(option))} -> ${giftText(option.match ?? '')}`).join('')}${feedback} }`;
    case 'essay':
      return `{${feedback}}`;
    default:
      return null;
  }
}

/** The questions as a GIFT file: each under its category, its tags in a comment GIFT reads. */
export function toGift(questions: readonly ExportQuestion[]): ExportedFile {
  const lines: string[] = [];
  const notes: string[] = [];
  let category = '';
  questions.forEach((q, index) => {
    const note = (message: string) => notes.push(`${where(index, q)}: ${message}`);
    if (q.picture) note(IMPORT_MESSAGES.exportGiftPicture);
    if (categoryOf(q) !== category) {
      category = categoryOf(q);
      lines.push(`$CATEGORY: ${category}`, '');
    }
    const tags = q.tags.length ? [`// ${q.tags.map((tag) => `[tag:${tag.replace(/[\]\s]+/g, '-')}]`).join(' ')}`] : [];
    if (q.type === 'fill_blank') {
      const keys = acceptedAnswers(q.correctAnswer, q.type);
      if (keys.length !== 1) return note(IMPORT_MESSAGES.exportGiftBlanks(keys.length));
      const [before = '', after = ''] = textAroundBlanks(q.text);
      const feedback = q.explanation ? ` ####${giftText(q.explanation)}` : '';
      lines.push(...tags, `${giftText(before)}{${giftKey(keys[0]!, note)}${feedback}}${giftText(after)}`, '');
      return;
    }
    const answers = giftAnswers(q, note);
    if (answers) lines.push(...tags, `${giftText(q.text)} ${answers}`, '');
  });
  return { text: lines.join('\n'), notes };
}

// --- Moodle XML ---------------------------------------------------------------------------------

/** Text in CDATA, safe whatever it holds. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const escapeXml = escapeHtml;
const html = (text: string) => cdata(`<p>${escapeHtml(text)}</p>`);
const textElement = (name: string, text: string) => `<${name} format="html"><text>${html(text)}</text></${name}>`;
const plainElement = (name: string, text: string) => `<${name}><text>${escapeXml(text)}</text></${name}>`;

/** Bytes as base64, without a library (Node and browsers alike). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function questionText(q: ExportQuestion, text: string): string {
  if (!q.picture) return textElement('questiontext', text);
  const image = `<p><img src="@@PLUGINFILE@@/${encodeURIComponent(q.picture.name)}" alt="${escapeHtml(q.image_alt ?? '')}"></p>`;
  return `<questiontext format="html"><text>${cdata(`<p>${escapeHtml(text)}</p>${image}`)}</text><file name="${escapeXml(q.picture.name)}" path="/" encoding="base64">${base64(q.picture.bytes)}</file></questiontext>`;
}

const answer = (fraction: number, text: string, extra = '') =>
  `<answer fraction="${fraction}" format="html"><text>${html(text)}</text>${extra}</answer>`;
const plainAnswer = (fraction: number, text: string, extra = '') =>
  `<answer fraction="${fraction}" format="moodle_auto_format"><text>${escapeXml(text)}</text>${extra}</answer>`;

/** Text inside a cloze gap: its special characters escaped. */
const clozeText = (text: string) => text.replace(/([\\}~#=])/g, '\\$1');

/** A blank of a cloze question: {1:SHORTANSWER:=cat~=rug} or {1:NUMERICAL:=12:0.5}. */
function clozeBlank(alternatives: string[], note: (message: string) => void): string {
  const key = keyOf(alternatives);
  if ('numbers' in key) return `{1:NUMERICAL:${key.numbers.map((n) => `=${n.value}:${n.margin}`).join('~')}}`;
  if (key.lost) note(IMPORT_MESSAGES.exportMarginLost);
  return `{1:SHORTANSWER:${key.words.map((word) => `=${clozeText(word)}`).join('~')}}`;
}

function moodleBody(q: ExportQuestion, note: (message: string) => void): { type: string; body: string } | null {
  const feedback = q.explanation ? textElement('generalfeedback', q.explanation) : '';
  const common = (text = q.text) =>
    `${plainElement('name', q.text.slice(0, 80))}${questionText(q, text)}${q.type === 'essay' ? '' : feedback}<defaultgrade>1</defaultgrade>`;
  const tags = q.tags.length ? `<tags>${q.tags.map((tag) => plainElement('tag', tag)).join('')}</tags>` : '';
  switch (q.type) {
    case 'multiple_choice': {
      const right = q.options.filter((option) => option.isCorrect).length;
      const answers = q.options.map((option) => answer(option.isCorrect ? Number((100 / right).toFixed(5)) : 0, option.text)).join('');
      return {
        type: 'multichoice',
        body: `${common()}<single>${right === 1}</single><shuffleanswers>true</shuffleanswers><answernumbering>abc</answernumbering>${answers}${tags}`,
      };
    }
    case 'true_false':
      return {
        type: 'truefalse',
        body: `${common()}${plainAnswer(q.correctAnswer === 'True' ? 100 : 0, 'true')}${plainAnswer(q.correctAnswer === 'True' ? 0 : 100, 'false')}${tags}`,
      };
    case 'short_answer': {
      const key = keyOf(acceptedAnswers(q.correctAnswer, q.type)[0] ?? []);
      if ('numbers' in key)
        return {
          type: 'numerical',
          body: `${common()}${key.numbers.map((n) => plainAnswer(100, n.value, `<tolerance>${n.margin}</tolerance>`)).join('')}${tags}`,
        };
      if (key.lost) note(IMPORT_MESSAGES.exportMarginLost);
      return {
        type: 'shortanswer',
        body: `${common()}<usecase>0</usecase>${key.words.map((word) => plainAnswer(100, word)).join('')}${tags}`,
      };
    }
    case 'fill_blank': {
      const keys = acceptedAnswers(q.correctAnswer, q.type);
      const text = textAroundBlanks(q.text).reduce(
        (whole, piece, i) => whole + (i > 0 ? clozeBlank(keys[i - 1] ?? [], note) : '') + piece,
        '',
      );
      return { type: 'cloze', body: `${common(text)}${tags}` };
    }
    case 'matching': {
      const pairs = q.options.map(
        (option) =>
          `<subquestion format="html"><text>${html(pairLeft(option))}</text>${plainAnswer(100, option.match ?? '').replace(/<answer[^>]*>/, '<answer>')}</subquestion>`,
      );
      if (q.options.some((option) => !option.text)) note(IMPORT_MESSAGES.exportPairPictures);
      return { type: 'matching', body: `${common()}<shuffleanswers>true</shuffleanswers>${pairs.join('')}${tags}` };
    }
    case 'essay':
      return {
        type: 'essay',
        body: `${common()}<responseformat>editor</responseformat><responsefieldlines>10</responsefieldlines>${textElement('graderinfo', q.explanation)}${tags}`,
      };
    default:
      return null;
  }
}

/** The questions as a Moodle XML file: each type as Moodle's own (a fill-in question as cloze), pictures inside it. */
export function toMoodleXml(questions: readonly ExportQuestion[]): ExportedFile {
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  const notes: string[] = [];
  let category = '';
  questions.forEach((q, index) => {
    const note = (message: string) => notes.push(`${where(index, q)}: ${message}`);
    if (categoryOf(q) !== category) {
      category = categoryOf(q);
      parts.push(`<question type="category"><category><text>${escapeXml(category)}</text></category></question>`);
    }
    const written = moodleBody(q, note);
    if (written) parts.push(`<question type="${written.type}">${written.body}</question>`);
  });
  parts.push('</quiz>', '');
  return { text: parts.join('\n'), notes };
}
