import { describe, expect, it } from 'vitest';
import { PAIR_MESSAGES, pairLeftLabel, pairsProblem, pairsProblemAt, questionPicture } from './matching.ts';
import { MESSAGES, validateQuestion } from './validation.ts';

const base = {
  text: 'Match each animal to its baby.',
  type: 'matching',
  subject: 'Science',
  grade: 'Grade 1',
  difficulty: 'beginner',
  skills: ['Animals'],
  estimatedTime: 30,
};
const cat = { id: 'a', image: 'cat_k3j4h5g6f7.png', alt: 'A grey cat', match: 'kitten' };
const dog = { id: 'b', text: 'dog', match: 'puppy' };

describe('a matching pair with a picture on its left', () => {
  it('is valid with one of the question’s own files and words for it, its text then optional', () => {
    expect(validateQuestion({ ...base, images: ['cat_k3j4h5g6f7.png'], options: [cat, dog] })).toEqual({});
    expect(validateQuestion({ ...base, images: ['cat_k3j4h5g6f7.png'], options: [{ ...cat, text: 'cat' }, dog] })).toEqual({});
  });

  it('refuses a file that is not one of the question’s (a removed one too), in words that name the pair', () => {
    expect(
      validateQuestion({
        ...base,
        images: ['other_a1b2c3d4e5.png'],
        image_alt: 'A farm',
        options: [
          { ...dog, id: 'a' },
          { ...cat, id: 'b' },
        ],
      }),
    ).toEqual({
      options: "Pair 2 shows a picture that is not one of this question's pictures (was it removed?): choose its picture again",
    });
    expect(validateQuestion({ ...base, images: [], options: [cat, dog] })).toEqual({ options: PAIR_MESSAGES.notOwnPicture(1) });
    expect(pairsProblem([{ ...cat, image: 42 }, dog], ['cat_k3j4h5g6f7.png'])).toBe(PAIR_MESSAGES.notOwnPicture(1));
  });

  it('refuses a drawing file (SVG), whose words inside could name its partner, whatever the case of its name', () => {
    for (const name of ['kitten_k3j4h5g6f7.svg', 'kitten_k3j4h5g6f7.SVG']) {
      expect(validateQuestion({ ...base, images: [name], options: [{ ...cat, image: name }, dog] })).toEqual({
        options:
          "Pair 1's picture must be a PNG, JPEG, GIF or WebP: a drawing file (SVG) carries words inside it that could give its partner away",
      });
    }
  });

  it('needs words for the picture, at most 300 characters, and a picture of its own', () => {
    const images = ['cat_k3j4h5g6f7.png', 'dog_a1b2c3d4e5.png'];
    expect(pairsProblem([{ ...cat, alt: ' ' }, dog], images)).toBe("Pair 1's picture needs words for children who cannot see it");
    expect(pairsProblem([{ ...cat, alt: undefined }, dog], images)).toBe(PAIR_MESSAGES.alt(1));
    expect(pairsProblem([{ ...cat, alt: 'a'.repeat(301) }, dog], images)).toBe("Pair 1's picture words must be at most 300 characters");
    expect(pairsProblem([cat, { ...cat, id: 'b', match: 'puppy' }], images)).toBe(PAIR_MESSAGES.samePicture);
    expect(pairsProblem([cat, { ...cat, id: 'b', image: 'dog_a1b2c3d4e5.png', alt: 'A dog', match: 'puppy' }], images)).toBeNull();
  });

  it('says which pairs a problem is on and in which box, for the editor to mark', () => {
    const images = ['cat_k3j4h5g6f7.png', 'dog_a1b2c3d4e5.png'];
    const first = { ...dog, id: 'a' };
    expect(pairsProblemAt([first, { ...cat, id: 'b', alt: '' }], images)).toEqual({
      message: PAIR_MESSAGES.alt(2),
      pairs: [2],
      box: 'pictureWords',
    });
    expect(pairsProblemAt([first, { ...cat, id: 'b', alt: 'a'.repeat(301) }], images)).toEqual({
      message: PAIR_MESSAGES.altLength(2),
      pairs: [2],
      box: 'pictureWords',
    });
    expect(pairsProblemAt([{ ...cat, image: 'gone_a1b2c3d4e5.png' }, dog], images)).toEqual({
      message: PAIR_MESSAGES.notOwnPicture(1),
      pairs: [1],
      box: 'left',
    });
    // Two pairs that clash are both named: the one met first too.
    expect(pairsProblemAt([first, { id: 'b', text: 'cow', match: 'calf' }, { id: 'c', text: 'pup', match: 'PUPPY ' }], images)).toEqual({
      message: 'Each item on the right must be different, so that each has one partner',
      pairs: [1, 3],
      box: 'right',
    });
    expect(pairsProblemAt([cat, { ...cat, id: 'b', match: 'puppy' }], images)).toEqual({
      message: PAIR_MESSAGES.samePicture,
      pairs: [1, 2],
      box: 'left',
    });
    expect(pairsProblemAt([first, { id: 'b', text: 'cow', match: ' ' }], images)).toEqual({
      message: PAIR_MESSAGES.sides,
      pairs: [2],
      box: 'right',
    });
    expect(pairsProblemAt([first, { id: 'b', text: ' ', match: 'calf' }], images)).toEqual({
      message: PAIR_MESSAGES.sides,
      pairs: [2],
      box: 'left',
    });
    expect(pairsProblemAt([first, { id: 'b', text: '', match: '' }], images)).toEqual({
      message: PAIR_MESSAGES.sides,
      pairs: [2],
      box: 'both',
    });
    expect(pairsProblemAt([first, { id: 'b', text: 'cow', match: 'c'.repeat(201) }], images)).toMatchObject({ pairs: [2], box: 'right' });
    expect(pairsProblemAt([first], images)).toEqual({ message: 'A matching question needs 2 to 6 pairs', pairs: [], box: 'both' });
    // Partners a child could not tell apart: an invisible character, a non-breaking space, the same letters composed otherwise.
    for (const [one, two] of [
      ['kitten', 'kitten\u200b'],
      ['big kitten', 'big\u00a0kitten'],
      ['caf\u00e9', 'cafe\u0301'],
      ['kit\u00adten', 'kitten'],
    ]) {
      expect(
        pairsProblemAt([
          { id: 'a', text: 'cat', match: one },
          { id: 'b', text: 'lion', match: two },
        ]),
      ).toMatchObject({ pairs: [1, 2], box: 'right' });
    }
    // Ids a quiz makes, and words for a picture without one: refused, as they would reach the child unchecked.
    expect(pairsProblemAt([first, { id: 'b', text: 'cat', match: 'kitten', imageId: 'kitten' }])).toEqual({
      message: PAIR_MESSAGES.madeIds,
      pairs: [2],
      box: 'both',
    });
    expect(pairsProblemAt([first, { id: 'b', text: 'cat', match: 'kitten', matchId: 'm1' }])).toEqual({
      message: PAIR_MESSAGES.madeIds,
      pairs: [2],
      box: 'both',
    });
    expect(pairsProblemAt([first, { id: 'b', text: 'cat', match: 'kitten', alt: 'kitten' }])).toEqual({
      message: PAIR_MESSAGES.wordsWithoutPicture(2),
      pairs: [2],
      box: 'left',
    });
    expect(pairsProblemAt([first, { ...cat, id: 'b' }], images)).toBeNull();
  });

  it('still needs something on the left: a pair with neither words nor a picture is refused', () => {
    expect(pairsProblem([{ id: 'a', text: ' ', match: 'kitten' }, dog], [])).toBe(PAIR_MESSAGES.sides);
    expect(pairsProblem([{ id: 'a', image: '', alt: 'A cat', match: 'kitten' }, dog], [])).toBe(PAIR_MESSAGES.sides);
  });

  it('leaves the question’s own picture to be the file no pair shows, which alone needs the question’s image words', () => {
    const images = ['cat_k3j4h5g6f7.png', 'farm_z9y8x7w6v5.png'];
    expect(questionPicture(images, [cat, dog])).toBe('farm_z9y8x7w6v5.png');
    expect(questionPicture(['cat_k3j4h5g6f7.png'], [cat, dog])).toBeUndefined();
    expect(validateQuestion({ ...base, images: ['cat_k3j4h5g6f7.png'], image_alt: '', options: [cat, dog] })).toEqual({});
    expect(validateQuestion({ ...base, images, image_alt: '', options: [cat, dog] })).toEqual({ image_alt: MESSAGES.imageAlt });
  });

  it('is named by its text, else by its picture’s words', () => {
    expect(pairLeftLabel(cat)).toBe('A grey cat');
    expect(pairLeftLabel({ ...cat, text: 'cat' })).toBe('cat');
    expect(pairLeftLabel(dog)).toBe('dog');
  });
});
