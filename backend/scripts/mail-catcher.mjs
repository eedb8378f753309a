// A local mail catcher for `npm start` and the tests: an SMTP server that keeps every message it is
// given in memory (nothing leaves the machine) and an HTTP page and API to read them. PocketBase's
// mailer is pointed at it when no SMTP server is configured (docs/deployment.md).
//   GET  /           the messages, newest first, as a page to read
//   GET  /messages   the same as JSON: [{ id, to, subject, text, html, headers, date }]
//   DELETE /messages forgets them
//   POST /hold?ms=N  takes each message N ms late from now on (0: at once), as a slow mail server does
//   POST /refuse?to=T refuses from now on every recipient whose address holds T (550), as a server does an unknown
//                    user (empty: none); &code=451 answers that code instead (a 4xx: try again later)
//   GET  /refused    how many times each refused address was tried: { [address]: count }
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** A message, this big at most: a larger one is refused (an attacker on this port must not fill the memory). */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
/** Messages kept, the oldest forgotten first. */
const MAX_MESSAGES = 500;

/** @typedef {{ id: string, to: string[], from: string, subject: string, text: string, html: string, headers: Record<string, string>, date: string }} CaughtMail */

/** @param {unknown} address a listening server's address */
const portOf = (address) => /** @type {import('node:net').AddressInfo} */ (address).port;

/** @param {string} text */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the catcher on 127.0.0.1 (ports 0: free ones).
 * @param {{ smtpPort?: number, httpPort?: number }} [options]
 * @returns {Promise<{ smtpPort: number, httpPort: number, url: string, messages: CaughtMail[], stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0 } = {}) {
  /** @type {CaughtMail[]} */
  const messages = [];
  let next = 1;
  let holdMs = 0;
  let refused = '';
  let refusedCode = 550;
  /** @type {Map<string, number>} the refused addresses and their tries, the first 1,000 addresses */
  const refusals = new Map();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'catcher' });
    },
    onRcptTo(address, _session, callback) {
      if (refused && address.address.includes(refused)) {
        if (refusals.has(address.address) || refusals.size < 1000) refusals.set(address.address, (refusals.get(address.address) ?? 0) + 1);
        const message = refusedCode === 550 ? 'No such user here' : 'Try again later';
        return callback(Object.assign(new Error(message), { responseCode: refusedCode }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      // Loaded with the first message: each backend test file starts a catcher, which may never get one.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (mail) => {
          if (holdMs) await new Promise((resolve) => setTimeout(resolve, holdMs));
          if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          messages.unshift({
            id: String(next++),
            to: (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap(
              (to) => to?.value.flatMap((address) => (address.address ? [address.address] : [])) ?? [],
            ),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            // As sent, by lower-case name (mailparser's own `headers` reshapes some, List-* among them).
            headers: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
            date: new Date().toISOString(),
          });
          messages.length = Math.min(messages.length, MAX_MESSAGES);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve(undefined));
  });

  const http = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/hold' && request.method === 'POST') {
      holdMs = Math.min(Math.max(Number(new URL(request.url ?? '/', 'http://x').searchParams.get('ms')) || 0, 0), 60_000);
      response.writeHead(204).end();
    } else if (path === '/refuse' && request.method === 'POST') {
      const params = new URL(request.url ?? '/', 'http://x').searchParams;
      refused = (params.get('to') ?? '').slice(0, 200);
      const code = Number(params.get('code') ?? 550);
      refusedCode = Number.isInteger(code) && code >= 400 && code <= 599 ? code : 550;
      response.writeHead(204).end();
    } else if (path === '/refused' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Object.fromEntries(refusals)));
    } else if (path === '/messages' && request.method === 'DELETE') {
      messages.length = 0;
      response.writeHead(204).end();
    } else if (path === '/messages' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    } else if (path === '/' && request.method === 'GET') {
      const items = messages
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to.join(', '))}, ${escapeHtml(m.date)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('<hr>');
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'" })
        .end(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mail caught on this machine</title><h1>Mail caught on this machine</h1>${items || '<p>No mail yet.</p>'}</html>`,
        );
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, '127.0.0.1', () => resolve(undefined));
  });
  const chosen = { smtp: portOf(smtp.server.address()), http: portOf(http.address()) };
  return {
    smtpPort: chosen.smtp,
    httpPort: chosen.http,
    url: `http://127.0.0.1:${chosen.http}`,
    messages,
    stop: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => http.close(() => resolve(undefined))),
      ]).then(() => undefined),
  };
}
