import { screen, waitFor } from '@testing-library/react';
import { apiRoute, createHandlers, createMockDb } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations } from 'mocks/testing';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths, PRIVACY_POLICY_VERSION } from 'shared';
import { pb } from 'shared/session';
import { landedOn, renderAuth } from './render-auth.tsx';

type User = ReturnType<typeof renderAuth>['user'];

/** A backend that accepts sign-ups into the same mock database it signs people in from. */
function acceptSignUps() {
  const db = createMockDb();
  const created: Record<string, unknown>[] = [];
  mockServer.use(
    apiRoute('signUp', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      const record = {
        id: `parentnew${created.length}`,
        collectionName: 'parents',
        collectionId: 'pbc_parents',
        name: body['name'],
        email: body['email'],
      };
      db.collections['parents']?.push(record);
      db.passwords.set(record.id, body['password'] ?? '');
      created.push(body);
      return HttpResponse.json(record);
    }),
    ...createHandlers(db),
  );
  return created;
}

function refuse(status: number, message: string, data: Record<string, { code: string; message: string }> = {}) {
  mockServer.use(apiRoute('signUp', () => HttpResponse.json({ status, message, data }, { status })));
}

const CONSENT = 'I am the parent or guardian of the children I will add, and I agree to the Privacy Policy';

async function fill(user: User, values: { name?: string; email?: string; password?: string; confirm?: string; consent?: boolean }) {
  if (values.name) await user.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password', { exact: true }), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  if (values.consent) await user.click(screen.getByRole('checkbox', { name: CONSENT }));
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical1', confirm: 'analytical1', consent: true };

async function submit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** A field's message, once shown. */
function shownMessage(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const message = screen.getByText(text);
    expect(message).toBeVisible();
    return message;
  });
}

describe('SignupPage', () => {
  it('asks for a name, an email and the password twice', () => {
    renderAuth(paths.signup);
    expect(screen.getByRole('heading', { level: 1, name: 'Create a parent account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute('href', paths.login);
  });

  it('requires every field', async () => {
    const { user } = renderAuth(paths.signup);
    await submit(user);
    expect(await shownMessage('Please enter your name')).toBeVisible();
    expect(await shownMessage('Please enter your email')).toBeVisible();
    expect(await shownMessage('Please choose a password')).toBeVisible();
    expect(await shownMessage('Please type your password again')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(
      'Read the Privacy Policy (opens in a new tab) Please confirm that you are the parent or guardian of the children you will add, and that you agree to the Privacy Policy',
    );
  });

  it("asks for the parent's consent to the Privacy Policy, by keyboard too, and sends nothing without it", async () => {
    let calls = 0;
    mockServer.use(
      apiRoute('signUp', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderAuth(paths.signup);
    await fill(user, { ...valid, consent: false });
    await submit(user);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy (opens in a new tab)' })).toHaveAttribute('href', paths.privacy);
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await expectNoAxeViolations(document.body);
  });

  it('refuses an invalid email', async () => {
    const { user } = renderAuth(paths.signup);
    await fill(user, { ...valid, email: 'ada-at-example' });
    await submit(user);
    expect(await shownMessage('Please enter a valid email address')).toBeVisible();
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { user } = renderAuth(paths.signup);
    await fill(user, { ...valid, password: 'short12', confirm: 'short12' });
    await submit(user);
    expect(await shownMessage('Your password needs at least 8 characters')).toBeVisible();
  });

  it('refuses two passwords that differ', async () => {
    let calls = 0;
    mockServer.use(
      apiRoute('signUp', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderAuth(paths.signup);
    await fill(user, { ...valid, confirm: 'analytical2' });
    await submit(user);
    expect(await shownMessage('The two passwords do not match')).toBeVisible();
    expect(calls).toBe(0);
  });

  it('creates the account, signs the new parent in and opens /parent-dashboard', async () => {
    const created = acceptSignUps();
    const { user } = renderAuth(paths.signup);
    await fill(user, valid);
    await submit(user);
    expect(await landedOn(paths.parentDashboard)).toBeInTheDocument();
    expect(created).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'analytical1',
        passwordConfirm: 'analytical1',
        consent: true,
        policyVersion: PRIVACY_POLICY_VERSION,
      },
    ]);
    expect(pb.authStore.record?.['email']).toBe('ada@example.com');
  });

  it('says plainly when the email already has an account', async () => {
    refuse(400, 'Failed to create record.', { email: { code: 'validation_not_unique', message: 'Value must be unique.' } });
    const { user } = renderAuth(paths.signup);
    await fill(user, valid);
    await submit(user);
    expect(await shownMessage('An account with this email already exists. Log in instead.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's sign-up limit for the network in the red alert, and signs nobody in", async () => {
    refuse(429, 'Too many sign-ups from your network. Please try again in 42 minutes.');
    const { user } = renderAuth(paths.signup);
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups from your network. Please try again in 42 minutes.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(pb.authStore.isValid).toBe(false);
  });

  it("shows the server's field messages under their fields", async () => {
    refuse(400, 'Failed to create record.', {
      password: { code: 'validation_length_out_of_range', message: 'Must be between 8 and 71 characters.' },
    });
    const { user } = renderAuth(paths.signup);
    await fill(user, valid);
    await submit(user);
    expect(await shownMessage('Must be between 8 and 71 characters')).toBeVisible();
  });

  it('shows a failure no field explains in a red alert, cleared by editing', async () => {
    mockServer.use(apiRoute('signUp', () => HttpResponse.error()));
    const { user } = renderAuth(paths.signup);
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your internet connection and try again.',
    );
    await user.type(screen.getByLabelText('Your name'), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
