import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitFor, largerBodiesFrom, REQUEST_LIMITS, requestLimits, sizeInWords } from './request-limits.ts';

describe('the body a request to /api may send', () => {
  it("is a stranger's 16 KB anywhere, a signed-in user's 64 KB, more only where a record or a batch holds more", () => {
    const signedIn = { authorization: 'token' };
    expect(bodyLimitFor('GET', '/api/collections/questions/records', {})).toBeNull();
    expect(bodyLimitFor('POST', '/api/collections/questions/records', {})).toBe(16 * 1024);
    expect(bodyLimitFor('POST', '/api/sign-up', {})).toBe(16 * 1024);
    expect(bodyLimitFor('POST', '/api/children', signedIn)).toBe(64 * 1024);
    expect(bodyLimitFor('PATCH', '/api/collections/assignments/records/abc', signedIn)).toBe(64 * 1024);
    expect(bodyLimitFor('POST', '/api/collections/questions/records', signedIn)).toBe(128 * 1024);
    expect(
      bodyLimitFor('PATCH', '/api/collections/questions/records/abc?expand=x', {
        ...signedIn,
        contentType: 'multipart/form-data; boundary=x',
      }),
    ).toBe(81 * 1024 * 1024);
    expect(bodyLimitFor('POST', '/api/collections/results/records', signedIn)).toBe(288 * 1024);
    expect(bodyLimitFor('POST', '/api/batch', signedIn)).toBe(REQUEST_LIMITS.batch);
    // More than a signed-in user's only from a creator there (checked with PocketBase: below).
    expect(['/api/collections/questions/records/abc', '/api/batch', '/api/collections/results/records'].map(largerBodiesFrom)).toEqual([
      'creators',
      'creators',
      'signed-in',
    ]);
    expect([sizeInWords(16 * 1024), sizeInWords(81 * 1024 * 1024)]).toEqual(['16 KB', '81 MB']);
  });
});

const listen = (server: Server) =>
  new Promise<string>((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

describe("the apps' servers, in front of PocketBase", () => {
  let pocketBase: Server;
  let app: Server;
  let reached: string[] = [];

  beforeAll(async () => {
    // PocketBase: a session stands for the tokens "real" (a parent's, say) and "creator"; a creator's, for
    // "creator" only. Anything else that arrives is counted.
    pocketBase = createServer((req, res) => {
      const token = req.headers.authorization ?? '';
      if (req.url === '/api/session') {
        res.statusCode = ['real', 'creator'].includes(token) ? 204 : 401;
        return res.end();
      }
      if (req.url === '/api/session/creator') {
        res.statusCode = token === 'creator' ? 204 : token === 'real' ? 403 : 401;
        return res.end();
      }
      reached.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    const pocketBaseUrl = await listen(pocketBase);
    const limits = requestLimits({ POCKETBASE_URL: pocketBaseUrl });
    // The app's server: the limits, then what stands for its /api proxy.
    app = createServer((req, res) =>
      limits(req, res, () => {
        reached.push(`${req.method} ${req.url}`);
        req.resume();
        req.on('end', () => res.end('{}'));
      }),
    );
    await listen(app);
  });
  afterAll(() => {
    app.close();
    pocketBase.close();
  });

  function send(path: string, bytes: number, headers: Record<string, string | number> = {}): Promise<{ status: number; body: string }> {
    const { port } = app.address() as AddressInfo;
    return new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-length': bytes, ...headers } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', () => undefined);
      req.end(Buffer.alloc(bytes, ' '));
    });
  }

  it("refuses a body over its limit with 413 in PocketBase's shape, without passing it on", async () => {
    reached = [];
    const refused = await send('/api/collections/parents/auth-with-password', 20 * 1024);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({
      status: 413,
      message: 'This is too large to send: at most 16 KB can be sent here.',
      data: {},
    });
    expect((await send('/api/collections/questions/records', 200 * 1024, { authorization: 'creator' })).status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('refuses a write without a Content-Length with 411', async () => {
    reached = [];
    const { port } = app.address() as AddressInfo;
    const status = await new Promise<number>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/sign-up', method: 'POST', headers: { 'transfer-encoding': 'chunked' } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', () => undefined);
      req.end('{}');
    });
    expect(status).toBe(411);
    expect(reached).toEqual([]);
  });

  it("lets a body larger than a stranger's through only for a session PocketBase knows", async () => {
    reached = [];
    const forged = await send('/api/collections/questions/records', 100 * 1024, { authorization: 'made-up' });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body).message).toBe('Please sign in again to send this.');
    expect((await send('/api/collections/questions/records', 100 * 1024, { authorization: 'creator' })).status).toBe(200);
    expect((await send('/api/children', 1024, { authorization: 'made-up' })).status).toBe(200);
    expect(reached).toEqual(['POST /api/collections/questions/records', 'POST /api/children']);
  });

  it("lets more than a signed-in user's 64 KB through to a creator's records only for a creator", async () => {
    reached = [];
    // A parent or a child: a creator's records take no more from them than any route does.
    for (const path of ['/api/collections/questions/records', '/api/batch']) {
      const refused = await send(path, 100 * 1024, { authorization: 'real', 'content-type': 'multipart/form-data; boundary=x' });
      expect({ path, status: refused.status, message: JSON.parse(refused.body).message }).toEqual({
        path,
        status: 413,
        message: 'This is too large to send: at most 64 KB can be sent here.',
      });
    }
    // Within a signed-in user's limit, and a result's answers, anyone signed in.
    expect((await send('/api/collections/questions/records', 40 * 1024, { authorization: 'real' })).status).toBe(200);
    expect((await send('/api/collections/results/records', 100 * 1024, { authorization: 'real' })).status).toBe(200);
    expect((await send('/api/batch', 100 * 1024, { authorization: 'creator' })).status).toBe(200);
    expect(reached).toEqual(['POST /api/collections/questions/records', 'POST /api/collections/results/records', 'POST /api/batch']);
  });
});
