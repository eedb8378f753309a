/**
 * The Student IDs the server gives: the students collection's pattern (`backend/pb_migrations`, create_accounts);
 * children.js makes new ones of STU and 7 digits, the demo children keep STU001-style ones.
 */
export const STUDENT_ID_PATTERN = /^STU[0-9]{3,9}$/;

export function isStudentId(value: string): boolean {
  return STUDENT_ID_PATTERN.test(value);
}

/**
 * A Student ID as a child types it, as the server gave it: capital letters, no spaces or hyphens, and in its
 * digits an O read as 0 and an I or l as 1 (the demo IDs have both). `stu 001`, `Stu-OO1` are `STU001`.
 * Anything that is still no Student ID comes back in capitals, to be refused like any unknown ID.
 */
export function normaliseStudentId(typed: string): string {
  const id = typed
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-_.\u2010-\u2015\u2212]+/g, '');
  if (!id.startsWith('STU')) return id;
  return 'STU' + id.slice(3).replace(/O/g, '0').replace(/[IL]/g, '1');
}
