/// <reference path="../pb_data/types.d.ts" />
// Preferences (src/preferences.ts): each signed-in person saves their own, whatever their role.
routerAdd(
  'POST',
  '/api/preferences',
  (e) => require(`${__hooks}/lib/server.js`).preferences.save(e),
  $apis.requireAuth('parents', 'students', 'creators'),
  $apis.bodyLimit(require(`${__hooks}/lib/server.js`).preferences.PREFERENCES_MAX_BYTES),
);

// Anyone's record update that names preferences (a parent's own, a creator's own, a parent's of a child): the same rule.
onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/server.js`).preferences.checkUpdate(e);
    e.next();
  },
  'parents',
  'students',
  'creators',
);
