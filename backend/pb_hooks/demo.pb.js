/// <reference path="../pb_data/types.d.ts" />
// The demo logins shown on the login card, read from the seeded fixture file; 404 when DEMO_DATA is off.
routerAdd('GET', '/api/demo-logins', (e) => {
  const demo = require(`${__hooks}/lib/server.js`).demo;
  const logins = demo.demoLogins();
  if (!logins) throw new NotFoundError('Demo data is turned off.');
  return e.json(200, logins);
});
