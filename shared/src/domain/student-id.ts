/**
 * The Student IDs the server gives: the students collection's pattern (`backend/pb_migrations`, create_accounts);
 * children.js makes new ones of STU and 7 digits, the demo children keep STU001-style ones.
 */
export const STUDENT_ID_PATTERN = /^STU[0-9]{3,9}$/;

export function isStudentId(value: string): boolean {
  return STUDENT_ID_PATTERN.test(value);
}
