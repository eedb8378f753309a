import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { describeError, t, type StudentsResponse } from 'shared';
import type { ChildWithCode } from '../api/add-child.ts';
import { removeChild } from '../api/remove-child.ts';
import { resetAccessCode } from '../api/reset-access-code.ts';

export interface ChildAction {
  kind: 'reset' | 'remove';
  child: StudentsResponse;
}

interface Props {
  action: ChildAction;
  onReset: (result: ChildWithCode) => void;
  onRemoved: (child: StudentsResponse) => void;
  onCancel: () => void;
}

/** The confirm step before a change a parent cannot take back; a failure stays in the dialog, in words. */
export function ConfirmChildAction({ action: { kind, child }, onReset, onRemoved, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = child.name;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      if (kind === 'reset') {
        onReset(await resetAccessCode(child.id));
      } else {
        await removeChild(child.id);
        onRemoved(child);
      }
    } catch (cause) {
      setError(describeError(cause, t(kind === 'reset' ? 'error.updateStudent' : 'children.remove.failed')));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t(kind === 'reset' ? 'children.reset.title' : 'children.remove.title', { name })}
      okText={t(kind === 'reset' ? 'children.reset.confirm' : 'children.remove.confirm')}
      cancelText={t('children.cancel')}
      okButtonProps={{ danger: kind === 'remove', loading: busy }}
      onOk={() => void confirm()}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{t(kind === 'reset' ? 'children.reset.body' : 'children.remove.body', { name })}</Typography.Paragraph>
      {error && <Alert type="error" title={error} showIcon />}
    </Modal>
  );
}
