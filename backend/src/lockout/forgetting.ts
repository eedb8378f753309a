// Counts and known networks forgotten: for a child given a new code, an account that is gone, and by
// the cron for whatever nobody added to in its window.
import { storedDate } from '../records.ts';
import { keyOf } from './counts.ts';

/** A parent's new access code for the child lifts every lock and count on the child's account. */
export function clearAccount(collectionName: string, identity: string): void {
  $app
    .db()
    .newQuery('DELETE FROM auth_lockouts WHERE collection_name = {:c} AND identity = {:i}')
    .bind({ c: collectionName, i: keyOf(collectionName, identity) })
    .execute();
}

/**
 * Forgets an account that is gone: its counts and locks, the networks it signed in from, and the counts kept
 * under its id (its account emails). Inside the transaction that removes it. `identity`: its email or student ID.
 */
export function forgetAccount(txApp: core.App, collectionName: string, identity: string, id: string): void {
  const names = { c: collectionName, i: keyOf(collectionName, identity), id };
  txApp
    .db()
    .newQuery('DELETE FROM auth_lockouts WHERE (collection_name = {:c} AND identity = {:i}) OR identity = {:id}')
    .bind(names)
    .execute();
  txApp.db().newQuery('DELETE FROM auth_known_networks WHERE collection_name = {:c} AND identity = {:i}').bind(names).execute();
}

/** Cron: drops counts nobody has added to for LOCK_MINUTES and networks not used for KNOWN_NETWORK_DAYS, so made-up names fill no table. */
export function purgeExpired(): void {
  const now = storedDate(Date.now());
  $app
    .db()
    .newQuery("DELETE FROM auth_lockouts WHERE (expires_at = '' OR expires_at < {:now}) AND (locked_until = '' OR locked_until < {:now})")
    .bind({ now })
    .execute();
  $app.db().newQuery('DELETE FROM auth_known_networks WHERE expires_at < {:now}').bind({ now }).execute();
}
