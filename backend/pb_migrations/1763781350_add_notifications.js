/// <reference path="../pb_data/types.d.ts" />
// Notifications (docs/product.md, "Notifications and emails"): one row per recipient (a parent, a child or a creator),
// written only by the server's hooks, in the transaction of the event they tell of (src/notifications.ts).
// A person lists, views and marks read only their own; nobody creates, edits or deletes one through
// the API; `about` and `about_id` say what a click opens. The hourly reminders read assignments by due
// date (a new index) and mark on each assignment (hidden) that its due-tomorrow and overdue reminders went,
// so that each goes once, whatever restarts, reruns or the 50 a person keeps.
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
          // One of NOTIFICATION_TYPES (shared/src/domain/notifications.ts): only src/notifications.ts writes it and checks it.
          { name: 'type', type: 'text', required: true, max: 40 },
          { name: 'title', type: 'text', required: true, max: 200 },
          { name: 'message', type: 'text', max: 1000 },
          { name: 'icon', type: 'text', max: 40 },
          { name: 'about', type: 'select', maxSelect: 1, values: ['assignments', 'results', 'questions', 'question_sets'] },
          { name: 'about_id', type: 'text', max: 50 },
          { name: 'read', type: 'bool' },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX idx_notifications_recipient ON notifications (recipient, created)',
          // The reviewers without an unread "waits for review" (src/notifications.ts), found without a scan.
          "CREATE INDEX idx_notifications_unread_waiting ON notifications (recipient) WHERE type = 'review_waiting' AND read = FALSE",
        ],
      }),
    );
    const assignments = app.findCollectionByNameOrId('assignments');
    assignments.fields.add(new BoolField({ name: 'due_reminded', hidden: true }));
    assignments.fields.add(new BoolField({ name: 'overdue_reminded', hidden: true }));
    assignments.addIndex('idx_assignments_status_due', false, 'status, dueDate', '');
    app.save(assignments);
  },
  (app) => {
    const assignments = app.findCollectionByNameOrId('assignments');
    assignments.removeIndex('idx_assignments_status_due');
    assignments.fields.removeByName('due_reminded');
    assignments.fields.removeByName('overdue_reminded');
    app.save(assignments);
    app.delete(app.findCollectionByNameOrId('notifications'));
  },
);
