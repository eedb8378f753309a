import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { apiRoute, demoLogins, fixtures } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations } from 'mocks/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths, t } from 'shared';
import { pb } from 'shared/session';
import { watchPrerenderedForm } from '../../features/auth/typed-before-start.ts';
import { address, landedOn, renderAuth } from './render-auth.tsx';

const demo = demoLogins();
const CHILD_WRONG_CODE = "That code didn't work. Check your card, or ask a grown-up.";
const authUrl = (collection: string) => `*/api/collections/${collection}/auth-with-password`;

async function fillParent(user: ReturnType<typeof renderAuth>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

/** A field's message, once shown. */
function shownMessage(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const message = screen.getByText(text);
    expect(message).toBeVisible();
    return message;
  });
}

async function openStudentTab(user: ReturnType<typeof renderAuth>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Student' }));
}

describe('LoginPage', () => {
  it('carries on from the prerendered form: what was typed before the app loaded, and where the caret was; once only', async () => {
    // The form a production build serves at /login, typed into before the app has loaded.
    const prerendered = document.createElement('div');
    prerendered.innerHTML = '<input name="email" type="email"><input name="password" type="password">';
    document.body.append(prerendered);
    watchPrerenderedForm(prerendered);
    const [email, password] = prerendered.querySelectorAll('input');
    if (!email || !password) throw new Error('The stand-in form has no inputs');
    email.value = demo.parent.email;
    password.focus();
    password.value = 'sec';
    // The app's form takes its place.
    prerendered.remove();
    const { user } = renderAuth();
    expect(screen.getByLabelText('Email')).toHaveValue(demo.parent.email);
    expect(screen.getByLabelText('Password')).toHaveValue('sec');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('ret');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');

    cleanup();
    renderAuth();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows the tagline and opens on the Parent tab', async () => {
    renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'MCQ Revision for Primary School' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Parent' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login as Parent' })).toBeVisible();
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute('href', paths.signup);
  });

  describe('parent validation', () => {
    it('requires the email and the password', async () => {
      const { user } = renderAuth();
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await shownMessage('Please enter your email')).toBeVisible();
      expect(await shownMessage('Please enter your password')).toBeVisible();
    });

    it('refuses an email that is not an email address', async () => {
      const { user } = renderAuth();
      await fillParent(user, 'not-an-email', 'secret');
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await shownMessage('Please enter a valid email address')).toBeVisible();
      expect(screen.queryByText('Please enter your password')).not.toBeInTheDocument();
    });

    it('does not ask the server while a field is invalid', async () => {
      let calls = 0;
      mockServer.use(
        http.post(authUrl('parents'), () => {
          calls += 1;
          return HttpResponse.json({}, { status: 500 });
        }),
      );
      const { user } = renderAuth();
      await user.type(screen.getByLabelText('Email'), 'parent@demo.com');
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await shownMessage('Please enter your password')).toBeVisible();
      expect(calls).toBe(0);
    });
  });

  describe('student validation', () => {
    it('shows the STU001-style placeholder and requires the student ID and the access code', async () => {
      const { user } = renderAuth();
      await openStudentTab(user);
      expect(screen.getByLabelText('Student ID')).toHaveAttribute('placeholder', 'e.g. STU001');
      await user.click(screen.getByRole('button', { name: 'Start Revision' }));
      expect(await shownMessage('Please enter your Student ID')).toBeVisible();
      expect(await shownMessage('Please enter your Access Code')).toBeVisible();
    });

    it('treats a student ID of spaces as missing', async () => {
      const { user } = renderAuth();
      await openStudentTab(user);
      await user.type(screen.getByLabelText('Student ID'), '   ');
      await user.type(screen.getByLabelText('Access Code'), 'sunny');
      await user.click(screen.getByRole('button', { name: 'Start Revision' }));
      expect(await shownMessage('Please enter your Student ID')).toBeVisible();
    });
  });

  describe('signing in', () => {
    it('sends a parent to /parent-dashboard', async () => {
      const { user } = renderAuth();
      await fillParent(user, demo.parent.email, demo.parent.password);
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await landedOn(paths.parentDashboard)).toBeInTheDocument();
      expect(pb.authStore.record?.['email']).toBe(demo.parent.email);
    });

    it('sends a student to /student-dashboard', async () => {
      const { user } = renderAuth();
      await openStudentTab(user);
      await user.type(screen.getByLabelText('Student ID'), demo.student.studentId);
      await user.type(screen.getByLabelText('Access Code'), demo.student.accessCode);
      await user.click(screen.getByRole('button', { name: 'Start Revision' }));
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
    });

    it('returns to the guarded page the user first asked for', async () => {
      const { user } = renderAuth({ pathname: paths.login, state: { from: '/create-assignment?draft=1' } });
      await fillParent(user, demo.parent.email, demo.parent.password);
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await landedOn('/create-assignment')).toBeInTheDocument();
    });

    it("ignores a page asked for that belongs to another role and goes to the user's dashboard", async () => {
      const { user } = renderAuth({ pathname: paths.login, state: { from: '/quiz/abc' } });
      await fillParent(user, demo.parent.email, demo.parent.password);
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await landedOn(paths.parentDashboard)).toBeInTheDocument();
    });

    it("shows 'Signing in...' while the parent's sign-in is under way", async () => {
      let answer: ((response: Response) => void) | undefined;
      mockServer.use(http.post(authUrl('parents'), () => new Promise<Response>((resolve) => (answer = resolve))));
      const { user } = renderAuth();
      await fillParent(user, demo.parent.email, demo.parent.password);
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Login as Parent' })).not.toBeInTheDocument();
      await waitFor(() => expect(answer).toBeDefined());
      act(() => answer?.(HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 })));
      const button = await screen.findByRole('button', { name: 'Login as Parent' });
      expect(button).toBeEnabled();
      expect(button).toHaveAttribute('aria-busy', 'false');
      expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
    });
  });

  describe('server errors', () => {
    it("shows 'Authentication failed' in a red alert, keeps the user on the screen and clears it on edit", async () => {
      const { user } = renderAuth();
      await fillParent(user, demo.parent.email, 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Authentication failed');
      // The red alert.
      expect(alert).toHaveClass('auth-alert-error');
      expect(alert).toHaveTextContent(/^Authentication failed/);
      expect(screen.getByLabelText('Email')).toHaveValue(demo.parent.email);
      expect(pb.authStore.isValid).toBe(false);

      await user.type(screen.getByLabelText('Password'), 'x');
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });

    it('clears the error when the other field is edited too', async () => {
      const { user } = renderAuth();
      await fillParent(user, demo.parent.email, 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
      await user.type(screen.getByLabelText('Email'), 'm');
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });

    it("shows a student's failure on the Student tab only, and clears it when a field is edited", async () => {
      const { user } = renderAuth();
      await openStudentTab(user);
      await user.type(screen.getByLabelText('Student ID'), demo.student.studentId);
      await user.type(screen.getByLabelText('Access Code'), 'wrong-code');
      await user.click(screen.getByRole('button', { name: 'Start Revision' }));
      const studentPanel = screen.getByRole('tabpanel', { name: 'Student' });
      const alert = await within(studentPanel).findByRole('alert');
      // In words a child can read and act on.
      expect(alert).toHaveTextContent(CHILD_WRONG_CODE);
      expect(within(alert).queryByText('Authentication failed')).not.toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Parent' }));
      expect(within(screen.getByRole('tabpanel', { name: 'Parent' })).queryByRole('alert')).not.toBeInTheDocument();

      await openStudentTab(user);
      await user.type(screen.getByLabelText('Access Code'), 'x');
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });

    it('signs a child in with the Student ID in small letters and the code with capitals and spaces', async () => {
      const sent: unknown[] = [];
      mockServer.events.on('request:start', ({ request }) => {
        if (request.url.includes('/students/auth-with-password'))
          void request
            .clone()
            .json()
            .then((body) => sent.push(body));
      });
      const { user } = renderAuth();
      await openStudentTab(user);
      const [adjective, animal, number] = demo.student.accessCode.split('-');
      await user.type(screen.getByLabelText('Student ID'), demo.student.studentId.toLowerCase());
      await user.type(screen.getByLabelText('Access Code'), ` ${adjective!.toUpperCase()} ${animal} ${number}`);
      await user.click(screen.getByRole('button', { name: 'Start Revision' }));
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
      // the one rule of shared/src/domain, which the server applies too
      expect(sent).toEqual([expect.objectContaining({ identity: demo.student.studentId, password: demo.student.accessCode })]);
      mockServer.events.removeAllListeners();
    });

    it('shows and hides the access code with its Show button, by keyboard too', async () => {
      const { user } = renderAuth();
      await openStudentTab(user);
      const code = screen.getByLabelText('Access Code');
      await user.type(code, 'sunny-tiger-42');
      const show = screen.getByRole('button', { name: 'Show code' });
      expect(show).toHaveTextContent('Show');
      expect(code).toHaveAttribute('type', 'password');
      await user.tab();
      expect(show).toHaveFocus();
      await user.keyboard('{Enter}');
      // It says what it does next, in words a child reads.
      expect(show).toHaveAccessibleName('Hide code');
      expect(show).toHaveTextContent('Hide');
      expect(code).toHaveAttribute('type', 'text');
      expect(code).toHaveValue('sunny-tiger-42');
      await expectNoAxeViolations();
      await user.keyboard(' ');
      expect(code).toHaveAttribute('type', 'password');
      // nothing is sent by showing it
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("points a parent's wrong password to Forgot password", async () => {
      const { user } = renderAuth();
      await fillParent(user, demo.parent.email, 'not-my-password');
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Authentication failed');
      expect(alert).toHaveTextContent('Check your email and password. Forgotten your password?');
      await expectNoAxeViolations();
      await user.click(within(alert).getByRole('link', { name: 'Forgot password?' }));
      expect(await landedOn(paths.forgotPassword)).toBeInTheDocument();
    });

    it("shows the server's own words for a locked account", async () => {
      const locked = 'Too many wrong passwords or access codes in a row. This account is locked for 15 minutes; please try again later.';
      mockServer.use(http.post(authUrl('students'), () => HttpResponse.json({ status: 403, message: locked, data: {} }, { status: 403 })));
      const { user } = renderAuth();
      await openStudentTab(user);
      await user.type(screen.getByLabelText('Student ID'), demo.student.studentId);
      await user.type(screen.getByLabelText('Access Code'), 'wrong-code');
      await user.click(screen.getByRole('button', { name: 'Start Revision' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(locked);
      // The server's own words say what to do.
      expect(screen.queryByText(CHILD_WRONG_CODE)).not.toBeInTheDocument();
    });

    it('says so when there were too many attempts', async () => {
      mockServer.use(
        http.post(authUrl('parents'), () => HttpResponse.json({ status: 429, message: 'Too Many Requests.', data: {} }, { status: 429 })),
      );
      const { user } = renderAuth();
      await fillParent(user, demo.parent.email, 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(t('error.rateLimited'));
    });

    it('says so when the server cannot be reached', async () => {
      mockServer.use(http.post(authUrl('parents'), () => HttpResponse.error()));
      const { user } = renderAuth();
      await fillParent(user, demo.parent.email, demo.parent.password);
      await user.click(screen.getByRole('button', { name: 'Login as Parent' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We could not reach the server. Check your internet connection and try again.',
      );
    });
  });

  describe('session notice', () => {
    it('tells a user whose session ended why they are back on the login page', async () => {
      const parent = fixtures.parents[0];
      // A token the browser still holds that the server no longer accepts.
      const expired = `e30.${btoa(JSON.stringify({ id: parent?.id, exp: 1 }))}.x`;
      pb.authStore.save(expired, { id: parent?.id ?? '', collectionName: 'parents', collectionId: 'pbc_parents' });
      mockServer.use(
        http.get('*/api/collections/parents/records', () =>
          HttpResponse.json({ status: 401, message: 'The request requires valid record authorization token.', data: {} }, { status: 401 }),
        ),
      );
      renderAuth();
      expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
      await act(() =>
        pb
          .collection('parents')
          .getList()
          .catch(() => undefined),
      );
      expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    });
  });

  describe('demo logins card', () => {
    it('shows the demo parent and student logins and fills the form with them', async () => {
      const { user } = renderAuth();
      const card = await screen.findByRole('heading', { name: 'Demo logins' });
      expect(card).toBeVisible();
      const parentLogin = screen.getByRole('region', { name: 'Demo parent' });
      expect(parentLogin).toHaveTextContent(demo.parent.email);
      expect(parentLogin).toHaveTextContent(demo.parent.password);
      const studentLogin = screen.getByRole('region', { name: 'Demo student' });
      expect(studentLogin).toHaveTextContent(demo.student.studentId);
      expect(studentLogin).toHaveTextContent(demo.student.accessCode);

      await user.click(screen.getByRole('button', { name: 'Use the demo student login' }));
      expect(screen.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('Student ID')).toHaveValue(demo.student.studentId);
      expect(screen.getByLabelText('Access Code')).toHaveValue(demo.student.accessCode);
      await user.click(screen.getByRole('button', { name: 'Start Revision' }));
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
    });

    it('fills the parent form from the card', async () => {
      const { user } = renderAuth();
      await openStudentTab(user);
      await user.click(await screen.findByRole('button', { name: 'Use the demo parent login' }));
      expect(screen.getByRole('tab', { name: 'Parent' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('Email')).toHaveValue(demo.parent.email);
      expect(screen.getByLabelText('Password')).toHaveValue(demo.parent.password);
    });

    it('is not shown when the backend runs without demo data', async () => {
      let asked = false;
      mockServer.use(
        apiRoute('demoLogins', () => {
          asked = true;
          return HttpResponse.json({ status: 404, message: 'Demo data is turned off.', data: {} }, { status: 404 });
        }),
      );
      renderAuth();
      await waitFor(() => expect(asked).toBe(true));
      expect(screen.queryByRole('heading', { name: 'Demo logins' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Login as Parent' })).toBeVisible();
    });
  });

  describe('keyboard use', () => {
    it('switches tabs with the arrow keys and submits with Enter', async () => {
      const { user } = renderAuth();
      screen.getByRole('tab', { name: 'Parent' }).focus();
      await user.keyboard('{ArrowRight}{Enter}');
      // The focused tab also announces its position ("Tab 2 of 2").
      expect(screen.getByRole('tab', { name: /Student$/ })).toHaveAttribute('aria-selected', 'true');
      await user.tab();
      expect(screen.getByRole('tabpanel', { name: /Student$/ })).toHaveFocus();
      await user.tab();
      expect(screen.getByLabelText('Student ID')).toHaveFocus();
      await user.keyboard(`${demo.student.studentId}`);
      await user.tab();
      expect(screen.getByLabelText('Access Code')).toHaveFocus();
      await user.keyboard(`${demo.student.accessCode}{Enter}`);
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
    });
  });

  describe("a login card's link", () => {
    it('opens the Student tab with the Student ID filled in and the caret in the Access Code, and signs in', async () => {
      const { user } = renderAuth(`${paths.login}?student=${demo.student.studentId}`);
      expect(screen.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('Student ID')).toHaveValue(demo.student.studentId);
      expect(screen.getByLabelText('Access Code')).toHaveValue('');
      expect(screen.getByLabelText('Access Code')).toHaveFocus();
      await user.keyboard(`${demo.student.accessCode}{Enter}`);
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
    });

    it("with the card's code in the fragment, signs the child in at once and takes the code out of the address", async () => {
      renderAuth(`${paths.login}?student=${demo.student.studentId}#code=${demo.student.accessCode}`);
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
      expect(pb.authStore.record?.['student_id']).toBe(demo.student.studentId);
      expect(address()).not.toContain(demo.student.accessCode);
    });

    it("with a code that no longer works, says so in a child's words, the code gone from the address", async () => {
      renderAuth(`${paths.login}?student=${demo.student.studentId}#code=brave-lion-999`);
      const alert = await within(screen.getByRole('tabpanel', { name: 'Student' })).findByRole('alert');
      expect(alert).toHaveTextContent(CHILD_WRONG_CODE);
      expect(address()).toBe(`${paths.login}?student=${demo.student.studentId}`);
      expect(pb.authStore.isValid).toBe(false);
    });

    it("opened where a parent is signed in with the card's code, signs the child in once the parent steps aside", async () => {
      await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
      const { user } = renderAuth(`${paths.login}?student=${demo.student.studentId}#code=${demo.student.accessCode}`);
      expect(address()).not.toContain('#');
      expect(pb.authStore.record?.collectionName).toBe('parents');
      await user.click(screen.getByRole('button', { name: 'Log out so the child can sign in' }));
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
      expect(pb.authStore.record?.['student_id']).toBe(demo.student.studentId);
    });

    it.each(['stu001', 'STU01', 'STU001x', '<b>STU001</b>', 'STU001 ', ''])(
      'ignores a student parameter that is not a Student ID (%j)',
      (value) => {
        renderAuth(`${paths.login}?student=${encodeURIComponent(value)}`);
        expect(screen.getByRole('tab', { name: 'Parent' })).toHaveAttribute('aria-selected', 'true');
        expect(screen.getByLabelText('Student ID')).toHaveValue('');
        expect(document.body).toHaveFocus();
      },
    );

    it('opened where a parent is signed in, says so and lets the parent step aside for the child', async () => {
      await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
      const { user } = renderAuth(`${paths.login}?student=${demo.student.studentId}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Someone is signed in on this device' })).toBeVisible();
      expect(screen.getByText(new RegExp(`the child with Student ID ${demo.student.studentId} can sign in`))).toBeVisible();
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Log out so the child can sign in' }));
      expect(pb.authStore.token).toBe('');
      expect(screen.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('Student ID')).toHaveValue(demo.student.studentId);
      await user.type(screen.getByLabelText('Access Code'), `${demo.student.accessCode}{Enter}`);
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
    });

    it('opened where a parent is signed in, lets the parent stay: back to their dashboard, still signed in', async () => {
      await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
      const { user } = renderAuth(`${paths.login}?student=${demo.student.studentId}`);
      await user.click(screen.getByRole('link', { name: 'Stay signed in and go back' }));
      expect(await landedOn(paths.parentDashboard)).toBeInTheDocument();
      expect(pb.authStore.record?.collectionName).toBe('parents');
    });

    it("opened where the card's own child is signed in, goes straight to the child's dashboard", async () => {
      await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
      renderAuth(`${paths.login}?student=${demo.student.studentId}`);
      expect(await landedOn(paths.studentDashboard)).toBeInTheDocument();
    });

    it('keeps what was typed into the prerendered form over the link', () => {
      const prerendered = document.createElement('div');
      prerendered.innerHTML = '<input name="studentId"><input name="accessCode" type="password">';
      document.body.append(prerendered);
      watchPrerenderedForm(prerendered);
      const [studentId] = prerendered.querySelectorAll('input');
      if (!studentId) throw new Error('The stand-in form has no inputs');
      studentId.focus();
      studentId.value = 'STU002';
      prerendered.remove();
      renderAuth(`${paths.login}?student=${demo.student.studentId}`);
      expect(screen.getByLabelText('Student ID')).toHaveValue('STU002');
      expect(screen.getByLabelText('Student ID')).toHaveFocus();
    });
  });

  describe('links', () => {
    it('opens help from the Student tab', async () => {
      const { user } = renderAuth();
      await openStudentTab(user);
      await user.click(screen.getByRole('link', { name: 'Need help? Contact your parent or teacher' }));
      expect(await landedOn(paths.help)).toBeInTheDocument();
    });

    it('opens the parent sign-up', async () => {
      const { user } = renderAuth();
      await user.click(screen.getByRole('link', { name: "Don't have an account? Sign up" }));
      expect(await screen.findByRole('heading', { name: 'Create a parent account' })).toBeInTheDocument();
    });
  });
});
