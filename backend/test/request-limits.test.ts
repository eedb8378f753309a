// Request bodies are limited to what each route stores, before PocketBase reads them
// (pb_hooks/lib/request-limits.js): a stranger can no longer make the server read 90 MB per request.
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPocketBase } from '../scripts/runner.mjs';
import { draftQuestion, fixtures, signIn } from './actors.ts';

const MB = 1024 * 1024;

/**
 * Sends a body of `bytes` bytes (a JSON string of spaces) in 1 MB writes, with its Content-Length or
 * chunked, and resolves with the status of the answer: the body need not be sent in full for that.
 */
function post(url: string, path: string, bytes: number, options: { chunked?: boolean; token?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!options.chunked) headers['content-length'] = bytes;
    if (options.token) headers['authorization'] = options.token;
    const req = request(`${url}${path}`, { method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server answers and closes before the whole body is written: the write fails, the answer stands.
    req.on('error', () => undefined);
    req.setTimeout(30_000, () => reject(new Error(`No answer from ${path}`)));
    const chunk = Buffer.alloc(MB, ' ');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const part = sent === 0 ? Buffer.concat([Buffer.from('{"text":"'), chunk.subarray(9)]) : chunk;
        const piece = part.subarray(0, Math.min(part.length, bytes - sent));
        sent += piece.length;
        if (req.destroyed) return;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** The resident memory of a process, in MB. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

const url = () => inject('pbUrl');

describe('a request body larger than its route stores', () => {
  it('is refused with 413 and a clear message before it is read, for a stranger anywhere', async () => {
    for (const path of ['/api/collections/questions/records', '/api/collections/parents/records', '/api/collections/parents/auth-with-password']) {
      const answer = await post(url(), path, 90 * MB);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).message).toBe('This is too large to send: at most 16 KB can be sent here.');
    }
    // Without a Content-Length, the body is cut off at the limit as it is read.
    expect((await post(url(), '/api/collections/parents/records', 2 * MB, { chunked: true })).status).toBe(413);
  });

  it('is refused for a signed-in user over what the route or the record stores, and a record that fits is saved', async () => {
    const parent = await signIn('parentA');
    expect((await post(url(), '/api/children', 200 * 1024, { token: parent.authStore.token })).status).toBe(413);
    const creator = await signIn('creator');
    const token = creator.authStore.token;
    const tooLarge = await post(url(), '/api/collections/questions/records', 2 * MB, { token });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body).message).toMatch(/^This is too large to send: at most \d+ KB can be sent here\.$/);
    // A question with the longest text, explanation and options its fields take is within the limit.
    const longest = draftQuestion(fixtures.creators.find((c) => !c.reviewer)!.id, {
      text: 'é'.repeat(2000),
      explanation: 'é'.repeat(2000),
      options: Array.from({ length: 6 }, (_, i) => ({ id: 'abcdef'[i], text: 'é'.repeat(500), isCorrect: i === 0 })),
    });
    const saved = await creator.collection('questions').create(longest);
    expect(saved.text).toHaveLength(2000);
    await creator.collection('questions').delete(saved.id);
  });
});

describe('20 oversized bodies at once', () => {
  let server: Awaited<ReturnType<typeof startPocketBase>>;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'request-limits-pb-'));
    server = await startPocketBase({ dataDir, quiet: true, testing: true });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PocketBase idles at about 40 MB here; before the limits, 8 bodies of 90 MB took it to 2 GB.
  const CEILING_MB = 200;

  it(`leave PocketBase under ${CEILING_MB} MB, each refused`, async () => {
    let peak = residentMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server.pid))), 20);
    let statuses: number[];
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post(server.url, '/api/collections/questions/records', 90 * MB, { chunked: i % 2 === 1 })),
      );
      statuses = answers.map((answer) => answer.status);
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeLessThan(CEILING_MB);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 413));
  }, 60_000);
});
