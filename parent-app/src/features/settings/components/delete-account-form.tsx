import { useState } from 'react';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_WORD, deleteWordProblem, fieldMessage, formProblem, type FieldErrors } from 'shared';
import { Notice, Panel } from 'shared/ui';
import { useForm } from 'shared/ui/use-form';
import type { DeleteAccountBody } from 'shared/api';
import { useDeleteAccount } from '../api/delete-account.ts';
import { t } from '../messages.ts';
import { SettingsField } from './settings-field.tsx';

const FIELDS = ['confirm', 'password'] as const;

function validate({ confirm, password }: DeleteAccountBody): FieldErrors<DeleteAccountBody> {
  const word = deleteWordProblem(confirm);
  return {
    confirm: word ? fieldMessage(word) : undefined,
    password: password === '' ? fieldMessage(ACCOUNT_MESSAGES.passwordRequired) : undefined,
  };
}

/** "Delete my account": the word DELETE and the password, then the server removes the whole family for good. */
export function DeleteAccountForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DeleteAccountBody>({ confirm: '', password: '' }, validate, () => setProblem(null));
  const remove = useDeleteAccount();
  const save = (values: DeleteAccountBody) => {
    setProblem(null);
    remove.mutate(values, {
      onError: (error) => {
        const shown = formProblem<DeleteAccountBody>(error, FIELDS, t('delete.failed'));
        form.showErrors(shown.fields);
        setProblem(shown.form);
      },
    });
  };
  return (
    <Panel title={t('delete.title')}>
      <form className="settings-form" noValidate onSubmit={form.onSubmit(save)}>
        <p id="settings-delete-help">{t('delete.help')}</p>
        <SettingsField
          label={t('delete.word', { word: DELETE_ACCOUNT_WORD })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.field('confirm')}
        />
        <SettingsField label={t('delete.password')} type="password" autoComplete="current-password" {...form.field('password')} />
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
