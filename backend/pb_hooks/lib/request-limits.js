/// <reference path="../../pb_data/types.d.ts" />
// What a request may send, checked before PocketBase reads its body (pb_hooks/request-limits.pb.js):
// - its size: PocketBase's own limit is 32 MB plus what the collection's fields can hold (90 MB for a
//   question with its video), read in full before the rules refuse a stranger; here each route gets
//   what it stores: a visitor who has not signed in sends at most GUEST_MAX_BYTES anywhere (a sign-in,
//   a sign-up), a record at most what its fields can hold (files only in a multipart upload), other
//   routes SIGNED_IN_MAX_BYTES. A Content-Length over the limit is refused at once with 413; a body
//   sent without one is cut off at the limit as it is read (PocketBase's own body limit, tighter).
// - a password bcrypt cannot take: PocketBase refuses it before any record hook, without naming the field.
const records = require(`${__hooks}/lib/records.js`);

const KB = 1024;
const GUEST_MAX_BYTES = 16 * KB;
const SIGNED_IN_MAX_BYTES = 64 * KB;
// Field names, JSON punctuation, multipart boundaries.
const ENVELOPE_BYTES = 16 * KB;
// A character of text sent in JSON is at most 6 bytes (\uXXXX).
const JSON_BYTES_PER_CHAR = 6;
const WRITES = { POST: true, PUT: true, PATCH: true };
const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?\/?$/;
// bcrypt reads at most 72 bytes; PocketBase refuses a longer password without naming the field.
const PASSWORD_MAX_BYTES = 71;
const SELF_CHOSEN = ['parents', 'creators'];

/** @param {number} bytes @returns {string} */
function size(bytes) {
  return bytes >= 1024 * KB ? (bytes / (1024 * KB)).toFixed(1).replace(/\.0$/, '') + ' MB' : Math.ceil(bytes / KB) + ' KB';
}

/**
 * The most a record of the collection can take in one request: each field's largest value.
 * @param {core.Collection} collection @param {boolean} multipart whether files can come with it
 */
function recordMaxBytes(collection, multipart) {
  let bytes = ENVELOPE_BYTES;
  const fields = collection.fields;
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i];
    const type = field.type();
    if (type === 'file') bytes += multipart ? field.maxSize * Math.max(1, field.maxSelect) : 256 * Math.max(1, field.maxSelect);
    else if (type === 'text') bytes += (field.max || 5000) * JSON_BYTES_PER_CHAR;
    else if (type === 'editor') bytes += field.maxSize || 5 * 1024 * KB;
    else if (type === 'json') bytes += field.maxSize || 1024 * KB;
    else if (type === 'relation' || type === 'select') bytes += 64 * Math.max(1, field.maxSelect);
    else bytes += 512;
  }
  return bytes;
}

/**
 * The largest body this request may send, or 0 for PocketBase's own limits (a superuser).
 * @param {core.RequestEvent} e @returns {number}
 */
function limitFor(e) {
  if (e.hasSuperuserAuth()) return 0;
  if (!e.auth) return GUEST_MAX_BYTES;
  const match = RECORDS_PATH.exec(e.request.url.path);
  if (!match) return SIGNED_IN_MAX_BYTES;
  let collection = null;
  try {
    collection = $app.findCachedCollectionByNameOrId(decodeURIComponent(match[1]));
  } catch {
    return SIGNED_IN_MAX_BYTES;
  }
  const multipart = String(e.request.header.get('Content-Type')).toLowerCase().indexOf('multipart/form-data') === 0;
  return recordMaxBytes(collection, multipart);
}

/** @param {string} text @returns {number} its length in UTF-8 bytes */
function utf8Length(text) {
  return unescape(encodeURIComponent(text)).length;
}

/** A create or update of a parent or creator whose password bcrypt cannot take is refused, naming the field. @param {core.RequestEvent} e */
function checkPasswordLength(e) {
  const match = RECORDS_PATH.exec(e.request.url.path);
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

/** @param {core.RequestEvent} e */
function check(e) {
  if (!WRITES[e.request.method]) return e.next();
  const limit = limitFor(e);
  if (!limit) return e.next();
  const length = e.request.contentLength;
  if (length > limit) throw new ApiError(413, 'This is too large to send: at most ' + size(limit) + ' can be sent here.');
  // Reading the body for the password is safe only when its length is known and within the limit;
  // no app sends a sign-up without one.
  if (length >= 0) checkPasswordLength(e);
  // Also a body sent without a Content-Length stops at the limit.
  return $apis.bodyLimit(limit).func(e);
}

module.exports = { GUEST_MAX_BYTES, SIGNED_IN_MAX_BYTES, PASSWORD_MAX_BYTES, recordMaxBytes, check };
