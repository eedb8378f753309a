/// <reference path="../pb_data/types.d.ts" />
// Notifications (SPEC.md section 3; issue 22): one row per recipient (a parent, a child or a creator),
// written only by the server's hooks, in the transaction of the event they tell of (lib/notifications.js).
// A person lists, views and marks read only their own; nobody creates, edits or deletes one through
// the API. `key` names an event that must be told once (a reminder), unique per recipient; `about` and
// `about_id` say what a click opens. Due-date reminders read assignments by due date (a new index).
const OWN = '@request.auth.id != "" && recipient = @request.auth.id && audience = @request.auth.collectionName';

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'notifications',
        listRule: OWN,
        viewRule: OWN,
        createRule: null,
        updateRule: OWN,
        deleteRule: null,
        fields: [
          { name: 'recipient', type: 'text', required: true, max: 50 },
          { name: 'audience', type: 'select', required: true, maxSelect: 1, values: ['parents', 'students', 'creators'] },
          {
            name: 'type',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: [
              'assignment_completed',
              'assignment_due',
              'assignment_overdue',
              'assignment_new',
              'achievement',
              'level',
              'content_published',
              'content_returned',
              'review_waiting',
            ],
          },
          { name: 'title', type: 'text', required: true, max: 200 },
          { name: 'message', type: 'text', max: 1000 },
          { name: 'icon', type: 'text', max: 40 },
          { name: 'about', type: 'select', maxSelect: 1, values: ['assignments', 'results', 'questions', 'question_sets'] },
          { name: 'about_id', type: 'text', max: 50 },
          { name: 'read', type: 'bool' },
          { name: 'key', type: 'text', max: 200, hidden: true },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX idx_notifications_recipient ON notifications (recipient, created)',
          "CREATE UNIQUE INDEX idx_notifications_key ON notifications (recipient, key) WHERE key != ''",
        ],
      }),
    );
    const assignments = app.findCollectionByNameOrId('assignments');
    assignments.addIndex('idx_assignments_status_due', false, 'status, dueDate', '');
    app.save(assignments);
  },
  (app) => {
    const assignments = app.findCollectionByNameOrId('assignments');
    assignments.removeIndex('idx_assignments_status_due');
    app.save(assignments);
    app.delete(app.findCollectionByNameOrId('notifications'));
  },
);
