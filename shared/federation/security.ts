import { createHash } from 'node:crypto';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { themeBeforePaint } from '../src/theme.ts';
import { pocketBaseUrl, remoteOrigins, shellOrigins, trustedProxyHeaders } from './index.ts';

/**
 * The headers every app sends (the development and preview servers, and a static host through the
 * nginx example of docs/deployment.md, both from this file), computed from the same variables that
 * place the apps: `SHELL_URL`, `PARENT_APP_URL`, `STUDENT_APP_URL`, `CREATOR_APP_URL` (and their ports).
 */

/** The pages the shell's build prerenders (scripts/prerender.mjs), each served at its own path only. */
export const prerenderedPaths = ['/', '/login'] as const;

/**
 * The one inline script of a prerendered page: a host that serves the page at another path gets it
 * emptied before it paints. Written here so that the policy allows exactly this script by its hash.
 */
export function keepOnlyAt(path: (typeof prerenderedPaths)[number]): string {
  return `if(location.pathname!==${JSON.stringify(path)})document.getElementById('root').replaceChildren()`;
}

function hashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export interface PolicyOptions {
  /** The development servers: hot reload talks to each app's server over a WebSocket. */
  dev?: boolean;
}

/**
 * One policy for the four apps: the portal's own origins and nothing else.
 * - scripts: the app's own origin, the remotes' (the shell mounts their chunks, and the bulk import's
 *   worker imports the creator-app's), the prerendered pages' inline script and the shell's theme
 *   script (`themeBeforePaint`, a dark page dark from its first paint) by their hashes; never
 *   `'unsafe-inline'` or `'unsafe-eval'`.
 * - styles: `'unsafe-inline'` because antd writes its styles into `<style>` elements at run time
 *   (CSS-in-JS) and the prerendered pages carry the design tokens inline. A nonce would need a server
 *   that writes every response, which a static host does not, and listing a hash turns
 *   `'unsafe-inline'` off. Scripts stay strict, which is what stops injected code; the remotes' origins
 *   for the stylesheets their chunks bring.
 * - images and media: the app's origin (question images and audio come from `/api/files` on it),
 *   `blob:` for the creator's preview of a file not uploaded yet, the remotes' origins for their assets.
 * - connections: the app's origin (`/api`, the realtime event stream, `/remotes.json`) and the
 *   remotes' (their `mf-manifest.json`). The browser never talks to PocketBase's own address
 *   (`POCKETBASE_URL`): every app reaches it at `/api` on its own origin, through its server or the
 *   reverse proxy.
 * - workers: the app's origin (the shell's service worker, MSW's for a remote running alone) and `blob:`
 *   (the bulk import's parser, a worker made from a blob that imports the creator-app's chunk).
 * - the web app manifest (the shell's, which makes the portal installable): the app's origin.
 * - no plugins, no `<base>`, forms post only to the app, nothing framed and no framing by anyone
 *   (`frame-ancestors 'none'`: /login cannot be put inside another site's page).
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv = process.env, { dev = false }: PolicyOptions = {}): string {
  const remotes = remoteOrigins(env);
  // 'self' covers the app's own WebSocket; the remotes' hot reload runs inside the shell's page.
  const sockets = dev ? [...shellOrigins(env), ...remotes].map((origin) => origin.replace(/^http/, 'ws')) : [];
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...prerenderedPaths.map((path) => hashOf(keepOnlyAt(path))), hashOf(themeBeforePaint())],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'blob:', ...remotes],
    ['media-src', "'self'", 'blob:'],
    ['connect-src', "'self'", ...remotes, ...sockets],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers of every response of every app. */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env, options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, options),
    'X-Content-Type-Options': 'nosniff',
    // No address inside the portal (a quiz's, a protected file's token) leaves for another origin.
    'Referrer-Policy': 'same-origin',
    // frame-ancestors for browsers too old to know it.
    'X-Frame-Options': 'DENY',
  };
}

/** The client's address as PocketBase writes it: `127.0.0.1`, not Node's `::ffff:127.0.0.1`. */
function clientAddress(request: IncomingMessage): string | undefined {
  return request.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * The apps' `/api`, forwarded to PocketBase with the client's address in the headers PocketBase trusts
 * (`TRUSTED_PROXY_HEADER`), so that its rate limits count each family, not the server. The address is
 * written over whatever the client sent: Rsbuild's proxy (http-proxy-middleware on httpxy) with
 * `xfwd` keeps a client's own `X-Forwarded-For` as it is, so that the client would pick its address.
 */
export function apiProxy(env: NodeJS.ProcessEnv = process.env) {
  const headers = trustedProxyHeaders(env);
  return {
    '/api': {
      target: pocketBaseUrl(env),
      changeOrigin: true,
      on: {
        proxyReq: (proxyRequest: ClientRequest, request: IncomingMessage) => {
          const address = clientAddress(request);
          for (const header of headers) {
            if (address) proxyRequest.setHeader(header, address);
            else proxyRequest.removeHeader(header);
          }
        },
      },
    },
  };
}
