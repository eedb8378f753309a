import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from 'mocks/testing';
import { MemoryRouter } from 'shared/router';
import { describe, expect, it, vi } from 'vitest';
import { UpdateNotice } from '../components/update-notice.tsx';
import { offerUpdate } from '../update-ready.ts';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <UpdateNotice />
    </MemoryRouter>,
  );
}

describe('UpdateNotice', () => {
  // The first test: no update has been offered yet in this file.
  it('says nothing until a new version waits, then offers to reload, by keyboard, and reloads only when asked', async () => {
    const user = userEvent.setup();
    const reload = vi.fn<() => void>();
    renderAt('/parent-dashboard');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => offerUpdate(reload));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready.');
    expect(screen.getByRole('complementary', { name: 'New version' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await user.tab();
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits while a quiz is open', () => {
    act(() => offerUpdate(vi.fn<() => void>()));
    renderAt('/quiz/assignmaths0001');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('shows again once the child has left the quiz, on its results', () => {
    act(() => offerUpdate(vi.fn<() => void>()));
    renderAt('/quiz-results/assignmaths0001');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('Later puts it away without reloading', async () => {
    const user = userEvent.setup();
    const reload = vi.fn<() => void>();
    act(() => offerUpdate(reload));
    renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('complementary', { name: 'New version' })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
