import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'shared/router';
import {
  cardCodeFromLink,
  destinationAfterSignIn,
  normaliseAccessCode,
  normaliseStudentId,
  paths,
  requestedPath,
  signInErrorWords,
  studentIdFromLink,
  t as common,
  validateEmailSignIn,
  type EmailSignIn,
  type Role,
} from 'shared';
import { clearSessionErrorAtom, sessionAtom, signInAtom, signOutAtom, type SessionUser } from 'shared/session';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from 'shared/ui/use-form';
import { useInBrowser } from '../../components/use-in-browser.ts';
import { DemoLoginsCard } from '../../features/auth/components/demo-logins-card.tsx';
import { t } from '../../features/auth/messages.ts';
import { takeTypedBeforeStart } from '../../features/auth/typed-before-start.ts';
import { validateStudentLogin, type StudentFields } from '../../features/auth/validation.ts';
import { usePageTitle } from 'shared/ui/page-change';

type LoginTab = Extract<Role, 'parent' | 'student'>;
const tabs: readonly LoginTab[] = ['parent', 'student'];

/**
 * The server's refusal, on the tab whose sign-in failed. A wrong ID or code (the default words) is told to a
 * child in words they can read and act on; a parent's wrong password points to "Forgot password?". A lock, a
 * lost connection and the like keep their own words.
 */
function SignInError({ type }: { type: LoginTab }) {
  const { error, loginType, status } = useAtomValue(sessionAtom);
  if (status !== 'error' || loginType !== type) return null;
  const message = signInErrorWords(error);
  const wrong = message === common('signIn.error.default');
  if (wrong && type === 'student') {
    return (
      <div className="auth-alert auth-alert-error" role="alert">
        <p className="auth-alert-line auth-alert-hint">{t('login.student.error.code')}</p>
      </div>
    );
  }
  return (
    <div className="auth-alert auth-alert-error" role="alert">
      <p className="auth-alert-line">{message}</p>
      {wrong && (
        <p className="auth-alert-line">
          {t('login.parent.error.hint')} <Link to={paths.forgotPassword}>{t('login.parent.forgot')}</Link>
        </p>
      )}
    </div>
  );
}

/** Editing any field clears a shown error (docs/product.md, "Signing in and out"). */
function useClearErrorOnEdit() {
  const { status, notice } = useAtomValue(sessionAtom);
  const clearError = useSetAtom(clearSessionErrorAtom);
  return () => {
    if (status === 'error' || notice === 'expired') clearError();
  };
}

type ParentForm = ReturnType<typeof useForm<EmailSignIn>>;
type StudentForm = ReturnType<typeof useForm<StudentFields>>;

function ParentLoginForm({ form, from }: { form: ParentForm; from: string | undefined }) {
  const signIn = useSetAtom(signInAtom);
  const { loading, loginType } = useAtomValue(sessionAtom);
  const busy = loading && loginType === 'parent';
  const inBrowser = useInBrowser();
  return (
    <form noValidate onSubmit={form.onSubmit(({ email, password }) => void signIn({ type: 'parent', identity: email, password }))}>
      <SignInError type="parent" />
      <TextField
        label={common('signIn.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        {...form.field('email')}
      />
      <TextField
        label={common('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <button type="submit" className="auth-button" aria-busy={busy} disabled={busy || !inBrowser}>
        {busy ? common('signIn.submitting') : t('login.parent.submit')}
      </button>
      <p className="auth-link">
        <Link to={paths.forgotPassword}>{t('login.parent.forgot')}</Link>
      </p>
      <p className="auth-link">
        <Link to={paths.signup} state={from ? { from } : undefined}>
          {t('login.parent.signup')}
        </Link>
      </p>
    </form>
  );
}

/** A child's sign-in, the ID and code as the server keeps them (typed in any case, with spaces or without hyphens). */
function useStudentSignIn() {
  const signIn = useSetAtom(signInAtom);
  return useCallback(
    (studentId: string, accessCode: string) =>
      void signIn({ type: 'student', identity: normaliseStudentId(studentId), password: normaliseAccessCode(accessCode) }),
    [signIn],
  );
}

function StudentLoginForm({ form }: { form: StudentForm }) {
  const signInStudent = useStudentSignIn();
  const { loading, loginType } = useAtomValue(sessionAtom);
  const busy = loading && loginType === 'student';
  const inBrowser = useInBrowser();
  const [codeShown, setCodeShown] = useState(false);
  return (
    <form noValidate onSubmit={form.onSubmit(({ studentId, accessCode }) => signInStudent(studentId, accessCode))}>
      <SignInError type="student" />
      <TextField
        label={t('login.student.id')}
        name="studentId"
        placeholder={t('login.student.id.placeholder')}
        autoComplete="username"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        {...form.field('studentId')}
      />
      <TextField
        label={t('login.student.code')}
        name="accessCode"
        type={codeShown ? 'text' : 'password'}
        autoComplete="current-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        beside={
          <button
            type="button"
            className="form-reveal"
            // Its words say what it does next: Show, then Hide (a child cannot read a pressed state).
            aria-label={t(codeShown ? 'login.student.code.hide' : 'login.student.code.show')}
            disabled={!inBrowser}
            onClick={() => setCodeShown((shown) => !shown)}
          >
            {t(codeShown ? 'login.student.code.hideShort' : 'login.student.code.showShort')}
          </button>
        }
        {...form.field('accessCode')}
      />
      <button type="submit" className="auth-button" aria-busy={busy} disabled={busy || !inBrowser}>
        {busy ? common('signIn.submitting') : t('login.student.submit')}
      </button>
      <p className="auth-link">
        <Link to={paths.help}>{t('login.student.help')}</Link>
      </p>
    </form>
  );
}

/** The two tabs of the login (docs/product.md, "Signing in and out"), as the WAI-ARIA tabs pattern: arrow keys move between them. */
function LoginTabs({ tab, onChange }: { tab: LoginTab; onChange: (tab: LoginTab) => void }) {
  const buttons = useRef(new Map<LoginTab, HTMLButtonElement>());
  const inBrowser = useInBrowser();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -tabs.length, End: tabs.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(tabs.length - 1, Math.max(0, tabs.indexOf(tab) + step));
    const next = tabs[index] ?? tab;
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div className="auth-tabs" role="tablist" aria-label={t('login.tabs')} onKeyDown={onKeyDown}>
      {tabs.map((name) => (
        <button
          key={name}
          ref={(element) => {
            if (element) buttons.current.set(name, element);
          }}
          type="button"
          role="tab"
          id={`login-tab-${name}`}
          aria-controls={`login-panel-${name}`}
          aria-selected={tab === name}
          tabIndex={tab === name ? 0 : -1}
          className="auth-tab"
          disabled={!inBrowser}
          onClick={() => onChange(name)}
        >
          {t(name === 'parent' ? 'login.tab.parent' : 'login.tab.student')}
        </button>
      ))}
    </div>
  );
}

/**
 * A login card's link opened where someone else is signed in (the family tablet, with the parent's session):
 * the card is for a child, so the page says who is signed in and lets them step aside, rather than sending
 * the child to the parent's dashboard.
 */
function SignedInOnCardLink({ user, studentId, onSignOut }: { user: SessionUser; studentId: string; onSignOut: () => void }) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="login-card-title">
        <h1 id="login-card-title" className="auth-title">
          {t('login.card.title')}
        </h1>
        <p className="auth-intro">{t('login.card.text', { name: user.name || user.email || user.studentId || '', studentId })}</p>
        <button type="button" className="auth-button" onClick={onSignOut}>
          {t('login.card.signOut')}
        </button>
        <p className="auth-link">
          <Link to={destinationAfterSignIn(user, undefined)}>{t('login.card.stay')}</Link>
        </p>
      </section>
    </main>
  );
}

export function LoginPage() {
  const { user, notice } = useAtomValue(sessionAtom);
  const location = useLocation();
  const from = requestedPath(location.state);
  usePageTitle(t('login.pageTitle'));
  // A login card's link (`/login?student=STU2345678`) opens the Student tab with the ID filled in;
  // anything that is not a well-formed Student ID is ignored.
  const [linkedStudentId] = useState(() => studentIdFromLink(location.search));
  // Its QR code also carries the access code, in the fragment (`#code=...`, which no server is sent): read
  // once, and used to sign the child in.
  const [cardCode] = useState(() => (linkedStudentId ? cardCodeFromLink(location.hash) : null));
  // Someone other than the card's child was already signed in when the card's link was opened.
  const [cardForSomeoneElse, setCardForSomeoneElse] = useState(() =>
    Boolean(linkedStudentId && user && user.studentId !== linkedStudentId),
  );
  const signOut = useSetAtom(signOutAtom);
  const signInStudent = useStudentSignIn();
  const navigate = useNavigate();
  const cardSignInTried = useRef(false);
  const [tab, setTab] = useState<LoginTab>(linkedStudentId ? 'student' : 'parent');
  const clearErrorOnEdit = useClearErrorOnEdit();
  const parentForm = useForm<EmailSignIn>({ email: '', password: '' }, validateEmailSignIn, clearErrorOnEdit);
  const studentForm = useForm<StudentFields>(
    { studentId: linkedStudentId ?? '', accessCode: cardCode ?? '' },
    validateStudentLogin,
    clearErrorOnEdit,
  );

  // The code leaves the address bar (and the browser's history) as soon as the router can move: a fragment is
  // nothing the sign-in uses otherwise.
  const { hash, pathname, search, state } = location;
  useEffect(() => {
    if (hash) void navigate({ pathname, search }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);

  // The card signs its child in at once, once whoever else was signed in has stepped aside.
  useEffect(() => {
    if (!cardCode || !linkedStudentId || user || cardSignInTried.current) return;
    cardSignInTried.current = true;
    signInStudent(linkedStudentId, cardCode);
  }, [cardCode, linkedStudentId, user, signInStudent]);
  const { setValues: fillParent } = parentForm;
  const { setValues: fillStudent } = studentForm;
  // Served prerendered, the page may have been typed into before the app loaded: as this form
  // takes the prerendered one's place (before the screen is painted), it carries on from there.
  // Otherwise a card's link puts the caret where the child types next: the access code.
  useLayoutEffect(() => {
    const typed = takeTypedBeforeStart();
    if (typed) {
      const { email = '', password = '', studentId = linkedStudentId ?? '', accessCode = '' } = typed.values;
      fillParent({ email, password });
      fillStudent({ studentId, accessCode });
    }
    const focus = typed?.focus ?? (linkedStudentId ? { name: 'accessCode', start: null, end: null } : null);
    const input = focus && document.getElementsByName(focus.name)[0];
    if (!(input instanceof HTMLInputElement) || !focus) return;
    input.focus();
    // An email input has no selection to set.
    if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end);
  }, [fillParent, fillStudent, linkedStudentId]);

  // Signing in (or arriving already signed in) moves on to the page the user asked for.
  if (user && cardForSomeoneElse && linkedStudentId) {
    const stepAside = () => {
      setCardForSomeoneElse(false);
      setTab('student');
      signOut();
    };
    return <SignedInOnCardLink user={user} studentId={linkedStudentId} onSignOut={stepAside} />;
  }
  if (user) return <Navigate to={destinationAfterSignIn(user, from)} replace />;

  const panel = (name: LoginTab, content: ReactNode) => (
    <div
      role="tabpanel"
      id={`login-panel-${name}`}
      aria-labelledby={`login-tab-${name}`}
      hidden={tab !== name}
      tabIndex={0}
      className="auth-panel"
    >
      {content}
    </div>
  );

  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-title">
          {common('app.tagline')}
        </h1>
        {notice === 'expired' && (
          <p className="auth-alert auth-alert-warning" role="status">
            {t('session.expired')}
          </p>
        )}
        <LoginTabs tab={tab} onChange={setTab} />
        {panel('parent', <ParentLoginForm form={parentForm} from={from} />)}
        {panel('student', <StudentLoginForm form={studentForm} />)}
      </section>
      <DemoLoginsCard
        onUseParent={({ email, password }) => {
          setTab('parent');
          parentForm.setValues({ email, password });
          clearErrorOnEdit();
        }}
        onUseStudent={({ studentId, accessCode }) => {
          setTab('student');
          studentForm.setValues({ studentId, accessCode });
          clearErrorOnEdit();
        }}
      />
    </main>
  );
}
