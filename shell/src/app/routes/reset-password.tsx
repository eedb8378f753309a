import { useState } from 'react';
import { Link, useSearchParams } from 'shared/router';
import { paths } from 'shared';
import { AccountCard } from '../../features/account/components/account-card.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { confirmPasswordReset, linkProblem } from '../../features/account/api.ts';
import { t } from '../../features/account/messages.ts';
import { validateNewPassword, type NewPasswordFields } from '../../features/auth/validation.ts';

/** `/reset-password?token=`: the link of the password-reset email; a new password by the sign-up's rules. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : t('reset.noToken'));
  const [busy, setBusy] = useState(false);
  const form = useForm<NewPasswordFields>({ password: '', passwordConfirm: '' }, validateNewPassword, () => setProblem(null));
  const save = async ({ password, passwordConfirm }: NewPasswordFields) => {
    setBusy(true);
    try {
      await confirmPasswordReset(token, password, passwordConfirm);
      setDone(true);
    } catch (error) {
      setProblem(linkProblem(error, t('reset.invalid')));
    } finally {
      setBusy(false);
    }
  };
  const problemWithWayOut = problem && (
    <>
      {problem} <Link to={paths.forgotPassword}>{t('reset.again')}</Link>
    </>
  );
  return (
    <AccountCard id="reset" title={t('reset.title')} intro={t('reset.intro')} done={done && t('reset.done')} problem={problemWithWayOut}>
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
