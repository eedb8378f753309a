import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATAR_PARTS, avatarOf, avatarProblem, DEFAULT_AVATAR, type AvatarPart } from './avatar.ts';

const parts = Object.keys(AVATAR_PARTS) as AvatarPart[];
/** Any avatar a child can build. */
const anyAvatar = fc.record(
  Object.fromEntries(parts.map((part) => [part, fc.constantFrom(...AVATAR_PARTS[part])])) as Record<AvatarPart, fc.Arbitrary<string>>,
);

describe("a child's avatar", () => {
  it('starts with the first choice of each part', () => {
    expect(DEFAULT_AVATAR).toEqual({
      hair: 'shortHair',
      hairColor: '220f00',
      skinColor: 'ffe4c0',
      eyes: 'cheery',
      mouth: 'openedSmile',
      accessories: 'none',
    });
    expect(avatarProblem(DEFAULT_AVATAR)).toBe('');
  });

  it('can be any combination of the choices, and is read back as stored', () => {
    fc.assert(
      fc.property(anyAvatar, (avatar) => {
        expect(avatarProblem(avatar)).toBe('');
        expect(avatarOf(avatar)).toEqual(avatar);
      }),
    );
  });

  it('is refused, in words, with a part missing, unknown or not one of its choices', () => {
    fc.assert(
      fc.property(anyAvatar, fc.constantFrom(...parts), fc.string(), (avatar, part, other) => {
        fc.pre(!(AVATAR_PARTS[part] as readonly string[]).includes(other));
        expect(avatarProblem({ ...avatar, [part]: other })).toBe(`Choose one of the ${part} choices for your avatar.`);
        expect(avatarOf({ ...avatar, [part]: other })).toBeNull();
      }),
    );
    const { hair: _hair, ...withoutHair } = DEFAULT_AVATAR;
    expect(avatarProblem(withoutHair)).toBe('Choose one of the hair choices for your avatar.');
    expect(avatarProblem({ ...DEFAULT_AVATAR, hat: 'top' })).toBe('An avatar has no part called "hat".');
    expect(avatarProblem({ ...DEFAULT_AVATAR, eyes: 'angry' })).toBe('Choose one of the eyes choices for your avatar.');
    expect(avatarProblem('<svg onload=alert(1)>')).toBe('An avatar must be a set of chosen parts.');
    expect(avatarProblem([DEFAULT_AVATAR])).toBe('An avatar must be a set of chosen parts.');
    expect(avatarOf(null)).toBeNull();
  });
});
