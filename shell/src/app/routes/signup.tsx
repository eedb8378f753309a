import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'shared/router';
import { describeError, destinationAfterSignIn, paths, requestedPath } from 'shared';
import { sessionAtom, signInAtom } from 'shared/session';
import { CheckField } from '../../components/check-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from 'shared/ui/use-form';
import { signUpProblem, useSignUp } from '../../features/auth/api/sign-up.ts';
import { t } from '../../features/auth/messages.ts';
import { validateSignUp, type SignUpFields } from '../../features/auth/validation.ts';
import { usePageTitle } from 'shared/ui/page-change';

export function SignupPage() {
  const { user, error: signInError } = useAtomValue(sessionAtom);
  const signIn = useSetAtom(signInAtom);
  usePageTitle(t('signup.title'));
  const location = useLocation();
  const from = requestedPath(location.state);
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignUpFields>({ name: '', email: '', password: '', passwordConfirm: '', consent: '' }, validateSignUp, () =>
    setFormError(null),
  );
  const [signingIn, setSigningIn] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);

  // A new parent is signed in straight away; this moves them on to their dashboard.
  if (user) return <Navigate to={destinationAfterSignIn(user, from)} replace />;

  const save = (values: SignUpFields) => {
    setFormError(null);
    setSignInFailed(false);
    signUp.mutate(values, {
      onError: (error) => {
        const problem = signUpProblem(error);
        form.showErrors(problem.fields);
        setFormError(problem.form);
      },
      onSuccess: async () => {
        setSigningIn(true);
        const signedIn = await signIn({ type: 'parent', identity: values.email, password: values.password });
        setSigningIn(false);
        setSignInFailed(!signedIn);
      },
    });
  };

  const busy = signUp.isPending || signingIn;
  // The account exists but signing in failed (a network drop): say so here, not on /login.
  const shownError = formError ?? (signInFailed ? describeError(signInError, t('signup.error.default')) : null);

  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="signup-title">
        <h1 id="signup-title" className="auth-title">
          {t('signup.title')}
        </h1>
        <p className="auth-intro">{t('signup.intro')}</p>
        {shownError && (
          <p className="auth-alert auth-alert-error" role="alert">
            {shownError}
          </p>
        )}
        <form noValidate onSubmit={form.onSubmit(save)}>
          <TextField label={t('signup.name')} autoComplete="name" maxLength={100} {...form.field('name')} />
          <TextField label={t('signup.email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
          <TextField label={t('signup.password')} type="password" autoComplete="new-password" {...form.field('password')} />
          <TextField label={t('signup.passwordConfirm')} type="password" autoComplete="new-password" {...form.field('passwordConfirm')} />
          <CheckField label={t('signup.consent')} {...form.field('consent')}>
            <a href={paths.privacy} target="_blank" rel="noopener">
              {t('signup.consent.policy')}
            </a>
          </CheckField>
          <button type="submit" className="auth-button" aria-busy={busy} disabled={busy}>
            {busy ? t('signup.submitting') : t('signup.submit')}
          </button>
          <p className="auth-link">
            <Link to={paths.login} state={from ? { from } : undefined}>
              {t('signup.login')}
            </Link>
          </p>
        </form>
      </section>
    </main>
  );
}
