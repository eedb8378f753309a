import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import { choose } from '../../testing/antd.ts';
import CreatorAppRoutes from '../routes.tsx';

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
    expect(within(columns).getByRole('rowheader', { name: 'correct' }).closest('tr')).toHaveTextContent('correctYesThe letter of the right option');
    expect(screen.getByRole('button', { name: 'Download the CSV template' })).toBeVisible();
  });

  it('checks every row before writing: errors by field in the form\'s words, duplicates flagged', async () => {
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

    await user.click(screen.getByRole('button', { name: 'Import 2 questions as drafts' }));
    expect(await screen.findByText('2 questions imported as drafts.')).toBeVisible();
    const report = screen.getByRole('heading', { name: 'Import report' }).closest('section')!;
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Row 3: Not valid: Question content is required',
      'Row 4: Not valid: Not a skill of Mathematics: Spelling',
      'Row 5: The same question (text, subject and grade) already exists',
      'Row 6: The same question (text, subject and grade) is already in row 2',
    ]);
    await user.click(within(report).getByRole('link', { name: 'See them in Manage Questions' }));
    await waitFor(() => expect(screen.getByText('16 questions')).toBeVisible());
  });

  it('shows its progress while writing, and reports a batch the server refused in the form\'s words, writing none of it', async () => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer.use(
      http.post('*/api/batch', async () => {
        await held;
        return HttpResponse.json(
          {
            status: 400,
            message: 'Batch transaction failed.',
            data: { requests: { 1: { code: 400, response: { status: 400, message: 'Some fields need attention.', data: { skills: { code: 'validation_invalid_skills', message: 'Please select at least one skill.' } } } } } },
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

    release?.();
    expect(await screen.findByText('0 questions imported as drafts.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const report = screen.getByRole('heading', { name: 'Import report' }).closest('section')!;
    expect(within(report).getByText('2 rows were not written because their batch was refused:')).toBeVisible();
    expect(within(report).getByText('Rows 2–7: Row 7: Skills: Please select at least one skill')).toBeVisible();
  });

  it('names a file the importer cannot read as a whole', async () => {
    const { user } = await openImport();
    await user.upload(await screen.findByLabelText('Choose a file'), file('notes.csv', 'title,answer\nHello,1\n'));
    expect(await screen.findByText('The header row needs the columns question, option_a, option_b, correct')).toBeVisible();
    expect(screen.getByText('No row is ready to import: correct the file and choose it again.')).toBeVisible();
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

  it('reads GIFT multiple choice and true/false, and lists other GIFT types with a message', async () => {
    const { user } = await openImport();
    await user.click(await screen.findByRole('radio', { name: 'GIFT (Moodle)' }));
    await choose(user, 'Subject', 'Science');
    await choose(user, 'Grade', 'Grade 2');
    await choose(user, 'Difficulty', 'Beginner');
    await choose(user, 'Skills', 'Animals');
    const gift = 'How many legs has a spider? {~Six =Eight ~Ten}\n\nA whale is a fish. {FALSE}\n\nWrite about your pet. {}\n';
    await user.upload(screen.getByLabelText('Choose a file'), file('animals.gift', gift));
    await waitFor(() =>
      expect(previewRows()).toEqual([
        ['1', 'Ready'],
        ['2', 'Ready'],
        ['3', 'Question Type: Only multiple-choice and true/false questions can be imported'],
      ]),
    );
  });
});
