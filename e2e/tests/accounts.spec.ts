import { expect, test, type Browser, type Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort, mailUrl, origins } from '../support/environment.ts';
import { signedOutPage } from '../support/quiz.ts';

// "Accounts a family expects" (docs/product.md) in the browser, over the real PocketBase and its mailer: the links
// the emails carry are read from the mail catcher and followed (verify, reset the password, confirm a new
// email), and a parent deletes their account from Settings.

const backend = `http://127.0.0.1:${backendPort}`;
type Mail = { to: string[]; subject: string; html: string };

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** The link of the newest email to an address whose subject starts so, once it has arrived. */
async function linkIn(address: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${mailUrl}/messages`)).json()) as Mail[];
        const mail = mails.find((candidate) => candidate.to.includes(address) && candidate.subject.startsWith(subject));
        link = mail ? (/href="([^"]+)"/.exec(mail.html)?.[1] ?? '') : '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const url = new URL(link.replaceAll('&amp;', '&'));
  expect(url.origin).toBe(origins.shell);
  return url.toString();
}

/** A parent signed up through the route the sign-up screen uses, then signed in on a page of their own. */
async function signedInParent(
  browser: Browser,
  email: string,
  password: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const guest = new PocketBase(backend);
  await guest.send('/api/sign-up', {
    method: 'POST',
    body: { name: 'Robin Leaves', email, password, passwordConfirm: password, consent: true },
  });
  const page = await signedOutPage(browser, origins.shell);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login as Parent' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  return page;
}

test('a new parent verifies their email from the link; a forgotten password is reset from the link and the new one signs in', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('verify-reset');
  const page = await signedOutPage(browser, origins.shell);
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Vera Verify');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-pass-1');
  await page.getByLabel('Confirm Password').fill('first-pass-1');
  await page.getByRole('checkbox', { name: /I am the parent or guardian/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await expect(page.getByRole('note')).toContainText('Please verify your email address');

  await page.goto(await linkIn(email, 'Please verify your email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('Thank you: your email address is verified.')).toBeVisible();
  await expectNoAxeViolations(page);

  const reader = await signedOutPage(browser, origins.shell);
  await reader.goto('/login');
  await reader.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in has an Email box too: fill the one of the page the link opens, once it is there.
  await expect(reader.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await reader.getByLabel('Email').fill(email);
  await reader.getByRole('button', { name: 'Send me a link' }).click();
  await expect(reader.getByRole('status')).toContainText(`If an account uses ${email}`);
  await reader.goto(await linkIn(email, 'Choose a new password'));
  await expect(reader.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await reader.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await reader.getByLabel('Confirm new password').fill('second-pass-2');
  await reader.getByRole('button', { name: 'Save my new password' }).click();
  await expect(reader.getByRole('status')).toContainText('Your password is changed.');
  await expectNoAxeViolations(reader);

  await reader.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(reader).toHaveURL(/\/login$/);
  await reader.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await reader.getByLabel('Password', { exact: true }).fill('second-pass-2');
  await reader.getByRole('button', { name: 'Login as Parent' }).click();
  await expect(reader).toHaveURL(/\/parent-dashboard$/);
});

test('a parent changes their email in Settings and confirms it from the link sent to the new address', async ({ browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('change-from');
  const newEmail = uniqueEmail('change-to');
  const page = await signedInParent(browser, email, 'change-pass-1');
  await page.getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Change email' });
  await section.getByLabel('New email').fill(newEmail);
  await section.getByRole('button', { name: 'Send a link to the new email' }).click();
  await expect(section.getByRole('status')).toContainText(`If no other account uses ${newEmail}, a link is on its way there.`);

  await page.goto(await linkIn(newEmail, 'Confirm your new email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Password').fill('change-pass-1');
  await page.getByRole('button', { name: 'Confirm my new email' }).click();
  await expect(page.getByRole('status')).toContainText('Your email is changed.');

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill('change-pass-1');
  await page.getByRole('button', { name: 'Login as Parent' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
});

test('on a phone, by keyboard, a parent changes their password, then deletes their account and lands on the landing page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('delete');
  const page = await signedInParent(browser, email, 'leave-pass-1', { width: 360, height: 740 });
  const parent = new PocketBase(backend);
  await parent.collection('parents').authWithPassword(email, 'leave-pass-1');
  await parent.send('/api/children', { method: 'POST', body: { name: 'Kit Leaves', grade: 'Grade 2' } });

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').focus();
  await page.keyboard.type('leave-pass-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('leave-pass-2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('leave-pass-2');
  await page.keyboard.press('Enter');
  await expect(password.getByRole('status')).toContainText('Your password is changed. You are still signed in here');
  // This device stays signed in; the session signed in elsewhere before the change is over.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect
    .poll(() =>
      parent
        .collection('parents')
        .authRefresh()
        .then(
          () => 200,
          (error: { status: number }) => error.status,
        ),
    )
    .toBe(401);

  const leave = page.getByRole('region', { name: 'Delete my account' });
  await leave.getByLabel('Type DELETE to confirm').fill('DELETE');
  await leave.getByLabel('Your password').fill('leave-pass-1');
  await leave.getByRole('button', { name: 'Delete my account' }).click();
  await expect(leave.getByLabel('Your password')).toHaveAccessibleDescription('That is not your current password');
  await leave.getByLabel('Your password').fill('leave-pass-2');
  await leave.getByLabel('Your password').press('Enter');

  await expect(page).toHaveURL(`${origins.shell}/`);
  await expect(page.getByRole('status').filter({ hasText: "Your account and your children's accounts are deleted" })).toBeVisible();
  await expectNoAxeViolations(page);
  const again = new PocketBase(backend);
  await expect(again.collection('parents').authWithPassword(email, 'leave-pass-2')).rejects.toMatchObject({ status: 400 });
});
