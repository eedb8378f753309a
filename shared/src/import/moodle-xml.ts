// Moodle XML import, the format most question banks are kept in, read with fast-xml-parser (loaded on the first
// call, in the bulk import's worker). Each <question> is read on its own, so one whose XML is broken is named, with
// its number and line, and the others come in. Moodle's types become ours:
// - multichoice → multiple_choice (answers worth marks are right; part marks in a one-answer question are listed);
// - truefalse → true_false; shortanswer → short_answer (`a | b`); numerical → short_answer (`12 ± 0.5`);
// - cloze whose gaps are all SHORTANSWER or NUMERICAL → fill_blank, one ___ a gap; matching → matching; essay →
//   essay, the grader's information (or the general feedback) as its marking guide;
// - category → the subject, grade and topic of the questions under it; description and other types are listed.
// The question's picture (a <file> Moodle keeps inside <questiontext>, in base64) is checked like any upload:
// a picture type by its bytes, at most QUESTION_MEDIA's size and PICTURE_MAX_PIXELS, its hidden details taken out.
import {
  GRADES,
  pictureProblem,
  PICTURE_DETAILS_MESSAGES,
  QUESTION_MEDIA,
  SUBJECTS,
  TOPICS,
  withoutPictureDetails,
} from '../domain/index.ts';
import { mediaTypeOf } from '../media-types.ts';
import { buildRow, lettered } from './draft.ts';
import type { DraftOption, ImportDefaults, ImportPicture, ImportRow, ParsedFile, RawQuestion } from './draft.ts';
import { withoutTags } from './gift.ts';
import { IMPORT_MESSAGES } from './messages.ts';

type Node = Record<string, unknown>;
type Category = Pick<RawQuestion, 'subject' | 'grade' | 'topic'>;

/** A <question> of the file: its text and the line it starts on. */
interface Segment {
  line: number;
  text: string;
  /** Set when the segment has no </question>: named, not read. */
  unclosed?: boolean;
}

/** The <question> elements, found by their tags (not by parsing the whole file, which one broken question would stop). */
function segmentsOf(text: string): Segment[] {
  const starts = [...text.matchAll(/<question[\s>]/g)].map((match) => match.index);
  const ends = [...text.matchAll(/<\/question>/g)].map((match) => match.index);
  let line = 1;
  let counted = 0;
  let close = 0;
  return starts.map((start, i) => {
    for (let at = text.indexOf('\n', counted); at >= 0 && at < start; at = text.indexOf('\n', at + 1)) line += 1;
    counted = start;
    while (close < ends.length && ends[close]! < start) close += 1;
    const next = starts[i + 1] ?? text.length;
    const end = ends[close];
    if (end === undefined || end > next) return { line, text: text.slice(start, next), unclosed: true };
    return { line, text: text.slice(start, end + '</question>'.length) };
  });
}

const ARRAYS = new Set(['answer', 'subquestion', 'file', 'tag']);

const asNode = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const asList = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : value === undefined ? [] : [asNode(value)]);
const attribute = (node: Node, name: string) => String(node[`@_${name}`] ?? '');

/** An HTML text as words: tags out, entities as their characters, spaces tidied. */
function words(html: string): string {
  const text = withoutTags(html.replace(/<br\s*\/?>|<\/p>/gi, ' '))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&rsquo;|&lsquo;/g, "'")
    .replace(/&ldquo;|&rdquo;/g, '"')
    .replace(/&ndash;|&mdash;/g, '-')
    .replace(/&hellip;/g, '...')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
  return text.replace(/\s+/g, ' ').trim();
}

/** The text of an element Moodle writes as <x><text>...</text></x>. */
const textOf = (node: unknown): string => {
  const text = asNode(node)['text'];
  return typeof text === 'string' || typeof text === 'number' ? String(text) : '';
};
const wordsOf = (node: unknown) => words(textOf(node));
const fraction = (answer: Node) => Number(attribute(answer, 'fraction') || 0);

/** What a category names of a question: a subject, a grade and a topic among its parts. */
function categoryFields(path: string): Category {
  const parts = path.split('/').map((part) => part.trim().toLowerCase());
  const subject = SUBJECTS.find((known) => parts.includes(known.toLowerCase()));
  const grade = GRADES.find((known) => parts.includes(known.toLowerCase()));
  const topic = subject ? TOPICS[subject].find((known) => parts.includes(known.toLowerCase())) : undefined;
  return { ...(subject && { subject }), ...(grade && { grade }), ...(topic && { topic }) };
}

/** Bytes from base64, without a library. */
function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The question's picture: the file its text shows (or its first), checked as an upload is; or why it cannot be used. */
function pictureOf(questionText: Node): { picture?: ImportPicture; alt?: string; problem?: string } {
  const files = asList(questionText['file']);
  if (!files.length) return {};
  const html = textOf(questionText);
  const shown = /<img\b[^>]*\bsrc="@@PLUGINFILE@@\/([^"]+)"[^>]*>/i.exec(html);
  const shownName = shown ? decodeURIComponent(shown[1]!) : undefined;
  const file = files.find((f) => attribute(f, 'name') === shownName) ?? files[0]!;
  const name = attribute(file, 'name') || 'picture';
  const alt = shown ? (/\balt="([^"]*)"/i.exec(shown[0])?.[1] ?? '') : '';
  const bytes = fromBase64(String(file['#text'] ?? ''));
  const { maxBytes } = QUESTION_MEDIA.image;
  if (!bytes || !bytes.length) return { problem: IMPORT_MESSAGES.moodlePicture(name, 'it is empty or not written in base64') };
  if (bytes.length > maxBytes) return { problem: IMPORT_MESSAGES.moodlePicture(name, `it is larger than ${maxBytes / (1024 * 1024)} MB`) };
  const type = mediaTypeOf('image', bytes);
  if (!type) return { problem: IMPORT_MESSAGES.moodlePicture(name, 'it is not a PNG, JPEG, GIF, WebP or SVG picture') };
  const clean = type === 'image/svg+xml' ? bytes : withoutPictureDetails(bytes);
  const problem = clean && type !== 'image/svg+xml' ? pictureProblem(clean) : clean ? null : PICTURE_DETAILS_MESSAGES.unreadable;
  if (problem) return { problem: IMPORT_MESSAGES.moodlePicture(name, problem.charAt(0).toLowerCase() + problem.slice(1)) };
  return { picture: { name, type, bytes: clean ?? bytes }, alt: words(alt) };
}

/** Moodle's numbers: an answer and its tolerance, as our key writes them. */
function numberKey(answer: Node): string {
  const value = textOf(answer).trim();
  const tolerance = Number(String(answer['tolerance'] ?? '0').trim() || 0);
  return tolerance ? `${value} ± ${Math.abs(tolerance)}` : value;
}

/** A gap of a cloze question: {1:SHORTANSWER:=cat~%100%rug#feedback} → `cat | rug`; null for a gap of another kind. */
function clozeKey(gap: string): string | null {
  const match = /^\{\d*:(SHORTANSWER|SA|MW|SHORTANSWER_C|SAC|MWC|NUMERICAL|NM):(.*)\}$/s.exec(gap);
  if (!match) return null;
  const numeric = match[1] === 'NUMERICAL' || match[1] === 'NM';
  const answers = match[2]!.split(/(?<!\\)~/).flatMap((part) => {
    const right = /^(=|%100%)(.*)$/s.exec(part.trim());
    if (!right) return [];
    const text = words(right[2]!.split(/(?<!\\)#/)[0]!.replace(/\\([\\}~#=])/g, '$1'));
    if (!numeric) return [text];
    const [value = '', margin = '0'] = text.split(':');
    return [Number(margin) ? `${value.trim()} ± ${Math.abs(Number(margin))}` : value.trim()];
  });
  return answers.length ? answers.join(' | ') : null;
}

function rowOf(number: number, question: Node, defaults: ImportDefaults, category: Category): ImportRow | string {
  const type = attribute(question, 'type');
  const questionText = asNode(question['questiontext']);
  const explanation = wordsOf(question['generalfeedback']);
  const tags = asList(asNode(question['tags'])['tag']).map(textOf).filter(Boolean);
  const { picture, alt, problem: pictureProblemWords } = pictureOf(questionText);
  const parseErrors: Record<string, string> = {};
  if (pictureProblemWords) parseErrors.images = pictureProblemWords;
  else if (picture && !alt) parseErrors.image_alt = IMPORT_MESSAGES.moodlePictureAlt(picture.name);
  const answers = asList(question['answer']);
  const row = (raw: Omit<RawQuestion, 'text' | 'tags'> & { text?: string }, errors: Record<string, string> = {}): ImportRow => {
    const built = buildRow(number, { text: wordsOf(questionText), ...category, ...(tags.length && { tags }), ...raw }, defaults, {
      ...parseErrors,
      ...errors,
    });
    if (!picture) return built;
    return { ...built, draft: { ...built.draft, image_alt: alt ?? '' }, picture };
  };
  switch (type) {
    case 'multichoice': {
      const single = String(question['single'] ?? 'true').trim() !== 'false';
      const right = (answer: Node) => fraction(answer) > 0;
      const partial = single && answers.some((answer) => fraction(answer) > 0 && fraction(answer) < 100);
      const rightFeedback = answers.find(right);
      const options = lettered(answers.map(wordsOf), (i) => right(answers[i]!));
      return row(
        { type: 'multiple_choice', options, explanation: explanation || wordsOf(rightFeedback?.['feedback']) },
        partial ? { options: IMPORT_MESSAGES.giftPartialCredit } : {},
      );
    }
    case 'truefalse': {
      const isTrue = answers.some((answer) => fraction(answer) === 100 && /^true$/i.test(textOf(answer).trim()));
      const options = lettered(['True', 'False'], (i) => (i === 0) === isTrue);
      return row({ type: 'true_false', options, correctAnswer: isTrue ? 'True' : 'False', explanation });
    }
    case 'shortanswer':
    case 'numerical': {
      const full = answers.filter((answer) => fraction(answer) === 100);
      const partial = answers.some((answer) => fraction(answer) > 0 && fraction(answer) < 100);
      const correctAnswer = full.map((answer) => (type === 'numerical' ? numberKey(answer) : textOf(answer).trim())).join(' | ');
      return row(
        { type: 'short_answer', options: [], correctAnswer, explanation },
        partial ? { correctAnswer: IMPORT_MESSAGES.giftPartialCredit } : {},
      );
    }
    case 'cloze':
    case 'multianswer': {
      const html = textOf(questionText);
      const keys: string[] = [];
      let unreadable = false;
      const text = words(
        html.replace(/\{\d*:[A-Z_]+:(?:\\\}|[^}])*\}/g, (gap) => {
          const key = clozeKey(gap);
          if (key === null) unreadable = true;
          else keys.push(key);
          return ' ___ ';
        }),
      ).replace(/\s+([.,;:!?])/g, '$1');
      return row(
        { text, type: 'fill_blank', options: [], correctAnswer: keys.join(' ; '), explanation },
        unreadable ? { correctAnswer: IMPORT_MESSAGES.moodleCloze } : {},
      );
    }
    case 'matching': {
      const pairs = asList(question['subquestion']).map((pair) => ({ left: wordsOf(pair), right: wordsOf(asList(pair['answer'])[0]) }));
      const kept = pairs.filter((pair) => pair.left);
      const options: DraftOption[] = kept.map((pair, i) => ({ id: String.fromCharCode(97 + i), text: pair.left, match: pair.right }));
      return row(
        { type: 'matching', options, explanation },
        kept.length < pairs.length ? { options: IMPORT_MESSAGES.giftMatchingExtra } : {},
      );
    }
    case 'essay':
      return row({ type: 'essay', options: [], explanation: wordsOf(question['graderinfo']) || explanation });
    case 'description':
      return row({ type: 'multiple_choice', options: [] }, { type: IMPORT_MESSAGES.moodleDescription });
    default:
      return IMPORT_MESSAGES.moodleType(type || 'unnamed');
  }
}

/**
 * Parses a Moodle XML file; every question takes its subject, grade, topic, skills and difficulty from
 * `defaults`, or from the category it is under where that names them.
 */
export async function parseMoodleXml(text: string, defaults: ImportDefaults = {}): Promise<ParsedFile> {
  const { XMLParser, XMLValidator } = await import('fast-xml-parser');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => ARRAYS.has(name),
  });
  const segments = segmentsOf(text.replace(/^\uFEFF/, ''));
  if (!segments.length) return { rows: [], problems: [IMPORT_MESSAGES.moodleNoFile] };
  const rows: ImportRow[] = [];
  const problems: string[] = [];
  let category: Category = {};
  let number = 0;
  for (const segment of segments) {
    const isCategory = /^<question\s+type="category"/.test(segment.text);
    const valid = segment.unclosed ? null : XMLValidator.validate(segment.text);
    if (valid !== true) {
      if (isCategory) continue;
      number += 1;
      const reason = valid
        ? IMPORT_MESSAGES.moodleBroken(
            segment.line + valid.err.line - 1,
            valid.err.col,
            valid.err.msg.replace(/\s*\(opened in line \d+, col \d+\)/, '').replace(/\.$/, ''),
          )
        : IMPORT_MESSAGES.moodleUnclosed;
      problems.push(IMPORT_MESSAGES.moodleQuestion(number, segment.line, reason));
      continue;
    }
    const question = asNode(asNode(parser.parse(segment.text))['question']);
    if (isCategory) {
      category = categoryFields(textOf(question['category']));
      continue;
    }
    number += 1;
    const read = rowOf(number, question, defaults, category);
    if (typeof read === 'string') problems.push(IMPORT_MESSAGES.moodleQuestion(number, segment.line, read));
    else rows.push(read);
  }
  return { rows, problems };
}
