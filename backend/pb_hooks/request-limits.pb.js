/// <reference path="../pb_data/types.d.ts" />
// Every request's body is checked before PocketBase reads it: its size for the route and who sends
// it, and a password bcrypt cannot take (lib/request-limits.js). After the rate limiter, so that a
// flood is refused before anything is read; before PocketBase's own body limit (priority -990).
routerUse(new Middleware((e) => require(`${__hooks}/lib/request-limits.js`).check(e), -995, 'requestLimits'));
