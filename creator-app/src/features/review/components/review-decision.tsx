import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { describeError, MESSAGES, REVIEW_COMMENT_MAX } from 'shared';
import { useDecide, type Decision } from '../api/decide.ts';
import { t } from '../messages.ts';

interface ReviewDecisionProps {
  collection: Decision['collection'];
  id: string;
  title: string;
  /** Why publishing is not possible yet, when it is not. */
  blocked?: string;
  onDecided: (message: string) => void;
}

/** Publish, or send back to draft with a comment the author reads on the item. */
export function ReviewDecision({ collection, id, title, blocked, onDecided }: ReviewDecisionProps) {
  const decide = useDecide();
  const [writing, setWriting] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (outcome: Decision['outcome']) => {
    setFailure(null);
    decide.mutate(
      { collection, id, outcome },
      {
        onSuccess: () => onDecided(t(outcome.publish ? 'review.published' : 'review.sentBack', { title })),
        onError: (error) => setFailure(t('review.decisionFailed', { reason: describeError(error) })),
      },
    );
  };

  return (
    <div className="creator-decision">
      {blocked && <Alert type="warning" role="note" showIcon title={blocked} />}
      {failure && <Alert type="error" role="alert" showIcon title={failure} />}
      {writing ? (
        <Form
          layout="vertical"
          onFinish={() => {
            if (!comment.trim()) {
              setCommentError(MESSAGES.reviewComment);
              return;
            }
            send({ publish: false, comment });
          }}
        >
          <Form.Item label={t('review.comment')} htmlFor={`comment-${id}`} validateStatus={commentError ? 'error' : undefined} help={commentError}>
            <Input.TextArea
              id={`comment-${id}`}
              rows={3}
              maxLength={REVIEW_COMMENT_MAX}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                setCommentError(null);
              }}
            />
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
          <Button type="primary" aria-label={t('review.publish.label', { title })} disabled={Boolean(blocked)} loading={decide.isPending} onClick={() => send({ publish: true })}>
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
