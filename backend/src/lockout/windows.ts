// Limited actions counted in fixed windows (a row of auth_lockouts per key and network): sign-ups per
// network here, account emails and family exports in their own rooms.
//
// Sign-up: PocketBase tells a taken email apart (400 `validation_not_unique`), and cannot help it
// while a new parent is signed in straight away: whoever can sign in with the password they just
// chose knows the email was free. Until sign-up goes through an email ("check your email to
// continue"), each network gets a few sign-ups an hour, counted before the email is looked at, so
// that trying a list of emails is slow; docs/backend.md weighs this. The limit is the rate-limit
// rule SIGN_UP_RULE of PocketBase's settings, which PocketBase itself never matches: it stays with
// the other limits in the dashboard, and test servers raise it with them.
import { clientNetwork } from '../client-network.ts';
import { isoDate, millis } from '../records.ts';
import { findCount, newCount } from './counts.ts';

export const SIGN_UP_RULE = 'parents:signup';
const SIGN_UP_KEY = { c: 'parents:sign-up', i: '*' };

/** A rate-limit rule of PocketBase's settings by its label, when the limiter is on. */
export function ruleNamed(label: string): { maxRequests: number; duration: number } | null {
  const limits = $app.settings().rateLimits;
  if (!limits.enabled) return null;
  // An index over a Go slice, as PocketBase hands the rules over.
  for (let i = 0; i < limits.rules.length; i += 1) {
    const rule = limits.rules[i];
    if (rule && rule.label === label) return rule;
  }
  return null;
}

function signUpLimitMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60000));
  return 'Too many sign-ups from your network. Please try again in ' + minutes + (minutes === 1 ? ' minute.' : ' minutes.');
}

/**
 * Counts one use of a limited action in a fixed window; throws 429 with the message for the time left once
 * `max` uses are in the window. In one transaction, so that parallel requests cannot get more through.
 */
export function reserveWindow(
  key: { c: string; i: string },
  network: string,
  max: number,
  windowMs: number,
  message: (msLeft: number) => string,
): void {
  $app.runInTransaction((txApp) => {
    const now = Date.now();
    const entry = findCount(txApp, key.c, key.i, network);
    const ends = entry ? millis(entry, 'expires_at') : 0;
    if (entry && ends > now && entry.getInt('failures') >= max) throw new TooManyRequestsError(message(ends - now));
    const row = entry ?? newCount(txApp, { ...key, n: network });
    if (ends > now) {
      row.set('failures', row.getInt('failures') + 1);
    } else {
      row.set('failures', 1);
      row.set('expires_at', isoDate(now + windowMs));
    }
    txApp.save(row);
  });
}

/** Counts one sign-up of the client's network (its realIP) in a fixed window of the rule's duration; throws 429 past its maxRequests. */
export function reserveSignUp(address: string): void {
  const rule = ruleNamed(SIGN_UP_RULE);
  if (!rule) return;
  reserveWindow(SIGN_UP_KEY, clientNetwork(address), rule.maxRequests, rule.duration * 1000, signUpLimitMessage);
}
