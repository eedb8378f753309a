import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from 'mocks/testing';
import { DEFAULT_AVATAR, setDocumentTheme } from 'shared';
import { MemoryRouter } from 'shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FinishMoment, { type FinishMomentProps } from '../finish-moment.tsx';

function show(props: Partial<FinishMomentProps> = {}) {
  return render(
    <MemoryRouter>
      <FinishMoment moment="good" freezeEarned={false} avatar={null} childName="Emma Johnson" {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  setDocumentTheme('device');
});

describe("a finished quiz's moment", () => {
  it.each([
    ['great', "Brilliant! You're a star!", 'Pip the owl jumps for joy'],
    ['good', 'Well done! Keep it up!', 'Pip the owl bounces happily'],
    ['kind', "Good try! Let's practise those again.", 'Pip the owl waves to cheer you on'],
  ] as const)('%s: says so, and the owl reacts to match', (moment, words, owl) => {
    show({ moment });
    expect(screen.getByRole('region', { name: words })).toBeVisible();
    expect(screen.getByRole('img', { name: owl })).toHaveClass(`mascot-${moment}`);
  });

  it('kind: offers to practise those again only when there is a way to, by keyboard too', async () => {
    const onPractise = vi.fn<() => void>();
    show({ moment: 'kind', onPractise });
    const practise = screen.getByRole('button', { name: 'Practise now' });
    practise.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onPractise).toHaveBeenCalledTimes(1);
  });

  it('offers no practice without a way to it (nothing answered wrong); a good quiz with a mistake offers it too', () => {
    const { unmount } = show({ moment: 'kind' });
    expect(screen.queryByRole('button', { name: 'Practise now' })).not.toBeInTheDocument();
    unmount();
    show({ moment: 'great', onPractise: () => undefined });
    expect(screen.getByRole('button', { name: 'Practise now' })).toBeVisible();
  });

  it("shows the child's avatar, or the way to make one, and a streak freeze earned", async () => {
    const { unmount } = show({ avatar: { ...DEFAULT_AVATAR, hair: 'braids' }, freezeEarned: true });
    await waitFor(() => expect(screen.getByRole('img', { name: "Emma Johnson's avatar" }).querySelector('svg')).not.toBeNull());
    expect(screen.getByText('You earned a streak freeze! If you miss a day, it keeps your streak going.')).toBeVisible();
    unmount();
    show();
    expect(screen.getByRole('link', { name: 'Make your avatar' })).toHaveAttribute('href', '/my-settings');
    expect(screen.queryByText(/streak freeze/)).not.toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in the %s theme', async (theme) => {
    setDocumentTheme(theme);
    show({ moment: 'kind', onPractise: () => undefined, freezeEarned: true, avatar: DEFAULT_AVATAR });
    await waitFor(() => expect(screen.getByRole('img', { name: "Emma Johnson's avatar" }).querySelector('svg')).not.toBeNull());
    await expectNoAxeViolations();
  });
});
