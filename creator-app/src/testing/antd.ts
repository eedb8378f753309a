import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses an option of an antd Select by the select's label and the option's words. antd draws
 * the open list in a popup (the one the combobox controls) whose visible options carry their
 * words as a title; a multiple select stays open, so Escape closes it.
 */
export async function choose(user: UserEvent, label: string | RegExp, option: string): Promise<void> {
  const combobox = await screen.findByRole('combobox', { name: label });
  await user.click(combobox);
  const popup = await waitFor(() => {
    const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    const open = list?.closest<HTMLElement>('.ant-select-dropdown');
    if (!open) throw new Error(`The list of ${String(label)} did not open`);
    return open;
  });
  await user.click(within(popup).getByTitle(option));
  if (combobox.getAttribute('aria-expanded') === 'true') await user.keyboard('{Escape}');
}

/** Types into a text box at once (pasting), as typing letter by letter is slow in jsdom. */
export async function fill(user: UserEvent, box: HTMLElement, text: string): Promise<void> {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}
