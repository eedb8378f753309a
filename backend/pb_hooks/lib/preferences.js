/// <reference path="../../pb_data/types.d.ts" />
// Preferences (SPEC.md 3, shared/src/domain/preferences.ts): every signed-in person's own, stored on
// their account (parents, students, creators), SPEC's defaults where nothing is stored. One route saves
// a change for any role; a parent's record update is checked by the same rule.
const records = require(`${__hooks}/lib/server.js`).records;
const domain = require(`${__hooks}/lib/domain.js`);

/** The body of a change: a handful of named choices, far below this. */
const PREFERENCES_MAX_BYTES = 2048;

/** A JSON field's value as stored or sent: PocketBase hands it over as its JSON text (types.JSONRaw). */
function parsed(raw) {
  if (raw === null || raw === undefined) return null;
  const text = String(raw);
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return raw;
  }
}

/** An account's preferences with SPEC's defaults. @param {core.Record} account */
function preferencesOf(account) {
  return domain.preferencesOf(parsed(account.getString('preferences')));
}

/**
 * POST /api/preferences: `{ theme: 'dark' }` and the like, for the signed-in account only. Every key must
 * be known and of its type; what is sent replaces those keys and keeps the others.
 * @param {core.RequestEvent} e
 */
function save(e) {
  const change = e.requestInfo().body;
  const problem = domain.preferencesError(change);
  if (problem) records.throwIfInvalid({ preferences: problem });
  const account = e.app.findRecordById(e.auth.collection().id, e.auth.id);
  const stored = parsed(account.getString('preferences'));
  const merged = Object.assign({}, stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}, change);
  account.set('preferences', merged);
  e.app.save(account);
  return e.json(200, { preferences: merged });
}

/** A parent's own record update that names preferences: the same rule as the route. @param {core.RecordRequestEvent} e */
function checkUpdate(e) {
  const body = e.requestInfo().body;
  if (!('preferences' in body)) return;
  const problem = domain.preferencesError(parsed(body.preferences));
  if (problem) records.throwIfInvalid({ preferences: problem });
}

module.exports = { PREFERENCES_MAX_BYTES, preferencesOf, save, checkUpdate };
