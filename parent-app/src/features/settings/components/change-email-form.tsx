import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { describeError, fieldErrors } from 'shared';
import { sessionAtom } from 'shared/session';
import { Notice, Panel } from 'shared/ui';
import { useChangeEmail } from '../api/change-email.ts';
import { t } from '../messages.ts';
import { validateNewEmail } from '../validation.ts';
import { SettingsField } from './settings-field.tsx';

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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewEmail(email, current);
    setError(found);
    setProblem(undefined);
    setSentTo(null);
    if (found) return;
    change.mutate(email, {
      onSuccess: () => {
        setSentTo(email.trim());
        setEmail('');
      },
      onError: (failure) => {
        const shown = emailProblem(failure);
        setError(shown.field);
        setProblem(shown.form);
      },
    });
  };
  return (
    <Panel title={t('email.title')}>
      <form className="settings-form" noValidate onSubmit={submit}>
        <p className="mcq-row-meta">{t('email.current', { email: current })}</p>
        <SettingsField
          label={t('email.new')}
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
        />
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
