/// <reference path="../pb_data/types.d.ts" />
// A create rule that fails answers a bare "Failed to create record." without naming a field.
// Who may create stays in the rules; whose name goes on the record (created_by, student_id) is
// checked by the hooks, which name the field (backend/src/assignments/checks.ts, content, quiz).
const RULES = {
  assignments: ['@request.auth.collectionName = "parents"', '@request.auth.collectionName = "parents" && created_by = @request.auth.id'],
  questions: ['@request.auth.collectionName = "creators"', '@request.auth.collectionName = "creators" && created_by = @request.auth.id'],
  question_sets: [
    '@request.auth.collectionName = "creators"',
    '@request.auth.collectionName = "creators" && created_by = @request.auth.id',
  ],
  results: ['@request.auth.collectionName = "students"', '@request.auth.collectionName = "students" && student_id = @request.auth.id'],
};

migrate(
  (app) => {
    Object.keys(RULES).forEach((name) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.createRule = RULES[name][0];
      app.save(collection);
    });
  },
  (app) => {
    Object.keys(RULES).forEach((name) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.createRule = RULES[name][1];
      app.save(collection);
    });
  },
);
