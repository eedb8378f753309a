import { expect, test } from '@playwright/test';
import { startPocketBase } from 'backend/runner';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendPort, origins, testShellPorts } from '../support/environment.ts';
import { answerCurrent, childWithQuiz, signedOutPage, signInAsChild } from '../support/quiz.ts';
import { startServer } from '../support/servers.ts';

// PocketBase killed with SIGKILL in the middle of a quiz and started again: every answer it
// acknowledged before the kill is there, and the answers given while it was down arrive after.
// This PocketBase and the shell in front of it are the test's own (the other tests' backend
// stays up); the student remote is the one already served. A PocketBase and a shell of its own, started
// and killed: after the gate (`pnpm test:heavy`).

const pbPort = backendPort + 60;
const shellPort = testShellPorts.crash;
const shellUrl = `http://localhost:${shellPort}`;

test('answers acknowledged before PocketBase is killed are kept, and the quiz goes on after its restart', async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'mcq-e2e-crash-pb-'));
  let pb = await startPocketBase({ dataDir, port: pbPort, seed: true, demo: true, quiet: true, testing: true });
  const shell = await startServer('shell', shellUrl, {
    SHELL_PORT: String(shellPort),
    POCKETBASE_URL: pb.url,
    STUDENT_APP_URL: origins.student_app,
  });
  const page = await signedOutPage(browser, shellUrl);
  try {
    const child = await childWithQuiz(pb.url, 'Crash Test');
    await signInAsChild(page, child.studentId, child.accessCode);
    await page.goto(`/quiz/${child.assignmentId}`);
    await expect(page.getByText('Question 1 of 5')).toBeVisible();

    const acknowledged = [];
    for (let i = 0; i < 3; i += 1) {
      acknowledged.push(await answerCurrent(page));
      await expect(page.getByText('All answers saved')).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
    }

    process.kill(pb.pid, 'SIGKILL');
    await pb.exited;
    const whileDown = await answerCurrent(page);
    await expect(
      page.getByText("You're offline. Your answers are saved on this device and will be sent when you're back online."),
    ).toBeVisible();

    pb = await startPocketBase({ dataDir, port: pbPort, seed: false, quiet: true, testing: true, superuser: pb.superuser });
    await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 30_000 });
    const saved = (await child.saved()).attempt.answers;
    for (const { questionId, optionId } of [...acknowledged, whileDown]) expect(saved[questionId]).toBe(optionId);

    await page.reload();
    await expect(page.getByText('Question 4 of 5')).toBeVisible();
    for (const n of [1, 2, 3, 4]) await expect(page.getByRole('button', { name: new RegExp(`^Question ${n}: .*answered`) })).toBeVisible();
  } finally {
    await page.context().close();
    await shell.stop();
    await pb.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
