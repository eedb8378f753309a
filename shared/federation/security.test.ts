import { readFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { appOrigins, shellOrigins, trustedProxyHeaders } from './index.ts';
import { nginxConfig } from './nginx.ts';
import { apiProxy, contentSecurityPolicy } from './security.ts';

/** The addresses of docs/deployment.md's example. */
const example = {
  SHELL_URL: 'https://portal.example.org',
  PARENT_APP_URL: 'https://parent.example.org',
  STUDENT_APP_URL: 'https://student.example.org',
  CREATOR_APP_URL: 'https://creator.example.org',
  POCKETBASE_URL: 'http://127.0.0.1:8090',
};

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('the content security policy', () => {
  it("allows the remotes' origins, the prerendered pages' and the theme's scripts by hash, and never inline or evaluated script", () => {
    const policy = directives(contentSecurityPolicy(example));
    const remotes = ['https://parent.example.org', 'https://student.example.org', 'https://creator.example.org'];
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...remotes,
      expect.stringMatching(/^'sha256-/),
      expect.stringMatching(/^'sha256-/),
      expect.stringMatching(/^'sha256-/),
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...remotes]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it("lists an app published under a path by its origin; the development servers add the apps' sockets", () => {
    const env = { ...example, PARENT_APP_URL: 'https://cdn.example.org/parent/', POCKETBASE_URL: 'https://api.example.org' };
    expect(directives(contentSecurityPolicy(env)).get('connect-src')).toEqual([
      "'self'",
      'https://cdn.example.org',
      'https://student.example.org',
      'https://creator.example.org',
    ]);
    expect(directives(contentSecurityPolicy({}, { dev: true })).get('connect-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'ws://localhost:3000',
      'ws://localhost:3001',
      'ws://localhost:3002',
      'ws://localhost:3003',
    ]);
  });
});

describe('origins', () => {
  it('SHELL_URL names one shell or several; PocketBase answers every app', () => {
    expect(shellOrigins({})).toEqual(['http://localhost:3000']);
    expect(shellOrigins({ SHELL_PORT: '4000' })).toEqual(['http://localhost:4000']);
    expect(shellOrigins({ SHELL_URL: 'https://portal.example.org/, https://www.portal.example.org' })).toEqual([
      'https://portal.example.org',
      'https://www.portal.example.org',
    ]);
    expect(appOrigins(example)).toEqual([
      'https://portal.example.org',
      'https://parent.example.org',
      'https://student.example.org',
      'https://creator.example.org',
    ]);
  });
});

/** The headers the proxy sends PocketBase for a client at `remoteAddress` that sent `sent`. */
function forwarded(env: NodeJS.ProcessEnv, remoteAddress: string | undefined, sent: Record<string, string>) {
  const outgoing = request({ host: '127.0.0.1', port: 9, headers: sent });
  outgoing.on('error', () => undefined);
  const client = new Socket();
  Object.defineProperty(client, 'remoteAddress', { value: remoteAddress });
  apiProxy(env)['/api'].on.proxyReq(outgoing, { socket: client, headers: sent } as unknown as IncomingMessage);
  const headers = outgoing.getHeaders();
  outgoing.destroy();
  return headers;
}

describe("the apps' /api proxy", () => {
  it("writes the client's address over any the client sent, in every header PocketBase trusts", () => {
    expect(forwarded({}, '::ffff:203.0.113.5', { 'x-forwarded-for': '10.0.0.1' })['x-forwarded-for']).toBe('203.0.113.5');
    expect(forwarded({}, '2001:db8::7', {})['x-forwarded-for']).toBe('2001:db8::7');
    const both = forwarded({ TRUSTED_PROXY_HEADER: 'X-Real-IP, X-Forwarded-For' }, '198.51.100.2', { 'x-real-ip': '10.0.0.1' });
    expect([both['x-real-ip'], both['x-forwarded-for']]).toEqual(['198.51.100.2', '198.51.100.2']);
    expect(forwarded({}, undefined, { 'x-forwarded-for': '10.0.0.1' })['x-forwarded-for']).toBeUndefined();
  });

  it('trusts X-Forwarded-For unless TRUSTED_PROXY_HEADER says otherwise (empty: none)', () => {
    expect(trustedProxyHeaders({})).toEqual(['X-Forwarded-For']);
    expect(trustedProxyHeaders({ TRUSTED_PROXY_HEADER: '' })).toEqual([]);
  });
});

describe('a static deployment', () => {
  it("docs/deployment.md shows the nginx configuration `deployment-files` writes for the example's addresses", () => {
    const docs = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
    const shown = docs.match(/```nginx\n([\s\S]*?)```/)?.[1];
    expect(shown).toBe(nginxConfig(example));
  });

  it('refuses an app published under a path, which its server blocks cannot serve', () => {
    expect(() => nginxConfig({ ...example, PARENT_APP_URL: 'https://cdn.example.org/parent' })).toThrow(
      'https://cdn.example.org/parent: this configuration serves each app at the root',
    );
  });
});
