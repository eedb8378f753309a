import { useState } from 'react';
import { useSearchParams } from 'shared/router';
import { describeError } from 'shared';
import { AccountCard } from '../../features/account/components/account-card.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from 'shared/ui/use-form';
import { accountPaths, passwordAccountOf, requestPasswordReset } from '../../features/account/api.ts';
import { t } from '../../features/account/messages.ts';
import { validateEmail } from '../../features/auth/validation.ts';

/**
 * `/forgot-password`: a parent (or an author, `?account=creators`, from the creator sign-in) asks for a link to
 * choose a new password; the answer never says whether the email has an account.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const account = passwordAccountOf(params);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm(
    { email: '' },
    ({ email }) => ({ email: validateEmail(email) }),
    () => setProblem(null),
  );
  const send = async ({ email }: { email: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      await requestPasswordReset(email, account);
      setSentTo(email.trim());
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountCard
      id="forgot"
      signIn={accountPaths(account).signIn}
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      done={sentTo && t('forgot.sent', { email: sentTo })}
      problem={problem}
    >
      <form noValidate onSubmit={form.onSubmit(send)}>
        <TextField label={t('forgot.email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <button type="submit" className="auth-button" aria-busy={busy} disabled={busy}>
          {busy ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </form>
    </AccountCard>
  );
}
