/// <reference path="../pb_data/types.d.ts" />
// The quiz's paused state (docs/product.md, "Quiz"): "Take a break" stops a timed quiz's clock. A child's parent chooses
// how many breaks a quiz allows (`students.breaks`: none, one or three; empty is one), next to the time
// allowance. An attempt keeps, from its start, how many breaks are left (`breaks_left`), the start of the
// break it is on (`paused_at`, empty when running) and the seconds its breaks took (`break_seconds`,
// which the deadline has been moved by and the result's time leaves out).
migrate(
  (app) => {
    const students = app.findCollectionByNameOrId('students');
    students.fields.add(new SelectField({ name: 'breaks', maxSelect: 1, values: ['none', 'one', 'three'] }));
    app.save(students);

    const attempts = app.findCollectionByNameOrId('attempts');
    attempts.fields.add(new DateField({ name: 'paused_at' }));
    attempts.fields.add(new NumberField({ name: 'breaks_left', min: 0, onlyInt: true }));
    attempts.fields.add(new NumberField({ name: 'break_seconds', min: 0, onlyInt: true }));
    app.save(attempts);
  },
  (app) => {
    // A quiz on a break runs again, its deadline moved by the break so far.
    app.findRecordsByFilter('attempts', 'paused_at != ""', 'created', 0, 0).forEach((attempt) => {
      const deadline = attempt.getDateTime('deadline').time().unixMilli();
      const paused = Date.now() - attempt.getDateTime('paused_at').time().unixMilli();
      attempt.set('deadline', new Date(deadline + Math.min(paused, 10 * 60 * 1000)).toISOString());
      app.save(attempt);
    });
    const attempts = app.findCollectionByNameOrId('attempts');
    for (const name of ['paused_at', 'breaks_left', 'break_seconds']) attempts.fields.removeByName(name);
    app.save(attempts);

    const students = app.findCollectionByNameOrId('students');
    students.fields.removeByName('breaks');
    app.save(students);
  },
);
