// Small helpers for SQL through PocketBase's query builder.

/** Runs a statement that returns no rows, with its `{:name}` parameters bound. */
export function execute(app: core.App, sql: string, params: dbx.Params): void {
  app.db().newQuery(sql).bind(params).execute();
}

/** The characters of a PocketBase record id. */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new record id as PocketBase makes them (15 characters), for a row written by SQL; `length` for a shorter key. */
export function newRecordId(length = 15): string {
  return $security.randomStringWithAlphabet(length, ID_ALPHABET);
}

/** The columns found so far: once there, a column stays (only a migration adds or drops one, before the server serves). */
const knownColumns = new Set<string>();

/** Whether `table` has `column` (a migration may run code written for a later schema); asked once when it has. */
export function hasColumn(app: core.App, table: string, column: string): boolean {
  const key = table + '.' + column;
  if (knownColumns.has(key)) return true;
  const found = app.hasTable(table) && app.tableColumns(table).includes(column);
  if (found) knownColumns.add(key);
  return found;
}

/**
 * A list for a query's rows (`query.all(rows)`), each read into the fields of `shape`, with their types:
 * PocketBase's DynamicModel takes its columns' types from the shape's values.
 */
export function rowsLike<T extends object>(shape: T): T[] {
  // DynamicModel's declaration types every field `any`: the shape is what PocketBase reads them into.
  return arrayOf(new DynamicModel(shape)) as unknown as T[];
}

/** A row for a query's `one(row)`, read into the fields of `shape` as rowsLike reads each. */
export function rowLike<T extends object>(shape: T): T {
  // As rowsLike: the shape is what PocketBase reads the columns into.
  return new DynamicModel(shape) as T;
}

/** `{:name0}, {:name1}, ...` for a list bound as name0, name1... into `params`: the inside of an `IN (...)`. */
export function listParam(name: string, values: readonly string[], params: dbx.Params): string {
  return values
    .map((value, i) => {
      params[name + i] = value;
      return '{:' + name + i + '}';
    })
    .join(', ');
}
