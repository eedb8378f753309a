// A sign-in try counted before its password is checked, and a success that clears the counts.
import { clientNetwork } from '../client-network.ts';
import { millis } from '../records.ts';
import { accountIdentity } from '../sign-in-forms.ts';
import { countTry, findCount, isLocked, keyOf } from './counts.ts';
import { deviceCount, deviceHash, isKnown, networkHash, remember } from './known-places.ts';
import { EVERY_NETWORK, LOCKED_MESSAGE, MAX_ACCOUNT_FAILURES, MAX_FAILURES } from './limits.ts';

/** The mark a child's code leaves on the row that counted it, or '' for a password. */
function codeMark(collectionName: string, key: string, password: unknown): string {
  if (collectionName !== 'students' || typeof password !== 'string' || !password) return '';
  return $security.sha256(key + '\n' + password).slice(0, 16);
}

/** The marks of the codes the row counted in its window. */
function countedCodes(row: core.Record | null, now: number): string[] {
  if (!row || millis(row, 'expires_at') <= now) return [];
  return row.getString('wrong_codes').split(' ').filter(Boolean);
}

/**
 * Counts one try before it is checked; throws 429 while this network (or this known browser) is locked out of
 * the account, or the account is locked and the account was not used from this network or browser. A child's
 * code this network already tried is checked but not counted again.
 * `address`: the client's (realIP). `device`: the browser's mark (deviceOf), '' for none. `password`: the code as made (a child's).
 */
export function reserveTry(collectionName: string, identity: unknown, address: string, device = '', password?: unknown): void {
  const key = keyOf(collectionName, identity);
  // Without an identity PocketBase refuses the request itself, naming the field.
  if (!key) return;
  const network = clientNetwork(address);
  const mark = codeMark(collectionName, key, password);
  $app.runInTransaction((txApp) => {
    const now = Date.now();
    const knownDevice = Boolean(device) && isKnown(txApp, collectionName, key, deviceHash(device), now);
    const place = knownDevice ? deviceCount(device) : network;
    const mine = findCount(txApp, collectionName, key, place);
    const account = findCount(txApp, collectionName, key, EVERY_NETWORK);
    if (isLocked(mine, now)) throw new TooManyRequestsError(LOCKED_MESSAGE);
    if (isLocked(account, now) && !knownDevice && !isKnown(txApp, collectionName, key, networkHash(network), now)) {
      throw new TooManyRequestsError(LOCKED_MESSAGE);
    }
    const counted = countedCodes(mine, now);
    // A code already counted is no new guess: it is checked, not counted again. It may be on its way in
    // another request (a double tap, two tabs): the right code, sent twice at once, signs in twice.
    if (mark && counted.includes(mark)) return;
    // The mark is kept before the check: a right code deletes the row (signedIn), a wrong one leaves it.
    const codes = mark ? [...counted, mark].slice(-MAX_FAILURES).join(' ') : undefined;
    countTry(txApp, mine, { c: collectionName, i: key, n: place }, MAX_FAILURES, now, codes);
    countTry(txApp, account, { c: collectionName, i: key, n: EVERY_NETWORK }, MAX_ACCOUNT_FAILURES, now);
  });
}

/**
 * A successful sign-in to `account`: clears the count of its network, of its browser and the account's, and
 * remembers the network and the browser. Counted under the account's own identity, whatever was typed.
 */
export function signedIn(account: core.Record, address: string, device = ''): void {
  const collectionName = account.collection().name;
  const key = keyOf(collectionName, accountIdentity(account));
  const network = clientNetwork(address);
  $app.runInTransaction((txApp) => {
    const places = device ? [network, deviceCount(device), EVERY_NETWORK] : [network, EVERY_NETWORK];
    for (const place of places) {
      const entry = findCount(txApp, collectionName, key, place);
      if (entry) txApp.delete(entry);
    }
    const now = Date.now();
    remember(txApp, collectionName, key, networkHash(network), now);
    if (device) remember(txApp, collectionName, key, deviceHash(device), now);
  });
}
