import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'shared/router';
import { fieldErrors } from 'shared';
import { pb, signOutAtom } from 'shared/session';
import { AccountCard } from '../../features/account/components/account-card.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from 'shared/ui/use-form';
import { confirmEmailChange, linkProblem } from '../../features/account/api.ts';
import { t } from '../../features/account/messages.ts';

type ConfirmFields = { password: string };

/**
 * `/confirm-email-change?token=`: the link of the email-change email, opened from the NEW address; the parent
 * confirms with their password. Every session of the account ends with the change, this browser's too.
 */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : t('change.noToken'));
  const [busy, setBusy] = useState(false);
  const signOut = useSetAtom(signOutAtom);
  const form = useForm<ConfirmFields>(
    { password: '' },
    ({ password }) => ({ password: password === '' ? t('change.password.required') : undefined }),
    () => setProblem(null),
  );
  const confirm = async ({ password }: ConfirmFields) => {
    setBusy(true);
    try {
      await confirmEmailChange(token, password);
      if (pb.authStore.record?.collectionName === 'parents') signOut();
      setDone(true);
    } catch (error) {
      if ('password' in fieldErrors(error)) form.showErrors({ password: t('change.password.wrong') });
      else setProblem(linkProblem(error, t('change.invalid')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountCard id="change" title={t('change.title')} intro={t('change.intro')} done={done && t('change.done')} problem={problem}>
      {/* Without its code the link cannot work: the problem says so, and no form asks for a password in vain. */}
      {token && (
        <form noValidate onSubmit={form.onSubmit(confirm)}>
          <TextField label={t('change.password')} type="password" autoComplete="current-password" {...form.field('password')} />
          <button type="submit" className="auth-button" aria-busy={busy} disabled={busy}>
            {busy ? t('change.submitting') : t('change.submit')}
          </button>
        </form>
      )}
    </AccountCard>
  );
}
