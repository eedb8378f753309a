/// <reference path="../pb_data/types.d.ts" />
// A result and an attempt carry the family they belong to (`parent_id`, set by the server from the
// child: pb_hooks/family.pb.js), so that a parent's list and its access rule read the family's rows
// through an index. Before, the rule joined every result to its student (`student_id.parent_id`)
// and SQLite read the whole results table for every parent's dashboard: 180 ms at 400,000 results,
// more with every family that joined (docs/bench.md, "Volume"). Attempts are also looked up by
// assignment (has a child started it? discard the unfinished ones of a deleted assignment).
const JOINED = '@request.auth.collectionName = "parents" && student_id.parent_id = @request.auth.id';
const STORED = '@request.auth.collectionName = "parents" && parent_id = @request.auth.id';
const FAMILY = ['results', 'attempts'];

/** @param {core.App} app @param {string} from @param {string} to */
function swapRules(app, name, from, to) {
  const collection = app.findCollectionByNameOrId(name);
  collection.listRule = collection.listRule.split(from).join(to);
  collection.viewRule = collection.viewRule.split(from).join(to);
  return collection;
}

migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    FAMILY.forEach((name) => {
      const collection = swapRules(app, name, JOINED, STORED);
      collection.fields.add(new RelationField({ name: 'parent_id', maxSelect: 1, collectionId: parents.id, cascadeDelete: true }));
      collection.addIndex(`idx_${name}_parent_id`, false, 'parent_id', '');
      if (name === 'attempts') collection.addIndex('idx_attempts_assignment_id', false, 'assignment_id', '');
      app.save(collection);
      app
        .db()
        .newQuery(`UPDATE ${name} SET parent_id = COALESCE((SELECT s.parent_id FROM students s WHERE s.id = ${name}.student_id), '')`)
        .execute();
    });
  },
  (app) => {
    FAMILY.forEach((name) => {
      const collection = swapRules(app, name, STORED, JOINED);
      collection.removeIndex(`idx_${name}_parent_id`);
      if (name === 'attempts') collection.removeIndex('idx_attempts_assignment_id');
      collection.fields.removeByName('parent_id');
      app.save(collection);
    });
  },
);
