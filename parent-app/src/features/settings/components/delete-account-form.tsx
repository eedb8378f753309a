import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_WORD, deleteWordProblem, fieldMessage, formProblem, hasFieldErrors, type FieldErrors } from 'shared';
import { Notice, Panel } from 'shared/ui';
import type { DeleteAccountBody } from 'shared/api';
import { useDeleteAccount } from '../api/delete-account.ts';
import { t } from '../messages.ts';
import { SettingsField } from './settings-field.tsx';

const FIELDS = ['confirm', 'password'] as const;

function validate({ confirm, password }: DeleteAccountBody): FieldErrors<DeleteAccountBody> {
  const word = deleteWordProblem(confirm);
  return { confirm: word ? fieldMessage(word) : undefined, password: password === '' ? fieldMessage(ACCOUNT_MESSAGES.passwordRequired) : undefined };
}

/** "Delete my account": the word DELETE and the password, then the server removes the whole family for good. */
export function DeleteAccountForm() {
  const [values, setValues] = useState<DeleteAccountBody>({ confirm: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<DeleteAccountBody>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const set = (field: keyof DeleteAccountBody) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setProblem(null);
    if (hasFieldErrors(found)) return;
    remove.mutate(values, {
      onError: (error) => {
        const shown = formProblem<DeleteAccountBody>(error, FIELDS, t('delete.failed'));
        setErrors(shown.fields);
        setProblem(shown.form);
      },
    });
  };
  return (
    <Panel title={t('delete.title')}>
      <form className="settings-form" noValidate onSubmit={submit}>
        <p id="settings-delete-help">{t('delete.help')}</p>
        <SettingsField
          label={t('delete.word', { word: DELETE_ACCOUNT_WORD })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.confirm}
          error={errors.confirm}
          onChange={set('confirm')}
        />
        <SettingsField label={t('delete.password')} type="password" autoComplete="current-password" value={values.password} error={errors.password} onChange={set('password')} />
        <div>
          <button
            type="submit"
            className="mcq-button settings-danger"
            aria-describedby="settings-delete-help"
            aria-busy={remove.isPending}
            disabled={remove.isPending}
          >
            {remove.isPending ? t('delete.submitting') : t('delete.submit')}
          </button>
        </div>
        {problem && (
          <Notice type="error" role="alert">
            {problem}
          </Notice>
        )}
      </form>
    </Panel>
  );
}
