/// <reference path="../../pb_data/types.d.ts" />
// Emails to parents (docs/product.md, "Notifications and emails"), sent by PocketBase's mailer over the SMTP server the environment names
// (src/deployment.ts; none configured: nothing is sent, and nothing piles up). Only to a verified address
// whose owner has emailNotifications on (shared/src/domain/preferences.ts). A finished quiz is queued in
// the transaction of its result (`mail_queue`); the cron `completion-emails` (every minute) sends one
// email per child at most every GATHER_MS, with every quiz the child finished meanwhile. Each email has a
// link that turns emails off without signing in: the parent's id encrypted (AES-GCM) with a key derived
// from the parents' token secret, so it names nobody in clear and cannot be made up.
const records = require(`${__hooks}/lib/server.js`).records;
const emailTemplates = require(`${__hooks}/lib/server.js`).emailTemplates;
const { preferencesOf } = require(`${__hooks}/lib/server.js`).preferences;
const { pointsOfTry } = require(`${__hooks}/lib/server.js`).notifications;

const GATHER_MS = 60 * 60 * 1000;
/** Kept this long at most when it cannot be sent (no SMTP server, a failing one). */
const QUEUE_MAX_MS = 24 * 60 * 60 * 1000;
/** Children served by one run at most, and for at most RUN_SECONDS: a run takes under a minute, whatever the queue. */
const CHILDREN_PER_RUN = 300;
const RUN_SECONDS = 45;
const UNSUBSCRIBE_MAX_BYTES = 2048;
const INVALID_LINK = 'This link to stop emails is not valid. Sign in and turn emails off in Settings.';

/** The portal's public address, for the links in emails: PORTAL_URL, kept as PocketBase's app URL (src/deployment.ts). @param {core.App} app */
function portalUrl(app) {
  return String(app.settings().meta.appURL || 'http://localhost:3000').replace(/\/+$/, '');
}

/** @param {core.App} app @returns {string} a 32-character AES key, changed when the parents' token secret is */
function unsubscribeKey(app) {
  return $security.sha256(app.findCollectionByNameOrId('parents').authToken.secret + ':unsubscribe').slice(0, 32);
}

/** @param {core.App} app @param {string} parentId */
function unsubscribeToken(app, parentId) {
  return $security.encrypt(parentId, unsubscribeKey(app));
}

/** Whether a parent is to get notification emails. @param {core.Record} parent */
function wantsEmail(parent) {
  return Boolean(parent.email()) && parent.verified() && preferencesOf(parent).emailNotifications;
}

/**
 * A result was just written (lib/quiz/attempts.js): queued for the parent's email when they want emails.
 * @param {core.App} txApp @param {core.Record} result
 */
function queueCompletion(txApp, result) {
  const child = records.findOrNull('students', result.getString('student_id'), txApp);
  const parent = child && records.findOrNull('parents', child.getString('parent_id'), txApp);
  // A review of the child's own mistakes is practice, several a day at times: the weekly summary tells of it.
  if (!parent || !wantsEmail(parent) || result.getBool('review')) return;
  const row = new Record(txApp.findCollectionByNameOrId('mail_queue'));
  row.set('child', child.id);
  row.set('result', result.id);
  txApp.save(row);
}

/** @param {core.App} app @param {core.Record} parent @param {{ subject: string, html: string, text: string }} email */
function send(app, parent, email) {
  const portal = portalUrl(app);
  const token = encodeURIComponent(unsubscribeToken(app, parent.id));
  const meta = app.settings().meta;
  const message = new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: parent.email(), name: parent.getString('name') }],
    subject: email.subject,
    html: email.html,
    text: email.text,
    // One click in the mail client (RFC 8058): a POST to the API, no page.
    headers: {
      'List-Unsubscribe': '<' + portal + '/api/unsubscribe?token=' + token + '>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  app.newMailClient().send(message);
}

/** The links of an email to a parent. @param {core.App} app @param {core.Record} parent */
function linksFor(app, parent) {
  const portal = portalUrl(app);
  return { portal: portal + '/parent-dashboard', unsubscribe: portal + '/unsubscribe?token=' + encodeURIComponent(unsubscribeToken(app, parent.id)) };
}

/**
 * The cron `completion-emails`: for each child with finished quizzes queued and no email in the last
 * GATHER_MS, one email to the parent with all of them. Queued rows go once sent, or when the parent no
 * longer wants emails; those older than QUEUE_MAX_MS go whatever happened (an SMTP server down all day).
 * @param {core.App} app @param {number} [now]
 */
function sendCompletions(app, now) {
  return oneAtATime(app, 'completion-emails', function () {
    const at = now || Date.now();
    const started = Date.now();
    app.db().newQuery('DELETE FROM mail_queue WHERE created < {:stale}').bind({ stale: records.storedDate(at - QUEUE_MAX_MS) }).execute();
    if (!app.settings().smtp.enabled) return 0;
    // Only children whose hour is up: those still waiting never take the places of others (an attack
    // found that a family with hundreds of children kept every other family's emails waiting an hour).
    const waiting = arrayOf(new DynamicModel({ child: '' }));
    app
      .db()
      .newQuery(
        "SELECT q.child AS child FROM mail_queue q JOIN students s ON s.id = q.child WHERE s.emailed_at = '' OR s.emailed_at < {:hourAgo} GROUP BY q.child ORDER BY MIN(q.created) LIMIT {:limit}",
      )
      .bind({ hourAgo: records.storedDate(at - GATHER_MS), limit: CHILDREN_PER_RUN })
      .all(waiting);
    let sent = 0;
    for (let i = 0; i < waiting.length && Date.now() - started < RUN_SECONDS * 1000; i += 1) {
      if (emailChild(app, waiting[i].child, at)) sent += 1;
    }
    return sent;
  });
}

/**
 * One child's queued quizzes in one email to the parent; the rows go once sent, or when the parent no
 * longer wants emails. @param {core.App} app @param {string} childId @param {number} at @returns {boolean} sent
 */
function emailChild(app, childId, at) {
  const queued = app.findRecordsByFilter('mail_queue', 'child = {:c}', 'created', 0, 0, { c: childId });
  const child = records.findOrNull('students', childId, app);
  const parent = child && records.findOrNull('parents', child.getString('parent_id'), app);
  let sent = false;
  if (child && parent && wantsEmail(parent)) {
    const quizzes = [];
    queued.forEach(function (item) {
      const result = records.findOrNull('results', item.getString('result'), app);
      const assignment = result && records.findOrNull('assignments', result.getString('assignment_id'), app);
      if (!result || !assignment) return;
      const earned = pointsOfTry(app, result);
      quizzes.push({ title: assignment.getString('title'), score: result.getInt('score'), points: earned.points, retake: earned.retake });
    });
    if (quizzes.length) {
      try {
        send(app, parent, emailTemplates.completionEmail(child.getString('name'), quizzes, linksFor(app, parent)));
      } catch (err) {
        // Kept for the next run (until QUEUE_MAX_MS): the server may be back by then.
        app.logger().warn('A completion email could not be sent', 'child', child.id, 'error', String(err));
        return false;
      }
      child.set('emailed_at', records.isoDate(at));
      app.save(child);
      sent = true;
    }
  }
  queued.forEach(function (item) {
    app.delete(item);
  });
  return sent;
}

/**
 * Runs a cron's work unless a run of it is still going (a run that takes longer than its minute, on a
 * slow mail server, must not send what the one before is sending). @template T
 * @param {core.App} app @param {string} name @param {() => T} work @returns {T | 0}
 */
function oneAtATime(app, name, work) {
  const key = 'cron-running:' + name;
  let mine = false;
  // Read and set in one step (the store's lock): two runs that start together cannot both go. A run that
  // died without clearing its mark holds no longer than RUN_SECONDS twice over.
  app.store().setFunc(key, function (/** @type {number | null} */ since) {
    const now = Date.now();
    if (since && now - since < 2 * RUN_SECONDS * 1000) return since;
    mine = true;
    return now;
  });
  if (!mine) return 0;
  try {
    return work();
  } finally {
    app.store().remove(key);
  }
}

/**
 * `POST /api/unsubscribe` with the link's token (in the address, as a mail client's one-click sends it,
 * or in a JSON body, as the portal's page does): the parent's emailNotifications turned off. Needs no
 * sign-in; a token that does not decrypt names nobody.
 * @param {core.RequestEvent} e
 */
function unsubscribe(e) {
  const info = e.requestInfo();
  const token = String(info.query.token || (info.body && typeof info.body.token === 'string' ? info.body.token : '') || '');
  let parentId = '';
  try {
    parentId = token ? $security.decrypt(token, unsubscribeKey(e.app)) : '';
  } catch {
    parentId = '';
  }
  const parent = records.findOrNull('parents', parentId, e.app);
  if (!parent) throw new BadRequestError(INVALID_LINK);
  const preferences = preferencesOf(parent);
  if (preferences.emailNotifications) {
    preferences.emailNotifications = false;
    parent.set('preferences', preferences);
    e.app.save(parent);
  }
  return e.json(200, { emailNotifications: false });
}

module.exports = { GATHER_MS, UNSUBSCRIBE_MAX_BYTES, INVALID_LINK, oneAtATime, wantsEmail, send, linksFor, queueCompletion, sendCompletions, unsubscribe, unsubscribeToken };
