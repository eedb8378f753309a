/// <reference path="../pb_data/types.d.ts" />
// PocketBase's request-email-change tells a signed-in account whether another email is taken
// (400 `newEmail` "Invalid new email address." before it tries to send anything), so one
// sign-up would buy checking emails at the general API limit. The portal offers no email change:
// 3 requests an hour per address (PocketBase's own limiter, before the email is looked at).
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== '*:requestEmailChange')
      .concat([{ label: '*:requestEmailChange', maxRequests: 3, duration: 3600, audience: '' }]);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== '*:requestEmailChange');
    app.save(settings);
  },
);
