// Preferences (shared/src/domain/preferences.ts): every signed-in person's own, stored on their account
// (parents, students, creators), the defaults where nothing is stored. One route saves a change for any
// role; a parent's record update is checked by the same rule.
import { preferencesError, preferencesOf as withDefaults, type Preferences } from './domain.ts';
import { bodyOf } from './events.ts';
import { throwIfInvalid } from './records.ts';

/** The body of a change: a handful of named choices, far below this. */
export const PREFERENCES_MAX_BYTES = 2048;

/** A JSON field's value as stored or sent: PocketBase hands it over as its JSON text (types.JSONRaw). */
function parsed(raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  const text = String(raw);
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return raw;
  }
}

/** An account's preferences, with the defaults. */
export function preferencesOf(account: core.Record): Preferences {
  return withDefaults(parsed(account.getString('preferences')));
}

/**
 * POST /api/preferences: `{ theme: 'dark' }` and the like, for the signed-in account only. Every key must
 * be known and of its type; what is sent replaces those keys and keeps the others.
 */
export function save(e: core.RequestEvent): void {
  const change = bodyOf(e);
  const problem = preferencesError(change);
  if (problem) throwIfInvalid({ preferences: problem });
  // The route requires a session.
  if (!e.auth) throw new UnauthorizedError();
  const account = e.app.findRecordById(e.auth.collection().id, e.auth.id);
  const stored = parsed(account.getString('preferences'));
  const merged = { ...(stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}), ...change };
  account.set('preferences', merged);
  e.app.save(account);
  return e.json(200, { preferences: merged });
}

/** A parent's own record update that names preferences: the same rule as the route. */
export function checkUpdate(e: core.RecordRequestEvent): void {
  const body = bodyOf(e);
  if (!('preferences' in body)) return;
  const problem = preferencesError(parsed(body.preferences));
  if (problem) throwIfInvalid({ preferences: problem });
}
