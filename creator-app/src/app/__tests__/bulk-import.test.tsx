import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute } from 'mocks/testing';
import { describe, expect, it, vi } from 'vitest';
import { choose } from '../../testing/antd.ts';
import CreatorAppRoutes from '../routes.tsx';

// jsdom has no Web Worker: the check's worker job runs in the page, through the same messages.
vi.mock('../../features/bulk-import/worker/start-check-worker.ts', async () => {
  const { checkFileJob } = await import('../../features/bulk-import/worker/check-file-job.ts');
  const { MOODLE_PARSERS, TEXT_PARSERS } = await import('../../features/bulk-import/worker/parsers.ts');
  const { inProcessWorker } = await import('../../testing/in-process-worker.ts');
  return {
    startCheckWorker: async (format: string) =>
      inProcessWorker((post: Parameters<typeof checkFileJob>[0]) =>
        checkFileJob(post, format === 'moodle' ? MOODLE_PARSERS : TEXT_PARSERS),
      ),
  };
});

const openImport = () => renderRoute(CreatorAppRoutes, '/bulk-import', 'creator');
const file = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

const CSV = [
  'question,option_a,option_b,option_c,correct,subject,grade,skills,difficulty',
  'What is 10 + 5?,14,15,16,b,Mathematics,Grade 1,Addition,beginner',
  ',1,2,3,a,Mathematics,Grade 1,Addition,beginner',
  'What is 2 + 2?,3,4,5,b,Mathematics,Grade 1,Spelling,beginner',
  'What is 7 + 8?,13,14,15,c,Mathematics,Grade 3,Addition,beginner',
  'What is 10 + 5?,14,15,16,b,Mathematics,Grade 1,Addition,beginner',
  'What is 20 - 5?,15,16,17,a,Mathematics,Grade 1,Subtraction,beginner',
].join('\n');

/** A promise and the function that settles it: a response held until the test lets it go. */
function gate(): [Promise<void>, () => void] {
  const opener: { open?: () => void } = {};
  const promise = new Promise<void>((resolve) => {
    opener.open = resolve;
  });
  return [promise, () => opener.open?.()];
}

/** The preview's rows: the row number and what the check says. */
const previewRows = () =>
  within(screen.getByRole('region', { name: 'Every question of the file, as checked' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent, cells.at(-1)?.textContent];
    });

describe('Bulk import', { timeout: 120_000 }, () => {
  it('documents the CSV columns on the screen and offers the template', async () => {
    await openImport();
    const columns = await screen.findByRole('table', { name: 'The columns of the CSV format' });
    expect(within(columns).getByRole('rowheader', { name: 'question' })).toBeVisible();
    expect(within(columns).getByRole('rowheader', { name: 'correct' }).closest('tr')).toHaveTextContent(
      'correctYesMultiple choice: the letter of the right option',
    );
    expect(within(columns).getByRole('rowheader', { name: 'type' }).closest('tr')).toHaveTextContent(
      'typeNomultiple_choice (or empty), true_false, fill_blank, short_answer, matching or essay',
    );
    // Every question needs skills (docs/product.md, "Validation"): a row without them takes the default, or is refused.
    for (const needed of ['subject', 'grade', 'skills', 'difficulty']) {
      expect(within(columns).getByRole('rowheader', { name: needed }).closest('tr')).toHaveTextContent(`${needed}Yes, or a default below`);
    }
    expect(within(columns).getByRole('rowheader', { name: 'topic' }).closest('tr')).toHaveTextContent('topicNo');
    // Wider than a phone, the table scrolls sideways in a region the keyboard reaches too (axe: scrollable-region-focusable).
    const scroll = screen.getByRole('region', { name: 'The columns of the CSV format' });
    expect(scroll).toContainElement(columns);
    expect(scroll).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Download the CSV template' })).toBeVisible();
  });

  it("checks every row before writing: errors by field in the form's words, duplicates flagged", async () => {
    const { user } = await openImport();
    await user.upload(await screen.findByLabelText('Choose a file'), file('questions.csv', CSV));
    expect(await screen.findByText('6 questions: 2 ready, 2 with errors, 2 duplicates.')).toBeVisible();
    expect(previewRows()).toEqual([
      ['2', 'Ready'],
      ['3', 'Question: Question content is required'],
      ['4', 'Skills: Not a skill of Mathematics: Spelling'],
      ['5', 'Duplicate: the same question (text, subject and grade) already exists'],
      ['6', 'Duplicate of row 2'],
      ['7', 'Ready'],
    ]);
    await user.selectOptions(screen.getByLabelText('Show'), 'Rows with errors or duplicates');
    expect(previewRows().map(([row]) => row)).toEqual(['3', '4', '5', '6']);
    // A table wider than a phone scrolls sideways: from the keyboard too (axe: scrollable-region-focusable).
    expect(screen.getByRole('region', { name: 'Every question of the file, as checked' })).toHaveAttribute('tabindex', '0');

    await user.click(screen.getByRole('button', { name: 'Import 2 questions as drafts' }));
    expect(await screen.findByText('2 questions imported as drafts.')).toBeVisible();
    // The button pressed is gone: the focus goes to the report that took its place, not to the page.
    expect(screen.getByRole('heading', { name: 'Import report' })).toHaveFocus();
    const report = screen.getByRole('heading', { name: 'Import report' }).closest('section')!;
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3: Not valid: Question content is required',
      'Row 4: Not valid: Not a skill of Mathematics: Spelling',
      'Row 5: The same question (text, subject and grade) already exists',
      'Row 6: The same question (text, subject and grade) is already in row 2',
    ]);
    await user.click(within(report).getByRole('link', { name: 'See them in Manage Questions' }));
    await waitFor(() => expect(screen.getByText('16 questions')).toBeVisible());
  });

  it('shows its progress while writing, and reports a row the server refused in its words while the rest is written', async () => {
    const [held, release] = gate();
    mockServer.use(
      http.post('*/api/batch', async ({ request }) => {
        await held;
        const form = await request.formData();
        const { requests } = JSON.parse(String(form.get('@jsonPayload'))) as { requests: Array<{ body: { text: string; id: string } }> };
        const refused = requests.findIndex(({ body }) => body.text === 'What is 20 - 5?');
        if (refused < 0) return HttpResponse.json(requests.map(({ body }) => ({ status: 200, body })));
        return HttpResponse.json(
          {
            status: 400,
            message: 'Batch transaction failed.',
            data: {
              requests: {
                [refused]: {
                  code: 400,
                  response: {
                    status: 400,
                    message: 'Some fields need attention.',
                    data: { skills: { code: 'validation_invalid_skills', message: 'Please select at least one skill.' } },
                  },
                },
              },
            },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = await openImport();
    await user.upload(await screen.findByLabelText('Choose a file'), file('questions.csv', CSV));
    await user.click(await screen.findByRole('button', { name: 'Import 2 questions as drafts' }));
    expect(await screen.findByRole('progressbar')).toBeVisible();
    expect(screen.getByText('0 of 2 written')).toBeVisible();

    release();
    expect(await screen.findByText('1 question imported as drafts.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const report = screen.getByRole('heading', { name: 'Import report' }).closest('section')!;
    expect(within(report).getByText('1 row was not written because the server refused it:')).toBeVisible();
    expect(within(report).getByText('Row 7: Skills: Please select at least one skill')).toBeVisible();
  });

  it('waits when the server asks, counts only what it acknowledged, stops when asked, and writes only the rest when the same file is chosen again', async () => {
    const big = [
      'question,option_a,option_b,correct,subject,grade,skills,difficulty',
      ...Array.from(
        { length: 250 },
        (_, n) => `Import resume ${n}: what is ${n} + 1?,${n + 1},${n + 2},a,Mathematics,Grade 4,Addition,beginner`,
      ),
    ].join('\n');
    let batches = 0;
    const [held, release] = gate();
    const [third, thirdArrived] = gate();
    mockServer.use(
      http.post('*/api/batch', async () => {
        batches += 1;
        // The first batch meets the rate limiter; the third is held until the author has pressed Stop.
        if (batches === 1)
          return HttpResponse.json(
            { status: 429, message: 'Too Many Requests.', data: {} },
            { status: 429, headers: { 'Retry-After': '1' } },
          );
        if (batches === 3) {
          thirdArrived();
          await held;
        }
        return undefined;
      }),
    );
    const { user } = await openImport();
    const input = await screen.findByLabelText('Choose a file');
    await user.upload(input, file('many.csv', big));
    await user.click(await screen.findByRole('button', { name: 'Import 250 questions as drafts' }));
    expect(await screen.findByText('The server asked us to slow down: trying again in 1 s.')).toBeVisible();
    expect(screen.getByText('0 of 250 written')).toBeVisible();

    await third;
    expect(await screen.findByText('100 of 250 written')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Stopping after the batch being written...' })).toBeDisabled();
    release();
    expect(await screen.findByText('200 questions imported as drafts.')).toBeVisible();
    expect(screen.getByText(/^You stopped the import: 50 rows were not written yet\. Choose the same file again/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    await user.upload(await screen.findByLabelText('Choose a file'), file('many.csv', big));
    expect(await screen.findByText('250 questions: 50 ready, 0 with errors, 200 duplicates.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import 50 questions as drafts' }));
    expect(await screen.findByText('50 questions imported as drafts.')).toBeVisible();
    const report = screen.getByRole('heading', { name: 'Import report' }).closest('section')!;
    await user.click(within(report).getByRole('link', { name: 'See them in Manage Questions' }));
    await waitFor(() => expect(screen.getByText('264 questions')).toBeVisible());
  });

  it('names a file the importer cannot read as a whole', async () => {
    const { user } = await openImport();
    await user.upload(await screen.findByLabelText('Choose a file'), file('notes.csv', 'title,answer\nHello,1\n'));
    expect(await screen.findByText('The header row needs the columns question, option_a, option_b, correct')).toBeVisible();
    expect(screen.getByText('No row is ready to import: correct the file and choose it again.')).toBeVisible();
  });

  it("names a picture chosen as a CSV file once, as a picture, never in a parser's words", async () => {
    const { user } = await openImport();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('"x"y\n"'.repeat(40))]);
    await user.upload(await screen.findByLabelText('Choose a file'), new File([png], 'questions.csv', { type: 'text/csv' }));
    const problems = await screen.findByRole('note');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['This file is not a CSV file: it looks like a PNG picture.']);
    expect(screen.queryByText(/Trailing quote/)).not.toBeInTheDocument();
    expect(screen.getByText('No row is ready to import: correct the file and choose it again.')).toBeVisible();
  });

  it("imports every GIFT question it can read and names the broken one, with its number and line, in the author's words", async () => {
    const { user } = await openImport();
    await user.click(await screen.findByRole('radio', { name: 'GIFT (Moodle)' }));
    await choose(user, 'Subject', 'Science');
    await choose(user, 'Grade', 'Grade 2');
    await choose(user, 'Difficulty', 'Beginner');
    await choose(user, 'Skills', 'Animals');
    const gift = ['How many legs has a spider? {~Six =Eight ~Ten}', 'A whale is a fish. {FALSE', 'Birds have feathers. {T}'].join('\n\n');
    await user.upload(screen.getByLabelText('Choose a file'), file('animals.gift', gift));
    const problems = await screen.findByRole('note');
    expect(within(problems).getByText('1 question of the file could not be read and will not be imported:')).toBeVisible();
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Question 2 (line 3): a { is never closed: end its answers with }']);
    await waitFor(() =>
      expect(previewRows()).toEqual([
        ['1', 'Ready'],
        ['3', 'Ready'],
      ]),
    );
    expect(screen.getByRole('columnheader', { name: 'Number' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 2 questions as drafts' })).toBeEnabled();
    // The preview and its list of problems (the defaults' antd selects above are the editor's, checked there).
    await expectNoAxeViolations(problems.parentElement!);
  });

  it('reads a Moodle XML file: its questions, the subject and grade its category names, and the broken one named', async () => {
    const { user } = await openImport();
    await user.click(await screen.findByRole('radio', { name: 'Moodle XML' }));
    expect(screen.getByText(/Questions exported from Moodle/)).toBeVisible();
    await choose(user, 'Difficulty', 'Beginner');
    await choose(user, 'Subject', 'Mathematics');
    await choose(user, 'Skills', 'Measurement');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<question type="category"><category><text>$course$/Mathematics/Grade 4/Measurement</text></category></question>
<question type="numerical"><questiontext format="html"><text><![CDATA[<p>How many minutes are in an hour?</p>]]></text></questiontext>
<answer fraction="100"><text>60</text><tolerance>0</tolerance></answer></question>
<question type="shortanswer"><questiontext format="html"><text>What is <b>half of ten?</text></questiontext>
<answer fraction="100"><text>five</text></answer></question>
<question type="truefalse"><questiontext format="html"><text>A metre is 100 cm.</text></questiontext>
<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>
</quiz>`;
    await user.upload(screen.getByLabelText('Choose a file'), new File([xml], 'maths.xml', { type: 'text/xml' }));
    const problems = await screen.findByRole('note');
    expect(within(problems).getAllByRole('listitem')[0]).toHaveTextContent(/^Question 2 \(line 6\): its XML is broken at line 6/);
    await waitFor(() =>
      expect(previewRows()).toEqual([
        ['1', 'Ready'],
        ['3', 'Ready'],
      ]),
    );
    const cells = within(screen.getByRole('region', { name: 'Every question of the file, as checked' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells.map((row) => row.slice(1, 5))).toEqual([
      ['How many minutes are in an hour?', 'Mathematics', 'Grade 4', '60'],
      ['A metre is 100 cm.', 'Mathematics', 'Grade 4', 'True'],
    ]);
  });

  it('reads Aiken with the defaults chosen on the screen', async () => {
    const { user } = await openImport();
    await user.click(await screen.findByRole('radio', { name: 'Aiken' }));
    const aiken = 'Which ocean is the largest?\nA. The Atlantic\nB. The Pacific\nANSWER: B\n';
    await user.upload(screen.getByLabelText('Choose a file'), file('oceans.txt', aiken));
    expect(await screen.findByText('Subject: Subject is required', { exact: false })).toBeVisible();

    await choose(user, 'Subject', 'Geography');
    await choose(user, 'Grade', 'Grade 3');
    await choose(user, 'Difficulty', 'Beginner');
    await choose(user, 'Skills', 'Continents and Oceans');
    await waitFor(() => expect(previewRows()).toEqual([['1', 'Ready']]));
    expect(screen.getByRole('button', { name: 'Import 1 question as drafts' })).toBeEnabled();
  });

  it('reads GIFT questions of each type, shows each right answer, and lists what it cannot import with the reason', async () => {
    const { user } = await openImport();
    await user.click(await screen.findByRole('radio', { name: 'GIFT (Moodle)' }));
    await choose(user, 'Subject', 'Science');
    await choose(user, 'Grade', 'Grade 2');
    await choose(user, 'Difficulty', 'Beginner');
    await choose(user, 'Skills', 'Animals');
    const gift = [
      'How many legs has a spider? {~Six =Eight ~Ten}',
      'A whale is a fish. {FALSE}',
      'How many legs has an insect? {#6}',
      'A baby cat is called a {=kitten =kitty}.',
      'Read about animals before you answer.',
    ].join('\n\n');
    await user.upload(screen.getByLabelText('Choose a file'), file('animals.gift', gift));
    await waitFor(() =>
      expect(previewRows()).toEqual([
        ['1', 'Ready'],
        ['2', 'Ready'],
        ['3', 'Ready'],
        ['4', 'Ready'],
        ['5', 'Question Type: A description (text with no answer in { }) is not a question: add its answer, or leave it out of the file'],
      ]),
    );
    const cells = within(screen.getByRole('region', { name: 'Every question of the file, as checked' }))
      .getAllByRole('row')
      .slice(1, 5)
      .map((row) => within(row).getAllByRole('cell'));
    // The question and its right answer, as the author wrote them: a missing word is a blank in the sentence.
    expect(cells.map((row) => [row[1]?.textContent, row[4]?.textContent])).toEqual([
      ['How many legs has a spider?', 'B. Eight'],
      ['A whale is a fish.', 'False'],
      ['How many legs has an insect?', '6'],
      ['A baby cat is called a ___.', 'kitten or kitty'],
    ]);
    // No matching question: nothing said about pictures.
    expect(screen.queryByText(/Matching pairs come in as words/)).not.toBeInTheDocument();
  });

  it('says that matching pairs come in as words, their pictures added in the editor', async () => {
    const { user } = await openImport();
    await user.click(await screen.findByRole('radio', { name: 'GIFT (Moodle)' }));
    await user.upload(
      screen.getByLabelText('Choose a file'),
      file('pairs.gift', 'Match each animal to its baby. {=cat -> kitten =dog -> puppy}'),
    );
    expect(
      await screen.findByText(
        /Matching pairs come in as words: a file cannot carry pictures\. .*open the question in the editor after importing/,
      ),
    ).toBeVisible();
  });
});
