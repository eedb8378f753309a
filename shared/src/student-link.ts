// A child's sign-in link, the login card's QR code: the sign-in page with the Student tab open and the
// Student ID filled in. Never the access code: a link stays in browser histories and server logs, and
// a card's QR code can be read by anyone who sees it.
import { isStudentId } from './domain/student-id.ts';
import { paths } from './paths.ts';

/** The sign-in address's parameter that carries the Student ID. */
export const STUDENT_LINK_PARAM = 'student';

/** `https://portal.example.org/login?student=STU2345678` for the portal at `portal` (an origin). */
export function studentSignInLink(portal: string, studentId: string): string {
  if (!isStudentId(studentId)) throw new Error(`Not a Student ID: ${studentId}`);
  const url = new URL(paths.login, portal);
  url.searchParams.set(STUDENT_LINK_PARAM, studentId);
  return url.href;
}

/** The Student ID a sign-in link carries (`location.search`), or null when it carries none that is well formed. */
export function studentIdFromLink(search: string): string | null {
  const value = new URLSearchParams(search).get(STUDENT_LINK_PARAM);
  return value !== null && isStudentId(value) ? value : null;
}
