import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import CreatorAppRoutes from '../routes.tsx';

describe('the creator portal', () => {
  it('asks a signed-out visitor to sign in, then opens the page they asked for', async () => {
    const { user } = await renderRoute(CreatorAppRoutes, '/content-creator-dashboard');
    expect(await screen.findByRole('heading', { name: 'Content Creator Sign In' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'creator@demo.com');
    await user.type(screen.getByLabelText('Password'), 'Creator123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Chris Author' })).toBeVisible();
  });

  it('refuses wrong credentials with the default words, and editing clears them', async () => {
    const { user } = await renderRoute(CreatorAppRoutes, '/creator-login');
    await user.type(await screen.findByLabelText('Email'), 'creator@demo.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed');
    // and points to Forgot password: the portal's page, for an author's account
    expect(alert).toHaveTextContent('Check your email and password. Forgotten your password?');
    expect(within(alert).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      `${window.location.origin}/forgot-password?account=creators`,
    );
    await expectNoAxeViolations(document.body);
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      `${window.location.origin}/forgot-password?account=creators`,
    );
  });

  it('checks the email and password before asking the server', async () => {
    const { user } = await renderRoute(CreatorAppRoutes, '/creator-login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // antd fades messages in, so they are present before they are opaque.
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
  });
});
