// Small helpers for records inside PocketBase's JS engine.

/**
 * A JSON field's value, or `fallback` when it is empty. `T` is what the caller knows the field holds: the
 * server wrote it, or the shared rules checked it on save; a text saved for a JSON field that is not JSON
 * comes back as that text (see below), which the checks of the fields that accept input name.
 */
export function readJson<T>(record: core.Record, field: string, fallback: T): T {
  const raw: unknown = record.get(field);
  if (raw == null) return fallback;
  const text = toString(raw);
  if (!text || text === 'null') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A text sent for a JSON field that is not JSON is kept as Go quotes it, and Go writes a control
    // character (U+0000, U+007F...) as \x00, which JSON cannot read. It was sent as a text, so the
    // checks see a text and name the field, as for any other text.
    return text as T;
  }
}

/** Milliseconds since the epoch, 0 when empty. */
export function millis(record: core.Record, field: string): number {
  const value = record.getDateTime(field);
  return value.isZero() ? 0 : value.time().unixMilli();
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}

/** The date as PocketBase stores it, comparable as text in SQL. */
export function storedDate(ms: number): string {
  return isoDate(ms).replace('T', ' ');
}

/** Throws a 400 whose data carries one plain-words message per field, as PocketBase does. */
export function throwIfInvalid(errors: Readonly<Record<string, string>>): void {
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const data: Record<string, ValidationError> = {};
  for (const field of fields) data[field] = new ValidationError('validation_invalid_' + field, errors[field] ?? '');
  throw new BadRequestError('Some fields need attention.', data);
}

/** Inside a transaction pass its app: PocketBase asks that a transaction read only through it. */
export function findOrNull(collection: string, id: unknown, app: core.App | PocketBase = $app): core.Record | null {
  if (!id || typeof id !== 'string') return null;
  try {
    return app.findRecordById(collection, id);
  } catch {
    return null;
  }
}

/** Its length in UTF-8 bytes, as Go sends or reads it. */
export function utf8Length(text: string): number {
  return unescape(encodeURIComponent(text)).length;
}

/** A Go slice PocketBase hands over (files, records), as a JavaScript array with every array method. */
export function jsArray<T>(items: ArrayLike<T>): T[] {
  return Array.prototype.slice.call(items) as T[];
}
