import { screen, waitFor, within } from '@testing-library/react';
import { generate } from 'lean-qr/nano';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from 'mocks/testing';
import ParentAppRoutes from '../routes.tsx';

// The real QR encoder, watched: the tests read the address each card's QR code is made of.
vi.mock('lean-qr/nano', async (importOriginal) => {
  const real = await importOriginal<typeof import('lean-qr/nano')>();
  return { ...real, generate: vi.fn<typeof real.generate>(real.generate) };
});

const renderChildren = () => renderRoute(ParentAppRoutes, '/children', 'parent');
const signInAddress = `${window.location.origin}/login`;

/** What a card says for each of its terms (Website, Student ID, Access code). */
function factsOf(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

let print: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  print = vi.fn<() => void>();
  vi.stubGlobal('print', print);
  vi.mocked(generate).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('login cards', () => {
  it("prints a new child's card from the access-code notice: name, Student ID, code, address and a QR code that signs the child in", async () => {
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Add Child' }));
    await user.type(await screen.findByLabelText("Child's name"), 'Zoe Johnson');
    await user.click(screen.getByText('Grade 2'));
    await user.click(screen.getByRole('button', { name: 'Save child' }));
    const notice = await screen.findByRole('region', { name: 'Zoe Johnson is ready to sign in' });
    const printButton = within(notice).getByRole('button', { name: 'Print login card for Zoe Johnson' });
    await user.click(printButton);

    const sheet = await screen.findByRole('dialog', { name: 'Login cards' });
    expect(within(sheet).getByRole('heading', { name: 'Login cards' })).toHaveFocus();
    const card = within(sheet).getByRole('article', { name: 'Login card for Zoe Johnson' });
    expect(within(card).getByRole('heading', { name: 'Hello, Zoe Johnson!' })).toBeVisible();
    expect(factsOf(card)).toEqual({ 'Go to': signInAddress, 'Student ID': 'STU003', 'Access code': 'happy-panda-123' });

    // The code only in the fragment, which a browser never sends to a server.
    const link = `${window.location.origin}/login?student=STU003#code=happy-panda-123`;
    expect(vi.mocked(generate).mock.calls.map(([data]) => data)).toContain(link);
    for (const [data] of vi.mocked(generate).mock.calls) expect(String(data).split('#')[0]).not.toContain('happy-panda-123');
    expect(within(card).getByRole('img', { name: `QR code: signs Zoe Johnson in on the device that scans it (${link})` })).toBeVisible();
    expect(card).toHaveTextContent('Keep this card safe, like a house key: anyone who has it can sign in as you.');

    // One big card to a page unless the parent chooses four.
    const layout = within(sheet).getByRole('group', { name: 'Cards on each page' });
    expect(within(layout).getByRole('radio', { name: 'One big card' })).toBeChecked();
    await user.click(within(layout).getByRole('radio', { name: 'Four cards (cut them apart)' }));
    expect(within(layout).getByRole('radio', { name: 'Four cards (cut them apart)' })).toBeChecked();
    expect(within(sheet).getByRole('article', { name: 'Login card for Zoe Johnson' })).toBeVisible();

    await user.click(within(sheet).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(sheet);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Login cards' })).not.toBeInTheDocument();
    expect(printButton).toHaveFocus();
    // The code is still on the notice until the parent presses Done.
    expect(within(notice).getByText('happy-panda-123')).toBeVisible();
  });

  it('gives the chosen children new codes after one confirmation that their old codes stop working, then shows their cards four to a page', async () => {
    const resets: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/access-code')) resets.push(new URL(request.url).pathname);
    };
    mockServer.events.on('request:start', record);
    try {
      const { user } = await renderChildren();
      const open = await screen.findByRole('button', { name: 'Print login cards' });
      await user.click(open);
      const dialog = await screen.findByRole('dialog', { name: 'Print login cards with new access codes' });
      expect(dialog).toHaveTextContent('the old code of every child you choose stops working straight away');
      const chosen = within(dialog).getByRole('group', { name: 'Children to print a card for' });
      // Nobody is chosen until the parent chooses: each chosen child's code stops working.
      expect(within(chosen).getByRole('checkbox', { name: 'Emma Johnson' })).not.toBeChecked();
      expect(within(chosen).getByRole('checkbox', { name: 'Liam Johnson' })).not.toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Give new codes and print' })).toBeDisabled();
      await user.click(within(chosen).getByRole('checkbox', { name: 'Emma Johnson' }));
      await user.click(within(chosen).getByRole('checkbox', { name: 'Liam Johnson' }));
      expect(resets).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Give new codes and print' }));

      const sheet = await screen.findByRole('dialog', { name: 'Login cards' });
      expect(resets).toHaveLength(2);
      expect(within(sheet).getByRole('radio', { name: 'Four cards (cut them apart)' })).toBeChecked();
      const emma = factsOf(within(sheet).getByRole('article', { name: 'Login card for Emma Johnson' }));
      const liam = factsOf(within(sheet).getByRole('article', { name: 'Login card for Liam Johnson' }));
      expect(emma['Student ID']).toBe('STU001');
      expect(liam['Student ID']).toBe('STU002');
      expect(emma['Access code']).toMatch(/^[a-z]+-[a-z]+-\d+$/);
      expect(liam['Access code']).toMatch(/^[a-z]+-[a-z]+-\d+$/);
      expect(emma['Access code']).not.toBe(liam['Access code']);
      expect(screen.queryByRole('dialog', { name: 'Print login cards with new access codes' })).not.toBeInTheDocument();

      await user.click(within(sheet).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(open).toHaveFocus());
    } finally {
      mockServer.events.removeListener('request:start', record);
    }
  });

  it('changes no code when the parent cancels or chooses one child only', async () => {
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Print login cards' }));
    let dialog = await screen.findByRole('dialog', { name: 'Print login cards with new access codes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The keyboard is back where it was.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print login cards' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Print login cards' }));
    dialog = await screen.findByRole('dialog', { name: 'Print login cards with new access codes' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Liam Johnson' }));
    await user.click(within(dialog).getByRole('button', { name: 'Give new codes and print' }));
    const sheet = await screen.findByRole('dialog', { name: 'Login cards' });
    expect(
      within(sheet)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Login card for Liam Johnson']);
    expect(within(sheet).getByRole('radio', { name: 'One big card' })).toBeChecked();
  });

  it('shows the codes it could give, and says whose code could not be changed', async () => {
    mockServer.use(
      apiRoute('childAccessCode', ({ params }) =>
        params['id'] === 'studentliam0001'
          ? HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = await renderChildren();
    await user.click(await screen.findByRole('button', { name: 'Print login cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print login cards with new access codes' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Emma Johnson' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Liam Johnson' }));
    await user.click(within(dialog).getByRole('button', { name: 'Give new codes and print' }));
    const sheet = await screen.findByRole('dialog', { name: 'Login cards' });
    expect(
      within(sheet)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Login card for Emma Johnson']);
    expect(within(sheet).getByRole('alert')).toHaveTextContent(/^No new code for Liam Johnson: .+ Their old codes still work\.$/);
  });
});
