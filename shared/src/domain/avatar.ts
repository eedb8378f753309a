// The child's avatar, built from parts they choose (the Big Smile art of DiceBear, drawn by the student
// app): which parts there are, the one each starts with, and what may be stored in the child's preferences.

/** The parts a child chooses from, each with its choices in the order shown: friendly faces only. */
export const AVATAR_PARTS = {
  hair: [
    'shortHair',
    'curlyBob',
    'braids',
    'bunHair',
    'wavyBob',
    'straightHair',
    'froBun',
    'bangs',
    'curlyShortHair',
    'bowlCutHair',
    'mohawk',
    'halfShavedHead',
    'shavedHead',
  ],
  hairColor: ['220f00', '3a1a00', '71472d', 'e2ba87', 'e9b729', 'd56c0c', '605de4', '238d80'],
  skinColor: ['ffe4c0', 'f5d7b1', 'efcc9f', 'e2ba87', 'c99c62', 'a47539', '8c5a2b', '643d19'],
  eyes: ['cheery', 'normal', 'starstruck', 'winking', 'sleepy', 'confused'],
  mouth: ['openedSmile', 'teethSmile', 'gapSmile', 'kawaii', 'awkwardSmile', 'braces'],
  accessories: ['none', 'glasses', 'sunglasses', 'catEars', 'sailormoonCrown', 'clownNose', 'mustache'],
} as const;

export type AvatarPart = keyof typeof AVATAR_PARTS;
export type Avatar = { [P in AvatarPart]: (typeof AVATAR_PARTS)[P][number] };

/** The avatar before the child changes anything: each part's first choice. */
export const DEFAULT_AVATAR = Object.fromEntries(Object.entries(AVATAR_PARTS).map(([part, choices]) => [part, choices[0]])) as Avatar;

const isAvatarObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Why a value cannot be stored as an avatar, in words for people; '' when it can. Every part must be named, with one of its choices. */
export function avatarProblem(value: unknown): string {
  if (!isAvatarObject(value)) return 'An avatar must be a set of chosen parts.';
  for (const key of Object.keys(value)) if (!Object.hasOwn(AVATAR_PARTS, key)) return `An avatar has no part called "${key}".`;
  for (const [part, choices] of Object.entries(AVATAR_PARTS) as Array<[AvatarPart, readonly string[]]>) {
    const chosen = value[part];
    if (typeof chosen !== 'string' || !choices.includes(chosen)) return `Choose one of the ${part} choices for your avatar.`;
  }
  return '';
}

/** The stored avatar, or null where none was built (or one of an older version that no longer fits). */
export function avatarOf(value: unknown): Avatar | null {
  return avatarProblem(value) === '' ? (value as Avatar) : null;
}
