/// <reference path="../../pb_data/types.d.ts" />
// Small helpers for records inside PocketBase's JS engine.

/** @param {core.Record} record @param {string} field @param {any} fallback @returns {any} */
function readJson(record, field, fallback) {
  const raw = record.get(field);
  if (raw == null) return fallback;
  const text = toString(raw);
  if (!text || text === 'null') return fallback;
  try {
    return JSON.parse(text);
  } catch {
    // A text sent for a JSON field that is not JSON is kept as Go quotes it, and Go writes a control
    // character (U+0000, U+007F...) as \x00, which JSON cannot read. It was sent as a text, so the
    // checks see a text and name the field, as for any other text.
    return text;
  }
}

/** @param {core.Record} record @param {string} field @returns {number} milliseconds since the epoch, 0 when empty */
function millis(record, field) {
  const value = record.getDateTime(field);
  return value.isZero() ? 0 : value.time().unixMilli();
}

/** @param {number} ms @returns {string} */
function isoDate(ms) {
  return new Date(ms).toISOString();
}

/** @param {number} ms @returns {string} the date as PocketBase stores it, comparable as text in SQL */
function storedDate(ms) {
  return isoDate(ms).replace('T', ' ');
}

/**
 * Throws a 400 whose data carries one plain-words message per field, as PocketBase does.
 * @param {Record<string, string>} errors
 */
function throwIfInvalid(errors) {
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const data = {};
  fields.forEach(function (field) {
    data[field] = new ValidationError('validation_invalid_' + field, errors[field]);
  });
  throw new BadRequestError('Some fields need attention.', data);
}

/**
 * Inside a transaction pass its app: PocketBase asks that a transaction read only through it.
 * @param {string} collection @param {string} id @param {core.App} [app] @returns {core.Record | null}
 */
function findOrNull(collection, id, app) {
  if (!id || typeof id !== 'string') return null;
  try {
    return (app || $app).findRecordById(collection, id);
  } catch {
    return null;
  }
}

/** @param {string} text @returns {number} its length in UTF-8 bytes, as Go sends or reads it */
function utf8Length(text) {
  return unescape(encodeURIComponent(text)).length;
}

module.exports = { readJson, millis, isoDate, storedDate, throwIfInvalid, findOrNull, utf8Length };
