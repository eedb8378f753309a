/// <reference path="../pb_data/types.d.ts" />
// The rate limiter is on. Per-account lockout (pb_hooks/lockout.pb.js) stops guessing of one
// account; these per-IP limits stop floods.
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', maxRequests: 30, duration: 60, audience: '' },
      { label: '*:create', maxRequests: 60, duration: 10, audience: '' },
      { label: '/api/batch', maxRequests: 3, duration: 1, audience: '' },
      { label: '/api/', maxRequests: 300, duration: 10, audience: '' },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    app.save(settings);
  },
);
