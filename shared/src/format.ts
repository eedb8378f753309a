// Dates and numbers as people in the UK read them, written out by hand: the first `Intl` object a
// page makes (which `toLocaleDateString` and `toLocaleString` make for you) costs 40-75 ms on this
// machine's Chromium, some 200 ms on the slow phone Lighthouse stands for, on every screen that
// shows a date or a count.
/** The months as dates are written here: en-GB's short names (its 'Sept'). */
export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** A date as people read it ("10 Jan 2026", as `en-GB` writes it), from PocketBase's "2026-01-10 12:00:00.000Z" or ISO; empty when there is none. */
export function formatDate(value: string | null | undefined): string {
  const date = new Date((value ?? '').replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS_SHORT[date.getMonth()]} ${date.getFullYear()}`;
}

/** A time of day on the device's clock as people read it here ("18:04", as `en-GB` writes it). */
export function formatTime(value: Date): string {
  return `${String(value.getHours()).padStart(2, '0')}:${String(value.getMinutes()).padStart(2, '0')}`;
}

/** A word as a label starts it: `beginner` → `Beginner`. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A whole number with thousands separated ("12,345", as `en-GB` writes it). */
export function formatCount(value: number): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long ago something happened, in plain words: "just now", "5 minutes ago", "3 hours ago", "yesterday", then the date. */
export function timeAgo(value: string, now: number = Date.now()): string {
  const time = new Date(value.replace(' ', 'T')).getTime();
  if (Number.isNaN(time)) return '';
  const past = Math.max(0, now - time);
  if (past < MINUTE) return 'just now';
  if (past < HOUR) {
    const minutes = Math.floor(past / MINUTE);
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  }
  if (past < 24 * HOUR) {
    const hours = Math.floor(past / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  return past < 48 * HOUR ? 'yesterday' : formatDate(value);
}
