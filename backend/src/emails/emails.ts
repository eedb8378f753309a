// Emails to parents (docs/product.md, "Notifications and emails"), sent by PocketBase's mailer over the SMTP server the environment names
// (src/deployment.ts; none configured: nothing is sent, and nothing piles up). Only to a verified address
// whose owner has emailNotifications on (shared/src/domain/preferences.ts). A finished quiz is queued in
// the transaction of its result (`mail_queue`); the cron `completion-emails` (every minute) sends one
// email per child at most every GATHER_MS, with every quiz the child finished meanwhile. Each email has a
// link that turns emails off without signing in: the parent's id encrypted (AES-GCM) with a key derived
// from the parents' token secret, so it names nobody in clear and cannot be made up.
import { execute, rowsLike } from '../db.ts';
import { pointsOfTry } from '../notifications.ts';
import { preferencesOf } from '../preferences.ts';
import { findOrNull, isoDate, jsArray, storedDate } from '../records.ts';
import { completionEmail, type CompletedQuiz, type Email } from './templates.ts';

export const GATHER_MS = 60 * 60 * 1000;
/** Kept this long at most when it cannot be sent (no SMTP server, a failing one). */
const QUEUE_MAX_MS = 24 * 60 * 60 * 1000;
/** Children served by one run at most, and for at most RUN_SECONDS: a run takes under a minute, whatever the queue. */
const CHILDREN_PER_RUN = 300;
const RUN_SECONDS = 45;
export const UNSUBSCRIBE_MAX_BYTES = 2048;
export const INVALID_LINK = 'This link to stop emails is not valid. Sign in and turn emails off in Settings.';

/** The links of an email to a parent. */
export interface EmailLinks {
  portal: string;
  unsubscribe: string;
}

/** The portal's public address, for the links in emails: PORTAL_URL, kept as PocketBase's app URL (src/deployment.ts). */
function portalUrl(app: core.App): string {
  return String(app.settings().meta.appURL || 'http://localhost:3000').replace(/\/+$/, '');
}

/** A 32-character AES key, changed when the parents' token secret is. */
function unsubscribeKey(app: core.App): string {
  return $security.sha256(app.findCollectionByNameOrId('parents').authToken.secret + ':unsubscribe').slice(0, 32);
}

export function unsubscribeToken(app: core.App, parentId: string): string {
  return $security.encrypt(parentId, unsubscribeKey(app));
}

/** Whether a parent is to get notification emails. */
export function wantsEmail(parent: core.Record): boolean {
  return Boolean(parent.email()) && parent.verified() && preferencesOf(parent).emailNotifications;
}

/** A result was just written (src/quiz/attempts.ts): queued for the parent's email when they want emails. */
export function queueCompletion(txApp: core.App, result: core.Record): void {
  const child = findOrNull('students', result.getString('student_id'), txApp);
  const parent = child && findOrNull('parents', child.getString('parent_id'), txApp);
  // A review of the child's own mistakes is practice, several a day at times: the weekly summary tells of it.
  if (!child || !parent || !wantsEmail(parent) || result.getBool('review')) return;
  const row = new Record(txApp.findCollectionByNameOrId('mail_queue'));
  row.set('child', child.id);
  row.set('result', result.id);
  txApp.save(row);
}

export function send(app: core.App, parent: core.Record, email: Email): void {
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

export function linksFor(app: core.App, parent: core.Record): EmailLinks {
  const portal = portalUrl(app);
  return {
    portal: portal + '/parent-dashboard',
    unsubscribe: portal + '/unsubscribe?token=' + encodeURIComponent(unsubscribeToken(app, parent.id)),
  };
}

/**
 * The cron `completion-emails`: for each child with finished quizzes queued and no email in the last
 * GATHER_MS, one email to the parent with all of them. Queued rows go once sent, or when the parent no
 * longer wants emails; those older than QUEUE_MAX_MS go whatever happened (an SMTP server down all day).
 * Returns how many emails went.
 */
export function sendCompletions(app: core.App, now?: number): number {
  return oneAtATime(app, 'completion-emails', () => {
    const at = now || Date.now();
    const started = Date.now();
    execute(app, 'DELETE FROM mail_queue WHERE created < {:stale}', { stale: storedDate(at - QUEUE_MAX_MS) });
    if (!app.settings().smtp.enabled) return 0;
    // Only children whose hour is up: those still waiting never take the places of others (an attack
    // found that a family with hundreds of children kept every other family's emails waiting an hour).
    const waiting = rowsLike({ child: '' });
    app
      .db()
      .newQuery(
        "SELECT q.child AS child FROM mail_queue q JOIN students s ON s.id = q.child WHERE s.emailed_at = '' OR s.emailed_at < {:hourAgo} GROUP BY q.child ORDER BY MIN(q.created) LIMIT {:limit}",
      )
      .bind({ hourAgo: storedDate(at - GATHER_MS), limit: CHILDREN_PER_RUN })
      .all(waiting);
    let sent = 0;
    for (const { child } of waiting) {
      if (Date.now() - started >= RUN_SECONDS * 1000) break;
      if (emailChild(app, child, at)) sent += 1;
    }
    return sent;
  });
}

/**
 * One child's queued quizzes in one email to the parent; the rows go once sent, or when the parent no
 * longer wants emails. Returns whether it was sent.
 */
function emailChild(app: core.App, childId: string, at: number): boolean {
  const queued = jsArray(app.findRecordsByFilter('mail_queue', 'child = {:c}', 'created', 0, 0, { c: childId })).filter(
    (item): item is core.Record => !!item,
  );
  const child = findOrNull('students', childId, app);
  const parent = child && findOrNull('parents', child.getString('parent_id'), app);
  let sent = false;
  if (child && parent && wantsEmail(parent)) {
    const quizzes: CompletedQuiz[] = [];
    for (const item of queued) {
      const result = findOrNull('results', item.getString('result'), app);
      const assignment = result && findOrNull('assignments', result.getString('assignment_id'), app);
      if (!result || !assignment) continue;
      const earned = pointsOfTry(app, result);
      quizzes.push({ title: assignment.getString('title'), score: result.getInt('score'), points: earned.points, retake: earned.retake });
    }
    if (quizzes.length) {
      try {
        send(app, parent, completionEmail(child.getString('name'), quizzes, linksFor(app, parent)));
      } catch (err) {
        // Kept for the next run (until QUEUE_MAX_MS): the server may be back by then.
        app.logger().warn('A completion email could not be sent', 'child', child.id, 'error', String(err));
        return false;
      }
      child.set('emailed_at', isoDate(at));
      app.save(child);
      sent = true;
    }
  }
  for (const item of queued) app.delete(item);
  return sent;
}

/**
 * Runs a cron's work unless a run of it is still going (a run that takes longer than its minute, on a
 * slow mail server, must not send what the one before is sending). 0 when another run is going.
 */
export function oneAtATime<T>(app: core.App, name: string, work: () => T): T | 0 {
  const key = 'cron-running:' + name;
  let mine = 0;
  // Read and set in one step (the store's lock): two runs that start together cannot both go. A run that
  // died without clearing its mark holds no longer than RUN_SECONDS twice over.
  app.store().setFunc(key, (since: unknown) => {
    const now = Date.now();
    if (typeof since === 'number' && since && now - since < 2 * RUN_SECONDS * 1000) return since;
    mine = now;
    return now;
  });
  if (!mine) return 0;
  try {
    return work();
  } finally {
    // Only its own mark: a run that outlasted it may have been followed by another, whose mark stays.
    if (app.store().get(key) === mine) app.store().remove(key);
  }
}

/**
 * `POST /api/unsubscribe` with the link's token (in the address, as a mail client's one-click sends it,
 * or in a JSON body, as the portal's page does): the parent's emailNotifications turned off. Needs no
 * sign-in; a token that does not decrypt names nobody.
 */
export function unsubscribe(e: core.RequestEvent): void {
  const info = e.requestInfo();
  const sent: unknown = info.query['token'] || (info.body && typeof info.body['token'] === 'string' ? info.body['token'] : '');
  const token = String(sent || '');
  let parentId = '';
  try {
    // Typed as text or bytes by the declarations: the id as text either way.
    parentId = token ? toString($security.decrypt(token, unsubscribeKey(e.app))) : '';
  } catch {
    parentId = '';
  }
  const parent = findOrNull('parents', parentId, e.app);
  if (!parent) throw new BadRequestError(INVALID_LINK);
  const preferences = preferencesOf(parent);
  if (preferences.emailNotifications) {
    preferences.emailNotifications = false;
    parent.set('preferences', preferences);
    e.app.save(parent);
  }
  e.json(200, { emailNotifications: false });
}
