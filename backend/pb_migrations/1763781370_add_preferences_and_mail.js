/// <reference path="../pb_data/types.d.ts" />
// Preferences and emails (docs/product.md, "Settings"). A parent's `preferences` (empty is the defaults,
// checked by src/emails/emails.ts against shared/src/domain/preferences.ts). `mail_queue`: the finished quizzes
// waiting for the parent's email, which gathers a child's completions so that a parent gets at most one
// email per child an hour (`students.emailed_at`, hidden, says when the last went). Nobody reads or
// writes the queue through the API: the hooks write it, the cron `completion-emails` sends and empties it.
migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.fields.add(new JSONField({ name: 'preferences', maxSize: 2000 }));
    app.save(parents);
    const students = app.findCollectionByNameOrId('students');
    students.fields.add(new DateField({ name: 'emailed_at', hidden: true }));
    app.save(students);
    app.save(
      new Collection({
        type: 'base',
        name: 'mail_queue',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'child', type: 'text', required: true, max: 50 },
          { name: 'result', type: 'text', required: true, max: 50 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: ['CREATE INDEX idx_mail_queue_child ON mail_queue (child, created)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('mail_queue'));
    const students = app.findCollectionByNameOrId('students');
    students.fields.removeByName('emailed_at');
    app.save(students);
    const parents = app.findCollectionByNameOrId('parents');
    parents.fields.removeByName('preferences');
    app.save(parents);
  },
);
