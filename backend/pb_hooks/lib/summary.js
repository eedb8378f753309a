/// <reference path="../../pb_data/types.d.ts" />
// The weekly summary (docs/product.md, "Notifications and emails"): once a week, from WEEKLY_SUMMARY_DAY at WEEKLY_SUMMARY_HOUR (server time,
// UTC; Sunday at 18 by default), every parent with children hears how each child's week went: an email
// when they want emails (src/emails/emails.ts) and a notification either way. Words and figures:
// backend/src/emails/templates.ts (childWeek, weeklySummaryEmail). The cron `weekly-summary` runs every minute
// and serves the parents whose summary of the current week has not gone (`parents.summary_week`, hidden,
// indexed), in batches until none is left or RUN_SECONDS have passed: 10,000 families take some minutes,
// and a restart carries on where it stopped.
const records = require(`${__hooks}/lib/server.js`).records;
const emailTemplates = require(`${__hooks}/lib/server.js`).emailTemplates;
const domain = require(`${__hooks}/lib/domain.js`);
const emails = require(`${__hooks}/lib/server.js`).emails;
const { notify } = require(`${__hooks}/lib/server.js`).notifications;

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 50;
const RUN_SECONDS = 50;

/** @param {string} name @param {number} fallback @param {number} max */
function envNumber(name, fallback, max) {
  const value = parseInt(String($os.getenv(name) || ''), 10);
  return value >= 0 && value <= max ? value : fallback;
}

/**
 * The latest summary moment at or before `now` (UTC): its time and its day, which names the week.
 * @param {number} now @returns {{ key: string, at: number }}
 */
function weekOf(now) {
  const day = envNumber('WEEKLY_SUMMARY_DAY', 0, 6);
  const hour = envNumber('WEEKLY_SUMMARY_HOUR', 18, 23);
  const today = new Date(now);
  let at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour) - ((today.getUTCDay() - day + 7) % 7) * DAY;
  if (at > now) at -= 7 * DAY;
  return { key: new Date(at).toISOString().slice(0, 10), at: at };
}

/**
 * One parent's summary of the week: emailed when they want emails, told in a notification either way.
 * @param {core.App} app @param {core.Record} parent @param {{ key: string, at: number }} week
 * @returns {'emailed' | 'told' | 'failed'} 'failed': the email could not go, the week stays unsent
 */
function summarise(app, parent, week) {
  const children = app.findRecordsByFilter('students', 'parent_id = {:p}', 'name', 0, 0, { p: parent.id });
  let emailed = false;
  if (children.length) {
    // A review is practice of the child's own mistakes: the week's figures are the parent's assignments'.
    const results = app.findRecordsByFilter('results', 'parent_id = {:p} && completed_at > {:since} && review = false', 'completed_at', 0, 0, {
      p: parent.id,
      since: records.storedDate(week.at - 28 * DAY),
    });
    const assignments = app
      .findRecordsByFilter('assignments', 'created_by = {:p} && status != "draft" && status != "deleted" && review = false', '', 0, 0, { p: parent.id })
      .map(function (a) {
        return { id: a.id, title: a.getString('title'), subject: a.getString('subject'), dueDate: a.getString('dueDate'), assigned_students: a.getStringSlice('assigned_students') };
      });
    const progress = require(`${__hooks}/lib/server.js`).learningProgress;
    const weeks = children.map(function (child) {
      const own = results
        .filter(function (r) {
          return r.getString('student_id') === child.id;
        })
        .map(function (r) {
          return { assignment_id: r.getString('assignment_id'), score: r.getInt('score'), completed_at: r.getString('completed_at') };
        });
      return emailTemplates.childWeek({ id: child.id, name: child.getString('name') }, own, assignments, week.at, progress.nextStep(app, child, progress.skillRows(app, child.id)));
    });
    if (emails.wantsEmail(parent) && app.settings().smtp.enabled) {
      try {
        emails.send(app, parent, emailTemplates.weeklySummaryEmail(weeks, emails.linksFor(app, parent)));
        emailed = true;
      } catch (err) {
        // Tried again at the next run: the week stays unsent for this parent.
        app.logger().warn('A weekly summary could not be sent', 'parent', parent.id, 'error', String(err));
        return 'failed';
      }
    }
    app.runInTransaction(function (txApp) {
      notify(txApp, {
        recipient: parent.id,
        audience: 'parents',
        type: 'weekly_summary',
        text: domain.notificationText.weeklySummary(
          children.map(function (child) {
            return child.getString('name');
          }),
          emailed,
        ),
      });
    });
  }
  parent.set('summary_week', week.key);
  app.save(parent);
  return emailed ? 'emailed' : 'told';
}

/**
 * The cron `weekly-summary`: the parents whose summary of the current week has not gone, in batches.
 * A parent whose email failed is tried again at the next run, not in this one.
 * @param {core.App} app @param {number} [now] @returns {number} how many summaries were emailed
 */
function sendWeeklySummaries(app, now) {
  return emails.oneAtATime(app, 'weekly-summary', function () {
    return summariseWeek(app, now || Date.now());
  });
}

/** @param {core.App} app @param {number} now */
function summariseWeek(app, now) {
  const week = weekOf(now);
  const started = Date.now();
  /** @type {Record<string, boolean>} */
  const failed = {};
  let emailed = 0;
  while (Date.now() - started < RUN_SECONDS * 1000) {
    const batch = app.findRecordsByFilter('parents', 'summary_week != {:w}', 'id', BATCH, 0, { w: week.key }).filter(function (parent) {
      return !failed[parent.id];
    });
    if (!batch.length) break;
    batch.forEach(function (parent) {
      const outcome = summarise(app, parent, week);
      if (outcome === 'failed') failed[parent.id] = true;
      if (outcome === 'emailed') emailed += 1;
    });
  }
  return emailed;
}

module.exports = { weekOf, sendWeeklySummaries };
