import { Alert, Button, Card, Flex, Form, Input, Radio, type FormProps } from 'antd';
import { useState } from 'react';
import { CHILD_NAME_MAX, describeError, fieldErrors, GRADES, MESSAGES, t, type Grade } from 'shared';
import { addChild, type ChildWithCode } from '../api/add-child.ts';

type FieldType = { name: string; grade: Grade };

const formFields = ['name', 'grade'] as const;

/** The small form behind 'Add Child': the server answers with the child's Student ID and first access code. */
export function AddChildForm({ onAdded, onCancel }: { onAdded: (result: ChildWithCode) => void; onCancel: () => void }) {
  const [form] = Form.useForm<FieldType>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish: FormProps<FieldType>['onFinish'] = async ({ name, grade }) => {
    setSaving(true);
    setError(null);
    try {
      onAdded(await addChild({ name: name.trim(), grade }));
    } catch (cause) {
      const byField = fieldErrors(cause);
      const shown = formFields.filter((field) => byField[field]);
      form.setFields(shown.map((field) => ({ name: field, errors: [byField[field] ?? ''] })));
      if (shown.length === 0) setError(describeError(cause, t('children.add.failed')));
      setSaving(false);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('children.add.title')}</h2>}>
      <Form<FieldType> form={form} name="add-child" layout="vertical" onFinish={onFinish} requiredMark>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Form.Item<FieldType>
          name="name"
          label={t('children.add.name')}
          rules={[{ required: true, whitespace: true, message: t('children.add.name.required') }]}
        >
          <Input autoFocus maxLength={CHILD_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item<FieldType> name="grade" label={t('children.add.grade')} rules={[{ required: true, message: MESSAGES.grade }]}>
          <Radio.Group
            aria-label={t('children.add.grade')}
            optionType="button"
            options={GRADES.map((grade) => ({ label: grade, value: grade }))}
          />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('children.add.submit')}
          </Button>
          <Button onClick={onCancel}>{t('children.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
