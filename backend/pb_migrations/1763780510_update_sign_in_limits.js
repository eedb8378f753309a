/// <reference path="../pb_data/types.d.ts" />
// Sign-in limits that fit real use. Every wrong try is counted, for any identity, so that a
// made-up name and a real one answer alike; `expires_at` lets the purge cron drop rows nobody
// has tried for a while. Children of a class sign in from one school address: their own
// limit is sized for 60 children with a few typos each, while the per-account lockout still
// stops guessing.
migrate(
  (app) => {
    const lockouts = app.findCollectionByNameOrId('auth_lockouts');
    lockouts.fields.add(new DateField({ name: 'expires_at' }));
    lockouts.addIndex('idx_auth_lockouts_expires_at', false, 'expires_at', '');
    app.save(lockouts);

    const settings = app.settings();
    settings.rateLimits.rules = [{ label: 'students:auth', maxRequests: 180, duration: 60, audience: '' }].concat(
      settings.rateLimits.rules.filter((rule) => rule.label !== 'students:auth'),
    );
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== 'students:auth');
    app.save(settings);

    const lockouts = app.findCollectionByNameOrId('auth_lockouts');
    lockouts.removeIndex('idx_auth_lockouts_expires_at');
    lockouts.fields.removeByName('expires_at');
    app.save(lockouts);
  },
);
