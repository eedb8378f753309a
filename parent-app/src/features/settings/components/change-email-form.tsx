import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { describeError, fieldErrors } from 'shared';
import { sessionAtom } from 'shared/session';
import { Notice, Panel } from 'shared/ui';
import { useForm } from 'shared/ui/use-form';
import { useChangeEmail } from '../api/change-email.ts';
import { t } from '../messages.ts';
import { validateNewEmail } from '../validation.ts';
import { SettingsField } from './settings-field.tsx';

/** The field of the form, named as the server names it, so that its refusal lands on it. */
type EmailChangeFields = { newEmail: string };

/** The server's refusal of the new address, on the field; anything else (its limits) for the whole form. */
function emailProblem(error: unknown): { field?: string; form?: string } {
  const field = fieldErrors(error)['newEmail'];
  if (field) return { field };
  // The limit of 3 an hour from one network in words that say which limit it is.
  return { form: describeError(error, t('email.failed'), t('email.tooMany')) };
}

/** "Change email": a link goes to the new address, and the change is made only when the parent confirms it from there. */
export function ChangeEmailForm() {
  const current = useAtomValue(sessionAtom).user?.email ?? '';
  const [problem, setProblem] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailChangeFields>(
    { newEmail: '' },
    ({ newEmail }) => ({ newEmail: validateNewEmail(newEmail, current) }),
    () => setProblem(undefined),
  );
  const change = useChangeEmail();
  const save = ({ newEmail }: EmailChangeFields) => {
    setProblem(undefined);
    setSentTo(null);
    change.mutate(newEmail, {
      onSuccess: () => {
        setSentTo(newEmail.trim());
        form.setValues({ newEmail: '' });
      },
      onError: (failure) => {
        const shown = emailProblem(failure);
        form.showErrors({ newEmail: shown.field });
        setProblem(shown.form);
      },
    });
  };
  return (
    <Panel title={t('email.title')}>
      <form className="settings-form" noValidate onSubmit={form.onSubmit(save)}>
        <p className="mcq-row-meta">{t('email.current', { email: current })}</p>
        <SettingsField label={t('email.new')} type="email" autoComplete="email" {...form.field('newEmail')} />
        <div>
          <button type="submit" className="mcq-button mcq-button-primary" aria-busy={change.isPending} disabled={change.isPending}>
            {change.isPending ? t('email.submitting') : t('email.submit')}
          </button>
        </div>
        {problem && (
          <Notice type="error" role="alert">
            {problem}
          </Notice>
        )}
        <div role="status">{sentTo && <p className="mcq-state">{t('email.sent', { email: sentTo, current })}</p>}</div>
      </form>
    </Panel>
  );
}
