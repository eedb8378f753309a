/// <reference path="../pb_data/types.d.ts" />
// A notification opens what it is about: a finished quiz's notices (the parent's "finished", the child's
// achievements and levels) now name the assignment, which the parent's dashboard and the child's results
// open by id, instead of the result, which no screen opens by id. Those written before point at their
// result's assignment; `about` keeps the values a screen can open.
migrate(
  (app) => {
    app
      .db()
      .newQuery(
        "UPDATE notifications SET about = 'assignments', about_id = COALESCE((SELECT assignment_id FROM results WHERE results.id = notifications.about_id), '') WHERE about = 'results'",
      )
      .execute();
    const notifications = app.findCollectionByNameOrId('notifications');
    notifications.fields.getByName('about').values = ['assignments', 'questions', 'question_sets'];
    app.save(notifications);
  },
  (app) => {
    const notifications = app.findCollectionByNameOrId('notifications');
    notifications.fields.getByName('about').values = ['assignments', 'results', 'questions', 'question_sets'];
    app.save(notifications);
  },
);
