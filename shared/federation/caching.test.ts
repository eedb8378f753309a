import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './caching.ts';
import { nginxConfig } from './nginx.ts';

const paths = [
  '/',
  '/login',
  '/quiz/abc',
  '/app.html',
  '/sw.js',
  '/remotes.json',
  '/mf-manifest.json',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/static/js/index.fd2fe91e98.js',
  '/static/js/async/lib-react.805613a6f5.js',
  '/static/css/async/n.85bef8e0e0.css',
  '/static/js/parent_app.e09123afdd.js',
  '/standalone/js/index.7cd29c3f3f.js',
  '/static/js/async/lib-react.805613a6f5.js.LICENSE.txt',
  '/api/health',
  '/api/files/questions/q1/picture.a1b2c3d4e5.png',
];

const byPath = (of: (path: string) => string | null) => Object.fromEntries(paths.map((path) => [path, of(path)]));

describe('how long each file may be kept', () => {
  it('keeps content-hashed names a year, asks anew for everything else, and leaves /api to PocketBase', () => {
    expect(Object.fromEntries(paths.map((path) => [path, cacheControlFor(path)]))).toEqual({
      '/': REVALIDATE,
      '/login': REVALIDATE,
      '/quiz/abc': REVALIDATE,
      '/app.html': REVALIDATE,
      '/sw.js': REVALIDATE,
      '/remotes.json': REVALIDATE,
      '/mf-manifest.json': REVALIDATE,
      '/manifest.webmanifest': REVALIDATE,
      '/icons/icon-192.png': REVALIDATE,
      '/static/js/index.fd2fe91e98.js': IMMUTABLE,
      '/static/js/async/lib-react.805613a6f5.js': IMMUTABLE,
      '/static/css/async/n.85bef8e0e0.css': IMMUTABLE,
      '/static/js/parent_app.e09123afdd.js': IMMUTABLE,
      '/standalone/js/index.7cd29c3f3f.js': IMMUTABLE,
      '/static/js/async/lib-react.805613a6f5.js.LICENSE.txt': REVALIDATE,
      '/api/health': null,
      '/api/files/questions/q1/picture.a1b2c3d4e5.png': null,
    });
  });

  it("nginx's map gives every path what the preview servers send", () => {
    const map = nginxConfig().match(/map \$uri \$portal_cache_control \{\n([\s\S]*?)\n\}/)?.[1] ?? '';
    const entries = [...map.matchAll(/^ {4}(\S+) "([^"]*)";$/gm)].map(([, key = '', value = '']) => ({
      key: key.replace(/^"|"$/g, ''),
      value,
    }));
    const fallback = entries.find(({ key }) => key === 'default')?.value;
    // nginx checks a map's regular expressions in the order they appear; the first that matches wins.
    const nginxValue = (path: string) =>
      entries.find(({ key }) => key.startsWith('~') && new RegExp(key.slice(1)).test(path))?.value ?? fallback;
    expect(byPath((path) => nginxValue(path) || null)).toEqual(byPath(cacheControlFor));
  });
});
