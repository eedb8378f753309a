// Questions out and back in: every type written as GIFT and as Moodle XML, read again by the importer, loses
// nothing the format can hold; and a Moodle XML file from elsewhere, with one broken question, keeps the rest.
import { describe, expect, it } from 'vitest';
import type { ImportDefaults } from './draft.ts';
import { toGift, toMoodleXml, type ExportQuestion } from './export.ts';
import { parseGift } from './gift.ts';
import { parseMoodleXml } from './moodle-xml.ts';

/** A real picture of one pixel. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** What neither format holds: an import takes it from the screen's defaults. */
const defaults: ImportDefaults = { skills: ['Addition'], difficulty: 'beginner' };
const base = { subject: 'Mathematics' as const, grade: 'Grade 3' as const, topic: 'Measurement', tags: ['starter', 'time'] };

const QUESTIONS: ExportQuestion[] = [
  {
    ...base,
    text: 'Which is the longest: { a } or "b"?',
    type: 'multiple_choice',
    options: [
      { id: 'a', text: '1 m = 100 cm', isCorrect: true },
      { id: 'b', text: 'Ten ~ twelve #2', isCorrect: false },
      { id: 'c', text: 'A <b>bold</b> & brave answer', isCorrect: false },
    ],
    correctAnswer: '',
    explanation: 'A metre is 100 centimetres: that is 3:1 longer.',
  },
  {
    ...base,
    text: 'Pick both even numbers.',
    type: 'multiple_choice',
    options: [
      { id: 'a', text: '2', isCorrect: true },
      { id: 'b', text: '3', isCorrect: false },
      { id: 'c', text: '4', isCorrect: true },
    ],
    correctAnswer: '',
    explanation: '',
  },
  {
    ...base,
    text: 'An hour has 60 minutes.',
    type: 'true_false',
    options: [
      { id: 'a', text: 'True', isCorrect: true },
      { id: 'b', text: 'False', isCorrect: false },
    ],
    correctAnswer: 'True',
    explanation: 'Sixty minutes make an hour.',
  },
  {
    ...base,
    text: 'How many minutes are in two hours?',
    type: 'short_answer',
    options: [],
    correctAnswer: '120 | one hundred and twenty',
    explanation: 'Two lots of 60.',
  },
  { ...base, text: 'About how long is a pencil, in cm?', type: 'short_answer', options: [], correctAnswer: '15 ± 3 | 16', explanation: '' },
  { ...base, text: 'A week has ___ days.', type: 'fill_blank', options: [], correctAnswer: 'seven | 7', explanation: 'Monday to Sunday.' },
  { ...base, text: 'Half of ___ is 4, and double it is ___.', type: 'fill_blank', options: [], correctAnswer: '8 ; 16', explanation: '' },
  {
    ...base,
    text: 'Match each unit to what it measures.',
    type: 'matching',
    options: [
      { id: 'a', text: 'metre', match: 'length' },
      { id: 'b', text: 'kilogram', match: 'mass' },
      { id: 'c', text: 'litre', match: 'capacity' },
    ],
    correctAnswer: '',
    explanation: 'Each unit measures one thing.',
  },
  {
    ...base,
    text: 'Explain how you would measure your desk.',
    type: 'essay',
    options: [],
    correctAnswer: '',
    explanation: 'A good answer names a ruler or tape and a unit (cm).',
  },
];

const HELD = (q: ExportQuestion) => ({
  text: q.text,
  type: q.type,
  subject: q.subject,
  grade: q.grade,
  topic: q.topic,
  tags: q.tags,
  options: q.options,
  correctAnswer: q.correctAnswer,
  explanation: q.explanation,
});

describe('a round trip through Moodle XML', () => {
  it('keeps every type whole: text, answers and key, explanation or marking guide, subject, grade, topic and tags', async () => {
    const { text, notes } = toMoodleXml(QUESTIONS);
    expect(notes).toEqual([]);
    const { rows, problems } = await parseMoodleXml(text, defaults);
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.errors)).toEqual(QUESTIONS.map(() => []));
    expect(rows.map((row) => HELD(row.draft))).toEqual(QUESTIONS.map(HELD));
  });

  it("carries the question's picture and its words", async () => {
    const picture = { name: 'clock.png', type: 'image/png', bytes: ONE_PIXEL_PNG };
    const { text } = toMoodleXml([{ ...QUESTIONS[2]!, picture, image_alt: 'A clock at three' }]);
    const { rows } = await parseMoodleXml(text, defaults);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.draft.image_alt).toBe('A clock at three');
    expect(rows[0]!.picture).toEqual({ name: 'clock.png', type: 'image/png', bytes: ONE_PIXEL_PNG });
  });

  it("says what a format cannot hold: a number's margin beside words", async () => {
    const mixed = { ...QUESTIONS[3]!, correctAnswer: '37 ± 0.5 | thirty-seven' };
    expect(toMoodleXml([mixed]).notes).toEqual([
      expect.stringMatching(/^Question 1 \(How many minutes are in two hours\?\): its key mixes a number with a margin and words/),
    ]);
  });
});

describe('a round trip through GIFT', () => {
  it('keeps what GIFT holds of every type, and names the question it cannot write', async () => {
    const { text, notes } = toGift(QUESTIONS);
    expect(notes).toEqual([
      'Question 7 (Half of ___ is 4, and double it is ___.): GIFT holds one blank in a sentence, and this question has 2: it is left out (Moodle XML holds it)',
    ]);
    const { rows, problems } = await parseGift(text, defaults);
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.errors)).toEqual(rows.map(() => []));
    expect(rows.map((row) => HELD(row.draft))).toEqual(QUESTIONS.filter((_, i) => i !== 6).map(HELD));
  });

  it('says it leaves a picture out', () => {
    const picture = { name: 'clock.png', type: 'image/png', bytes: ONE_PIXEL_PNG };
    expect(toGift([{ ...QUESTIONS[2]!, picture, image_alt: 'A clock' }]).notes).toEqual([
      expect.stringMatching(/GIFT cannot carry its picture/),
    ]);
  });
});

const moodle = (...questions: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;
const multichoice = (text: string) => `<question type="multichoice">
  <name><text>${text}</text></name>
  <questiontext format="html"><text><![CDATA[<p>${text}</p>]]></text></questiontext>
  <single>true</single>
  <answer fraction="100"><text>Right</text></answer>
  <answer fraction="0"><text>Wrong</text></answer>
</question>`;

/** A true/false question whose text shows a picture it carries. */
const withFile = (name: string, base64: string, alt: string) => `<question type="truefalse">
  <questiontext format="html"><text><![CDATA[<p>Is this a clock?</p><img src="@@PLUGINFILE@@/${name}" alt="${alt}">]]></text>
<file name="${name}" path="/" encoding="base64">${base64}</file></questiontext>
  <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
</question>`;

describe('a Moodle XML file from another bank', () => {
  it('imports every question it can read and names the broken one with its number and line', async () => {
    const broken = `<question type="multichoice">
  <questiontext format="html"><text>Which is <b>broken?</text></questiontext>
  <answer fraction="100"><text>This</text></answer>
</question>`;
    const file = moodle(
      multichoice('First question?'),
      broken,
      multichoice('Third question?'),
      '<question type="calculated"><questiontext><text>x</text></questiontext></question>',
    );
    const { rows, problems } = await parseMoodleXml(file, { ...defaults, subject: 'Science', grade: 'Grade 1', skills: ['Plants'] });
    expect(rows.map((row) => [row.row, row.draft.text, row.errors])).toEqual([
      [1, 'First question?', []],
      [3, 'Third question?', []],
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^Question 2 \(line 10\): its XML is broken at line 11, column \d+ \(.+\): check that every tag is closed$/),
      'Question 4 (line 21): Moodle\'s "calculated" questions cannot be imported: multiple choice, true/false, short answer, numerical, matching, essay and cloze (fill-in) questions can',
    ]);
  });

  it('checks a picture as any upload: a file that only its name calls a picture is named, and a picture needs its words', async () => {
    const png = btoa(String.fromCharCode(...ONE_PIXEL_PNG));
    const { rows } = await parseMoodleXml(moodle(withFile('fake.png', btoa('not a picture'), 'A clock'), withFile('clock.png', png, '')), {
      ...defaults,
      subject: 'Mathematics',
      grade: 'Grade 1',
    });
    expect(rows[0]!.errors).toEqual([
      { row: 1, field: 'images', message: 'The picture fake.png cannot be used: it is not a PNG, JPEG, GIF, WebP or SVG picture' },
    ]);
    expect(rows[1]!.errors).toEqual([
      {
        row: 2,
        field: 'image_alt',
        message: 'The picture clock.png needs words for children who cannot see it: give its <img> an alt text in Moodle',
      },
    ]);
  });

  it('reads a megabyte of broken XML in time linear in it', async () => {
    const unclosed = '<question type="multichoice"><questiontext><text>Never closed\n';
    const file = moodle(multichoice('Kept?'), unclosed.repeat(Math.ceil(1_000_000 / unclosed.length)));
    const started = performance.now();
    const { rows, problems } = await parseMoodleXml(file, { ...defaults, subject: 'Science', grade: 'Grade 1', skills: ['Plants'] });
    // A reading quadratic in the text takes minutes on a megabyte; linear, a fraction of a second.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(rows.map((row) => row.draft.text)).toEqual(['Kept?']);
    expect(problems[0]).toBe('Question 2 (line 10): it has no </question>: its XML is cut short or a tag is not closed');
  });

  it("reads Moodle's HTML as words: tags out, entities as their characters", async () => {
    const question =
      '<question type="shortanswer"><questiontext format="html"><text><![CDATA[<p>What&rsquo;s 3 &lt; 5 &amp; 5 &gt; 3 called?&nbsp;<br>(one word)</p>]]></text></questiontext><answer fraction="100"><text>comparing</text></answer></question>';
    const { rows } = await parseMoodleXml(moodle(question), { ...defaults, subject: 'Mathematics', grade: 'Grade 2' });
    expect(rows[0]!.draft.text).toBe("What's 3 < 5 & 5 > 3 called? (one word)");
  });

  it('says so when a file holds no Moodle questions', async () => {
    expect(await parseMoodleXml('<?xml version="1.0"?><html></html>')).toEqual({
      rows: [],
      problems: ['the file has no <quiz> of Moodle questions in it'],
    });
  });
});
