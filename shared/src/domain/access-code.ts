/**
 * A child's access code, such as "sunny-tiger-427": made by the server when a parent adds a child or asks
 * for a new code, and typed by a child of six. 64 adjectives × 64 animals × 900 numbers ≈ 21.8 bits of
 * entropy (at least 20 are required).
 *
 * A child types it as they read it: "Sunny Tiger 427", "sunny tiger427", " sunnytiger-427". Every such
 * form is the one code: `normaliseAccessCode` writes it as it was made, and the server compares that (its
 * hash is of the code as made). The forms are no extra guesses: the lockout counts tries per account, and
 * every form of a code is the same try.
 */

export const ACCESS_CODE_ADJECTIVES = [
  'sunny',
  'brave',
  'happy',
  'clever',
  'gentle',
  'jolly',
  'lucky',
  'merry',
  'quick',
  'quiet',
  'shiny',
  'silly',
  'smart',
  'swift',
  'tidy',
  'witty',
  'bold',
  'bright',
  'calm',
  'cosy',
  'cheery',
  'eager',
  'fancy',
  'fluffy',
  'friendly',
  'funny',
  'giant',
  'golden',
  'grand',
  'green',
  'kind',
  'little',
  'lively',
  'magic',
  'mighty',
  'misty',
  'noble',
  'proud',
  'polite',
  'rapid',
  'rosy',
  'royal',
  'sandy',
  'snowy',
  'sparkly',
  'speedy',
  'spotty',
  'starry',
  'stripy',
  'super',
  'sweet',
  'tiny',
  'busy',
  'wise',
  'zippy',
  'bouncy',
  'cuddly',
  'daring',
  'dreamy',
  'frosty',
  'glowing',
  'humble',
  'playful',
  'rainbow',
] as const;

export const ACCESS_CODE_ANIMALS = [
  'tiger',
  'otter',
  'panda',
  'koala',
  'zebra',
  'whale',
  'eagle',
  'falcon',
  'badger',
  'beaver',
  'bunny',
  'camel',
  'cheetah',
  'dolphin',
  'donkey',
  'duck',
  'ferret',
  'finch',
  'fox',
  'frog',
  'gecko',
  'giraffe',
  'goose',
  'gorilla',
  'hamster',
  'hedgehog',
  'heron',
  'hippo',
  'horse',
  'jaguar',
  'kitten',
  'lamb',
  'lemur',
  'leopard',
  'lion',
  'llama',
  'lobster',
  'meerkat',
  'mole',
  'monkey',
  'moose',
  'mouse',
  'newt',
  'owl',
  'parrot',
  'pelican',
  'penguin',
  'pony',
  'puffin',
  'puppy',
  'rabbit',
  'raccoon',
  'robin',
  'salmon',
  'seal',
  'shark',
  'sloth',
  'snail',
  'squirrel',
  'swan',
  'toucan',
  'turtle',
  'walrus',
  'wombat',
] as const;

const NUMBER_MIN = 100;
const NUMBER_COUNT = 900;

/** Bits of entropy of one code as made. */
export function accessCodeEntropyBits(): number {
  return Math.log2(ACCESS_CODE_ADJECTIVES.length * ACCESS_CODE_ANIMALS.length * NUMBER_COUNT);
}

/**
 * A new code. `randomIndex` gives a uniform, cryptographically secure integer in [0, size): the server's
 * crypto random (the tests pass Node's).
 */
export function generateAccessCode(randomIndex: (size: number) => number): string {
  const adjective = ACCESS_CODE_ADJECTIVES[randomIndex(ACCESS_CODE_ADJECTIVES.length)];
  const animal = ACCESS_CODE_ANIMALS[randomIndex(ACCESS_CODE_ANIMALS.length)];
  return `${adjective}-${animal}-${NUMBER_MIN + randomIndex(NUMBER_COUNT)}`;
}

// Between the words a child may type spaces, hyphens, dashes a keyboard swapped in, underscores or dots,
// or nothing at all.
const SEPARATORS = /[\s\-_.\u2010-\u2015\u2212]+/g;
const CODE_SHAPE = /^[a-z0-9]+$/;

/** "sunnytiger" as its adjective and animal, when the two words can be told apart (they always can). */
function splitWords(letters: string): string[] {
  for (const adjective of ACCESS_CODE_ADJECTIVES) {
    const animal = letters.slice(adjective.length);
    if (letters.startsWith(adjective) && (ACCESS_CODE_ANIMALS as readonly string[]).includes(animal)) return [adjective, animal];
  }
  return [letters];
}

/**
 * The code a child typed as the server made it: small letters, the words and number joined by single
 * hyphens, whatever the case, spaces or hyphens typed. Text of another shape (letters and digits only,
 * between separators) is the typed text as it is: no code the server makes has another shape, and a
 * password chosen some other way is compared exactly.
 */
export function normaliseAccessCode(typed: string): string {
  const folded = typed.normalize('NFKC').toLowerCase().trim();
  const joined = folded.replace(SEPARATORS, '');
  if (!CODE_SHAPE.test(joined)) return typed;
  const parts = folded.split(SEPARATORS).flatMap((part) => part.match(/[a-z]+|[0-9]+/g) ?? []);
  const words = parts.length === 2 && /^[a-z]+$/.test(parts[0] ?? '') ? [...splitWords(parts[0] ?? ''), ...parts.slice(1)] : parts;
  return words.join('-');
}
