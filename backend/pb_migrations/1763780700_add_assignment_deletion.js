/// <reference path="../pb_data/types.d.ts" />
// Deleting an assignment hides it instead of removing it (pb_hooks/assignment-lifecycle.pb.js
// sets status "deleted"): the results children earned on it keep their assignment, so their
// history, points and their parent's progress figures stay whole. A deleted assignment is in no
// list and can no longer be changed; it is readable only as the title and subject behind those
// results. Parents also see their children's attempts, so that they know who is in the middle of one.
const PARENT = '@request.auth.collectionName = "parents" && created_by = @request.auth.id';
const STUDENT = '@request.auth.collectionName = "students" && assigned_students.id ?= @request.auth.id';
const BEFORE = {
  listRule: `(${PARENT}) || (${STUDENT} && status = "active")`,
  viewRule: `(${PARENT}) || (${STUDENT} && status = "active")`,
  updateRule: PARENT,
  deleteRule: PARENT,
};
const AFTER = {
  listRule: `(${PARENT} && status != "deleted") || (${STUDENT} && status = "active")`,
  viewRule: `(${PARENT}) || (${STUDENT} && status != "draft")`,
  updateRule: `${PARENT} && status != "deleted"`,
  deleteRule: `${PARENT} && status != "deleted"`,
};
const OWN_ATTEMPTS = 'student_id = @request.auth.id';
const FAMILY_ATTEMPTS = `${OWN_ATTEMPTS} || (@request.auth.collectionName = "parents" && student_id.parent_id = @request.auth.id)`;

/** @param {core.App} app @param {Record<string, string>} rules @param {string[]} statuses @param {string} attemptsRule */
function apply(app, rules, statuses, attemptsRule) {
  const assignments = app.findCollectionByNameOrId('assignments');
  Object.keys(rules).forEach((name) => {
    assignments[name] = rules[name];
  });
  assignments.fields.getByName('status').values = statuses;
  app.save(assignments);

  const attempts = app.findCollectionByNameOrId('attempts');
  attempts.listRule = attemptsRule;
  attempts.viewRule = attemptsRule;
  app.save(attempts);
}

migrate(
  (app) => apply(app, AFTER, ['draft', 'active', 'deleted'], FAMILY_ATTEMPTS),
  (app) => {
    // Before this migration a deleted assignment took its results with it: so it does again.
    app.findRecordsByFilter('assignments', 'status = "deleted"', '', 0, 0).forEach((assignment) => app.delete(assignment));
    apply(app, BEFORE, ['draft', 'active'], OWN_ATTEMPTS);
  },
);
