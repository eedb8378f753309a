/// <reference path="../pb_data/types.d.ts" />
// The superuser, the trusted proxy header and the nightly backup come from the environment (src/deployment.ts).
onBootstrap((e) => {
  e.next();
  const deployment = require(`${__hooks}/lib/server.js`).deployment;
  deployment.ensureSuperuser(e.app);
  deployment.applySettings(e.app);
});
