import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { holdsPhotoDetails, ONE_PIXEL_PNG, PHOTO_WITH_DETAILS } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute } from 'mocks/testing';
import { pb } from 'shared/session';
import { describe, expect, it } from 'vitest';
import { choose, fill } from '../../testing/antd.ts';
import CreatorAppRoutes from '../routes.tsx';

// These stories fill a whole antd form, which jsdom renders slowly on a busy machine.
const FORM_STORY = { timeout: 120_000 };

const openCreate = () => renderRoute(CreatorAppRoutes, '/create-question', 'creator');

/** The words of a notice the dashboard announces. */
const announced = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');

/** Fills every required field of a multiple-choice question, with B marked right. */
async function fillQuestion(user: UserEvent) {
  await fill(user, await screen.findByLabelText('Question'), 'What is 6 + 7?');
  for (const [letter, text] of [
    ['A', '12'],
    ['B', '13'],
    ['C', '14'],
    ['D', '15'],
  ] as const) {
    await fill(user, screen.getByLabelText(`Option ${letter}`), text);
  }
  await user.click(screen.getByRole('checkbox', { name: 'Option B is correct' }));
  await choose(user, 'Subject', 'Mathematics');
  await choose(user, 'Grade', 'Grade 2');
  await choose(user, 'Difficulty', 'Beginner');
  await choose(user, 'Skills', 'Addition');
}

describe('Create Question', FORM_STORY, () => {
  it('has the sections and header actions of SPEC.md, with a way back to the dashboard', async () => {
    await openCreate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Question' })).toBeVisible();
    for (const section of ['Question Content', 'Categorization', 'Difficulty & Metadata']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    for (const action of ['Preview', 'Save Draft', 'Submit for Review']) expect(screen.getByRole('button', { name: action })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/content-creator-dashboard');
    expect(screen.getByText('Video is not available yet: add an image or an audio clip instead.')).toBeVisible();
  });

  it('refuses an empty question with every message of SPEC.md section 5', async () => {
    const { user } = await openCreate();
    await user.click(await screen.findByRole('button', { name: 'Save Draft' }));
    for (const message of [
      'Question content is required',
      'Subject is required',
      'Grade is required',
      'Difficulty level is required',
      'All options must have text',
      'Please select at least one skill',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Please mark at least one correct answer')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Question' })).toBeVisible();
  });

  it('takes each message away as its field becomes valid, and the alert with the last one', async () => {
    const { user } = await openCreate();
    await user.click(await screen.findByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Question content is required')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Question'), 'What is 6 + 7?');
    await waitFor(() => expect(screen.queryByText('Question content is required')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Question')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention');

    for (const [letter, text] of [
      ['A', '12'],
      ['B', '13'],
      ['C', '14'],
      ['D', '15'],
    ] as const) {
      await fill(user, screen.getByLabelText(`Option ${letter}`), text);
    }
    // Every option has text now, so the options ask for the right one instead.
    expect(await screen.findByText('Please mark at least one correct answer')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Option B is correct' }));
    await choose(user, 'Subject', 'Mathematics');
    await choose(user, 'Grade', 'Grade 2');
    await choose(user, 'Difficulty', 'Beginner');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention');
    await choose(user, 'Skills', 'Addition');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    for (const message of ['Please mark at least one correct answer', 'Subject is required', 'Please select at least one skill']) {
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    }
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('region', { name: 'Preview of the question' })).toBeVisible();
    expect(screen.queryByText(/Some fields need attention/)).not.toBeInTheDocument();
  });

  it('asks for a correct answer once every option has text, and the empty text wins over it', async () => {
    const { user } = await openCreate();
    for (const letter of ['A', 'B', 'C']) await fill(user, await screen.findByLabelText(`Option ${letter}`), `answer ${letter}`);
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('All options must have text')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Option D'), 'answer D');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('Please mark at least one correct answer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('All options must have text')).not.toBeInTheDocument());
  });

  it('starts with 4 options, adds up to 6 with the next letters, and removes only above 2', async () => {
    const { user } = await openCreate();
    const options = await screen.findByRole('group', { name: 'Options' });
    const boxes = () =>
      within(options)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('aria-label'));
    expect(boxes()).toEqual(['Option A', 'Option B', 'Option C', 'Option D']);
    const add = within(options).getByRole('button', { name: 'Add Option' });
    await user.click(add);
    await user.click(add);
    expect(boxes()).toEqual(['Option A', 'Option B', 'Option C', 'Option D', 'Option E', 'Option F']);
    expect(add).toBeDisabled();

    await fill(user, screen.getByLabelText('Option C'), 'third');
    await user.click(screen.getByRole('button', { name: 'Remove option B' }));
    expect(boxes()).toEqual(['Option A', 'Option B', 'Option C', 'Option D', 'Option E']);
    expect(screen.getByLabelText('Option B')).toHaveValue('third');
    expect(add).toBeEnabled();
    for (const letter of ['E', 'D', 'C']) await user.click(screen.getByRole('button', { name: `Remove option ${letter}` }));
    expect(boxes()).toEqual(['Option A', 'Option B']);
    expect(within(options).queryByRole('button', { name: /Remove option/ })).not.toBeInTheDocument();
  });

  it('offers topics only once a subject is chosen, and topics and skills follow the subject', async () => {
    const { user } = await openCreate();
    expect(await screen.findByRole('combobox', { name: 'Topic' })).toBeDisabled();
    await choose(user, 'Subject', 'Science');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toBeEnabled();
    await choose(user, 'Topic', 'Life Science');
    await choose(user, 'Skills', 'Plants');
    expect(screen.getByRole('combobox', { name: 'Skills' }).closest('.ant-select')).toHaveTextContent('Plants');

    await choose(user, 'Subject', 'History');
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await waitFor(() => expect(screen.getByTitle('Ancient Civilisations')).toBeInTheDocument());
    expect(screen.queryByTitle('Life Science')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Skills' }).closest('.ant-select')).not.toHaveTextContent('Plants');
  });

  it('puts an estimated time outside 10 to 600 seconds back to 30', async () => {
    const { user } = await openCreate();
    const time = await screen.findByRole('spinbutton', { name: 'Estimated Time (seconds)' });
    for (const [typed, kept] of [
      ['5', '30'],
      ['601', '30'],
      ['45', '45'],
      ['', '30'],
    ] as const) {
      await user.clear(time);
      if (typed) await user.type(time, typed);
      await user.tab();
      await waitFor(() => expect(time).toHaveValue(kept));
    }
  });

  it('adds a tag on Enter, once, and not when empty', async () => {
    const { user } = await openCreate();
    const tags = await screen.findByRole('textbox', { name: 'Tags' });
    await user.type(tags, 'addition{Enter}');
    await user.type(tags, '  addition {Enter}');
    await user.type(tags, '   {Enter}');
    await user.type(tags, 'number facts{Enter}');
    const added = screen.getByRole('list', { name: 'Added tags' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['addition×', 'number facts×']);
    await user.click(screen.getByRole('button', { name: 'Remove addition' }));
    expect(within(added).getAllByRole('listitem')).toHaveLength(1);
  });

  it('previews the question as a child sees it, with what the creator set around it', async () => {
    const { user } = await openCreate();
    await fillQuestion(user);
    await choose(user, 'Topic', 'Numbers and Operations');
    await fill(user, screen.getByLabelText('Explanation'), 'Count on 7 from 6.');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'adding{Enter}');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: 'Preview of the question' });
    expect(within(preview).getByRole('heading', { name: 'What is 6 + 7?' })).toBeVisible();
    for (const text of [
      'Mathematics',
      'Grade 2',
      'Beginner',
      '30 seconds',
      'Count on 7 from 6.',
      'Addition',
      'Numbers and Operations',
      'adding',
    ]) {
      expect(within(preview).getByText(text)).toBeVisible();
    }
    const options = within(preview).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['A 12', 'B 13 Correct answer', 'C 14', 'D 15']);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('region', { name: 'Preview of the question' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toHaveValue('What is 6 + 7?');
  });

  it('saves a draft, then the dashboard says so and lists it', async () => {
    const { user } = await openCreate();
    await fillQuestion(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Chris Author' })).toBeVisible();
    expect(await announced('Question saved as draft successfully!')).not.toBeNull();
    const recent = await screen.findByRole('list', { name: 'Your recent questions' });
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent('What is 6 + 7?Mathematics · Grade 2 Draft');
  });

  it('submits for review with its own message', async () => {
    const { user } = await openCreate();
    await fillQuestion(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await announced('Question submitted for review successfully!')).not.toBeNull();
  });

  it('says in words when the save fails, and keeps what was typed', async () => {
    mockServer.use(
      http.post('*/api/collections/questions/records', () =>
        HttpResponse.json({ status: 500, message: 'Something went wrong while processing your request.', data: {} }, { status: 500 }),
      ),
    );
    const { user } = await openCreate();
    await fillQuestion(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The question could not be saved. What you typed is still here: try again.');
    expect(screen.getByLabelText('Question')).toHaveValue('What is 6 + 7?');
    expect(screen.getByLabelText('Option B')).toHaveValue('13');
  });

  it("shows the server's own words under the field it names", async () => {
    mockServer.use(
      http.post('*/api/collections/questions/records', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Some fields need attention.',
            data: { text: { code: 'validation_invalid_text', message: 'Must be no more than 2000 character(s).' } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCreate();
    await fillQuestion(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Must be no more than 2000 character(s)')).toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toHaveAttribute('aria-invalid', 'true');
    // A change elsewhere leaves the server's message on the words it refused; changing them takes it away.
    await fill(user, screen.getByLabelText('Explanation'), 'Count on.');
    expect(screen.getByText('Must be no more than 2000 character(s)')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Question'), 'What is 6 + 8?');
    await waitFor(() => expect(screen.queryByText('Must be no more than 2000 character(s)')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a true/false question takes its answer as True or False', async () => {
    const { user } = await openCreate();
    await choose(user, 'Question Type', 'True / False');
    expect(screen.queryByRole('group', { name: 'Options' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Please give the correct answer')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'False' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(screen.queryByText('Please give the correct answer')).not.toBeInTheDocument());
  });

  it('a matching question is written as pairs, each side named for a screen reader, and previewed as pairs', async () => {
    const { user } = await openCreate();
    await choose(user, 'Question Type', 'Matching');
    const pairs = screen.getByRole('group', { name: 'Pairs' });
    expect(within(pairs).getAllByRole('textbox')).toHaveLength(8);
    await fill(user, screen.getByLabelText('Question'), 'Match each animal to its baby.');
    await fill(user, within(pairs).getByLabelText('Pair 1: word'), 'cat');
    await fill(user, within(pairs).getByLabelText('Pair 1: goes with'), 'kitten');
    await fill(user, within(pairs).getByLabelText('Pair 2: word'), 'dog');
    await fill(user, within(pairs).getByLabelText('Pair 2: goes with'), 'Kitten');
    await user.click(within(pairs).getByRole('button', { name: 'Remove pair 4' }));
    await user.click(within(pairs).getByRole('button', { name: 'Remove pair 3' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Each item on the right must be different, so that each has one partner')).toBeInTheDocument();
    // Marked on the two boxes that clash, which say why, and only on them (in red too).
    for (const box of ['Pair 1: goes with', 'Pair 2: goes with']) {
      expect(within(pairs).getByLabelText(box)).toHaveAttribute('aria-invalid', 'true');
      expect(within(pairs).getByLabelText(box)).toHaveAccessibleDescription(
        'Each item on the right must be different, so that each has one partner',
      );
      expect(within(pairs).getByLabelText(box)).toHaveClass('ant-input-status-error');
    }
    for (const box of ['Pair 1: word', 'Pair 2: word']) {
      expect(within(pairs).getByLabelText(box)).not.toHaveAttribute('aria-invalid');
      expect(within(pairs).getByLabelText(box)).not.toHaveClass('ant-input-status-error');
    }
    await fill(user, within(pairs).getByLabelText('Pair 2: goes with'), 'puppy');
    expect(within(pairs).queryByRole('button', { name: /^Remove pair/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of the question' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cat → kitten', 'dog → puppy']);
  });

  it('a fill-in question needs a ___ for each blank and an answer for each, says how, and previews the boxes', async () => {
    const { user } = await openCreate();
    await choose(user, 'Question Type', 'Fill in the Blank');
    const key = screen.getByLabelText('Correct Answer');
    expect(key).toHaveAccessibleDescription(/Put ___ \(three underscores\) in the question where each blank goes\. .*cat ; mat \| rug/);
    await fill(user, screen.getByLabelText('Question'), 'The cat sat on the mat.');
    await fill(user, key, 'cat');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Put ___ (three underscores) where each blank goes')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Question'), 'The ___ sat on the ___.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Give an answer for each of the 2 blanks, with ; between them')).toBeInTheDocument();
    await fill(user, key, 'cat ; mat | rug');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of the question' });
    expect(within(preview).getByRole('heading', { name: /^The ?blank sat on the ?blank\.$/ })).toBeVisible();
    expect(within(preview).getByText('Correct answer: cat; mat or rug')).toBeVisible();
  });

  it('a typed answer is tried in the preview as the quiz marks it: a near miss is taken and spelt, unless spelling must be exact, which is saved', async () => {
    const { user } = await openCreate();
    await choose(user, 'Question Type', 'Short Answer');
    await fill(user, screen.getByLabelText('Question'), 'Which day of the week comes after Tuesday?');
    await fill(user, screen.getByLabelText('Correct Answer'), 'Wednesday');
    const exact = screen.getByRole('checkbox', { name: 'Spelling must be exact' });
    expect(exact).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of the question' });
    await fill(user, within(preview).getByRole('textbox', { name: 'Try an answer as a child would type it' }), 'Wensday');
    expect(within(preview).getByRole('status')).toHaveTextContent('Marked right, and the child is told: "Right! It is spelt Wednesday."');
    await fill(user, within(preview).getByRole('textbox', { name: 'Try an answer as a child would type it' }), 'Thursday');
    expect(within(preview).getByRole('status')).toHaveTextContent('Marked wrong.');
    await expectNoAxeViolations(preview);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Spelling must be exact' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const exactPreview = screen.getByRole('region', { name: 'Preview of the question' });
    await fill(user, within(exactPreview).getByRole('textbox', { name: 'Try an answer as a child would type it' }), 'Wensday');
    expect(within(exactPreview).getByRole('status')).toHaveTextContent('Marked wrong.');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await choose(user, 'Subject', 'History');
    await choose(user, 'Grade', 'Grade 1');
    await choose(user, 'Difficulty', 'Beginner');
    await choose(user, 'Skills', 'Chronology');
    let sent: Record<string, unknown> = {};
    mockServer.use(
      http.post('*/api/collections/questions/records', async ({ request }) => {
        sent = request.headers.get('content-type')?.includes('json')
          ? ((await request.json()) as Record<string, unknown>)
          : Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ ...sent, id: 'qexactspell001', created_by: pb.authStore.record?.id ?? '' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(sent).toMatchObject({ type: 'short_answer' }));
    expect(String(sent['exactSpelling'])).toBe('true');
  });
});

const image = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'picture', { type });
const png = (name: string) => new File([ONE_PIXEL_PNG], name, { type: 'image/png' });

describe('question media', FORM_STORY, () => {
  it('refuses a file of the wrong type or too large, in words, before sending anything', async () => {
    await openCreate();
    // A creator can choose "All files" in the file dialog, past the types the box suggests.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Upload Image'), image('application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be a PNG, JPEG, GIF, WebP or SVG file.');
    await user.upload(screen.getByLabelText('Upload Image'), image('image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 5 MB: choose a smaller one.');
    await user.upload(screen.getByLabelText('Upload Audio'), new File(['x'], 'song.txt', { type: 'text/plain' }));
    expect(screen.getByText('The audio must be an MP3, OGG, WAV or WebM file.')).toBeVisible();
  });

  it('refuses a file that only its name calls a picture, and takes a real one', async () => {
    const { user } = await openCreate();
    await user.upload(await screen.findByLabelText('Upload Image'), new File(['just some words'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be a PNG, JPEG, GIF, WebP or SVG file.');
    expect(screen.queryByText(/Current file/)).not.toBeInTheDocument();
    // A PNG whose blocks run past its end: what it hides cannot be told from its pixels.
    const cut = new File([ONE_PIXEL_PNG.subarray(0, 40)], 'cut.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload Image'), cut);
    const unreadable = await screen.findByRole('alert');
    expect(unreadable).toHaveTextContent('This picture cannot be read: save it again as a PNG, JPEG or WebP file and choose it again.');
    expect(screen.getByLabelText('Upload Image')).toHaveAccessibleDescription(
      'Pictures are saved without the hidden details a camera adds, such as where and when a photo was taken. This picture cannot be read: save it again as a PNG, JPEG or WebP file and choose it again.',
    );
    // The same file again: a new alert, announced again.
    await user.upload(screen.getByLabelText('Upload Image'), cut);
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(unreadable));
    // A PNG whose header says 12000 by 12000 pixels, whatever few bytes it has.
    const bomb = Uint8Array.from(ONE_PIXEL_PNG);
    new DataView(bomb.buffer).setUint32(16, 12_000);
    new DataView(bomb.buffer).setUint32(20, 12_000);
    await user.upload(screen.getByLabelText('Upload Image'), new File([bomb], 'grey.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This picture has too many pixels: make it at most 4096 by 4096 pixels (16 megapixels) and choose it again.',
    );
    await user.upload(screen.getByLabelText('Upload Image'), png('apples.png'));
    expect(await screen.findByText('Current file: apples.png')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says in its own words when the server refuses the file, never in the server's", async () => {
    mockServer.use(
      http.post('*/api/collections/questions/records', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Failed to create record.',
            data: { images: { code: 'validation_invalid_mime_type', message: '"text/plain" mime type is not allowed.' } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCreate();
    await fillQuestion(user);
    await user.upload(screen.getByLabelText('Upload Image'), png('apples.png'));
    await fill(user, await screen.findByLabelText('Image description (alt text)'), 'Six apples');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await screen.findByText('The image could not be saved: choose a PNG, JPEG, GIF, WebP or SVG file of at most 5 MB.'),
    ).toBeVisible();
    expect(screen.queryByText(/mime type/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Some fields need attention');
    await user.click(screen.getByRole('button', { name: 'Remove Image' }));
    expect(screen.queryByText(/The image could not be saved/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an image needs its description, is previewed with it, and is saved with the question without its hidden details', async () => {
    // The body as the editor hands it to fetch (jsdom's files reach the mock server without their bytes).
    const sent: Blob[] = [];
    pb.beforeSend = (url, options) => {
      const picture = options.body instanceof FormData ? options.body.get('images') : null;
      if (picture instanceof Blob) sent.push(picture);
      return { url, options };
    };
    const { user } = await openCreate();
    await fillQuestion(user);
    expect(
      screen.getByText('Pictures are saved without the hidden details a camera adds, such as where and when a photo was taken.'),
    ).toBeVisible();
    await user.upload(screen.getByLabelText('Upload Image'), new File([PHOTO_WITH_DETAILS], 'apples.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('Current file: apples.jpg')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Describe the image for children who cannot see it')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Image description (alt text)'), 'Six apples and seven pears');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      within(screen.getByRole('region', { name: 'Preview of the question' })).getByRole('img', { name: 'Six apples and seven pears' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await announced('Question saved as draft successfully!')).not.toBeNull();
    // The photo went without where it was taken and who took it (the server refuses it otherwise).
    expect(sent).toHaveLength(1);
    expect(holdsPhotoDetails(new Uint8Array(await sent[0]!.arrayBuffer()))).toBe(false);
  });
});

describe('Edit Question', () => {
  it("opens a question with its values, and shows a reviewer's comment", async () => {
    mockServer.use(
      http.get('*/api/collections/questions/records/qmathdraft00001', () =>
        HttpResponse.json({
          id: 'qmathdraft00001',
          collectionName: 'questions',
          collectionId: 'pbc_questions',
          text: 'What is 9 × 3?',
          type: 'multiple_choice',
          subject: 'Mathematics',
          grade: 'Grade 3',
          topic: 'Numbers and Operations',
          subtopic: '',
          skills: ['Multiplication'],
          difficulty: 'intermediate',
          estimatedTime: 40,
          bloomsTaxonomy: 'apply',
          source: 'original',
          year: 2026,
          paper: '',
          questionNumber: '',
          tags: [],
          options: [
            { id: 'a', text: '27', isCorrect: true },
            { id: 'b', text: '24', isCorrect: false },
          ],
          correctAnswer: '',
          explanation: '',
          images: [],
          audio: '',
          video: '',
          image_alt: '',
          review_comment: 'Add a picture of three rows of nine.',
          status: 'draft',
          created_by: 'creatordemo0001',
        }),
      ),
    );
    await renderRoute(CreatorAppRoutes, '/edit-question/qmathdraft00001', 'creator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Question' })).toBeVisible();
    expect(await screen.findByLabelText('Question')).toHaveValue('What is 9 × 3?');
    expect(screen.getByLabelText('Option A')).toHaveValue('27');
    expect(screen.getByRole('checkbox', { name: 'Option A is correct' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Estimated Time (seconds)' })).toHaveValue('40');
    expect(screen.getByText('Add a picture of three rows of nine.')).toBeVisible();
  });

  it('edits a published question as a new version that replaces it, leaving the published one as it is', { timeout: 120_000 }, async () => {
    const { user, router } = await renderRoute(CreatorAppRoutes, '/edit-question/qmathadd0000001', 'creator');
    expect(await screen.findByText('This question is published')).toBeVisible();
    expect(screen.getByText(/Saving creates a new version that goes through review/)).toBeVisible();
    await fill(user, screen.getByLabelText('Question'), 'What is 7 + 8? Count on from 7.');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await announced('Question submitted for review successfully!')).not.toBeNull();

    const versions = await pb.collection('questions').getFullList({ filter: 'replaces = "qmathadd0000001"' });
    expect(versions).toEqual([
      expect.objectContaining({ text: 'What is 7 + 8? Count on from 7.', status: 'review', created_by: 'creatordemo0001' }),
    ]);
    expect(await pb.collection('questions').getOne('qmathadd0000001')).toMatchObject({ text: 'What is 7 + 8?', status: 'published' });

    // Back on the published question: the version being written is one link away, and no second one is started.
    await router.navigate('/edit-question/qmathadd0000001');
    expect(await screen.findByText('A new version of this question is already being written.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Open the new version' }));
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveValue('What is 7 + 8? Count on from 7.'));
    expect(screen.getByText('A new version of a published question')).toBeVisible();
  });

  it('says so when the question cannot be found, in the screen with its heading and the way back', async () => {
    await renderRoute(CreatorAppRoutes, '/edit-question/nosuchquestion1', 'creator');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the question');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Question' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/content-creator-dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
