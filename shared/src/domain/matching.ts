// Matching questions (docs/question-types.md, "Matching"): 2 to 6 pairs, written as the question's options, each with the
// item on the left (`text`) and its partner (`match`). A quiz serves the left items and, apart, the partners
// in an order of their own under ids made for that attempt (`matchId`), so nothing the child's browser
// holds before submitting pairs them; the answer names, for each left item, the partner's id.
// A pair's left side may be a picture instead of (or with) words: `image` names one of the question's own
// files (its `images`), `alt` says what a screen reader reads for it. A quiz serves such a picture under an
// id of the attempt's own (`imageId`), never under its file name, which the author chose.

export const PAIRS = { min: 2, max: 6 } as const;
const PAIR_TEXT_MAX = 200;
export const PAIR_ALT_MAX = 300;

export type MatchingOption = {
  id: string;
  text?: string;
  match?: string;
  matchId?: string;
  image?: string;
  alt?: string;
  imageId?: string;
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** What a pair's left side is called, in words: its text, else its picture's alt text (how lists and read-aloud name it). */
export function pairLeftLabel(option: { text?: string | undefined; alt?: string | undefined }): string {
  return isText(option.text) ? option.text : (option.alt ?? '');
}

/** The file names the pairs of a matching question show on their left; none for any other question. */
export function pairPictures(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown) => {
    const image = option && typeof option === 'object' ? (option as { image?: unknown }).image : undefined;
    return isText(image) ? [image] : [];
  });
}

/** The question's own picture (shown above it): the first of its files that no pair shows. */
export function questionPicture(images: readonly string[], options: unknown): string | undefined {
  const used = new Set(pairPictures(options));
  return images.find((image) => !used.has(image));
}

/** A matching answer as sent: `{"a":"<matchId>",...}`, or nothing at all while no pair is made. */
export function encodePairs(pairs: Readonly<Record<string, string>>): string {
  const made = Object.entries(pairs).filter(([, matchId]) => matchId);
  return made.length ? JSON.stringify(Object.fromEntries(made)) : '';
}

/** The pairs of a matching answer, left item id to the partner's id; none when it is not one. */
export function readPairs(answer: unknown): Record<string, string> {
  if (typeof answer !== 'string' || !answer.startsWith('{')) return {};
  try {
    const value: unknown = JSON.parse(answer);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Right only when every pair is: each left item given its own partner. */
export function isMatchingCorrect(options: readonly MatchingOption[] | undefined, answer: unknown): boolean {
  const pairs = readPairs(answer);
  return Boolean(options?.length) && options!.every((option) => Boolean(option.matchId) && pairs[option.id] === option.matchId);
}

export const PAIR_MESSAGES = {
  sides: 'Every pair needs something on each side: words or a picture on the left, words on the right',
  notOwnPicture: (n: number) =>
    `Pair ${n} shows a picture that is not one of this question's pictures (was it removed?): choose its picture again`,
  alt: (n: number) => `Pair ${n}'s picture needs words for children who cannot see it`,
  altLength: (n: number) => `Pair ${n}'s picture words must be at most ${PAIR_ALT_MAX} characters`,
  samePicture: 'Each pair needs a picture of its own',
  wordsWithoutPicture: (n: number) => `Pair ${n} has words for a picture but no picture: choose its picture, or leave those words out`,
  madeIds: 'A pair cannot bring ids for its partner or its picture: the quiz makes those',
  drawing: (n: number) =>
    `Pair ${n}'s picture must be a PNG, JPEG, GIF or WebP: a drawing file (SVG) carries words inside it that could give its partner away`,
} as const;

/** The files a pair's picture may be: not an SVG, whose text (a title, the name it was drawn under) reaches the child. */
export const PAIR_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const isDrawing = (name: string) => /\.svg$/i.test(name);

/** A picture pair's problem: its file one of the question's (`images`, when known), with words for it. */
function pictureProblem(n: number, image: unknown, alt: unknown, images: readonly string[] | undefined): string | null {
  if (typeof image !== 'string' || (images && !images.includes(image))) return PAIR_MESSAGES.notOwnPicture(n);
  if (isDrawing(image)) return PAIR_MESSAGES.drawing(n);
  if (!isText(alt)) return PAIR_MESSAGES.alt(n);
  return alt.length > PAIR_ALT_MAX ? PAIR_MESSAGES.altLength(n) : null;
}

/** Which of a pair's boxes a problem is in: its left side, its right side, both, or the words for its picture. */
export type PairBox = 'left' | 'right' | 'both' | 'pictureWords';

/**
 * A problem of a matching question's pairs, with the pairs it is on (1 for the first; two when two pairs clash,
 * none when it is about the whole list) and the box of theirs it is in, for the editor to mark.
 */
export interface PairsProblem {
  message: string;
  pairs: number[];
  box: PairBox;
}

/**
 * A partner as a child reads it, to tell two apart: letters as they show (NFKC: a non-breaking space is a
 * space, a composed é the decomposed one), no invisible characters (zero-width spaces and joiners, soft
 * hyphens), spaces collapsed, any case.
 */
const asReadKey = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A problem of the whole list of pairs, on none of them. */
const ofWholeList = (message: string): PairsProblem => ({ message, pairs: [], box: 'both' });

/** The box holding a missing or too long side: the left, the right, or both. */
const sideBox = (left: boolean, right: boolean): PairBox => (left && right ? 'both' : left ? 'left' : 'right');

/**
 * What is wrong with a matching question's pairs, in the author's words, and where; null when a child could
 * match them. `images`: the question's files, which a pair's picture must be one of (left out where no files
 * can be known).
 */
export function pairsProblemAt(options: unknown, images?: readonly string[]): PairsProblem | null {
  if (!Array.isArray(options) || options.length < PAIRS.min || options.length > PAIRS.max)
    return ofWholeList(`A matching question needs ${PAIRS.min} to ${PAIRS.max} pairs`);
  /** Each partner (as compared) and each picture, with the pair that has it. */
  const partners = new Map<string, number>();
  const pictures = new Map<string, number>();
  for (const [i, option] of options.entries()) {
    const pair = i + 1;
    if (!option || typeof option !== 'object' || option.id !== String.fromCharCode(97 + i))
      return ofWholeList('Pairs must be objects with ids a, b, c and so on, in order');
    // The ids a quiz gives the partners and pictures are its own: one written here would reach the child as it is.
    if ('matchId' in option || 'imageId' in option) return { message: PAIR_MESSAGES.madeIds, pairs: [pair], box: 'both' };
    const { text = '', match, image, alt } = option as { text?: unknown; match?: unknown; image?: unknown; alt?: unknown };
    const hasPicture = image !== undefined && image !== '';
    const noLeft = typeof text !== 'string' || (!text.trim() && !hasPicture);
    const noRight = typeof match !== 'string' || !match.trim();
    if (noLeft || noRight) return { message: PAIR_MESSAGES.sides, pairs: [pair], box: sideBox(noLeft, noRight) };
    const [leftLong, rightLong] = [(text as string).length > PAIR_TEXT_MAX, (match as string).length > PAIR_TEXT_MAX];
    if (leftLong || rightLong)
      return {
        message: `Each side of a pair must be at most ${PAIR_TEXT_MAX} characters`,
        pairs: [pair],
        box: sideBox(leftLong, rightLong),
      };
    // Words for a picture reach the child with the picture only: without one they would be words nobody checks.
    if (!hasPicture && alt !== undefined && alt !== '')
      return { message: PAIR_MESSAGES.wordsWithoutPicture(pair), pairs: [pair], box: 'left' };
    if (hasPicture) {
      const problem = pictureProblem(pair, image, alt, images);
      if (problem)
        return {
          message: problem,
          pairs: [pair],
          box: problem === PAIR_MESSAGES.alt(pair) || problem === PAIR_MESSAGES.altLength(pair) ? 'pictureWords' : 'left',
        };
      const before = pictures.get(image as string);
      if (before) return { message: PAIR_MESSAGES.samePicture, pairs: [before, pair], box: 'left' };
      pictures.set(image as string, pair);
    }
    const partner = asReadKey(match as string);
    const before = partners.get(partner);
    if (before)
      return { message: 'Each item on the right must be different, so that each has one partner', pairs: [before, pair], box: 'right' };
    partners.set(partner, pair);
  }
  return null;
}

/** What is wrong with a matching question's pairs, in the author's words (pairsProblemAt); null when nothing is. */
export function pairsProblem(options: unknown, images?: readonly string[]): string | null {
  return pairsProblemAt(options, images)?.message ?? null;
}

/** The partner's text of a matchId, as the results show what was picked. */
export function partnerText(options: readonly MatchingOption[] | undefined, matchId: string | undefined): string | undefined {
  return matchId ? options?.find((option) => option.matchId === matchId)?.match : undefined;
}
