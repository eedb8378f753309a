// A child's sign-in link, the login card's QR code: the sign-in page with the Student tab open and the Student
// ID filled in, and the access code in the address's fragment (after `#`), so that scanning the card signs the
// child in on the family's device. A browser never sends a fragment to any server (nor in a Referer), so the
// code reaches no server's log; the sign-in page reads it once and takes it out of the address bar and the
// browser's history at once (shell/src/app/routes/login.tsx). Anyone who scans the card can sign in as the
// child: the card says to keep it like a house key, and a new code makes an old card useless.
import { normaliseAccessCode } from './domain/access-code.ts';
import { isStudentId } from './domain/student-id.ts';
import { paths } from './paths.ts';

/** The sign-in address's parameter that carries the Student ID. */
export const STUDENT_LINK_PARAM = 'student';
/** The parameter of the address's fragment that carries the access code. */
export const CARD_CODE_PARAM = 'code';

/** `https://portal.example.org/login?student=STU2345678#code=sunny-tiger-427` for the portal at `portal` (an origin). */
export function studentSignInLink(portal: string, studentId: string, accessCode?: string): string {
  if (!isStudentId(studentId)) throw new Error(`Not a Student ID: ${studentId}`);
  const url = new URL(paths.login, portal);
  url.searchParams.set(STUDENT_LINK_PARAM, studentId);
  if (accessCode) url.hash = new URLSearchParams({ [CARD_CODE_PARAM]: accessCode }).toString();
  return url.href;
}

/** The Student ID a sign-in link carries (`location.search`), or null when it carries none that is well formed. */
export function studentIdFromLink(search: string): string | null {
  const value = new URLSearchParams(search).get(STUDENT_LINK_PARAM);
  return value !== null && isStudentId(value) ? value : null;
}

/**
 * The access code a card's link carries in its fragment (`location.hash`), as the server made it; null when
 * there is none, or it is not the shape of a code (a link someone made up is no code to send).
 */
export function cardCodeFromLink(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(CARD_CODE_PARAM);
  if (value === null || value.length > 64) return null;
  const code = normaliseAccessCode(value);
  return /^[a-z]+-[a-z]+-[0-9]+$/.test(code) ? code : null;
}
