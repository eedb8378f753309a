import { Alert, Button, Flex, Form, Input, Radio, type FormProps } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/flex.js';
import 'shared/antd-css/form.js';
import 'shared/antd-css/input.js';
import 'shared/antd-css/radio.js';
import { useState } from 'react';
import { CHILD_NAME_MAX, formProblem, GRADES, hasFieldErrors } from 'shared';
import { applyFieldErrors, Panel } from 'shared/ui';
import type { ChildWithCode } from 'shared/api';
import { useAddChild } from '../api/add-child.ts';
import { t } from '../messages.ts';
import './add-child-form.css';
import { validateChild, type ChildFields } from '../validation.ts';

const fields = ['name', 'grade'] as const;

/** The small form behind 'Add Child': the server answers with the child's Student ID and first access code. */
export function AddChildForm({ onAdded, onCancel }: { onAdded: (result: ChildWithCode) => void; onCancel: () => void }) {
  const [form] = Form.useForm<ChildFields>();
  const addChild = useAddChild();
  const [error, setError] = useState<string | null>(null);

  const onFinish: FormProps<ChildFields>['onFinish'] = (values) => {
    const problems = validateChild(values);
    applyFieldErrors(form, problems, fields);
    if (hasFieldErrors(problems) || !values.grade) return;
    setError(null);
    addChild.mutate(
      { name: values.name.trim(), grade: values.grade },
      {
        onSuccess: onAdded,
        onError: (cause) => {
          const problem = formProblem<ChildFields>(cause, fields, t('children.add.failed'));
          applyFieldErrors(form, problem.fields, fields);
          setError(problem.form);
        },
      },
    );
  };

  return (
    <Panel title={t('children.add.title')}>
      <Form<ChildFields>
        form={form}
        name="add-child"
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ name: '', grade: undefined }}
        requiredMark
      >
        {error && <Alert type="error" role="alert" title={error} showIcon className="mcq-form-alert" />}
        <Form.Item<ChildFields> name="name" label={t('children.add.name')} required>
          <Input autoFocus maxLength={CHILD_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item<ChildFields> name="grade" label={t('children.add.grade')} required>
          <Radio.Group
            aria-label={t('children.add.grade')}
            className="parent-grade-choice"
            optionType="button"
            buttonStyle="solid"
            options={GRADES.map((grade) => ({ label: grade, value: grade }))}
          />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={addChild.isPending}>
            {t('children.add.submit')}
          </Button>
          <Button onClick={onCancel}>{t('children.cancel')}</Button>
        </Flex>
      </Form>
    </Panel>
  );
}
