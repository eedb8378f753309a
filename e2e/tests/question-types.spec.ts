import { expect, test, type Page } from '@playwright/test';
import { fixtures } from 'mocks';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { choose } from '../support/antd.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { storageStateOf } from '../support/auth.ts';
import { backendPort, origins } from '../support/environment.ts';
import { signedOutPage, signInAsChild } from '../support/quiz.ts';

// Every question type (docs/question-types.md) from the creator's editor to the child's results, on the real backend.
// The creator writes one question of each type on the Create Question screen; the set, the review and
// the assignment go through the API (their screens have their own tests); the child answers every type
// on the quiz screen, one of them offline; the parent marks the essay from the assignment's View; the
// child reads each answer, and the parent's comment, on the results.

const backend = `http://127.0.0.1:${backendPort}`;
const reviewer = fixtures.creators.find((account) => account.reviewer)!;

/** Writes a question on the Create Question screen and sends it for review; `answer` fills what its type asks. */
async function writeQuestion(page: Page, text: string, type: string, answer: () => Promise<void>) {
  await page.goto('/create-question');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Question' })).toBeVisible();
  await choose(page, 'Question Type', type);
  await page.getByLabel('Question', { exact: true }).fill(text);
  await answer();
  await choose(page, 'Subject', 'Mathematics');
  await choose(page, 'Grade', 'Grade 2');
  await choose(page, 'Skills', 'Addition');
  await choose(page, 'Difficulty', 'Beginner');
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Question submitted for review successfully!')).toBeVisible();
}

test.describe('every question type on the real backend', () => {
  test.use({ storageState: storageStateOf('creator') });

  test('a creator writes one question of each type, the reviewer publishes them in a set, a child answers each (one offline) and reads each back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(360_000);
    const stamp = Date.now();
    const texts = {
      choice: `Which is the biggest: 7, 17 or 70? (${stamp})`,
      trueFalse: `Seven is an odd number. (${stamp})`,
      fill: `Three and ___ make seven. (${stamp})`,
      short: `How many legs has a spider? (${stamp})`,
      matching: `Match each number to its word. (${stamp})`,
      essay: `Write one sentence about the number seven. (${stamp})`,
    };

    await writeQuestion(page, texts.choice, 'Multiple Choice', async () => {
      await page.getByLabel('Option A', { exact: true }).fill('7');
      await page.getByLabel('Option B', { exact: true }).fill('17');
      await page.getByLabel('Option C', { exact: true }).fill('70');
      await page.getByRole('button', { name: 'Remove option D' }).click();
      await page.getByRole('checkbox', { name: 'Option C is correct' }).check();
    });
    await writeQuestion(page, texts.trueFalse, 'True / False', () => page.getByRole('radio', { name: 'True' }).check());
    await writeQuestion(page, texts.fill, 'Fill in the Blank', () => page.getByLabel('Correct Answer').fill('four | 4'));
    await writeQuestion(page, texts.short, 'Short Answer', () => page.getByLabel('Correct Answer').fill('eight | 8'));
    await writeQuestion(page, texts.matching, 'Matching', async () => {
      const pairs = page.getByRole('group', { name: 'Pairs' });
      for (const [n, word, partner] of [
        [1, '1', 'one'],
        [2, '2', 'two'],
        [3, '3', 'three'],
      ] as const) {
        await pairs.getByLabel(`Pair ${n}: word`).fill(word);
        await pairs.getByLabel(`Pair ${n}: goes with`).fill(partner);
      }
      await pairs.getByRole('button', { name: 'Remove pair 4' }).click();
      await expectNoAxeViolations(page);
    });
    await writeQuestion(page, texts.essay, 'Essay', () => page.getByLabel('Marking guide').fill('Any true sentence about seven.'));

    // The set, its review and the assignment, through the API.
    const creator = new PocketBase(backend);
    creator.autoCancellation(false);
    await creator.collection('creators').authWithPassword(demo.creator.email, demo.creator.password);
    const written = await creator
      .collection('questions')
      .getFullList({ filter: creator.filter('text ~ {:stamp}', { stamp: String(stamp) }) });
    expect(written.map((question) => question.type).toSorted()).toEqual([
      'essay',
      'fill_blank',
      'matching',
      'multiple_choice',
      'short_answer',
      'true_false',
    ]);
    const set = await creator.collection('question_sets').create({
      title: `Every type ${stamp}`,
      description: 'One question of each type.',
      subject: 'Mathematics',
      grade: 'Grade 2',
      type: 'review',
      questions: written.map((question) => question.id),
      skills: ['Addition'],
      status: 'review',
      created_by: creator.authStore.record!.id,
    });
    const reviewing = new PocketBase(backend);
    reviewing.autoCancellation(false);
    await reviewing.collection('creators').authWithPassword(reviewer.email, reviewer.password);
    // A reviewer publishes the version read (its `updated` stamp), as the Review Queue does.
    for (const question of written)
      await reviewing.collection('questions').update(question.id, { status: 'published', reviewed_version: question.updated });
    await reviewing.collection('question_sets').update(set.id, { status: 'published', reviewed_version: set.updated });

    const parent = new PocketBase(backend);
    parent.autoCancellation(false);
    await parent.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
    const name = `Tia Types ${stamp % 10000}`;
    const { student, accessCode } = await parent.send<{ student: { id: string; student_id: string }; accessCode: string }>(
      '/api/children',
      {
        method: 'POST',
        body: { name, grade: 'Grade 2' },
      },
    );
    const title = `Every type ${stamp}`;
    const assignment = await parent.collection('assignments').create({
      title,
      question_sets: [set.id],
      timeLimit: 30,
      status: 'active',
      created_by: parent.authStore.record!.id,
      assigned_students: [student.id],
    });

    // The child answers each type on the quiz screen, in the order the server chose.
    const child = await signedOutPage(browser, origins.shell);
    try {
      await signInAsChild(child, student.student_id, accessCode);
      await child.getByRole('link', { name: `Start Quiz: ${title}` }).click();
      await expect(child.getByRole('heading', { level: 1, name: title })).toBeVisible();
      for (let n = 1; n <= 6; n += 1) {
        await expect(child.getByText(`Question ${n} of 6`)).toBeVisible();
        const heading = await child.locator('.quiz-question-text').innerText();
        if (heading.startsWith('Which is the biggest')) {
          await child.getByRole('radio', { name: /^[A-C] 70$/ }).check();
        } else if (heading.startsWith('Seven is')) {
          await child.getByRole('radio', { name: 'True' }).check();
        } else if (heading.startsWith('Three and')) {
          await child.getByRole('textbox', { name: 'Your answer for the blank' }).fill('Four');
        } else if (heading.startsWith('How many legs')) {
          // Typed while offline: kept on the device, sent once the connection is back.
          await child.context().setOffline(true);
          await child.getByRole('textbox', { name: 'Type your answer' }).fill('8');
          await expect(child.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
          await child.context().setOffline(false);
        } else if (heading.startsWith('Write one sentence')) {
          await child.getByRole('textbox', { name: 'Write your answer here' }).fill('Seven is the number of days in a week.');
        } else {
          const words = child.getByRole('list', { name: 'Words' });
          const partners = child.getByRole('list', { name: 'Goes with' });
          for (const [word, partner] of [
            ['1', 'one'],
            ['2', 'two'],
            ['3', 'three'],
          ]) {
            await words.getByRole('button', { name: new RegExp(`^${word},`) }).click();
            await partners.getByRole('button', { name: new RegExp(`^${partner},`) }).click();
          }
          await expect(words.getByRole('button', { name: '3, matched with three' })).toBeVisible();
        }
        await expectNoAxeViolations(child);
        if (n < 6) await child.getByRole('button', { name: 'Next' }).click();
      }
      await expect(child.getByText('All answers saved')).toBeVisible();
      await child.getByRole('button', { name: 'Submit Quiz' }).click();
      // The essay waits for the parent: the score is over the five others.
      await expect(child.getByText('5 out of 5 questions correct')).toBeVisible();
      await expect(child.getByText(/^Your written answer is waiting for marking/)).toBeVisible();
      await child.getByRole('button', { name: 'View Detailed Results' }).click();
      await expect(child.getByText('You wrote: Four')).toBeVisible();
      // A child is shown one right answer, the first of the key (the parent and the author see the whole key).
      await expect(child.getByText('Right answer: four', { exact: true })).toBeVisible();
      await expect(child.getByText('You wrote: 8')).toBeVisible();
      await expect(child.getByText('2 goes with two: right!')).toBeVisible();
      await expectNoAxeViolations(child);

      // The demo parent marks the essay from the assignment's View.
      const parenting = await browser.newContext({ baseURL: origins.shell, storageState: storageStateOf('parent') });
      const parentPage = await parenting.newPage();
      await parentPage.goto(`/parent-dashboard?tab=assignments&assignment=${assignment.id}`);
      const essay = parentPage.getByRole('form', { name: new RegExp(`^${name}'s answer`) });
      await expect(essay.getByText('Seven is the number of days in a week.')).toBeVisible();
      await expect(essay.getByText('Marking guide: Any true sentence about seven.')).toBeVisible();
      // antd draws the choice as a button over its radio: the parent clicks the button.
      await essay.getByText('Right', { exact: true }).click();
      await expect(essay.getByRole('radio', { name: 'Right' })).toBeChecked();
      await essay.getByRole('textbox', { name: `A comment for ${name} (optional)` }).fill('Lovely sentence!');
      await essay.getByRole('button', { name: 'Save mark' }).click();
      await expect(essay.getByText('Mark saved')).toBeVisible();
      await expectNoAxeViolations(parentPage);
      await parenting.close();

      await child.reload();
      await expect(child.getByText('6 out of 6 questions correct')).toBeVisible();
      await child.getByRole('button', { name: 'View Detailed Results' }).click();
      await expect(child.getByText('Your parent says: Lovely sentence!')).toBeVisible();
    } finally {
      await child.context().close();
      await parent.collection('students').delete(student.id);
    }
  });
});
