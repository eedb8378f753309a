/// <reference path="../pb_data/types.d.ts" />
// Emails to parents (src/emails/emails.ts): a child's finished quizzes, gathered, every minute; the weekly
// summary (src/emails/summary.ts); the link that turns them off without signing in.
cronAdd('completion-emails', '* * * * *', () => {
  require(`${__hooks}/lib/server.js`).emails.sendCompletions($app);
});

// Every minute: does nothing until the week's summary moment (src/emails/summary.ts), then serves the parents in batches.
cronAdd('weekly-summary', '* * * * *', () => {
  require(`${__hooks}/lib/server.js`).summary.sendWeeklySummaries($app);
});

// A new parent is told of the weeks from their first one on.
onRecordCreate((e) => {
  require(`${__hooks}/lib/server.js`).summary.startAtFirstWeek(e.record);
  e.next();
}, 'parents');

routerAdd(
  'POST',
  '/api/unsubscribe',
  (e) => require(`${__hooks}/lib/server.js`).emails.unsubscribe(e),
  $apis.bodyLimit(require(`${__hooks}/lib/server.js`).emails.UNSUBSCRIBE_MAX_BYTES),
);
