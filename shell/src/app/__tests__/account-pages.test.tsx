import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'shared/router';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../routes/forgot-password.tsx';
import { ResetPasswordPage } from '../routes/reset-password.tsx';
import { ConfirmEmailChangePage } from '../routes/confirm-email-change.tsx';
import { VerifyEmailPage } from '../routes/verify-email.tsx';

const renderAt = (url: string, page: ReactNode) => {
  render(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>);
  return userEvent.setup();
};
const refused = () => HttpResponse.json({ status: 400, message: 'Invalid or expired token.', data: {} }, { status: 400 });

describe('Forgot password', () => {
  it('checks the email, then sends the same neutral answer whatever the server knows', async () => {
    const asked: unknown[] = [];
    mockServer.use(
      http.post('*/api/collections/parents/request-password-reset', async ({ request }) => {
        asked.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderAt('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText('Email'), ' someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses someone@example.com, we have sent it a link to choose a new password.',
    );
    expect(asked).toEqual([{ email: 'someone@example.com' }]);
  });

  it('says so when there were too many requests, in the portal words', async () => {
    mockServer.use(
      http.post('*/api/collections/parents/request-password-reset', () =>
        HttpResponse.json({ status: 429, message: 'Too Many Requests.', data: {} }, { status: 429 }),
      ),
    );
    const user = renderAt('/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  });
});

describe("an author's forgotten password (from the creator sign-in)", () => {
  it("asks for the link on the author's account, and the link's page sets the password there, then leads to the creator sign-in", async () => {
    const asked: string[] = [];
    mockServer.use(
      http.post('*/api/collections/:collection/request-password-reset', ({ params }) => {
        asked.push(String(params['collection']));
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/collections/:collection/confirm-password-reset', ({ params }) => {
        asked.push(String(params['collection']));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderAt('/forgot-password?account=creators', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'author@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses author@example.com');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/creator-login');
    cleanup();

    const again = renderAt('/reset-password?token=abc.def&account=creators', <ResetPasswordPage />);
    await again.type(screen.getByLabelText('New password'), 'Author-Heron-62');
    await again.type(screen.getByLabelText('Confirm new password'), 'Author-Heron-62');
    await again.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(asked).toEqual(['creators', 'creators']);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/creator-login');
  });
});

describe('Choose a new password', () => {
  it("takes a new password by the sign-up's rules and sends it with the link's token", async () => {
    const sent: unknown[] = [];
    mockServer.use(
      http.post('*/api/collections/parents/confirm-password-reset', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderAt('/reset-password?token=abc.def', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Your password needs at least 8 characters');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two passwords do not match');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'NewPassword1!');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed. Sign in with your new password.');
    expect(sent).toEqual([{ token: 'abc.def', password: 'NewPassword1!', passwordConfirm: 'NewPassword1!' }]);
  });

  it('a used or old link is told in words, with a way to ask for a new one', async () => {
    mockServer.use(http.post('*/api/collections/parents/confirm-password-reset', refused));
    const user = renderAt('/reset-password?token=old', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'NewPassword1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is not valid any more: it may have been used or be over 30 minutes old. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('Verify your email', () => {
  it('verifies as it opens, and says when the link is not valid', async () => {
    const tokens: unknown[] = [];
    mockServer.use(
      http.post('*/api/collections/parents/confirm-verification', async ({ request }) => {
        tokens.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAt('/verify-email?token=t1', <VerifyEmailPage />);
    expect(
      await screen.findByText('Thank you: your email address is verified. The emails you chose in Settings now reach you.'),
    ).toBeVisible();
    expect(tokens).toEqual([{ token: 't1' }]);
  });

  it('a refused link is told in words', async () => {
    mockServer.use(http.post('*/api/collections/parents/confirm-verification', refused));
    renderAt('/verify-email?token=used', <VerifyEmailPage />);
    expect(await screen.findByText(/This link is not valid any more/)).toBeVisible();
  });
});

describe('Confirm your new email', () => {
  it("asks for the password, then sends it with the link's token", async () => {
    const sent: unknown[] = [];
    mockServer.use(
      http.post('*/api/collections/parents/confirm-email-change', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderAt('/confirm-email-change?token=new.address', <ConfirmEmailChangePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Password'), 'Parent123!');
    await user.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email is changed. Sign in with your new email; every device signed in before is signed out.',
    );
    expect(sent).toEqual([{ token: 'new.address', password: 'Parent123!' }]);
  });

  it('a wrong password is told on the field; a used link in words', async () => {
    mockServer.use(
      http.post('*/api/collections/parents/confirm-email-change', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password === 'wrong-one')
          return HttpResponse.json(
            {
              status: 400,
              message: 'Something went wrong.',
              data: { password: { code: 'validation_invalid_password', message: 'Invalid password.' } },
            },
            { status: 400 },
          );
        return refused();
      }),
    );
    const user = renderAt('/confirm-email-change?token=used', <ConfirmEmailChangePage />);
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByText('That is not the password of this account')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('That is not the password of this account');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Parent123!');
    await user.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/the link may have been used or be too old/);
  });

  it('without a token, says what to do', () => {
    renderAt('/confirm-email-change', <ConfirmEmailChangePage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is missing its code. Open the link from the email again.');
    // No form that cannot work: no password asked for in vain.
    expect(screen.queryByRole('button', { name: 'Confirm my new email' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
