// The weekly summary (docs/product.md, "Notifications and emails"): once a week, from WEEKLY_SUMMARY_DAY at WEEKLY_SUMMARY_HOUR (server time,
// UTC; Sunday at 18 by default), every parent with children hears how each child's week went: an email
// when they want emails (src/emails/emails.ts) and a notification either way. Words and figures:
// templates.ts (childWeek, weeklySummaryEmail). The cron `weekly-summary` runs every minute
// and serves the parents whose summary of the current week has not gone (`parents.summary_week`, hidden,
// indexed), in batches until none is left or RUN_SECONDS have passed: 10,000 families take some minutes,
// and a restart carries on where it stopped.
import { notificationText } from '../domain.ts';
import { nextStep, skillRows } from '../learning/progress.ts';
import { notify } from '../notifications.ts';
import { rowsLike } from '../db.ts';
import { jsArray, storedDate } from '../records.ts';
import { linksFor, oneAtATime, send, wantsEmail } from './emails.ts';
import { childWeek, weeklySummaryEmail } from './templates.ts';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 50;
const RUN_SECONDS = 50;
/**
 * The summaries are written at the evening peak, when children are answering: a run works in slices of about
 * SLICE_MS and rests after each as long as it worked (WORK_SHARE), so that the children keep the CPU and the
 * database's writes their answers need (docs/capacity.md, "The weekly summary": answers' p99 84 -> 16 ms while
 * 10,000 families' summaries are written, which then take about 6 minutes instead of 4).
 */
const SLICE_MS = 100;
const WORK_SHARE = 0.5;

/** The longest rest: a slice that waited on a slow mail server is not work that needs as long again. */
const REST_MAX_MS = 2 * SLICE_MS;

/** How long a run rests after working `workedMs`, so that it works WORK_SHARE of the time. */
function restAfter(workedMs: number): number {
  return Math.min(REST_MAX_MS, Math.round((workedMs * (1 - WORK_SHARE)) / WORK_SHARE));
}

/**
 * A summary whose email could not go is tried again later: WEEKLY_SUMMARY_RETRY_SECONDS after a failure (15 minutes
 * by default, at most an hour). When the mail server refused the address itself (550, 551, 553: no such mailbox), the
 * wait doubles after each refusal, and after RETRIES refusals (about 4 hours) the week is told by the notification
 * alone: an address refused is not tried every minute of the week, and its family still hears of the week. Any other
 * failure (the mail server down, its login refused, a 4xx) says nothing of the address: tried again every wait until
 * the mail server takes it, so that an outage on Sunday evening loses no family its email. The tries are kept in the
 * app's memory: a restart tries once more.
 */
const RETRIES = 5;

/** A mail server's answer that refuses the address itself (RFC 5321: mailbox unavailable, not local, name not allowed). */
const REFUSED_ADDRESS = /\b55[013]\b/;

interface Retry {
  week: string;
  tries: number;
  next: number;
}

const retryKey = (parentId: string) => `weekly-summary-retry/${parentId}`;

/** This week's failed tries of a parent's summary, if any. */
function retryOf(app: core.App, parentId: string, week: string): Retry | null {
  const kept = app.store().get(retryKey(parentId)) as Retry | null;
  if (!kept) return null;
  if (kept.week === week) return kept;
  // An earlier week's: done with.
  app.store().remove(retryKey(parentId));
  return null;
}

/** A week by its summary moment: its time and its day, which names the week. */
interface Week {
  key: string;
  at: number;
}

function envNumber(name: string, fallback: number, max: number): number {
  const value = parseInt(String($os.getenv(name) || ''), 10);
  return value >= 0 && value <= max ? value : fallback;
}

/** The latest summary moment at or before `now` (UTC). */
export function weekOf(now: number): Week {
  const day = envNumber('WEEKLY_SUMMARY_DAY', 0, 6);
  const hour = envNumber('WEEKLY_SUMMARY_HOUR', 18, 23);
  const today = new Date(now);
  let at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour) - ((today.getUTCDay() - day + 7) % 7) * DAY;
  if (at > now) at -= 7 * DAY;
  return { key: new Date(at).toISOString().slice(0, 10), at };
}

/**
 * A new parent's first summary is of the first week they were here: the week that ended before counts as told
 * (a sign-up, the demo's seed, an administrator's new account), unless the record names a week of its own.
 */
export function startAtFirstWeek(parent: core.Record): void {
  if (!parent.getString('summary_week')) parent.set('summary_week', weekOf(Date.now()).key);
}

/** A list of records PocketBase found, as a JavaScript array. */
const found = (records: ArrayLike<core.Record | undefined>): core.Record[] =>
  jsArray(records).filter((record): record is core.Record => !!record);

/**
 * Takes the week for this parent, from the week its record said: false when another run took it first (a run that
 * outlasted its minute on a slow mail server, or an administrator's) or the record changed meanwhile.
 */
function claimWeek(app: core.App, parentId: string, from: string, to: string): boolean {
  const claimed = rowsLike({ id: '' });
  app
    .db()
    .newQuery('UPDATE parents SET summary_week = {:to} WHERE id = {:id} AND summary_week = {:from} RETURNING id')
    .bind({ id: parentId, from, to })
    .all(claimed);
  return claimed.length === 1;
}

/**
 * One parent's summary of the week: emailed when they want emails, told in a notification either way.
 * The week is taken first, so that nothing goes twice; when the email could not go, the week is given back for the
 * next run. Returns whether the summary was emailed.
 */
function summarise(app: core.App, listed: core.Record, week: Week): boolean {
  // Read afresh: a parent may have turned emails off, or left, since the batch was listed.
  let parent: core.Record;
  try {
    parent = app.findRecordById('parents', listed.id);
  } catch {
    return false;
  }
  // Only the week is written, never the whole record: a save would write back what the parent changed since it was
  // read (a name, the emails setting).
  const before = parent.getString('summary_week');
  if (before === week.key || !claimWeek(app, parent.id, before, week.key)) return false;
  const children = found(app.findRecordsByFilter('students', 'parent_id = {:p}', 'name', 0, 0, { p: parent.id }));
  let emailed = false;
  if (children.length) {
    // A review is practice of the child's own mistakes: the week's figures are the parent's assignments'.
    const results = found(
      app.findRecordsByFilter('results', 'parent_id = {:p} && completed_at > {:since} && review = false', 'completed_at', 0, 0, {
        p: parent.id,
        since: storedDate(week.at - 28 * DAY),
      }),
    );
    const assignments = found(
      app.findRecordsByFilter('assignments', 'created_by = {:p} && status != "draft" && status != "deleted" && review = false', '', 0, 0, {
        p: parent.id,
      }),
    ).map((a) => ({
      id: a.id,
      title: a.getString('title'),
      subject: a.getString('subject'),
      dueDate: a.getString('dueDate'),
      assigned_students: jsArray(a.getStringSlice('assigned_students')),
    }));
    const weeks = children.map((child) => {
      const own = results
        .filter((r) => r.getString('student_id') === child.id)
        .map((r) => ({ assignment_id: r.getString('assignment_id'), score: r.getInt('score'), completed_at: r.getString('completed_at') }));
      return childWeek(
        { id: child.id, name: child.getString('name') },
        own,
        assignments,
        week.at,
        nextStep(app, child, skillRows(app, child.id)),
      );
    });
    if (wantsEmail(parent) && app.settings().smtp.enabled) {
      try {
        send(app, parent, weeklySummaryEmail(weeks, linksFor(app, parent)));
        emailed = true;
      } catch (err) {
        const refused = REFUSED_ADDRESS.test(String(err));
        const tries = (retryOf(app, parent.id, week.key)?.tries ?? 0) + (refused ? 1 : 0);
        app.logger().warn('A weekly summary could not be sent', 'parent', parent.id, 'refusals', tries, 'error', String(err));
        if (tries < RETRIES) {
          // Tried again later (the wait from now, not from the run's start): the week goes back to unsent for this parent.
          const seconds = envNumber('WEEKLY_SUMMARY_RETRY_SECONDS', 15 * 60, 60 * 60);
          const wait = seconds * 1000 * 2 ** Math.max(0, tries - 1);
          app.store().set(retryKey(parent.id), { week: week.key, tries, next: Date.now() + wait });
          claimWeek(app, parent.id, week.key, before);
          return false;
        }
        // Given up for this week: the notification tells it.
        app.store().remove(retryKey(parent.id));
      }
      // Sent: no try is waiting any more.
      if (emailed) app.store().remove(retryKey(parent.id));
    }
    app.runInTransaction((txApp) => {
      notify(txApp, {
        recipient: parent.id,
        audience: 'parents',
        type: 'weekly_summary',
        text: notificationText.weeklySummary(
          children.map((child) => child.getString('name')),
          emailed,
        ),
      });
    });
  }
  return emailed;
}

/**
 * The cron `weekly-summary`: the parents whose summary of the current week has not gone, in batches.
 * A parent whose email failed is tried again later (RETRIES), not in this run. Returns how many
 * summaries were emailed.
 */
export function sendWeeklySummaries(app: core.App, now?: number): number {
  return oneAtATime(app, 'weekly-summary', () => summariseWeek(app, now || Date.now()));
}

function summariseWeek(app: core.App, now: number): number {
  const week = weekOf(now);
  const started = Date.now();
  let emailed = 0;
  // The parents in the order of their ids, from after the last one looked at: one whose summary failed (an address
  // the mail server refuses) is passed, not listed again and again ahead of everyone after it.
  let after = '';
  let slice = Date.now();
  while (Date.now() - started < RUN_SECONDS * 1000) {
    const batch = found(
      app.findRecordsByFilter('parents', 'summary_week != {:w} && id > {:after}', 'id', BATCH, 0, { w: week.key, after }),
    );
    if (!batch.length) break;
    for (const parent of batch) {
      if (Date.now() - started >= RUN_SECONDS * 1000) break;
      after = parent.id;
      // A summary whose email failed waits for its next try.
      if ((retryOf(app, parent.id, week.key)?.next ?? 0) > Date.now()) continue;
      try {
        if (summarise(app, parent, week)) emailed += 1;
      } catch (err) {
        // One family's summary that cannot be written stops no one else's.
        app.logger().error('A weekly summary could not be written', 'parent', parent.id, 'error', String(err));
      }
      const worked = Date.now() - slice;
      if (worked >= SLICE_MS) {
        sleep(restAfter(worked));
        slice = Date.now();
      }
    }
  }
  return emailed;
}
