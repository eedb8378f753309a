/**
 * This browser's mark for the sign-in's lockout: a random text it keeps (never an account's: Logout leaves it),
 * sent with every sign-in. Once an account signed in with its right password or code from this browser, the
 * server counts this browser's wrong tries apart from the rest of its network, so a classmate guessing on the
 * school network does not lock the child's own tablet out (backend/src/lockout). It names no one:
 * the server keeps only its hash, for the accounts signed in with it, for 30 days.
 */
const BROWSER_MARK_KEY = 'mcq.browser';
const MARK_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** 16 random bytes, base64url: 22 characters. */
function newMark(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The mark, made the first time; none where the browser keeps nothing (the sign-in works all the same). */
export function browserMark(): string | undefined {
  try {
    const kept = localStorage.getItem(BROWSER_MARK_KEY);
    if (kept && MARK_SHAPE.test(kept)) return kept;
    const mark = newMark();
    localStorage.setItem(BROWSER_MARK_KEY, mark);
    return mark;
  } catch {
    return undefined;
  }
}
