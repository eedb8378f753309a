// Wrong sign-ins cost the one who guesses, not the account's owner. Tries are counted twice:
// per account and client network (an IPv4 address, an IPv6 /64: src/client-network.ts), where
// MAX_FAILURES in a row lock that network out of that account for LOCK_MINUTES; and per account
// from every network together, where MAX_ACCOUNT_FAILURES lock the account for LOCK_MINUTES
// except from the networks it signed in from with its right password in the last
// KNOWN_NETWORK_DAYS. So one stranger locks only themself out; many strangers together still
// get at most MAX_ACCOUNT_FAILURES guesses per LOCK_MINUTES, and lock out only the networks the
// account has not been used from; the child at home or at school signs in all the same.
//
// A try is counted before its password is checked, in one transaction, so that a burst of
// parallel guesses cannot get more through; a success clears its network's count and the
// account's. Any identity is counted, known or not, and locked alike, so that no answer tells
// which accounts exist. A count nobody adds to for LOCK_MINUTES is forgotten and purged by the cron.
//
// A browser that signed in to the account with its right password or code keeps an allowance of its own
// wherever it is (the child's tablet on a school network a classmate guesses from): the portal's sign-in sends
// the browser's mark (`device`, a random text it keeps), the server remembers its hash for KNOWN_NETWORK_DAYS
// after a success, and that browser's tries count apart from its network's and pass the account's lock as a
// known network does. A mark the account never signed in with counts nothing apart: it is the network's.
//
// Every form of an identity is one account (src/sign-in-forms.ts): counts are kept under the identity as the
// account keeps it, in small letters, and a success clears the count of the account signed in to, whatever
// was typed. Every form of an access code is one code: a child who types the same wrong code again (in any
// case, with or without its hyphens) makes no new guess, so it is not counted again, and it is refused at once
// without being checked (nothing new to learn, and no hashing to spend on it). The network's row keeps a short
// mark of each code it counted (`wrong_codes`, a SHA-256 prefix of the identity and the code as made) for as
// long as the row lasts; any other code is counted as before. Only children's codes: a parent's wrong
// passwords are near misses of a real password, and no mark of them is kept.
//
// Rooms: limits.ts (the numbers and words), counts.ts (auth_lockouts' rows), known-places.ts (networks and
// browsers an account used), sign-in-tries.ts, forgetting.ts, windows.ts (sign-ups and other limited actions).
export { EVERY_NETWORK, KNOWN_NETWORK_DAYS, LOCK_MINUTES, LOCKED_MESSAGE, MAX_ACCOUNT_FAILURES, MAX_FAILURES } from './limits.ts';
export { deviceOf } from './known-places.ts';
export { reserveTry, signedIn } from './sign-in-tries.ts';
export { clearAccount, forgetAccount, purgeExpired } from './forgetting.ts';
export { reserveSignUp, reserveWindow, ruleNamed, SIGN_UP_RULE } from './windows.ts';
