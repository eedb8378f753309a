import { Alert, Button, Form, Input } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/form.js';
import 'shared/antd-css/input.js';
import { useState } from 'react';
import { t as common, formProblem, hasFieldErrors, MESSAGES, REVIEW_COMMENT_MAX, type FieldErrors, type QuestionsRecord } from 'shared';
import { applyFieldErrors } from 'shared/ui';
import { changedSinceRead, useDecide, type Decision } from '../api/decide.ts';
import { t } from '../messages.ts';

/** The send-back form: the comment the author reads on the item. */
type DecisionFields = Required<Pick<QuestionsRecord, 'review_comment'>>;
const FIELDS = ['review_comment'] as const satisfies ReadonlyArray<keyof DecisionFields>;

const validateDecision = ({ review_comment }: DecisionFields): FieldErrors<DecisionFields> =>
  review_comment.trim() ? {} : { review_comment: MESSAGES.reviewComment };

interface ReviewDecisionProps {
  collection: Decision['collection'];
  id: string;
  title: string;
  /** The `updated` stamp of the item as shown: Publish names it, so that only what the reviewer read is published. */
  version: string;
  /** Why publishing is not possible, when it is not. */
  blocked?: string;
  onDecided: (message: string) => void;
  /** The item changed after the queue was read: nothing was published, and the queue is read again. */
  onChanged: (message: string) => void;
}

/** Publish, or send back to draft with a comment the author reads on the item. */
export function ReviewDecision({ collection, id, title, version, blocked, onDecided, onChanged }: ReviewDecisionProps) {
  const decide = useDecide();
  const [form] = Form.useForm<DecisionFields>();
  const [writing, setWriting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (outcome: Decision['outcome']) => {
    setFailure(null);
    decide.mutate(
      { collection, id, outcome },
      {
        onSuccess: () => onDecided(t(outcome.publish ? 'review.published' : 'review.sentBack', { title })),
        onError: (error) => {
          if (changedSinceRead(error)) {
            onChanged(t('review.changed', { title }));
            return;
          }
          const problem = formProblem<DecisionFields>(error, outcome.publish ? [] : FIELDS, common('error.default'));
          applyFieldErrors(form, problem.fields, FIELDS);
          if (problem.form) setFailure(t('review.decisionFailed', { reason: problem.form }));
        },
      },
    );
  };

  return (
    <div className="creator-decision">
      {blocked && <Alert type="warning" role="note" showIcon title={blocked} />}
      {failure && <Alert type="error" role="alert" showIcon title={failure} />}
      {writing ? (
        <Form<DecisionFields>
          form={form}
          layout="vertical"
          initialValues={{ review_comment: '' }}
          onFinish={(values) => {
            const problems = validateDecision(values);
            applyFieldErrors(form, problems, FIELDS);
            if (!hasFieldErrors(problems)) send({ publish: false, comment: values.review_comment });
          }}
          // Editing the comment clears its message.
          onValuesChange={() => applyFieldErrors(form, {}, FIELDS)}
        >
          <Form.Item<DecisionFields> name="review_comment" label={t('review.comment')} htmlFor={`comment-${id}`}>
            {/* Opened from the keyboard, the comment box takes the focus: the reviewer writes at once. */}
            <Input.TextArea id={`comment-${id}`} rows={3} maxLength={REVIEW_COMMENT_MAX} autoFocus />
          </Form.Item>
          <div className="mcq-bulk">
            <Button htmlType="submit" type="primary" loading={decide.isPending}>
              {t('review.comment.send')}
            </Button>
            <Button onClick={() => setWriting(false)}>{t('review.cancel')}</Button>
          </div>
        </Form>
      ) : (
        <div className="mcq-bulk">
          <Button
            type="primary"
            aria-label={t('review.publish.label', { title })}
            disabled={Boolean(blocked)}
            loading={decide.isPending}
            onClick={() => send({ publish: true, version })}
          >
            {t('review.publish')}
          </Button>
          <Button aria-label={t('review.sendBack.label', { title })} onClick={() => setWriting(true)}>
            {t('review.sendBack')}
          </Button>
        </div>
      )}
    </div>
  );
}
