import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute } from 'mocks/testing';
import { pb } from 'shared/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose, fill } from '../../testing/antd.ts';
import { sendBack } from '../../testing/send-back.ts';
import CreatorAppRoutes from '../routes.tsx';

/** Drafts of the demo creator's own, written through the mock backend before the screen opens. */
async function addDrafts(count: number) {
  await pb.collection('creators').authWithPassword('creator@demo.com', 'Creator123!');
  for (let n = 1; n <= count; n += 1) {
    await pb.collection('questions').create({
      text: `Draft question ${String(n).padStart(2, '0')}`,
      type: 'multiple_choice',
      subject: 'Geography',
      grade: 'Grade 2',
      skills: ['Map Skills'],
      difficulty: 'beginner',
      estimatedTime: 30,
      options: [
        { id: 'a', text: 'North', isCorrect: true },
        { id: 'b', text: 'South', isCorrect: false },
      ],
      status: 'draft',
      created_by: 'creatordemo0001',
    });
  }
}

/** What the screen downloads: jsdom has no object URLs, so the file's Blob is kept, and the click that saves it does nothing. */
function catchDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = vi.fn<(blob: Blob) => string>((blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = vi.fn<(url: string) => void>();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}
afterEach(() => vi.restoreAllMocks());

const table = () => screen.getByRole('region', { name: 'Your questions' });
const sets = () => screen.getByRole('region', { name: 'Your question sets' });
const rowTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Manage Questions', { timeout: 120_000 }, () => {
  it("lists the creator's questions with a labelled search, and filters on the server", async () => {
    const { user } = await renderRoute(CreatorAppRoutes, '/manage-questions', 'creator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Questions' })).toBeVisible();
    expect(await screen.findByText('14 questions')).toBeVisible();
    // Every filter says what it filters, above its box, whatever is chosen in it.
    for (const filter of ['Subject', 'Grade', 'Type', 'Difficulty', 'Status']) {
      expect(screen.getByText(filter, { selector: 'label' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: filter })).toBeInTheDocument();
    }

    await choose(user, 'Subject', 'English');
    await waitFor(() => expect(rowTexts()).toHaveLength(3));
    expect(screen.getByText('3 questions')).toBeVisible();
    await choose(user, 'Subject', 'All');
    await choose(user, 'Status', 'Review');
    await waitFor(() => expect(rowTexts()).toEqual(['What is 9 × 8?']));
    await choose(user, 'Status', 'All');
    await fill(user, screen.getByLabelText('Search questions'), 'noun');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTexts()).toEqual(['Which word is a noun?']));
    expect(within(table()).getByRole('link', { name: 'Which word is a noun?' })).toHaveAttribute('href', '/edit-question/qengnoun0000001');
  });

  it('sorts on the server and pages 30 at a time', async () => {
    await addDrafts(20);
    const { user } = await renderRoute(CreatorAppRoutes, '/manage-questions?sort=text', 'creator');
    expect(await screen.findByText('34 questions')).toBeVisible();
    await waitFor(() => expect(rowTexts()).toHaveLength(30));
    expect(rowTexts()[0]).toBe('Draft question 01');
    await user.click(within(table()).getByRole('columnheader', { name: /^Question/ }));
    await waitFor(() => expect(rowTexts()[0]).toBe('Which word is a noun?'));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowTexts()).toHaveLength(4));
  });

  it('keeps what was chosen through a new search, sort or page, and says how many', async () => {
    await addDrafts(20);
    const { user } = await renderRoute(CreatorAppRoutes, '/manage-questions?sort=text', 'creator');
    await waitFor(() => expect(rowTexts()).toHaveLength(30));
    await user.click(screen.getByRole('checkbox', { name: 'Select "Draft question 01"' }));
    expect(screen.getByText('1 selected')).toBeVisible();

    await fill(user, screen.getByLabelText('Search questions'), 'Draft question 2');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTexts()).toEqual(['Draft question 20']));
    expect(screen.getByText('1 selected (1 not in this list)')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select "Draft question 20"' }));
    expect(screen.getByText('2 selected (1 not in this list)')).toBeVisible();

    await user.click(within(table()).getByRole('columnheader', { name: /^Question/ }));
    expect(screen.getByText('2 selected (1 not in this list)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('2 questions submitted for review.')).toBeVisible();
    expect(screen.getByText('0 selected')).toBeVisible();

    await user.clear(screen.getByLabelText('Search questions'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTexts()).toHaveLength(30));
    await user.click(screen.getByRole('checkbox', { name: 'Select "Draft question 19"' }));
    expect(screen.getByText('1 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('0 selected')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select "Draft question 19"' })).not.toBeChecked();
  });

  it("puts the address's search back in the box on Back, and says so when a page is past the list's end", async () => {
    const { user, router } = await renderRoute(CreatorAppRoutes, '/manage-questions', 'creator');
    expect(await screen.findByText('14 questions')).toBeVisible();
    await fill(user, screen.getByLabelText('Search questions'), 'noun');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTexts()).toEqual(['Which word is a noun?']));
    // The search box keeps the focus while the list changes under it.
    expect(screen.getByLabelText('Search questions')).toHaveFocus();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(rowTexts()).toHaveLength(14));
    expect(screen.getByLabelText('Search questions')).toHaveValue('');

    await act(() => router.navigate('/manage-questions?page=4'));
    const past = await screen.findByText('There is nothing on page 4: the list ends at page 1.');
    expect(past).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(14));
    expect(table()).toHaveFocus();
    // A page that is no whole number is the first page, as the server reads it.
    await act(() => router.navigate('/manage-questions?page=2.5'));
    await waitFor(() => expect(rowTexts()).toHaveLength(14));
    expect(screen.queryByText(/There is nothing on page/)).toBeNull();
    await fill(user, screen.getByLabelText('Search questions'), 'no such words');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No questions match these filters.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('marks a question a reviewer sent back as "Changes requested", with the note', async () => {
    await sendBack('Add a picture of 9 rows of 8.');
    await renderRoute(CreatorAppRoutes, '/manage-questions', 'creator');
    const link = await within(await screen.findByRole('region', { name: 'Your questions' })).findByRole('link', { name: 'What is 9 × 8?' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Changes requested')).toBeVisible();
    expect(within(row).getByText('Reviewer: Add a picture of 9 rows of 8.')).toBeVisible();
    expect(within(table()).getAllByText('Changes requested')).toHaveLength(1);
  });

  it('sends chosen drafts to review together; published questions cannot be chosen', async () => {
    await addDrafts(2);
    const { user } = await renderRoute(CreatorAppRoutes, '/manage-questions?status=draft', 'creator');
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'Select "Draft question 01"' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select "Draft question 02"' }));
    expect(screen.getByText('2 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('2 questions submitted for review.')).toBeVisible();
    await waitFor(() => expect(screen.getByText('No questions match these filters.')).toBeVisible());

    await choose(user, 'Status', 'Published');
    await waitFor(() => expect(rowTexts()).toHaveLength(13));
    expect(screen.getByRole('checkbox', { name: 'Select "What is 7 + 8?"' })).toBeDisabled();
  });

  it('deletes chosen drafts after asking, and says so when nothing could be changed', async () => {
    await addDrafts(3);
    const { user } = await renderRoute(CreatorAppRoutes, '/manage-questions?status=draft&sort=text', 'creator');
    await waitFor(() => expect(rowTexts()).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select "Draft question 01"' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 draft question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 draft question deleted.')).toBeVisible();
    await waitFor(() => expect(rowTexts()).toEqual(['Draft question 02', 'Draft question 03']));

    mockServer.use(
      http.post('*/api/batch', () => HttpResponse.json({ status: 400, message: 'Batch transaction failed.', data: {} }, { status: 400 })),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select "Draft question 02"' }));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was changed: Batch transaction failed.');
    expect(rowTexts()).toEqual(['Draft question 02', 'Draft question 03']);
  });
});

describe('Manage Question Sets', { timeout: 120_000 }, () => {
  it("lists the creator's sets, filters them, and sends a draft to review", async () => {
    const { user } = await renderRoute(CreatorAppRoutes, '/manage-question-sets', 'creator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Question Sets' })).toBeVisible();
    expect(await screen.findByText('5 question sets')).toBeVisible();
    await fill(user, screen.getByLabelText('Search question sets'), 'times');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(sets()).getAllByRole('row')).toHaveLength(2));
    expect(within(sets()).getByRole('link', { name: 'Times Tables Challenge' })).toHaveAttribute(
      'href',
      '/edit-question-set/settimesdraft01',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select "Times Tables Challenge"' }));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('1 question set submitted for review.')).toBeVisible();
    await waitFor(() => expect(within(sets()).getByText('Review')).toBeVisible());
  });

  it('exports a set as Moodle XML from its row', async () => {
    const files = catchDownloads();
    const { user } = await renderRoute(CreatorAppRoutes, '/manage-question-sets', 'creator');
    await fill(user, await screen.findByLabelText('Search question sets'), 'times');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(sets()).getAllByRole('row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export "Times Tables Challenge" as Moodle XML' }));
    expect(await screen.findByText(/^\d+ questions? exported as Moodle XML: times-tables-challenge\.xml\.$/)).toBeVisible();
    const xml = await files[0]!.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>/);
    expect(xml).toContain('<question type="multichoice">');
    await expectNoAxeViolations(sets());
  });
});

describe('Exporting from Manage Questions', { timeout: 120_000 }, () => {
  it('writes the questions the list finds (its search applies) as GIFT, each with its right answer', async () => {
    const files = catchDownloads();
    await addDrafts(2);
    const { user } = await renderRoute(CreatorAppRoutes, '/manage-questions', 'creator');
    await fill(user, await screen.findByLabelText('Search questions'), 'Draft question');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTexts()).toEqual(['Draft question 02', 'Draft question 01']));
    await user.click(screen.getByRole('button', { name: 'Export as GIFT' }));
    expect(await screen.findByText('2 questions exported as GIFT: my-questions.gift.')).toBeVisible();
    const gift = await files[0]!.text();
    expect(gift).toContain('$CATEGORY: $course$/Geography/Grade 2');
    expect(gift).toContain('Draft question 01 { =North ~South }');
    expect(gift).not.toMatch(/What is/);
    await expectNoAxeViolations(screen.getByRole('heading', { name: 'Export' }).closest('section')!);
  });
});
