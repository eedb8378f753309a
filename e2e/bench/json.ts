import { readFileSync } from 'node:fs';

export const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Follows keys into parsed JSON; undefined as soon as one is missing. */
export function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || !(key in current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
