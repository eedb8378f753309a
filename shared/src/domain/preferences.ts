// Preferences (docs/product.md, "Settings"): stored on the server per account, the defaults where the account
// has none. The server checks every change with `preferencesError`; screens read `preferencesOf`.
import { avatarOf, avatarProblem, type Avatar } from './avatar.ts';

export const PREFERENCE_DEFAULTS = {
  emailNotifications: true,
  pushNotifications: true,
  soundEffects: true,
  autoSave: true,
  language: 'en',
  theme: 'light',
  sidebarCollapsed: false,
  /** A child's avatar (avatar.ts): none until they build one. */
  avatar: null,
} as const;

export type Preferences = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  soundEffects: boolean;
  autoSave: boolean;
  language: 'en';
  theme: 'light' | 'dark';
  sidebarCollapsed: boolean;
  avatar: Avatar | null;
};

type Key = keyof Preferences;
const CHOICES: Partial<Record<Key, readonly string[]>> = { language: ['en'], theme: ['light', 'dark'] };

/** An account's preferences as stored (possibly empty, or from an older version), with the defaults for what is missing. */
export function preferencesOf(stored: unknown): Preferences {
  const given = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const result: Record<string, unknown> = { ...PREFERENCE_DEFAULTS };
  for (const key of Object.keys(PREFERENCE_DEFAULTS) as Key[]) {
    const value = given[key];
    const choices = CHOICES[key];
    if (key === 'avatar') result[key] = avatarOf(value);
    else if (choices ? typeof value === 'string' && choices.includes(value) : typeof value === 'boolean') result[key] = value;
  }
  return result as Preferences;
}

/** Why stored preferences cannot be saved, in words for people; '' when they can. Every key must be known and of its type. */
export function preferencesError(stored: unknown): string {
  if (stored === null || stored === undefined || stored === '') return '';
  if (typeof stored !== 'object' || Array.isArray(stored)) return 'Preferences must be a set of named choices.';
  for (const [key, value] of Object.entries(stored)) {
    if (!Object.hasOwn(PREFERENCE_DEFAULTS, key)) return `There is no preference called "${key}".`;
    if (key === 'avatar') {
      const problem = avatarProblem(value);
      if (problem) return problem;
      continue;
    }
    const choices = CHOICES[key as Key];
    if (choices ? !(typeof value === 'string' && choices.includes(value)) : typeof value !== 'boolean') {
      return choices ? `Choose ${choices.map((choice) => `"${choice}"`).join(' or ')} for ${key}.` : `Choose on or off for ${key}.`;
    }
  }
  return '';
}
