import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appOrigins, shellOrigins } from 'shared/federation';
import { demo } from '../support/accounts.ts';
import { storageStateOf, type Role } from '../support/auth.ts';
import { expectedPolicy, visit, visitInApp, watchCspViolations } from '../support/csp.ts';
import { backendPort, origins } from '../support/environment.ts';
import { creatorScreens } from '../support/screens.ts';
import { answerCurrent, childWithQuiz, signInAsChild } from '../support/quiz.ts';
import { trackReads } from '../support/reads.ts';

// The headers of docs/deployment.md, "Headers, CORS and nginx": a policy that allows the portal's own origins only, under which every
// page of every role works with nothing refused, through the shell and in each remote alone; no framing
// by another site; nosniff and a Referrer-Policy; CORS for the shell only (remotes) and for the apps
// only (PocketBase).

const elsewhere = 'http://elsewhere.example';
const backend = `http://127.0.0.1:${backendPort}`;

/** A context of its own (a role's stored session or none), watched for CSP violations. */
async function watchedContext(browser: Browser, role?: Role): Promise<{ context: BrowserContext; page: Page; seen: string[] }> {
  const context = await browser.newContext({ storageState: role ? storageStateOf(role) : { cookies: [], origins: [] } });
  const seen = await watchCspViolations(context);
  return { context, page: await context.newPage(), seen };
}

// Every page as a family gets it, the portal's service worker and the remotes' MSW workers included (the config
// blocks service workers elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('headers', () => {
  test('every app sends the policy, nosniff, a Referrer-Policy and no framing, on pages and files alike', async ({ request }) => {
    const addresses = [
      `${origins.shell}/`,
      `${origins.shell}/login`,
      `${origins.shell}/parent-dashboard`,
      `${origins.shell}/remotes.json`,
      ...[origins.parent_app, origins.student_app, origins.creator_app].flatMap((origin) => [
        `${origin}/`,
        `${origin}/mf-manifest.json`,
        `${origin}/mockServiceWorker.js`,
      ]),
    ];
    for (const address of addresses) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers(), address).toMatchObject({
        'content-security-policy': expectedPolicy,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'x-frame-options': 'DENY',
      });
    }
    expect(expectedPolicy).toContain("frame-ancestors 'none'");
    expect(expectedPolicy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test("a remote answers CORS for the shell's origin only", async ({ request }) => {
    for (const origin of [origins.parent_app, origins.student_app, origins.creator_app]) {
      const fromShell = await request.get(`${origin}/mf-manifest.json`, { headers: { Origin: origins.shell } });
      expect(fromShell.headers()['access-control-allow-origin'], origin).toBe(origins.shell);
      const fromElsewhere = await request.get(`${origin}/mf-manifest.json`, { headers: { Origin: elsewhere } });
      expect(fromElsewhere.headers()['access-control-allow-origin'], origin).toBeUndefined();
    }
    expect(shellOrigins()).toEqual([origins.shell]);
  });

  test("PocketBase answers CORS for the apps' origins only", async ({ request }) => {
    const preflight = (origin: string) =>
      request.fetch(`${backend}/api/collections/parents/auth-with-password`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    for (const origin of appOrigins()) expect((await preflight(origin)).headers()['access-control-allow-origin'], origin).toBe(origin);
    expect((await preflight(elsewhere)).headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('the shell answers no CORS, for its pages or its /api, not even to another site on this machine', async ({ request }) => {
    const otherLocalSite = 'http://localhost:9';
    for (const path of ['/', '/remotes.json', '/api/health']) {
      const response = await request.get(`${origins.shell}${path}`, { headers: { Origin: otherLocalSite } });
      expect(response.headers()['access-control-allow-origin'], path).toBeUndefined();
    }
  });
});

test.describe('framing', () => {
  // Another site on this machine (a page from a public address may not frame a local one at all, which
  // would prove nothing about the portal's headers).
  let otherSite: Server;
  test.beforeAll(async () => {
    otherSite = createServer((request, response) => {
      const address = new URL(request.url ?? '/', 'http://here').searchParams.get('frame') ?? '';
      response.setHeader('Content-Type', 'text/html');
      response.end(`<!doctype html><title>Elsewhere</title><iframe src="${encodeURI(address)}" onload="document.title='framed'"></iframe>`);
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

  for (const [name, address] of [
    ['the sign-in', `${origins.shell}/login`],
    ["the creator portal's sign-in", `${origins.creator_app}/creator-login`],
  ] as const) {
    test(`another site cannot show ${name} inside its own page`, async ({ browser }) => {
      const { context, page, seen } = await watchedContext(browser);
      try {
        const { port } = otherSite.address() as AddressInfo;
        await page.goto(`http://127.0.0.1:${port}/?frame=${encodeURIComponent(address)}`);
        await expect(page).toHaveTitle('framed');
        await expect
          .poll(() => seen.join('\n'))
          .toContain(
            `Framing '${new URL(address).origin}/' violates the following Content Security Policy directive: "frame-ancestors 'none'"`,
          );
        await expect(page.frameLocator('iframe').getByLabel('Email')).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
});

test.describe('no CSP violation on any page', () => {
  test('the watch sees a violation when there is one', async ({ browser }) => {
    const { context, page, seen } = await watchedContext(browser);
    try {
      await visit(page, `${origins.shell}/login`, seen);
      await page.evaluate((source) => {
        const script = document.createElement('script');
        script.src = `${source}/tracker.js`;
        document.head.append(script);
      }, elsewhere);
      await expect.poll(() => seen.join('\n')).toContain(`script-src-elem refused ${elsewhere}/tracker.js`);
    } finally {
      await context.close();
    }
  });

  test('signed out: the shell and the creator portal', async ({ browser }) => {
    const { context, page, seen } = await watchedContext(browser);
    try {
      for (const path of ['/', '/login', '/signup', '/help', '/privacy', '/creator-login', '/no-such-page'])
        await visit(page, `${origins.shell}${path}`, seen);
      await visit(page, `${origins.shell}/login`, seen);
      await page.getByRole('tab', { name: 'Student' }).click();
      await expect(page.getByLabel('Student ID')).toBeVisible();
      await visit(page, `${origins.creator_app}/creator-login`, seen);
      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the parent, through the shell and in the parent app alone', async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page, seen } = await watchedContext(browser, 'parent');
    try {
      // Each app loads once, on its first screen; the walk goes on as the app's links do.
      for (const origin of [origins.shell, origins.parent_app]) {
        await visit(page, `${origin}/parent-dashboard?tab=overview`, seen);
        // Each tab with what shows it has loaded its own content.
        for (const [tab, loaded] of [
          ['Assignments', page.getByRole('button', { name: /^View / }).first()],
          ['Progress', page.getByRole('list', { name: "Your children's progress" })],
          ['Children', page.getByText(/Student ID/).first()],
          ['Overview', page.getByRole('list', { name: 'Recent Activity' }).or(page.getByText('No activity yet'))],
        ] as const) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(loaded).toBeVisible();
          expect(seen, `CSP violations up to the ${tab} tab`).toEqual([]);
        }
        await page.getByRole('tab', { name: 'Assignments' }).click();
        await page.getByRole('button', { name: 'View English Grammar Check' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await visitInApp(page, '/children', 'Children', seen);
        await page.getByRole('button', { name: 'Add Child' }).click();
        await expect(page.getByRole('radio', { name: 'Grade 3' })).toBeAttached();
        await visitInApp(page, '/create-assignment', 'Create Assignment', seen);
        // A nested path loaded afresh.
        await visit(page, `${origin}/edit-assignment/assignenglish01`, seen);
      }
      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a student takes a quiz through the shell; the student app alone', async ({ browser }) => {
    test.setTimeout(180_000);
    const child = await childWithQuiz(backend, 'Policy Checker');
    const { context, page, seen } = await watchedContext(browser);
    try {
      await page.goto(`${origins.shell}/login`);
      await signInAsChild(page, child.studentId, child.accessCode);
      await visit(page, `${origins.shell}/student-dashboard`, seen);
      await visit(page, `${origins.shell}/quiz/${child.assignmentId}`, seen);
      for (let question = 1; question <= 5; question += 1) {
        await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
        await answerCurrent(page);
        if (question < 5) await page.getByRole('button', { name: 'Next' }).click();
      }
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      await expect(page).toHaveURL(new RegExp(`/quiz-results/${child.assignmentId}$`));
      await page.getByRole('button', { name: 'View Detailed Results' }).click();
      await expect(page.getByText('Correct', { exact: true }).first()).toBeVisible();
      await visit(page, `${origins.shell}/quiz-results/${child.assignmentId}`, seen);

      await visit(page, `${origins.student_app}/student-dashboard`, seen);
      await visit(page, `${origins.student_app}/quiz/assignmaths0001`, seen);
      await expect(page.getByText('Question 1 of 5')).toBeVisible();
      expect(seen).toEqual([]);
    } finally {
      await context.close();
      await child.remove();
    }
  });

  test('the creator, through the shell and in the creator portal alone', async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page, seen } = await watchedContext(browser, 'creator');
    const manifest = (await (await fetch(`${origins.creator_app}/mf-manifest.json`)).json()) as {
      metaData: { publicPath: string };
      exposes: Array<{ assets: { js: { sync: string[] } } }>;
    };
    const creatorChunk = `${manifest.metaData.publicPath}${manifest.exposes[0]?.assets.js.sync[0]}`;
    try {
      const reads = trackReads(page);
      await visit(page, `${origins.creator_app}/creator-login`, seen);
      await page.getByLabel('Email').fill(demo.creator.email);
      await page.getByLabel('Password').fill(demo.creator.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/content-creator-dashboard$/);
      // Its reads done before the test leaves for the shell (support/reads.ts says why).
      await expect(page.getByText('Total Questions')).toBeVisible();
      await reads.settled();
      for (const origin of [origins.shell, origins.creator_app]) {
        await visit(page, `${origin}/content-creator-dashboard`, seen);
        // A nested path loaded afresh; the others as the app's links open them.
        for (const [path, heading] of creatorScreens)
          if (path.startsWith('/edit-question/')) await visit(page, `${origin}${path}`, seen);
          else await visitInApp(page, path, heading, seen);
        // The bulk import parses in a worker made from a blob that imports the creator-app's chunk.
        expect(await page.evaluate(importInBlobWorker, creatorChunk)).toBe('imported');
        // A chosen picture and sound clip show from the browser's memory (blob:) before any upload.
        await visitInApp(page, '/create-question', 'Create Question', seen);
        await page.getByLabel('Upload Image').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: onePixelPng });
        await page.getByLabel('Upload Audio').setInputFiles({ name: 'tick.wav', mimeType: 'audio/wav', buffer: silentWav });
        await page.getByRole('button', { name: 'Preview' }).click();
        // Its alt text is not written yet: the picture is not an image to the accessibility tree yet.
        const picture = page.getByRole('region', { name: 'Preview of the question' }).locator('img');
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
        const clip = page.locator('audio');
        await expect.poll(() => clip.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThan(0);
      }
      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Runs a worker made from a blob that imports `url`, as the bulk import does: what it says back. */
function importInBlobWorker(url: string): Promise<string> {
  return new Promise((resolve) => {
    const source = `try { importScripts(${JSON.stringify(url)}); postMessage('imported'); } catch (error) { postMessage(String(error)); }`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    worker.addEventListener('message', (event) => {
      resolve(String(event.data));
      worker.terminate();
    });
    worker.addEventListener('error', (event) => resolve(`the worker failed: ${event.message}`));
  });
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A WAV file of 100 ms of silence. */
const silentWav = (() => {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
})();
