import { readJson } from '../records.ts';

/** A record's fields as plain values for the shared rules: `fields` as they are, `jsonFields` read as JSON. */
export function plain(record: core.Record, fields: readonly string[], jsonFields: readonly string[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of fields) value[field] = record.get(field);
  for (const field of jsonFields) value[field] = readJson(record, field, null);
  return value;
}
