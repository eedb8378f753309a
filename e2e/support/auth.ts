import { join } from 'node:path';

export type Role = 'parent' | 'student' | 'creator';

/**
 * Where the setup project keeps each demo account's signed-in browser state; a test that
 * is not about signing in starts signed in with `test.use({ storageState: storageStateOf('parent') })`.
 */
export function storageStateOf(role: Role): string {
  return join(import.meta.dirname, '..', '.auth', `${role}.json`);
}
