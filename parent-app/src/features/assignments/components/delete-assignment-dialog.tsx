import { Alert, Modal, Typography } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/modal.js';
import 'shared/antd-css/typography.js';
import { describeError, t as common } from 'shared';
import { useDeleteAssignment } from '../api/delete-assignment.ts';
import type { Assignment } from '../api/get-assignments.ts';
import { t } from '../messages.ts';

/** The question before deleting (docs/product.md, "Parent dashboard"); a failure stays in the dialog, in words. */
export function DeleteAssignmentDialog({
  assignment,
  open,
  afterClose,
  onDeleted,
  onCancel,
}: {
  assignment: Assignment;
  open: boolean;
  /** Once it has closed (and handed focus back). */
  afterClose: () => void;
  onDeleted: () => void;
  onCancel: () => void;
}) {
  const remove = useDeleteAssignment();
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={t('delete.title', { title: assignment.title })}
      okText={t('delete.confirm')}
      cancelText={t('delete.cancel')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      onOk={() => remove.mutate(assignment.id, { onSuccess: onDeleted })}
      onCancel={onCancel}
    >
      <Typography.Paragraph strong>{t('delete.question')}</Typography.Paragraph>
      <Typography.Paragraph>{t('delete.keeps')}</Typography.Paragraph>
      {remove.isError && <Alert type="error" role="alert" showIcon title={describeError(remove.error, common('error.deleteAssignment'))} />}
    </Modal>
  );
}
