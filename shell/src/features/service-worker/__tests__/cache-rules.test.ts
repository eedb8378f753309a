import { describe, expect, it } from 'vitest';
import { offlinePageFor, remoteOriginsOf, strategyFor, type RequestFacts } from '../cache-rules.ts';

const portal = { origin: 'https://portal.example.org', remoteOrigins: ['https://parent.example.org', 'https://cdn.example.org'] };
const get = (url: string, mode: RequestMode = 'cors'): RequestFacts => ({ url, method: 'GET', mode });

describe('which strategy the service worker answers a request with', () => {
  it.each([
    // The shell's pages, whatever their path, and its own files.
    [get('https://portal.example.org/', 'navigate'), 'page'],
    [get('https://portal.example.org/login', 'navigate'), 'page'],
    [get('https://portal.example.org/quiz/assign1', 'navigate'), 'page'],
    // Its scripts are kept apart from the rest of its build (cache-rules.ts says why).
    [get('https://portal.example.org/static/js/index.fd2fe91e98.js', 'no-cors'), 'script'],
    [get('https://portal.example.org/static/js/async/lib-react.45f51b211b.js', 'no-cors'), 'script'],
    [get('https://portal.example.org/static/css/index.44f72a1b2f.css', 'no-cors'), 'precached'],
    [get('https://portal.example.org/sw.js'), 'precached'],
    [get('https://portal.example.org/manifest.webmanifest'), 'precached'],
    [get('https://portal.example.org/remotes.json'), 'fresh-first'],
    // A remote's manifest, published anew at the same address, and its content-hashed files.
    [get('https://parent.example.org/mf-manifest.json'), 'fresh-first'],
    [get('https://cdn.example.org/parent/mf-manifest.json'), 'fresh-first'],
    [get('https://parent.example.org/static/js/parent_app.e09123afdd.js', 'no-cors'), 'cache-first'],
    [get('https://parent.example.org/static/css/async/7.d4babb6d77.css', 'no-cors'), 'cache-first'],
    [get('https://parent.example.org/mf-stats.json'), 'network'],
  ] as const)('%o: %s', (request, strategy) => {
    expect(strategyFor(request, portal)).toBe(strategy);
  });

  it('never takes up /api, on the shell or a remote, not even a page opened there (a file of an account)', () => {
    const requests = [
      get('https://portal.example.org/api/collections/results/records'),
      get('https://portal.example.org/api/files/questions/q1/picture.a1b2c3d4e5.png', 'no-cors'),
      get('https://portal.example.org/api/files/questions/q1/picture.a1b2c3d4e5.png', 'navigate'),
      get('https://portal.example.org/api/realtime'),
      get('https://portal.example.org/api'),
      get('https://parent.example.org/api/collections/children/records'),
    ];
    const strategies = (of: (request: RequestFacts) => string) =>
      Object.fromEntries(requests.map((request) => [`${request.mode} ${request.url}`, of(request)]));
    expect(strategies((request) => strategyFor(request, portal))).toEqual(strategies(() => 'network'));
  });

  it('leaves alone what changes something, and origins that are not a remote of the portal', () => {
    expect(strategyFor({ ...get('https://portal.example.org/static/js/index.fd2fe91e98.js'), method: 'POST' }, portal)).toBe('network');
    expect(strategyFor({ ...get('https://parent.example.org/mf-manifest.json'), method: 'HEAD' }, portal)).toBe('network');
    expect(strategyFor(get('https://elsewhere.example/static/js/index.fd2fe91e98.js', 'no-cors'), portal)).toBe('network');
    expect(strategyFor(get('https://elsewhere.example/mf-manifest.json'), portal)).toBe('network');
  });
});

describe('the page a navigation falls back to without a network', () => {
  it('is the prerendered landing page or sign-in at their paths, the app page elsewhere', () => {
    expect(offlinePageFor('/')).toBe('/index.html');
    expect(offlinePageFor('/login')).toBe('/login.html');
    expect(offlinePageFor('/login/')).toBe('/login.html');
    const appPaths = ['/help', '/privacy', '/signup', '/parent-dashboard', '/quiz/assign1', '/no-such-page'];
    expect(appPaths.map(offlinePageFor)).toEqual(appPaths.map(() => '/app.html'));
  });
});

describe("the remotes' origins", () => {
  it("are read from /remotes.json's manifest addresses, and from nothing else", () => {
    expect(
      remoteOriginsOf({
        parent_app: 'https://parent.example.org/mf-manifest.json',
        creator_app: 'https://cdn.example.org/creator/mf-manifest.json',
      }),
    ).toEqual(['https://parent.example.org', 'https://cdn.example.org']);
    expect(remoteOriginsOf({ parent_app: 'not an address', student_app: 42 })).toEqual([]);
    expect(remoteOriginsOf(null)).toEqual([]);
    expect(remoteOriginsOf('https://parent.example.org/mf-manifest.json')).toEqual([]);
  });
});
