import { useState } from 'react';
import { Link, useSearchParams } from 'shared/router';
import { AccountCard } from '../../features/account/components/account-card.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from 'shared/ui/use-form';
import { accountPaths, confirmPasswordReset, linkProblem, passwordAccountOf } from '../../features/account/api.ts';
import { t } from '../../features/account/messages.ts';
import { validateNewPassword, type NewPasswordFields } from '../../features/auth/validation.ts';

/** `/reset-password?token=` (and `&account=creators` for an author): the link of the password-reset email; a new password by the sign-up's rules. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const account = passwordAccountOf(params);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : t('reset.noToken'));
  const [busy, setBusy] = useState(false);
  const form = useForm<NewPasswordFields>({ password: '', passwordConfirm: '' }, validateNewPassword, () => setProblem(null));
  const save = async ({ password, passwordConfirm }: NewPasswordFields) => {
    setBusy(true);
    try {
      await confirmPasswordReset(token, password, passwordConfirm, account);
      setDone(true);
    } catch (error) {
      setProblem(linkProblem(error, t('reset.invalid')));
    } finally {
      setBusy(false);
    }
  };
  const problemWithWayOut = problem && (
    <>
      {problem} <Link to={accountPaths(account).forgotPassword}>{t('reset.again')}</Link>
    </>
  );
  return (
    <AccountCard
      id="reset"
      signIn={accountPaths(account).signIn}
      title={t('reset.title')}
      intro={t('reset.intro')}
      done={done && t('reset.done')}
      problem={problemWithWayOut}
    >
      <form noValidate onSubmit={form.onSubmit(save)}>
        <TextField label={t('reset.password')} type="password" autoComplete="new-password" {...form.field('password')} />
        <TextField label={t('reset.passwordConfirm')} type="password" autoComplete="new-password" {...form.field('passwordConfirm')} />
        <button type="submit" className="auth-button" aria-busy={busy} disabled={busy || !token}>
          {busy ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    </AccountCard>
  );
}
