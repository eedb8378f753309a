import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_ADJECTIVES,
  ACCESS_CODE_ANIMALS,
  accessCodeEntropyBits,
  generateAccessCode,
  normaliseAccessCode,
} from './access-code.ts';
import { normaliseEmail } from './account.ts';
import { isStudentId, normaliseStudentId } from './student-id.ts';

/** A code as the server makes it, from fast-check's choice of words and number. */
const madeCode = fc
  .tuple(fc.constantFrom(...ACCESS_CODE_ADJECTIVES), fc.constantFrom(...ACCESS_CODE_ANIMALS), fc.integer({ min: 100, max: 999 }))
  .map(([adjective, animal, number]) => ({ adjective, animal, number, code: `${adjective}-${animal}-${number}` }));

/** What a child may type between two words: nothing, spaces, a hyphen, a dash a phone swapped in. */
const between = fc.constantFrom('', ' ', '  ', '-', ' - ', '\u2013', '_', '\u00a0');
const capitals = (text: string, pattern: boolean[]) =>
  [...text].map((c, i) => (pattern[i % pattern.length] ? c.toUpperCase() : c)).join('');

describe('access codes', () => {
  it('carry at least 20 bits of entropy, and the words differ', () => {
    expect(accessCodeEntropyBits()).toBeGreaterThanOrEqual(20);
    expect(new Set(ACCESS_CODE_ADJECTIVES).size).toBe(64);
    expect(new Set(ACCESS_CODE_ANIMALS).size).toBe(64);
    expect(generateAccessCode(() => 0)).toBe('sunny-tiger-100');
    expect(generateAccessCode((size) => size - 1)).toBe('rainbow-wombat-999');
  });

  it('every form a child may type is the code as made: any case, spaces, hyphens or none between the words', () => {
    fc.assert(
      fc.property(
        madeCode,
        between,
        between,
        fc.array(fc.boolean(), { minLength: 1 }),
        fc.constantFrom('', ' ', '\t'),
        ({ adjective, animal, number, code }, a, b, caps, pad) => {
          const typed = pad + capitals(`${adjective}${a}${animal}${b}${number}`, caps) + pad;
          expect(normaliseAccessCode(typed)).toBe(code);
        },
      ),
    );
  });

  it('the cases of the issue', () => {
    expect(normaliseAccessCode('Sunny-Tiger-42')).toBe('sunny-tiger-42');
    expect(normaliseAccessCode('sunny tiger 42')).toBe('sunny-tiger-42');
    expect(normaliseAccessCode(' sunny-tiger-42')).toBe('sunny-tiger-42');
    expect(normaliseAccessCode('SUNNYTIGER42')).toBe('sunny-tiger-42');
    // full-width letters from a phone's other keyboard
    expect(normaliseAccessCode('ｓｕｎｎｙ ｔｉｇｅｒ ４２')).toBe('sunny-tiger-42');
  });

  it('is idempotent, and tells different codes apart', () => {
    fc.assert(
      fc.property(madeCode, madeCode, (one, other) => {
        expect(normaliseAccessCode(normaliseAccessCode(one.code))).toBe(one.code);
        expect(normaliseAccessCode(other.code) === one.code).toBe(other.code === one.code);
      }),
    );
  });

  it('no two codes run together read alike: each adjective and animal pair splits one way only', () => {
    const joined = new Map<string, string>();
    for (const adjective of ACCESS_CODE_ADJECTIVES) {
      for (const animal of ACCESS_CODE_ANIMALS) {
        const letters = adjective + animal;
        expect({ letters, readAs: joined.get(letters) }).toEqual({ letters, readAs: undefined });
        joined.set(letters, `${adjective}-${animal}`);
        expect(normaliseAccessCode(`${letters}5`)).toBe(`${adjective}-${animal}-5`);
      }
    }
  });

  it('text of another shape is compared as typed', () => {
    expect(normaliseAccessCode('Student123!')).toBe('Student123!');
    expect(normaliseAccessCode('  pass word?')).toBe('  pass word?');
    expect(normaliseAccessCode('')).toBe('');
  });
});

describe('Student IDs', () => {
  it('are the ID the server gave, whatever the case, spaces or hyphens', () => {
    for (const typed of ['stu001', 'STU001', ' Stu001 ', 'stu 001', 'STU-001', 'ｓｔｕ００１'])
      expect(normaliseStudentId(typed)).toBe('STU001');
    expect(normaliseStudentId('stu2345678')).toBe('STU2345678');
  });

  it('read an O as 0 and an I or l as 1 among the digits only', () => {
    expect(normaliseStudentId('stuOO1')).toBe('STU001');
    expect(normaliseStudentId('STU0l2')).toBe('STU012');
    expect(normaliseStudentId('sTu i23')).toBe('STU123');
  });

  it('anything else stays no Student ID', () => {
    expect(isStudentId(normaliseStudentId('parent@demo.com'))).toBe(false);
    expect(isStudentId(normaliseStudentId('STUXYZ'))).toBe(false);
    expect(isStudentId(normaliseStudentId(''))).toBe(false);
  });
});

describe('emails', () => {
  it('are one identity whatever their case', () => {
    expect(normaliseEmail(' Parent@Example.COM ')).toBe('parent@example.com');
    expect(normaliseEmail('ÉLODIE@exemple.fr')).toBe('élodie@exemple.fr');
  });
});
