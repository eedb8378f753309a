// Writes mathematics-arithmetic.csv: the starter bank's arithmetic, 12 questions per grade.
// Deterministic (a seeded generator): run `node backend/seed/question-bank/generate-maths.mjs`
// and commit the output with it (backend/test/question-bank.test.ts checks that they match, and
// runs generateArithmetic over other seeds). Every right answer is computed; the wrong answers are
// the mistakes a child makes, distinct, and as often smaller as larger than the right one: the
// right answer's place by size among the options must tell nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const OUTPUT = resolve(process.argv[2] ?? resolve(here, 'mathematics-arithmetic.csv'));
const FIXTURES = resolve(here, '../demo/demo.json');
const COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct',
  'explanation',
  'subject',
  'grade',
  'topic',
  'skills',
  'difficulty',
  'estimated_time',
  'blooms_taxonomy',
  'tags',
];
/** @type {Record<number, number>} seconds a child needs, by grade */
const SECONDS = { 1: 20, 2: 25, 3: 30, 4: 30, 5: 40, 6: 45 };

/**
 * mulberry32: a small seeded generator, so that every run writes the same file.
 * @param {number} seed @returns {() => number}
 */
function seeded(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** The seed of the committed file. */
export const SEED = 20240611;

/** Decimals are built from whole tenths, so that no floating-point error reaches a child. */
/** @param {number} n */
const tenths = (n) => (n / 10).toFixed(1).replace(/\.0$/, '');
/** @type {(a: number, b: number) => number} */
const gcd = (a, b) => (b ? gcd(b, a % b) : a);

/**
 * Calls make until it has written `count` new questions.
 * @param {number} count @param {() => boolean} make
 */
function times(count, make) {
  let written = 0;
  while (written < count) if (make()) written += 1;
}

/**
 * The arithmetic questions of one seed, as rows of the bank's CSV format.
 * @param {number} seed @returns {Array<Record<string, string>>}
 */
export function generateArithmetic(seed) {
  const random = seeded(seed);
  /** @param {number} min @param {number} max */
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  /** @template T @param {T[]} list @returns {T[]} */
  const shuffled = (list) =>
    list
      .map((item) => ({ key: random(), item }))
      .toSorted((x, y) => x.key - y.key)
      .map(({ item }) => item);

  // No question repeats another, in any grade, nor one of the demo fixtures.
  const taken = new Set(JSON.parse(readFileSync(FIXTURES, 'utf8')).questions.map((/** @type {{ text: string }} */ q) => q.text));
  /** @type {Array<Record<string, string>>} */
  const rows = [];

  /**
   * Writes a question with three wrong answers: those of `keep` (a mistake the question is there to
   * catch) and others of `wrong`, chosen so that the right answer is as likely to be the smallest,
   * second, third or largest of the four.
   * @param {{ grade: number, text: string, answer: number, wrong: number[], keep?: number[], skills: string[], explanation: string,
   *   difficulty?: string, show?: (n: number) => string, allowNegative?: boolean }} q
   * @returns {boolean} whether the question was new and written
   */
  function add(q) {
    const show = q.show ?? String;
    if (taken.has(q.text)) return false;
    const answer = show(q.answer);
    /** @param {number[]} list */
    const usable = (list) => [...new Set(list.filter((n) => Number.isFinite(n) && (q.allowNegative || n >= 0) && show(n) !== answer))];
    const keep = usable(q.keep ?? []);
    const others = shuffled(usable(q.wrong).filter((n) => !keep.includes(n)));
    const below = [...keep.filter((n) => n < q.answer), ...others.filter((n) => n < q.answer)];
    const above = [...keep.filter((n) => n > q.answer), ...others.filter((n) => n > q.answer)];
    const keptBelow = keep.filter((n) => n < q.answer).length;
    const keptAbove = keep.length - keptBelow;
    // How many wrong answers are smaller than the right one: a place drawn at random, within what the candidates allow.
    const least = Math.max(keptBelow, 3 - above.length);
    const most = Math.min(below.length, 3 - keptAbove);
    if (least > most) throw new Error(`Not enough distinct wrong answers for "${q.text}"`);
    const smaller = Math.min(most, Math.max(least, int(0, 3)));
    const wrong = [...below.slice(0, smaller), ...above.slice(0, 3 - smaller)];
    /** @type {string[]} */
    const options = [q.answer, ...wrong].toSorted((x, y) => x - y).map(show);
    if (new Set(options).size !== 4 || options.filter((o) => o === answer).length !== 1)
      throw new Error(`Options of "${q.text}" are not distinct`);
    taken.add(q.text);
    rows.push({
      question: q.text,
      option_a: options[0] ?? '',
      option_b: options[1] ?? '',
      option_c: options[2] ?? '',
      option_d: options[3] ?? '',
      correct: 'abcd'.charAt(options.indexOf(answer)),
      explanation: q.explanation,
      subject: 'Mathematics',
      grade: `Grade ${q.grade}`,
      topic: 'Numbers and Operations',
      skills: q.skills.join(';'),
      difficulty: q.difficulty ?? 'beginner',
      estimated_time: String((SECONDS[q.grade] ?? 30) + (q.difficulty === 'advanced' ? 10 : 0)),
      blooms_taxonomy: 'apply',
      tags: 'starter-bank;arithmetic',
    });
    return true;
  }

  /** @typedef {(grade: number, a: number, b: number, difficulty?: string) => boolean} Maker */
  /** @type {Maker} */
  const addition = (grade, a, b, difficulty) =>
    add({
      grade,
      text: `What is ${a} + ${b}?`,
      answer: a + b,
      wrong: [a + b + 1, a + b - 1, a + b + 10, a + b - 10, a + b + 2, a + b - 2, a - b],
      skills: ['Addition'],
      difficulty,
      explanation:
        b < 10
          ? `Start at ${a} and count on ${b}: ${a} + ${b} = ${a + b}.`
          : `Add the ones, then the tens (and so on): ${a} + ${b} = ${a + b}.`,
    });
  /** @type {Maker} */
  const subtraction = (grade, a, b, difficulty) =>
    add({
      grade,
      text: `What is ${a} - ${b}?`,
      answer: a - b,
      wrong: [a - b + 1, a - b - 1, a - b + 10, a - b - 10, a + b, a - b + 2, a - b - 2],
      skills: ['Subtraction'],
      difficulty,
      explanation:
        b < 10
          ? `Start at ${a} and count back ${b}: ${a} - ${b} = ${a - b}.`
          : `Take away the ones, then the tens (and so on): ${a} - ${b} = ${a - b}. Check: ${a - b} + ${b} = ${a}.`,
    });
  /** @type {Maker} */
  const product = (grade, a, b, difficulty) =>
    add({
      grade,
      text: `What is ${a} × ${b}?`,
      answer: a * b,
      wrong: [a * b + a, a * b - a, a * b + b, a * b - b, a + b, a * b + 10, a * b - 10, a * b + 1, a * b - 1],
      skills: ['Multiplication'],
      difficulty,
      explanation:
        b <= 12 && a <= 12
          ? `${a} groups of ${b} make ${a * b}, so ${a} × ${b} = ${a * b}.`
          : `Split ${b} into tens and ones and multiply each part by ${a}, then add: ${a} × ${b} = ${a * b}.`,
    });
  /** @type {Maker} */
  const quotient = (grade, divisor, answer, difficulty) =>
    add({
      grade,
      text: `What is ${divisor * answer} ÷ ${divisor}?`,
      answer,
      wrong: [answer + 1, answer - 1, answer + 2, answer - 2, answer + 10, answer - 10, answer * 2],
      skills: ['Division'],
      difficulty,
      explanation: `${divisor} × ${answer} = ${divisor * answer}, so ${divisor * answer} ÷ ${divisor} = ${answer}.`,
    });
  /** @template T @param {T[]} list @returns {T} */
  const oneOf = (list) => /** @type {T} */ (list[int(0, list.length - 1)]);

  // Grade 1: within 10 and 20.
  times(4, () => {
    const a = int(1, 8);
    return addition(1, a, int(1, 10 - a));
  });
  times(4, () => {
    const a = int(3, 10);
    return subtraction(1, a, int(1, a - 1));
  });
  times(2, () => {
    const a = int(1, 9);
    return add({
      grade: 1,
      text: `${a} + ? = 10. What is the missing number?`,
      answer: 10 - a,
      wrong: [11 - a, 9 - a, a, 10 + a, 12 - a, 8 - a],
      skills: ['Addition'],
      explanation: `${a} and ${10 - a} make 10.`,
    });
  });
  times(2, () => {
    const n = int(11, 19);
    return add({
      grade: 1,
      text: `Which number comes just after ${n}?`,
      answer: n + 1,
      wrong: [n - 1, n + 2, n + 10, n, n - 10],
      skills: ['Place Value'],
      explanation: `Counting on from ${n}, the next number is ${n + 1}.`,
    });
  });

  // Grade 2: within 100, the 2, 5 and 10 times tables, tens and ones.
  times(3, () => {
    const a = int(12, 58);
    return addition(2, a, int(11, 89 - a));
  });
  times(3, () => {
    const a = int(40, 99);
    return subtraction(2, a, int(11, a - 10));
  });
  times(3, () => product(2, oneOf([2, 5, 10]), int(2, 10)));
  // Two different digits, so that "the digit" names one of them.
  times(3, () => {
    const t = int(2, 9);
    const o = int(1, 9);
    if (o === t) return false;
    return add({
      grade: 2,
      text: `In the number ${t}${o}, what is the value of the digit ${t}?`,
      answer: t * 10,
      wrong: [t, t * 100, t * 10 + o, o * 10, o],
      skills: ['Place Value'],
      explanation: `${t} is in the tens place, so it is worth ${t} tens: ${t * 10}.`,
    });
  });

  // Grade 3: three-digit numbers, the 3, 4, 6 and 8 times tables and their division facts.
  times(3, () => {
    const a = int(120, 560);
    return addition(3, a, int(105, 940 - a), 'intermediate');
  });
  times(3, () => {
    const a = int(400, 990);
    return subtraction(3, a, int(105, a - 100), 'intermediate');
  });
  times(3, () => product(3, oneOf([3, 4, 6, 8]), int(3, 10)));
  times(3, () => quotient(3, oneOf([3, 4, 6, 8]), int(2, 10)));

  // Grade 4: four-digit numbers, tables to 12, division, rounding.
  times(2, () => {
    const a = int(1200, 4800);
    return addition(4, a, int(1100, 9000 - a), 'intermediate');
  });
  times(2, () => {
    const a = int(3000, 9900);
    return subtraction(4, a, int(1100, a - 1000), 'intermediate');
  });
  times(3, () => product(4, int(6, 12), int(6, 12)));
  times(1, () => product(4, int(3, 9), int(13, 29), 'intermediate'));
  times(2, () => quotient(4, int(3, 9), int(11, 19), 'intermediate'));
  // The wrong answers: the other ten, the nearest hundred, ten or a hundred off, and the number itself.
  times(2, () => {
    const n = int(101, 989);
    if (n % 10 === 5 || n % 10 === 0) return false;
    const r = Math.round(n / 10) * 10;
    const down = n - (n % 10);
    return add({
      grade: 4,
      text: `What is ${n} rounded to the nearest ten?`,
      answer: r,
      keep: [r === down ? down + 10 : down],
      wrong: [Math.round(n / 100) * 100, r - 10, r + 10, r - 100, r + 100, n],
      skills: ['Place Value'],
      explanation: `The ones digit of ${n} is ${n % 10}: ${n % 10 >= 5 ? '5 or more rounds up' : 'less than 5 rounds down'}, so ${n} rounds to ${r}.`,
    });
  });

  // Grade 5: long multiplication and division, fractions of amounts, decimals.
  times(3, () => product(5, int(12, 39), int(12, 29), 'advanced'));
  times(3, () => quotient(5, int(3, 9), int(21, 99), 'intermediate'));
  // Fractions with a numerator above 1 (1/2 of 10 is for younger children).
  times(3, () => {
    const d = oneOf([3, 4, 5, 8, 10]);
    const n = int(2, d - 1);
    const whole = d * int(3, 12);
    const answer = (whole / d) * n;
    if (gcd(n, d) !== 1) return false;
    return add({
      grade: 5,
      text: `What is ${n}/${d} of ${whole}?`,
      answer,
      wrong: [whole / d, answer + whole / d, whole - answer, answer * 2, answer + 1, answer - 1, answer - 2, whole * n],
      skills: ['Fractions'],
      difficulty: 'intermediate',
      explanation: `Find 1/${d} of ${whole} by dividing by ${d}: ${whole / d}.${n > 1 ? ` Then take ${n} of those parts: ${n} × ${whole / d} = ${answer}.` : ''}`,
    });
  });
  // The tenths make more than a whole, so a child who forgets to carry the 1 gets a+b-10 tenths.
  times(3, () => {
    const a = int(11, 59);
    const b = int(11, 49);
    if ((a % 10) + (b % 10) < 10) return false;
    return add({
      grade: 5,
      text: `What is ${tenths(a)} + ${tenths(b)}?`,
      answer: a + b,
      show: tenths,
      keep: [a + b - 10],
      wrong: [a + b + 10, a + b - 1, a + b + 1, a + b - 2, a + b + 2],
      skills: ['Decimals', 'Addition'],
      difficulty: 'intermediate',
      explanation: `Line up the decimal points. The tenths make ${(a % 10) + (b % 10)} tenths: write ${((a % 10) + (b % 10)) % 10} and carry 1 to the ones. ${tenths(a)} + ${tenths(b)} = ${tenths(a + b)}.`,
    });
  });

  // Grade 6: percentages, the order of operations, negative numbers, decimals times whole numbers.
  times(3, () => {
    const p = oneOf([10, 20, 25, 50, 75]);
    const whole = oneOf([20, 40, 60, 80, 120, 200]);
    const answer = (whole * p) / 100;
    return add({
      grade: 6,
      text: `What is ${p}% of ${whole}?`,
      answer,
      wrong: [answer + 10, answer - 10, answer * 2, answer / 2, whole - answer, p, answer + 5, answer - 5],
      skills: ['Fractions'],
      difficulty: 'intermediate',
      explanation: `${p}% means ${p} out of every 100, which is ${p}/100. ${p}/100 of ${whole} is ${answer}.`,
    });
  });
  times(3, () => {
    const a = int(2, 9);
    const b = int(2, 9);
    const c = int(2, 9);
    const answer = a + b * c;
    return add({
      grade: 6,
      text: `What is ${a} + ${b} × ${c}?`,
      answer,
      keep: [(a + b) * c],
      wrong: [answer + 1, a * b + c, answer - 1, answer - 2, a + b + c, answer + 2],
      skills: ['Multiplication', 'Addition'],
      difficulty: 'advanced',
      explanation: `Multiply before you add: ${b} × ${c} = ${b * c}, then ${a} + ${b * c} = ${answer}.`,
    });
  });
  times(3, () => {
    const a = int(1, 6);
    const b = int(a + 2, 12);
    const answer = a - b;
    return add({
      grade: 6,
      text: `The temperature is ${a} °C. It falls by ${b} degrees. What is the temperature now, in °C?`,
      answer,
      allowNegative: true,
      wrong: [b - a, answer - 1, answer + 1, -(a + b), answer - 2, answer + 2],
      skills: ['Subtraction'],
      difficulty: 'intermediate',
      explanation: `Count down ${a} degrees to 0, then ${b - a} more below zero: ${a} - ${b} = ${answer}.`,
    });
  });
  times(3, () => {
    const a = int(2, 9);
    const b = int(3, 9);
    const answer = a * b;
    return add({
      grade: 6,
      text: `What is ${tenths(a)} × ${b}?`,
      answer,
      show: tenths,
      wrong: [answer * 10, answer + 1, answer - 1, answer + 10, answer - 10, a + b],
      skills: ['Decimals', 'Multiplication'],
      difficulty: 'intermediate',
      explanation: `${a} × ${b} = ${a * b}, and ${tenths(a)} is ${a} tenths, so the answer is ${a * b} tenths: ${tenths(answer)}.`,
    });
  });

  return rows;
}

/** @param {string} cell */
const quote = (cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
/** @param {Array<Record<string, string>>} rows @returns {string} the rows as the bank's CSV */
export const toCsv = (rows) =>
  `${[COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => quote(row[column] ?? '')).join(','))].join('\n')}\n`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = generateArithmetic(SEED);
  writeFileSync(OUTPUT, toCsv(rows));
  console.log(`Wrote ${rows.length} questions to ${OUTPUT}`);
}
