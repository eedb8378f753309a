/// <reference path="../pb_data/types.d.ts" />
// Essays (docs/question-types.md, "Essays and the score"): a child writes up to ESSAY_ANSWER_MAX (1,000) characters
// for an essay, where a typed answer takes 500; the parent marks it on the result. `marks` holds the
// parent's marks by question id ({ correct, comment, marked_at }), written only by the route
// `POST /api/results/{id}/mark` (lib/marking.js; results have no update rule); `awaiting_marking` counts
// the essays written and not marked yet, over which the score is not computed.
migrate(
  (app) => {
    const answers = app.findCollectionByNameOrId('attempt_answers');
    answers.fields.getByName('option').max = 1000;
    app.save(answers);

    const results = app.findCollectionByNameOrId('results');
    // 200 essays of 1,000 characters, each as JSON may write it (an escaped character takes up to 6 bytes).
    results.fields.getByName('answers').maxSize = 1300000;
    // 200 marks, each with a comment of up to 500 characters, escaped as above.
    results.fields.add(new JSONField({ name: 'marks', maxSize: 700000 }));
    results.fields.add(new NumberField({ name: 'awaiting_marking', min: 0, onlyInt: true }));
    app.save(results);

    // A parent marks a few essays a sitting: 60 marks a minute from one address is plenty, and a
    // script that sends thousands waits.
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== 'POST /api/results/')
      .concat([{ label: 'POST /api/results/', maxRequests: 60, duration: 60, audience: '@auth' }]);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== 'POST /api/results/');
    app.save(settings);

    const results = app.findCollectionByNameOrId('results');
    results.fields.removeByName('marks');
    results.fields.removeByName('awaiting_marking');
    results.fields.getByName('answers').maxSize = 250000;
    app.save(results);

    const answers = app.findCollectionByNameOrId('attempt_answers');
    answers.fields.getByName('option').max = 500;
    app.save(answers);
  },
);
