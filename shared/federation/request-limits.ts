import type { IncomingMessage, ServerResponse } from 'node:http';
import { pocketBaseUrl } from './index.ts';

/**
 * How large a body each request to `/api` may send, refused by the apps' servers (and the reverse
 * proxy of docs/deployment.md, nginx.ts) before it is read or passed on. PocketBase reads up to 32 MB
 * plus what a collection's fields hold on its records routes before its rules refuse a stranger
 * (90 MB for a question), and can only be given a limit per request by a JavaScript middleware,
 * which costs every request 14 to 19% of its throughput (docs/capacity.md); so the limit is kept
 * here, in front of PocketBase, which listens on this machine only. Its own routes and the rest have
 * PocketBase's limits too (backend/pb_hooks/request-limits.pb.js).
 */
const KB = 1024;
const MB = 1024 * KB;
export const REQUEST_LIMITS = {
  /** Anyone not signed in: a sign-in or a sign-up is a few hundred bytes. */
  guest: 16 * KB,
  /** A signed-in user's request that is not below. */
  signedIn: 64 * KB,
  /** The question importer's batches, a creator's only: PocketBase's batch.maxBodySize (migration 1763780610). */
  batch: 8 * MB,
  /**
   * Records larger than `signedIn`: a question's longest text fields, and with its files (4 images of 5 MB, a sound
   * of 10 MB, a video of 50 MB), a creator's only (`from`); a result's answers (250,000 bytes).
   */
  records: { questions: { json: 128 * KB, multipart: 81 * MB, from: 'creators' }, results: { json: 288 * KB } } as Record<
    string,
    { json: number; multipart?: number; from?: 'creators' }
  >,
} as const;

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const RECORDS_PATH = /^\/api\/collections\/([^/?]+)\/records(?:\/[^/?]+)?\/?(?:\?.*)?$/;
const BATCH_PATH = /^\/api\/batch\/?(?:\?.*)?$/;

/** The largest body a request may send, or null when it may send none it is asked about (a GET). */
export function bodyLimitFor(method: string, url: string, headers: { authorization?: string; contentType?: string }): number | null {
  if (!WRITES.has(method.toUpperCase())) return null;
  if (!headers.authorization) return REQUEST_LIMITS.guest;
  if (BATCH_PATH.test(url)) return REQUEST_LIMITS.batch;
  const record = RECORDS_PATH.exec(url)?.[1];
  const limits = record ? REQUEST_LIMITS.records[decodeURIComponent(record)] : undefined;
  if (!limits) return REQUEST_LIMITS.signedIn;
  const multipart = (headers.contentType ?? '').toLowerCase().startsWith('multipart/form-data');
  return multipart && limits.multipart ? limits.multipart : limits.json;
}

/**
 * Who may send more than a signed-in user's limit to this route: a creator only where the records are a
 * creator's (questions, the importer's batches), anyone signed in elsewhere (a result's answers).
 */
export function largerBodiesFrom(url: string): 'creators' | 'signed-in' {
  if (BATCH_PATH.test(url)) return 'creators';
  const record = RECORDS_PATH.exec(url)?.[1];
  return record && REQUEST_LIMITS.records[decodeURIComponent(record)]?.from === 'creators' ? 'creators' : 'signed-in';
}

/** @param bytes a limit @returns it in words: "16 KB", "81 MB" */
export function sizeInWords(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;
}

/**
 * Answers in PocketBase's error shape, so that the apps' client reads it as any refusal. What the
 * client still sends is read and dropped, never kept or passed on: a connection closed with data
 * unread is reset, and the client would lose the answer with it.
 */
function refuse(request: IncomingMessage, response: ServerResponse, status: number, message: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify({ status, message, data: {} }));
  request.resume();
}

/**
 * The connect middleware of the apps' servers, in front of their `/api` proxy. A body over its
 * limit is refused with 413 without being read; a write without a Content-Length (no browser sends
 * one) with 411. A body larger than any a guest may send comes only from someone PocketBase knows:
 * the token is checked first (`GET /api/session`), so that a made-up Authorization header does not
 * buy a stranger a signed-in user's limit; one larger than a signed-in user's, on a creator's records,
 * only from a creator (`GET /api/session/creator`): a child or a parent gets a signed-in user's limit there.
 */
export function requestLimits(env: NodeJS.ProcessEnv = process.env) {
  const session = `${pocketBaseUrl(env)}/api/session`;
  const creatorSession = `${session}/creator`;
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): void => {
    const url = request.url ?? '';
    if (!url.startsWith('/api/')) return next();
    const authorization = request.headers.authorization;
    const limit = bodyLimitFor(request.method ?? 'GET', url, { authorization, contentType: request.headers['content-type'] });
    if (limit === null) return next();
    const declared = request.headers['content-length'];
    if (declared === undefined) return refuse(request, response, 411, 'Send the size of the request (Content-Length).');
    const length = Number(declared);
    const tooLarge = (bytes: number) =>
      refuse(request, response, 413, `This is too large to send: at most ${sizeInWords(bytes)} can be sent here.`);
    if (!Number.isFinite(length) || length > limit) return tooLarge(limit);
    if (length <= REQUEST_LIMITS.guest || !authorization) return next();
    const creatorsOnly = length > REQUEST_LIMITS.signedIn && largerBodiesFrom(url) === 'creators';
    fetch(creatorsOnly ? creatorSession : session, { headers: { authorization } })
      .then((answer) => {
        if (answer.ok) return next();
        // Signed in, but not as a creator (PocketBase's 403): the limit of anyone signed in.
        if (creatorsOnly && answer.status === 403) return tooLarge(REQUEST_LIMITS.signedIn);
        return refuse(request, response, 401, 'Please sign in again to send this.');
      })
      .catch(next);
  };
}
