import { expect, type BrowserContext, type Page } from '@playwright/test';
import { contentSecurityPolicy } from 'shared/federation/security';
import { goInApp } from './navigation.ts';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/** The policy every app must send, from the same variables the servers read. */
export const expectedPolicy = contentSecurityPolicy(process.env);

/**
 * Every Content-Security-Policy violation in a browser context, as it happens: each page's
 * `securitypolicyviolation` events, and the console's "Refused to ..." errors, which also report what
 * no page event does (a worker's, a frame refused by its ancestor's policy).
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => {
    seen.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      seen.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return seen;
}

/**
 * Opens `url`, checks it came with the portal's policy, waits for its screen (its main heading, with no
 * "not available" page for a remote that could not load) and that nothing was refused so far.
 */
export async function visit(page: Page, url: string, seen: string[]): Promise<void> {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy'], `the policy of ${url}`).toBe(expectedPolicy);
  // A slow machine (a whole test run on two cores) may take a while to load a remote's screen.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This part of the portal is not available right now')).toHaveCount(0);
  expect(seen, `CSP violations up to ${url}`).toEqual([]);
}

/**
 * Goes to `path` in the app the page has loaded, as its links do (a walk loads each app once, with `visit`),
 * waits for the screen's main heading, and checks that nothing was refused so far.
 */
export async function visitInApp(page: Page, path: string, heading: string, seen: string[]): Promise<void> {
  await goInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This part of the portal is not available right now')).toHaveCount(0);
  expect(seen, `CSP violations up to ${path}`).toEqual([]);
}
