/// <reference path="../pb_data/types.d.ts" />
// The manage screens list a creator's own questions and sets newest first, a page at a time
// (backend/src/creator-lists.ts): with (created_by, updated) the first page is read in order
// instead of sorting every row of the creator. It replaces the index on created_by alone.
migrate(
  (app) => {
    ['questions', 'question_sets'].forEach((name) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(`idx_${name}_created_by`);
      collection.addIndex(`idx_${name}_created_by_updated`, false, 'created_by, updated', '');
      app.save(collection);
    });
  },
  (app) => {
    ['questions', 'question_sets'].forEach((name) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(`idx_${name}_created_by_updated`);
      collection.addIndex(`idx_${name}_created_by`, false, 'created_by', '');
      app.save(collection);
    });
  },
);
