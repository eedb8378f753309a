// The networks and browsers an account signed in from with its right password or code, kept for
// KNOWN_NETWORK_DAYS (auth_known_networks), whose tries pass the account's lock.
import { isoDate, millis } from '../records.ts';
import { KNOWN_NETWORK_DAYS } from './limits.ts';

/** A browser's mark as the sign-in sent it, or '' when there is none of the right shape. */
export function deviceOf(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : '';
}

export function deviceHash(device: string): string {
  return $security.sha256('device:' + device);
}

/** The `network` a known browser's tries are counted under. */
export function deviceCount(device: string): string {
  return 'device ' + deviceHash(device).slice(0, 32);
}

/** A known network is kept as a hash: the table is no list of where a child has been at a glance. */
export function networkHash(network: string): string {
  return $security.sha256(network);
}

function findKnown(app: core.App, collectionName: string, key: string, hash: string): core.Record | null {
  try {
    return app.findFirstRecordByFilter('auth_known_networks', 'collection_name = {:c} && identity = {:i} && network_hash = {:h}', {
      c: collectionName,
      i: key,
      h: hash,
    });
  } catch {
    return null;
  }
}

export function isKnown(app: core.App, collectionName: string, key: string, hash: string, now: number): boolean {
  const known = findKnown(app, collectionName, key, hash);
  return known !== null && millis(known, 'expires_at') > now;
}

/** Remembers a network or browser the account signed in from for KNOWN_NETWORK_DAYS (written at most once a day). */
export function remember(txApp: core.App, collectionName: string, key: string, hash: string, now: number): void {
  const day = 24 * 60 * 60 * 1000;
  const expires = now + KNOWN_NETWORK_DAYS * day;
  let known = findKnown(txApp, collectionName, key, hash);
  if (known && millis(known, 'expires_at') > expires - day) return;
  if (!known) {
    known = new Record(txApp.findCollectionByNameOrId('auth_known_networks'));
    known.set('collection_name', collectionName);
    known.set('identity', key);
    known.set('network_hash', hash);
  }
  known.set('expires_at', isoDate(expires));
  txApp.save(known);
}
