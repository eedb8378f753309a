/// <reference path="../pb_data/types.d.ts" />
// Parents sign up through POST /api/sign-up (pb_hooks/accounts.pb.js), whose checks run before the
// account is read; the records API no longer creates them (administrators still can).
migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.createRule = null;
    app.save(parents);
  },
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.createRule = '';
    app.save(parents);
  },
);
