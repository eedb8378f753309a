import { contentHashedName, IMMUTABLE, REVALIDATE } from './caching.ts';
import { originOf, pocketBaseUrl, remoteApps, shellOrigins, trustedProxyHeaders, type RemoteApp } from './index.ts';
import { largerBodiesFrom, REQUEST_LIMITS } from './request-limits.ts';
import { securityHeaders } from './security.ts';

/**
 * The nginx configuration of a static deployment (docs/deployment.md shows it for example addresses,
 * `pnpm --filter shell run deployment-files` writes it for the environment's): the same headers, CORS
 * and `/api` forwarding as the apps' own servers, from the same variables.
 */

const folders: Record<RemoteApp, string> = { parent_app: 'parent-app', student_app: 'student-app', creator_app: 'creator-app' };

/** `listen`, `server_name` and the certificate lines of a server published at `origin`. */
function address(origin: string): string[] {
  const url = new URL(origin);
  if (url.pathname !== '/') throw new Error(`${origin}: this configuration serves each app at the root of an origin of its own`);
  const https = url.protocol === 'https:';
  return [
    `listen ${url.port || (https ? '443' : '80')}${https ? ' ssl' : ''};`,
    `server_name ${url.hostname};`,
    ...(https ? [`# ssl_certificate and ssl_certificate_key for ${url.hostname}`] : []),
  ];
}

function headerLines(env: NodeJS.ProcessEnv): string[] {
  return [
    ...Object.entries(securityHeaders(env)).map(([name, value]) => `add_header ${name} "${value}" always;`),
    // Empty for /api: nginx then adds none.
    'add_header Cache-Control $portal_cache_control always;',
  ];
}

/** caching.ts's rules as an nginx map (caching.test.ts holds it to the function the preview servers use). */
function cacheControlMap(): string[] {
  return [
    '# How long browsers keep each file (shared/federation/caching.ts): a content-hashed name a year, anything',
    '# else asked for anew on each use, /api as PocketBase says.',
    'map $uri $portal_cache_control {',
    `    default "${REVALIDATE}";`,
    '    "~^/api/" "";',
    `    "~${contentHashedName.source}" "${IMMUTABLE}";`,
    '}',
  ];
}

/** nginx's size: whole kilobytes or megabytes. */
function nginxSize(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)}m` : `${Math.ceil(bytes / 1024)}k`;
}

function apiLocation(env: NodeJS.ProcessEnv): string[] {
  const forward = [
    `    proxy_pass ${pocketBaseUrl(env)};`,
    "    # The client's address, written over any the client sent: PocketBase counts sign-ins per address.",
    ...trustedProxyHeaders(env).map((header) => `    proxy_set_header ${header} $remote_addr;`),
  ];
  // The routes that take more than a signed-in user's ordinary request, each checked for a real
  // session before its body is read (request-limits.ts: a made-up Authorization header buys nothing),
  // a creator's where the records are a creator's.
  const larger: Array<[string, number, string]> = [
    ['= /api/batch', REQUEST_LIMITS.batch, largerBodiesFrom('/api/batch')],
    ...Object.entries(REQUEST_LIMITS.records).map(([collection, limits]): [string, number, string] => [
      `~ ^/api/collections/${collection}/records`,
      limits.multipart ?? limits.json,
      largerBodiesFrom(`/api/collections/${collection}/records`),
    ]),
  ];
  const sessionCheck = (name: string, path: string) => [
    `location = ${name} {`,
    '    internal;',
    `    proxy_pass ${pocketBaseUrl(env)}${path};`,
    '    proxy_pass_request_body off;',
    '    proxy_set_header Content-Length "";',
    '}',
  ];
  return [
    '# Bodies: a request sends at most what its route stores (shared/federation/request-limits.ts).',
    'location /api/ {',
    ...forward,
    `    client_max_body_size ${nginxSize(REQUEST_LIMITS.signedIn)};`,
    '    # Realtime updates (/api/realtime) are a long-lived event stream.',
    '    proxy_buffering off;',
    '    proxy_read_timeout 1h;',
    '}',
    ...larger.flatMap(([match, bytes, from]) => [
      `location ${match} {`,
      ...forward,
      `    client_max_body_size ${nginxSize(bytes)};`,
      `    auth_request ${from === 'creators' ? '/_portal_creator_session' : '/_portal_session'};`,
      '}',
    ]),
    ...sessionCheck('/_portal_session', '/api/session'),
    ...sessionCheck('/_portal_creator_session', '/api/session/creator'),
  ];
}

function server(comment: string, lines: string[]): string {
  return [`# ${comment}`, 'server {', ...lines.map((line) => (line ? `    ${line}` : '')), '}'].join('\n');
}

export function nginxConfig(env: NodeJS.ProcessEnv = process.env): string {
  const shells = shellOrigins(env);
  const blocks = [
    [
      '# Written by `pnpm --filter shell run deployment-files` from SHELL_URL, PARENT_APP_URL, STUDENT_APP_URL,',
      '# CREATOR_APP_URL, POCKETBASE_URL and TRUSTED_PROXY_HEADER. It goes in the http block; set each root',
      '# to where the app is published and add the certificates.',
      '',
      '# The shells the remotes let load them (CORS).',
      'map $http_origin $portal_shell_origin {',
      '    default "";',
      ...shells.map((origin) => `    "${origin}" $http_origin;`),
      '}',
      '',
      ...cacheControlMap(),
    ].join('\n'),
    ...shells.map((origin) =>
      server(`The shell: ${origin}`, [
        ...address(origin),
        'root /srv/portal/shell;',
        '',
        ...headerLines(env),
        '',
        'location = / { try_files /index.html =404; }',
        'location = /login { try_files /login.html =404; }',
        'location / { try_files $uri /app.html; }',
        ...apiLocation(env),
      ]),
    ),
    ...remoteApps.map((app) =>
      server(`The ${folders[app]} remote: ${originOf(app, env)}`, [
        ...address(originOf(app, env)),
        `root /srv/portal/${folders[app]};`,
        '',
        ...headerLines(env),
        'add_header Access-Control-Allow-Origin $portal_shell_origin always;',
        'add_header Vary Origin always;',
        '',
        '# Opened on its own (the creator portal), the remote is an app with its own paths and its own /api.',
        'location / { try_files $uri /index.html; }',
        ...apiLocation(env),
      ]),
    ),
  ];
  return `${blocks.join('\n\n')}\n`;
}
