/// <reference path="../pb_data/types.d.ts" />
// Whether a session still stands, without extending it: the shell asks on load and when the
// page comes back into view, so a code reset signs a child out wherever they are.
routerAdd('GET', '/api/session', (e) => e.noContent(204), $apis.requireAuth());
// Whether the session is a creator's: the apps' servers and nginx ask before they let a body larger than a
// signed-in user's through to a creator's records (shared/federation/request-limits.ts). Another account: 403.
routerAdd('GET', '/api/session/creator', (e) => e.noContent(204), $apis.requireAuth('creators'));

// A child's session ends 8 hours after signing in with the access code: no renewals.
onRecordAuthRefreshRequest(() => {
  throw new ForbiddenError("A child's session lasts at most 8 hours. Please sign in again with your access code.");
}, 'students');

// A child's sign-in with the access code answers the record as it was, with the time of the
// sign-in before (none the first time), and keeps this one's: the dashboard's "Welcome back".
onRecordAuthWithPasswordRequest((e) => {
  e.next();
  require(`${__hooks}/lib/server.js`).signIns.signedIn(e.app, e.record);
}, 'students');
