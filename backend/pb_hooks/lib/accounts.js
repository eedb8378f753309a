/// <reference path="../../pb_data/types.d.ts" />
// Checks on the accounts' own records that must run before PocketBase reads the request.
const records = require(`${__hooks}/lib/records.js`);

// bcrypt reads at most 72 bytes; PocketBase refuses a longer password without naming the field.
const PASSWORD_MAX_BYTES = 71;
const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?\/?$/;
const SELF_CHOSEN = ['parents', 'creators'];

/** @param {string} text @returns {number} its length in UTF-8 bytes */
function utf8Length(text) {
  return unescape(encodeURIComponent(text)).length;
}

/** A create or update of a parent or creator whose password bcrypt cannot take is refused, naming the field. @param {core.RequestEvent} e */
function checkPasswordLength(e) {
  const method = e.request.method;
  const match = (method === 'POST' || method === 'PATCH') && RECORDS_PATH.exec(e.request.url.path);
  if (!match) return;
  let collection = null;
  try {
    collection = $app.findCachedCollectionByNameOrId(decodeURIComponent(match[1]));
  } catch {
    return;
  }
  if (SELF_CHOSEN.indexOf(collection.name) < 0) return;
  const password = e.requestInfo().body.password;
  if (password == null) return;
  // Other JSON values would be turned into text of any length first.
  if (typeof password !== 'string') records.throwIfInvalid({ password: 'A password is a text' });
  if (utf8Length(password) > PASSWORD_MAX_BYTES) {
    records.throwIfInvalid({ password: 'A password can be at most ' + PASSWORD_MAX_BYTES + ' characters long' });
  }
}

module.exports = { checkPasswordLength };
