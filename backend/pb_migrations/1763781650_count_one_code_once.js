/// <reference path="../pb_data/types.d.ts" />
// A child who types the same wrong access code again, in whatever form, makes no new guess
// (backend/src/lockout): the row that counts a network's (or a known browser's) tries for a child keeps a
// short mark of each code it counted, in `wrong_codes`, for as long as the row lasts (15 minutes after its
// last try; a right code or a new code deletes it).
migrate(
  (app) => {
    const lockouts = app.findCollectionByNameOrId('auth_lockouts');
    lockouts.fields.add(new TextField({ name: 'wrong_codes', max: 400 }));
    app.save(lockouts);
  },
  (app) => {
    const lockouts = app.findCollectionByNameOrId('auth_lockouts');
    lockouts.fields.removeByName('wrong_codes');
    app.save(lockouts);
  },
);
