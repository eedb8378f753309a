import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

const emma = async () => within((await screen.findByRole('heading', { level: 2, name: 'Emma Johnson' })).closest('li')!);

describe("a child's quiz settings: time on quizzes (WCAG 2.2.1) and breaks", () => {
  it('the parent gives extra time or no time limit, saved at once', async () => {
    const sent: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    try {
      const { user } = await renderRoute(ParentAppRoutes, '/children', 'parent');
      const field = (await emma()).getByRole('combobox', { name: 'Time on quizzes for Emma Johnson' });
      expect(field).toHaveValue('standard');
      expect(
        within(field)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Standard time', 'Extra time (×1.5)', 'Double time (×2)', 'No time limit']);
      await user.selectOptions(field, 'No time limit');
      expect(await (await emma()).findByText('Saved. Quizzes Emma Johnson starts from now on use this time.')).toBeVisible();
      expect(field).toHaveValue('untimed');
      expect(sent).toEqual([{ time_allowance: 'untimed' }]);
    } finally {
      mockServer.events.removeAllListeners();
    }
  });

  it('the parent chooses how many breaks a timed quiz allows: one unless they choose', async () => {
    const sent: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    try {
      const { user } = await renderRoute(ParentAppRoutes, '/children', 'parent');
      const field = (await emma()).getByRole('combobox', { name: 'Breaks in a timed quiz for Emma Johnson' });
      expect(field).toHaveValue('one');
      expect(
        within(field)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No breaks', 'One break (up to 10 minutes)', 'Three breaks (up to 10 minutes each)']);
      await user.selectOptions(field, 'Three breaks (up to 10 minutes each)');
      expect(await (await emma()).findByText('Saved. This applies to the quizzes Emma Johnson starts from now on.')).toBeVisible();
      expect(field).toHaveValue('three');
      expect(sent).toEqual([{ breaks: 'three' }]);
    } finally {
      mockServer.events.removeAllListeners();
    }
  });

  it('the parent gives reviews of mistakes a time: none unless they choose', async () => {
    const sent: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    try {
      const { user } = await renderRoute(ParentAppRoutes, '/children', 'parent');
      const field = (await emma()).getByRole('combobox', { name: 'Time on reviews of mistakes for Emma Johnson' });
      expect(field).toHaveValue('');
      expect(
        within(field)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No time limit', '5 minutes', '10 minutes', '15 minutes']);
      await user.selectOptions(field, '10 minutes');
      expect(await (await emma()).findByText('Saved. Reviews Emma Johnson starts from now on use this time.')).toBeVisible();
      expect(field).toHaveValue('10');
      expect(sent).toEqual([{ review_time: '10' }]);
    } finally {
      mockServer.events.removeAllListeners();
    }
  });

  it('keeps the select focused and in use while a change is saved, so the parent can go on with the keyboard', async () => {
    const sent: unknown[] = [];
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held until released, then answered by the mock server's own handler.
    mockServer.use(
      http.patch('*/api/collections/students/records/:id', async ({ request }) => {
        sent.push(await request.clone().json());
        await held;
      }),
    );
    const { user } = await renderRoute(ParentAppRoutes, '/children', 'parent');
    const field = (await emma()).getByRole('combobox', { name: 'Breaks in a timed quiz for Emma Johnson' });
    field.focus();
    await user.selectOptions(field, 'No breaks');
    await waitFor(() => expect(sent).toHaveLength(1));
    // A disabled select would drop the focus to the page: it stays enabled, and says it is busy.
    expect(field).toBeEnabled();
    expect(field).toHaveAttribute('aria-busy', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('none');
    await user.selectOptions(field, 'Three breaks (up to 10 minutes each)');
    expect(field).toHaveValue('three');
    release?.();
    expect(await (await emma()).findByText('Saved. This applies to the quizzes Emma Johnson starts from now on.')).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('three');
    expect(field).toHaveAttribute('aria-busy', 'false');
    // Sent one after the other, in the order chosen, so the last choice is the one kept.
    expect(sent).toEqual([{ breaks: 'none' }, { breaks: 'three' }]);
  });

  it('says so when the change cannot be saved, and keeps what the server holds', async () => {
    mockServer.use(http.patch('*/api/collections/students/records/:id', () => HttpResponse.error()));
    const { user } = await renderRoute(ParentAppRoutes, '/children', 'parent');
    const field = (await emma()).getByRole('combobox', { name: 'Time on quizzes for Emma Johnson' });
    await user.selectOptions(field, 'Double time (×2)');
    expect(await (await emma()).findByText('We could not reach the server. Check your internet connection and try again.')).toBeVisible();
    await waitFor(() => expect(field).toHaveValue('standard'));
  });
});
