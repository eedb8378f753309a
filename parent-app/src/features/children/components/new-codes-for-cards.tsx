import { Alert, Checkbox, Modal, Typography } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/checkbox.js';
import 'shared/antd-css/modal.js';
import 'shared/antd-css/typography.js';
import { useId, useState } from 'react';
import { describeError, t as common, type StudentsResponse } from 'shared';
import { useResetAccessCodes, type NewCodes } from '../api/reset-access-code.ts';
import { t } from '../messages.ts';

interface Props {
  family: readonly StudentsResponse[];
  onCodes: (codes: NewCodes) => void;
  onCancel: () => void;
}

/**
 * Login cards for children who have one already: a card needs the code, and the server can only tell
 * a code when it makes one. So the parent chooses the children, and one confirmation gives them new codes.
 */
export function NewCodesForCards({ family, onCodes, onCancel }: Props) {
  // Nobody chosen at first: each chosen child's code stops working, so the parent picks whom they print for.
  const [chosen, setChosen] = useState<string[]>([]);
  const reset = useResetAccessCodes();
  const legendId = useId();

  const confirm = () =>
    reset.mutate(
      family.filter((child) => chosen.includes(child.id)),
      // Codes given are shown whatever else failed: they cannot be read later.
      { onSuccess: (codes) => (codes.given.length > 0 ? onCodes(codes) : undefined) },
    );
  const failed = reset.data?.failed ?? [];

  return (
    <Modal
      open
      title={t('cards.choose.title')}
      okText={t('cards.choose.confirm')}
      cancelText={t('children.cancel')}
      okButtonProps={{ disabled: chosen.length === 0, loading: reset.isPending }}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{t('cards.choose.body')}</Typography.Paragraph>
      <div role="group" aria-labelledby={legendId}>
        <Typography.Paragraph id={legendId} strong>
          {t('cards.choose.children')}
        </Typography.Paragraph>
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values)}
          options={family.map((child) => ({ value: child.id, label: child.name }))}
        />
      </div>
      {failed.length > 0 && (
        <Alert
          type="error"
          role="alert"
          title={t('cards.choose.partial', {
            names: failed.map(({ child }) => child.name).join(', '),
            problem: describeError(failed[0]?.error, common('error.updateStudent')),
          })}
          showIcon
        />
      )}
    </Modal>
  );
}
