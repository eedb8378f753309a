import { render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { MemoryRouter } from 'shared/router';
import { describe, expect, it } from 'vitest';
import { UnsubscribePage } from '../routes/unsubscribe.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <UnsubscribePage />
    </MemoryRouter>,
  );

describe('the page a "Stop these emails" link opens', () => {
  it('turns emails off as it opens, once, with the token of the link', async () => {
    const sent: unknown[] = [];
    mockServer.use(
      apiRoute('unsubscribe', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ emailNotifications: false });
      }),
    );
    renderAt('/unsubscribe?token=abc%2B1%3D%3D');
    expect(screen.getByRole('status')).toHaveTextContent('Turning emails off...');
    expect(await screen.findByText('Done: you will no longer get emails from MCQ Revision for Primary School.')).toBeVisible();
    expect(screen.getByText('Changed your mind? Sign in and turn them back on in Settings.')).toBeVisible();
    expect(sent).toEqual([{ token: 'abc+1==' }]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it("says so in the server's words when the link is not valid, and in ours when the server cannot be reached", async () => {
    mockServer.use(
      apiRoute('unsubscribe', () =>
        HttpResponse.json(
          { status: 400, message: 'This link to stop emails is not valid. Sign in and turn emails off in Settings.', data: {} },
          { status: 400 },
        ),
      ),
    );
    const { unmount } = renderAt('/unsubscribe?token=made-up');
    expect(await screen.findByText('This link to stop emails is not valid. Sign in and turn emails off in Settings.')).toBeVisible();
    unmount();

    mockServer.use(apiRoute('unsubscribe', () => HttpResponse.error()));
    renderAt('/unsubscribe?token=abc');
    expect(await screen.findByText('We could not reach the server. Check your internet connection and try again.')).toBeVisible();
  });

  it('without a token, asks nothing of the server and says what to do', async () => {
    let asked = false;
    mockServer.use(
      apiRoute('unsubscribe', () => {
        asked = true;
        return HttpResponse.json({});
      }),
    );
    renderAt('/unsubscribe');
    expect(await screen.findByText(/This link is missing its code/)).toBeVisible();
    expect(asked).toBe(false);
  });
});
