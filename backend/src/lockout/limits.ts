// How many wrong sign-ins a network, and every network together, get before a lock, and for how long.
export const MAX_FAILURES = 10;
export const MAX_ACCOUNT_FAILURES = 30;
export const LOCK_MINUTES = 15;
export const KNOWN_NETWORK_DAYS = 30;
export const LOCKED_MESSAGE =
  'Too many wrong passwords or access codes in a row. This account is locked for ' + LOCK_MINUTES + ' minutes; please try again later.';
/** The `network` of the row that counts an account's tries from every network. */
export const EVERY_NETWORK = '';
