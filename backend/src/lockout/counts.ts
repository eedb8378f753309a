// The rows of auth_lockouts: one per account (or other key) and network, counting tries in a window
// of LOCK_MINUTES and saying until when they are locked.
import { identityOf } from '../sign-in-forms.ts';
import { isoDate, millis } from '../records.ts';
import { LOCK_MINUTES } from './limits.ts';

/** The key an account's counts are kept under: its identity as the account keeps it, in small letters. */
export function keyOf(collectionName: string, identity: unknown): string {
  return identityOf(collectionName, identity).toLowerCase().slice(0, 255);
}

/** Which row: `c` the collection (or action) counted, `i` the key, `n` the network. */
export interface CountKey {
  c: string;
  i: string;
  n: string;
}

export function findCount(app: core.App, collectionName: string, key: string, network: string): core.Record | null {
  try {
    return app.findFirstRecordByFilter('auth_lockouts', 'collection_name = {:c} && identity = {:i} && network = {:n}', {
      c: collectionName,
      i: key,
      n: network,
    });
  } catch {
    return null;
  }
}

export function isLocked(entry: core.Record | null, now: number): entry is core.Record {
  return entry !== null && millis(entry, 'locked_until') > now;
}

/** A new row of auth_lockouts for `key`, not saved. */
export function newCount(app: core.App, key: CountKey): core.Record {
  const row = new Record(app.findCollectionByNameOrId('auth_lockouts'));
  row.set('collection_name', key.c);
  row.set('identity', key.i);
  row.set('network', key.n);
  return row;
}

/**
 * Adds one try to a count, locking at `max`; a count nobody added to for LOCK_MINUTES starts again.
 * `codes`: the marks of the codes the row counted, this one's too.
 */
export function countTry(app: core.App, entry: core.Record | null, key: CountKey, max: number, now: number, codes?: string): void {
  if (isLocked(entry, now)) return;
  const row = entry ?? newCount(app, key);
  const fresh = millis(row, 'expires_at') <= now;
  const failures = (fresh ? 0 : row.getInt('failures')) + 1;
  const expires = now + LOCK_MINUTES * 60 * 1000;
  if (failures >= max) {
    row.set('failures', 0);
    row.set('locked_until', isoDate(expires));
  } else {
    row.set('failures', failures);
  }
  if (codes !== undefined) row.set('wrong_codes', codes);
  else if (fresh) row.set('wrong_codes', '');
  row.set('expires_at', isoDate(expires));
  app.save(row);
}
