/// <reference path="../pb_data/types.d.ts" />
// Notifications (src/notifications.ts): a person marks their own read, one or all; the hourly reminders
// of assignments due tomorrow or overdue (src/reminders.ts).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/server.js`).notifications.checkUpdate(e);
  e.next();
}, 'notifications');

routerAdd(
  'POST',
  '/api/notifications/read-all',
  (e) => require(`${__hooks}/lib/server.js`).notifications.markAllRead(e),
  $apis.requireAuth(),
  $apis.bodyLimit(1024),
);

cronAdd('assignment-reminders', '0 * * * *', () => {
  require(`${__hooks}/lib/server.js`).reminders.remind();
});
