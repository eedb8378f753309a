/// <reference path="../pb_data/types.d.ts" />
// The portal's accounts are parents, students and creators: PocketBase's default users collection goes.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    app.delete(users);
  },
  (app) => {
    const users = new Collection({
      type: 'auth',
      name: 'users',
      fields: [{ name: 'name', type: 'text', max: 255 }],
    });
    app.save(users);
  },
);
