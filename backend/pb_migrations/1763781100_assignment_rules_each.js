/// <reference path="../pb_data/types.d.ts" />
// A child's assignments are matched on the ids stored in `assigned_students` (`:each`) rather
// than through the students they point to (`.id`), which joined the students table into every
// list and view of assignments, a parent's too: about 10% more lists a second (docs/bench.md).
const JOINED = 'assigned_students.id ?= @request.auth.id';
const STORED = 'assigned_students:each ?= @request.auth.id';

/** @param {core.App} app @param {string} from @param {string} to */
function swap(app, from, to) {
  const assignments = app.findCollectionByNameOrId('assignments');
  assignments.listRule = assignments.listRule.split(from).join(to);
  assignments.viewRule = assignments.viewRule.split(from).join(to);
  app.save(assignments);
}

migrate(
  (app) => swap(app, JOINED, STORED),
  (app) => swap(app, STORED, JOINED),
);
