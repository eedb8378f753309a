/// <reference path="../pb_data/types.d.ts" />
// Preferences for every role (docs/product.md, "Settings"): children and creators keep theirs too, as parents do since
// 1763781370 (empty is the defaults). Nobody writes them through the record API: a child may not
// change their own record, and POST /api/preferences (src/preferences.ts) checks and saves each change
// for whoever is signed in.
migrate(
  (app) => {
    for (const name of ['students', 'creators']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new JSONField({ name: 'preferences', maxSize: 2000 }));
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ['students', 'creators']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName('preferences');
      app.save(collection);
    }
  },
);
