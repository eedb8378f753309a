import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from './avatar.ts';
import { PREFERENCE_DEFAULTS, preferencesError, preferencesOf } from './preferences.ts';

describe('preferences', () => {
  it("are SPEC's defaults where an account has none, and what it chose where it has", () => {
    expect(preferencesOf(null)).toEqual({ ...PREFERENCE_DEFAULTS });
    expect(PREFERENCE_DEFAULTS).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      soundEffects: true,
      autoSave: true,
      language: 'en',
      theme: 'light',
      sidebarCollapsed: false,
      avatar: null,
    });
    expect(preferencesOf({ emailNotifications: false, theme: 'dark' })).toMatchObject({
      emailNotifications: false,
      theme: 'dark',
      soundEffects: true,
    });
    // What a newer or older version stored that is not a choice of this one: the default.
    expect(preferencesOf({ theme: 'sepia', soundEffects: 'loud', extra: 1 })).toEqual({ ...PREFERENCE_DEFAULTS });
    expect(preferencesOf(['theme'])).toEqual({ ...PREFERENCE_DEFAULTS });
  });

  it('can be saved only with known names, each of its type', () => {
    expect(preferencesError({ emailNotifications: false, theme: 'dark', language: 'en' })).toBe('');
    expect(preferencesError(null)).toBe('');
    expect(preferencesError({ emailNotifications: 0 })).toBe('Choose on or off for emailNotifications.');
    expect(preferencesError({ language: 'fr' })).toBe('Choose "en" for language.');
    expect(preferencesError({ theme: 'pink' })).toBe('Choose "light" or "dark" for theme.');
    expect(preferencesError({ __proto__x: true })).toBe('There is no preference called "__proto__x".');
    expect(preferencesError('dark')).toBe('Preferences must be a set of named choices.');
    expect(preferencesError([true])).toBe('Preferences must be a set of named choices.');
  });

  it("keep a child's avatar only when every part is one of its choices", () => {
    expect(preferencesError({ avatar: DEFAULT_AVATAR })).toBe('');
    expect(preferencesOf({ avatar: { ...DEFAULT_AVATAR, hair: 'braids' } }).avatar).toEqual({ ...DEFAULT_AVATAR, hair: 'braids' });
    expect(preferencesError({ avatar: { ...DEFAULT_AVATAR, hair: 'https://example.com/x.png' } })).toBe(
      'Choose one of the hair choices for your avatar.',
    );
    expect(preferencesError({ avatar: null })).toBe('An avatar must be a set of chosen parts.');
    expect(preferencesOf({ avatar: { hair: 'braids' } }).avatar).toBeNull();
  });
});
