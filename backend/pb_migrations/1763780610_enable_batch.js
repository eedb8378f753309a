/// <reference path="../pb_data/types.d.ts" />
// The batch API (POST /api/batch) is on for the question importer: a batch is one transaction, so
// each batch of an import is written whole or not at all. Every request in it still passes the
// collection's API rules and the hooks' checks.
migrate(
  (app) => {
    const settings = app.settings();
    settings.batch.enabled = true;
    // IMPORT_BATCH_SIZE in shared/src/import/write.ts; backend/test/import.test.ts holds the two together.
    settings.batch.maxRequests = 100;
    settings.batch.timeout = 10;
    settings.batch.maxBodySize = 8 * 1024 * 1024;
    // Each record a batch creates counts against the create limit (60 per 10 s): a creator's
    // import of 1,000 questions needs more. Guests keep the general limit.
    const rules = [];
    settings.rateLimits.rules.forEach((rule) => {
      rules.push({ label: rule.label, maxRequests: rule.maxRequests, duration: rule.duration, audience: rule.audience });
    });
    rules.push({ label: 'questions:create', maxRequests: 2000, duration: 10, audience: '@auth' });
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.batch.enabled = false;
    const rules = [];
    settings.rateLimits.rules.forEach((rule) => {
      if (rule.label !== 'questions:create') {
        rules.push({ label: rule.label, maxRequests: rule.maxRequests, duration: rule.duration, audience: rule.audience });
      }
    });
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
);
