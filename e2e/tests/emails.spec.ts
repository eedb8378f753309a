import { expect, test } from '@playwright/test';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort, e2eSuperuser, mailUrl, origins } from '../support/environment.ts';
import { answerCurrent, childWithQuiz, signedOutPage, signInAsChild } from '../support/quiz.ts';

// The portal's emails over the real PocketBase and its mailer: a child of the demo family finishes a
// quiz in the browser, the demo parent's email arrives in the mail catcher with the right score, and
// its "Stop these emails" link, opened without signing in, turns the parent's emails off.

const backend = `http://127.0.0.1:${backendPort}`;
type Mail = { to: string[]; subject: string; text: string };

async function mailFor(subject: string): Promise<Mail | undefined> {
  const all = (await (await fetch(`${mailUrl}/messages`)).json()) as Mail[];
  return all.find((mail) => mail.subject === subject && mail.to.includes(demo.parent.email));
}

test("a finished quiz reaches the parent's inbox with its score; the email's link stops the emails", async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Mail Child ${Date.now()}`;
  const child = await childWithQuiz(backend, name);
  const admin = new PocketBase(backend);
  admin.autoCancellation(false);
  const { email, password } = e2eSuperuser();
  await admin.collection('_superusers').authWithPassword(email, password);
  const parent = new PocketBase(backend);
  parent.autoCancellation(false);
  await parent.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  const parentId = parent.authStore.record!.id;
  try {
    const page = await signedOutPage(browser, origins.shell);
    await signInAsChild(page, child.studentId, child.accessCode);
    await page.getByRole('link', { name: `Start Quiz: ${child.title}` }).click();
    for (let question = 1; question <= 5; question += 1) {
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
      await answerCurrent(page);
      if (question < 5) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page).toHaveURL(new RegExp(`/quiz-results/${child.assignmentId}$`));
    await expect(page.getByText('5 out of 5 questions correct')).toBeVisible();

    // The cron sends every minute; the test runs it now.
    await admin.send('/api/crons/completion-emails', { method: 'POST' });
    await expect.poll(() => mailFor(`${name} finished "${child.title}"`), { timeout: 20_000 }).toBeTruthy();
    const mail = (await mailFor(`${name} finished "${child.title}"`))!;
    expect(mail.text).toContain(`- "${child.title}": 100%, 200 points`);
    const link = /Stop these emails \(one click, no sign-in needed\): (\S+)/.exec(mail.text)![1]!;
    expect(new URL(link).origin).toBe(origins.shell);

    const reader = await signedOutPage(browser, origins.shell);
    await reader.goto(link);
    await expect(reader.getByRole('heading', { level: 1, name: 'Stop emails' })).toBeVisible();
    await expect(reader.getByText('Done: you will no longer get emails from MCQ Revision for Primary School.')).toBeVisible();
    await expectNoAxeViolations(reader);
    expect((await parent.collection('parents').getOne(parentId))['preferences']).toMatchObject({ emailNotifications: false });
  } finally {
    await parent.collection('parents').update(parentId, { preferences: null });
    await child.remove();
  }
});
