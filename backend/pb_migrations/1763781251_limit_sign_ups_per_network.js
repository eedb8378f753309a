/// <reference path="../pb_data/types.d.ts" />
// At most 10 parent sign-ups an hour per client network, so that a list of emails cannot be
// checked against the portal quickly (sign-up answers a taken email apart). PocketBase never
// matches the label `parents:signup` itself: pb_hooks/lockout.pb.js applies it per network
// (an IPv6 /64 is one), counted in auth_lockouts.
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== 'parents:signup')
      .concat([{ label: 'parents:signup', maxRequests: 10, duration: 3600, audience: '' }]);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== 'parents:signup');
    app.save(settings);
    app.db().newQuery("DELETE FROM auth_lockouts WHERE collection_name = 'parents:sign-up'").execute();
  },
);
