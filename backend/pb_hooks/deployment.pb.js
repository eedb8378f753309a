/// <reference path="../pb_data/types.d.ts" />
// The superuser, the trusted proxy header and the nightly backup come from the environment (lib/deployment.js).
onBootstrap((e) => {
  e.next();
  const deployment = require(`${__hooks}/lib/deployment.js`);
  deployment.ensureSuperuser(e.app);
  deployment.applySettings(e.app);
});
