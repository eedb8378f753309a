import { Alert, Modal, Typography } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/modal.js';
import 'shared/antd-css/typography.js';
import { describeError, t as common, type StudentsResponse } from 'shared';
import type { ChildWithCode } from 'shared/api';
import { useRemoveChild } from '../api/remove-child.ts';
import { useResetAccessCode } from '../api/reset-access-code.ts';
import { t } from '../messages.ts';

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
  const reset = useResetAccessCode();
  const remove = useRemoveChild();
  const mutation = kind === 'reset' ? reset : remove;
  const name = child.name;

  const confirm = () => {
    if (kind === 'reset') reset.mutate(child.id, { onSuccess: onReset });
    else remove.mutate(child.id, { onSuccess: () => onRemoved(child) });
  };

  return (
    <Modal
      open
      title={t(kind === 'reset' ? 'children.reset.title' : 'children.remove.title', { name })}
      okText={t(kind === 'reset' ? 'children.reset.confirm' : 'children.remove.confirm')}
      cancelText={t('children.cancel')}
      okButtonProps={{ danger: kind === 'remove', loading: mutation.isPending }}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{t(kind === 'reset' ? 'children.reset.body' : 'children.remove.body', { name })}</Typography.Paragraph>
      {mutation.isError && (
        <Alert
          type="error"
          role="alert"
          title={describeError(mutation.error, kind === 'reset' ? common('error.updateStudent') : t('children.remove.failed'))}
          showIcon
        />
      )}
    </Modal>
  );
}
