/// <reference path="../pb_data/types.d.ts" />
// A parent or creator asks for an email change through POST /api/account/email-change (pb_hooks/lockout.pb.js),
// which answers a taken and a free address alike; PocketBase's own request-email-change is closed. The limit of
// 3 requests an hour per network (1763781252) moves with it to the portal's route.
const OLD = '*:requestEmailChange';
const NEW = 'POST /api/account/email-change';

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== OLD && rule.label !== NEW)
      .concat([{ label: NEW, maxRequests: 3, duration: 3600, audience: '' }]);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== NEW && rule.label !== OLD)
      .concat([{ label: OLD, maxRequests: 3, duration: 3600, audience: '' }]);
    app.save(settings);
  },
);
