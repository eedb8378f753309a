import { useState } from 'react';
import { ACCOUNT_MESSAGES, fieldErrors, fieldMessage, formProblem } from 'shared';
import { Notice, Panel } from 'shared/ui';
import { useForm } from 'shared/ui/use-form';
import { useChangePassword } from '../api/change-password.ts';
import { t } from '../messages.ts';
import { validatePasswordChange, type PasswordChangeFields } from '../validation.ts';
import { SettingsField } from './settings-field.tsx';

const EMPTY: PasswordChangeFields = { oldPassword: '', password: '', passwordConfirm: '' };
const FIELDS = ['oldPassword', 'password', 'passwordConfirm'] as const;

/** "Change password": the current one, then a new one by the sign-up's rules; this device stays signed in. */
export function ChangePasswordForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PasswordChangeFields>(EMPTY, validatePasswordChange, () => setProblem(null));
  const change = useChangePassword();
  const save = (values: PasswordChangeFields) => {
    setProblem(null);
    change.mutate(values, {
      onSuccess: () => form.setValues(EMPTY),
      onError: (error) => {
        // PocketBase's words for a wrong current password say nothing a parent can act on: ours instead.
        const wrongCurrent = 'oldPassword' in fieldErrors(error);
        const shown = formProblem<PasswordChangeFields>(error, FIELDS, t('password.failed'));
        form.showErrors(wrongCurrent ? { ...shown.fields, oldPassword: fieldMessage(ACCOUNT_MESSAGES.wrongPassword) } : shown.fields);
        setProblem(wrongCurrent ? null : shown.form);
      },
    });
  };
  return (
    <Panel title={t('password.title')}>
      <form className="settings-form" noValidate onSubmit={form.onSubmit(save)}>
        <SettingsField label={t('password.current')} type="password" autoComplete="current-password" {...form.field('oldPassword')} />
        <SettingsField label={t('password.new')} type="password" autoComplete="new-password" {...form.field('password')} />
        <SettingsField label={t('password.confirm')} type="password" autoComplete="new-password" {...form.field('passwordConfirm')} />
        <div>
          <button type="submit" className="mcq-button mcq-button-primary" aria-busy={change.isPending} disabled={change.isPending}>
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </button>
        </div>
        {problem && (
          <Notice type="error" role="alert">
            {problem}
          </Notice>
        )}
        <div role="status">
          {change.isSuccess && <p className="mcq-state">{change.data.signedInAgain ? t('password.done') : t('password.signInAgain')}</p>}
        </div>
      </form>
    </Panel>
  );
}
