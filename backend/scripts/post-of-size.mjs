// For the body-limit tests (backend and end to end): a POST of a body of a given size, sent in 1 MB
// writes so that nothing holds it whole, with its Content-Length or chunked.
import { request } from 'node:http';

const MB = 1024 * 1024;
const HEADERS_FIRST_MS = 300;

/**
 * @param {string} base @param {string} path @param {number} bytes
 * @param {{ chunked?: boolean, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, body: string }>} the answer, which may come before the body is sent in full
 */
export async function postOfSize(base, path, bytes, options = {}) {
  // A connection reset before any answer (a busy machine, many at once) is sent again, after a pause that grows,
  // up to six times in all (a CI run met three resets in a row on one of 20 uploads sent at once).
  for (let tries = 1; ; tries += 1) {
    try {
      return await sendOfSize(base, path, bytes, options);
    } catch (error) {
      const code = /** @type {{ code?: string }} */ (error).code;
      if (tries >= 6 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * tries));
    }
  }
}

/**
 * @param {string} base @param {string} path @param {number} bytes
 * @param {{ chunked?: boolean, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, body: string }>}
 */
function sendOfSize(base, path, bytes, { chunked = false, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    /** @type {Record<string, string | number>} */
    const sent = { 'content-type': 'application/json', ...headers };
    if (!chunked) Object.assign(sent, { 'content-length': bytes, expect: '100-continue' });
    let answered = false;
    const req = request(`${base}${path}`, { method: 'POST', headers: sent, agent: false }, (res) => {
      answered = true;
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    // The server may answer and close before the whole body is written: then the write fails and the answer
    // stands. A refusal by the headers can also close the connection while the headers are still going out
    // (EPIPE, ECONNRESET on a busy machine) with the answer on its way in: wait a moment for it.
    req.on('error', (error) => {
      if (answered) return;
      const code = /** @type {{ code?: string }} */ (error).code;
      if (code === 'EPIPE' || code === 'ECONNRESET') setTimeout(() => (answered ? undefined : reject(error)), 2000);
      else reject(error);
    });
    req.setTimeout(30_000, () => reject(new Error(`No answer from ${path}`)));
    const chunk = Buffer.alloc(MB, ' ');
    let written = 0;
    const write = () => {
      while (written < bytes) {
        if (answered || req.destroyed) return;
        const piece = chunk.subarray(0, Math.min(MB, bytes - written));
        written += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    // The headers first: a server that refuses by them answers before the body is on its way, as it
    // would a browser's upload; a client that writes on regardless races the server's close. With a
    // Content-Length, the body waits for the server's 100 Continue (which a refusal never sends), so
    // a busy machine cannot make the race; chunked, the server must read to know, and the wait is a guess.
    if (chunked) {
      req.flushHeaders();
      setTimeout(write, HEADERS_FIRST_MS);
    } else {
      req.once('continue', write);
      req.flushHeaders();
    }
  });
}
