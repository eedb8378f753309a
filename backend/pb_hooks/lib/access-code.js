// Child-friendly access codes such as "sunny-tiger-427": 64 adjectives × 64 animals × 900
// numbers ≈ 21.8 bits of entropy (at least 20 are required). Plain CommonJS: used by the hooks
// (with PocketBase's crypto random) and by the tests (with Node's).

const ADJECTIVES = [
  'sunny', 'brave', 'happy', 'clever', 'gentle', 'jolly', 'lucky', 'merry',
  'quick', 'quiet', 'shiny', 'silly', 'smart', 'swift', 'tidy', 'witty',
  'bold', 'bright', 'calm', 'cosy', 'cheery', 'eager', 'fancy', 'fluffy',
  'friendly', 'funny', 'giant', 'golden', 'grand', 'green', 'kind', 'little',
  'lively', 'magic', 'mighty', 'misty', 'noble', 'proud', 'polite', 'rapid',
  'rosy', 'royal', 'sandy', 'snowy', 'sparkly', 'speedy', 'spotty', 'starry',
  'stripy', 'super', 'sweet', 'tiny', 'busy', 'wise', 'zippy', 'bouncy',
  'cuddly', 'daring', 'dreamy', 'frosty', 'glowing', 'humble', 'playful', 'rainbow',
];
const ANIMALS = [
  'tiger', 'otter', 'panda', 'koala', 'zebra', 'whale', 'eagle', 'falcon',
  'badger', 'beaver', 'bunny', 'camel', 'cheetah', 'dolphin', 'donkey', 'duck',
  'ferret', 'finch', 'fox', 'frog', 'gecko', 'giraffe', 'goose', 'gorilla',
  'hamster', 'hedgehog', 'heron', 'hippo', 'horse', 'jaguar', 'kitten', 'lamb',
  'lemur', 'leopard', 'lion', 'llama', 'lobster', 'meerkat', 'mole', 'monkey',
  'moose', 'mouse', 'newt', 'owl', 'parrot', 'pelican', 'penguin', 'pony',
  'puffin', 'puppy', 'rabbit', 'raccoon', 'robin', 'salmon', 'seal', 'shark',
  'sloth', 'snail', 'squirrel', 'swan', 'toucan', 'turtle', 'walrus', 'wombat',
];
const NUMBER_MIN = 100;
const NUMBER_COUNT = 900;

/** @returns {number} bits of entropy of one generated code */
function entropyBits() {
  return Math.log2(ADJECTIVES.length * ANIMALS.length * NUMBER_COUNT);
}

/**
 * @param {(size: number) => number} randomIndex a uniform, cryptographically secure integer in [0, size)
 * @returns {string}
 */
function generateAccessCode(randomIndex) {
  return ADJECTIVES[randomIndex(ADJECTIVES.length)] + '-' + ANIMALS[randomIndex(ANIMALS.length)] + '-' + (NUMBER_MIN + randomIndex(NUMBER_COUNT));
}

module.exports = { ADJECTIVES, ANIMALS, entropyBits, generateAccessCode };
