import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import PocketBase from 'pocketbase';
import { demo } from '../support/accounts.ts';
import { choose } from '../support/antd.ts';
import { storageStateOf } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { backendPort } from '../support/environment.ts';

// Questions in and out on the real backend: a Moodle XML file with one broken question keeps the others, which
// are written; a set of them exported as GIFT comes back in whole (the import recognises every one of them).

const backend = `http://127.0.0.1:${backendPort}`;

/** A Moodle XML file of three questions, the second one's XML broken (a tag never closed). */
const moodleFile = (stamp: number) => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Science/Grade 3/Physics</text></category></question>
  <question type="multichoice">
    <name><text>Magnets ${stamp}</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which of these does a magnet pull (${stamp})?</p>]]></text></questiontext>
    <generalfeedback format="html"><text>Magnets pull things made of iron or steel.</text></generalfeedback>
    <single>true</single>
    <answer fraction="100"><text>A steel paper clip</text></answer>
    <answer fraction="0"><text>A plastic spoon</text></answer>
    <answer fraction="0"><text>A wooden block</text></answer>
  </question>
  <question type="shortanswer">
    <questiontext format="html"><text>What is the <b>force that pulls things down (${stamp})?</text></questiontext>
    <answer fraction="100"><text>gravity</text></answer>
  </question>
  <question type="truefalse">
    <questiontext format="html"><text>Light travels in straight lines (${stamp}).</text></questiontext>
    <generalfeedback format="html"><text>Light goes straight until something bends or reflects it.</text></generalfeedback>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>
`;

test.use({ storageState: storageStateOf('creator') });

test('an author imports a Moodle XML file with one broken question, then exports a set to GIFT and imports it back', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const xmlPath = test.info().outputPath('from-moodle.xml');
  writeFileSync(xmlPath, moodleFile(stamp));

  await page.goto('/bulk-import');
  await page.getByRole('radio', { name: 'Moodle XML' }).check();
  await choose(page, 'Difficulty', 'Beginner');
  await choose(page, 'Subject', 'Science');
  await choose(page, 'Skills', 'Forces');
  await page.getByLabel('Choose a file').setInputFiles(xmlPath);
  const problems = page.getByRole('note').filter({ hasText: 'could not be read' });
  await expect(problems).toContainText('1 question of the file could not be read and will not be imported:');
  await expect(problems.getByRole('listitem')).toHaveText([/^Question 2 \(line 13\): its XML is broken at line 14/]);
  await expect(page.getByText('2 questions: 2 ready, 0 with errors, 0 duplicates.')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Every question of the file, as checked' });
  await expect(preview.getByRole('row').filter({ hasText: `Which of these does a magnet pull (${stamp})?` })).toContainText('Grade 3');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import 2 questions as drafts' }).click();
  await expect(page.getByText('2 questions imported as drafts.')).toBeVisible();

  // The two questions in a set of the author's own (its screen has its own tests), exported from Manage Question Sets.
  const author = new PocketBase(backend);
  await author.collection('creators').authWithPassword(demo.creator.email, demo.creator.password);
  const imported = await author
    .collection('questions')
    .getFullList({ filter: author.filter('text ~ {:stamp}', { stamp: String(stamp) }), sort: 'text' });
  expect(imported.map((q) => q['text'])).toEqual([
    `Light travels in straight lines (${stamp}).`,
    `Which of these does a magnet pull (${stamp})?`,
  ]);
  const title = `Magnets and light ${stamp}`;
  await author.collection('question_sets').create({
    title,
    description: 'Forces and light, from Moodle.',
    subject: 'Science',
    grade: 'Grade 3',
    type: 'skills_practice',
    questions: imported.map((q) => q.id),
    skills: ['Forces'],
    status: 'draft',
    created_by: author.authStore.record!.id,
  });

  await page.goto('/manage-question-sets');
  await page.getByLabel('Search question sets').fill(String(stamp));
  await page.getByLabel('Search question sets').press('Enter');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export "${title}" as GIFT` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`magnets-and-light-${stamp}.gift`);
  await expect(page.getByText(`2 questions exported as GIFT: magnets-and-light-${stamp}.gift.`)).toBeVisible();
  const giftPath = test.info().outputPath('exported.gift');
  await download.saveAs(giftPath);
  const gift = readFileSync(giftPath, 'utf8');
  expect(gift).toContain('$CATEGORY: $course$/Science/Grade 3/Physics');
  expect(gift).toContain('=A steel paper clip');

  // Back in: every question is read whole, and recognised as the author's own (same text, subject and grade).
  await page.goto('/bulk-import');
  await page.getByRole('radio', { name: 'GIFT (Moodle)' }).check();
  await choose(page, 'Difficulty', 'Beginner');
  await choose(page, 'Subject', 'Science');
  await choose(page, 'Skills', 'Forces');
  await page.getByLabel('Choose a file').setInputFiles(giftPath);
  await expect(page.getByText('2 questions: 0 ready, 0 with errors, 2 duplicates.')).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: `Light travels in straight lines (${stamp}).` })).toContainText(
    'Duplicate: the same question',
  );
  await expect(preview.getByRole('row').filter({ hasText: `Which of these does a magnet pull (${stamp})?` })).toContainText(
    'A. A steel paper clip',
  );
});
