import { Alert, Button, Input, Radio, Tag } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/input.js';
import 'shared/antd-css/radio.js';
import 'shared/antd-css/tag.js';
import { useId, useState, type FormEvent } from 'react';
import { describeError, isEssay, isWaitingForMarking, MARK_COMMENT_MAX } from 'shared';
import { ErrorState, LoadingState, ToneTag } from 'shared/ui';
import type { ReviewedQuestion } from 'shared/api';
import { useResultReviews } from '../../../lib/result-review.ts';
import type { Result } from '../api/get-results.ts';
import { useMarkEssay } from '../api/mark-essay.ts';
import { t } from '../messages.ts';
import './essay-marking.css';

type ResultTry = Result & { isRetake: boolean };

/** Results with an essay to mark or marked already: the others have nothing for this section to show. */
const hasEssays = (result: ResultTry) => isWaitingForMarking(result) || Object.keys(result.marks ?? {}).length > 0;

/**
 * The children's written answers (essays) of an assignment, the ones waiting for marking first: the
 * parent reads each with the question and the marking guide, marks it right or wrong with an optional
 * comment, and may mark it again. Each mark scores the result again on the server.
 */
export function EssayMarking({ results, nameOf }: { results: readonly ResultTry[]; nameOf: (childId: string) => string }) {
  const headingId = useId();
  const markable = results.filter(hasEssays);
  const reviews = useResultReviews(markable.map((result) => result.id));
  if (markable.length === 0) return null;
  const failed = reviews.find((review) => review.isError);
  const essays = markable
    .flatMap((result, index) =>
      (reviews[index]?.data?.details ?? [])
        .filter((question) => isEssay(question.type) && question.selected?.trim())
        .map((question) => ({ result, question })),
    )
    .toSorted((a, b) => Number(b.question.awaitingMarking ?? false) - Number(a.question.awaitingMarking ?? false));
  const waiting = essays.filter((essay) => essay.question.awaitingMarking).length;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('marking.title')}</h3>
      {failed ? (
        <ErrorState message={describeError(failed.error, t('marking.loadFailed'))} onRetry={() => void failed.refetch()} />
      ) : reviews.some((review) => review.isPending) ? (
        <LoadingState />
      ) : (
        <>
          <p className="mcq-state">{waiting > 0 ? t('marking.waiting', { count: waiting }) : t('marking.allMarked')}</p>
          <ol className="parent-essays">
            {essays.map(({ result, question }) => (
              <li key={`${result.id}/${question.id}`}>
                <EssayToMark resultId={result.id} isRetake={result.isRetake} childName={nameOf(result.student_id)} question={question} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function EssayToMark({
  resultId,
  isRetake,
  childName,
  question,
}: {
  resultId: string;
  isRetake: boolean;
  childName: string;
  question: ReviewedQuestion;
}) {
  const ids = useId();
  const markEssay = useMarkEssay();
  const [correct, setCorrect] = useState<boolean | undefined>(question.mark?.correct);
  const [comment, setComment] = useState(question.mark?.comment ?? '');
  const [unchosen, setUnchosen] = useState(false);
  const status = question.awaitingMarking
    ? t('marking.status.waiting')
    : question.mark?.correct
      ? t('marking.status.right')
      : t('marking.status.wrong');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (correct === undefined) {
      setUnchosen(true);
      return;
    }
    setUnchosen(false);
    markEssay.mutate({ resultId, questionId: question.id, correct, comment });
  };
  return (
    <form className="parent-essay" aria-labelledby={`${ids}-title`} onSubmit={save} noValidate>
      <h4 id={`${ids}-title`} className="parent-essay-title">
        {t('marking.of', { name: childName })} {isRetake && <Tag>{t('detail.retake')}</Tag>}{' '}
        <ToneTag tone={question.awaitingMarking ? 'yellow' : question.mark?.correct ? 'green' : 'red'}>{status}</ToneTag>
      </h4>
      <p className="parent-essay-question">{question.text}</p>
      <figure className="parent-essay-answer">
        <figcaption>{t('marking.wrote', { name: childName })}</figcaption>
        <blockquote>{question.selected}</blockquote>
      </figure>
      {question.explanation && <p className="parent-essay-guide">{t('marking.guide', { text: question.explanation })}</p>}
      <fieldset className="parent-essay-mark">
        <legend>{t('marking.mark')}</legend>
        <Radio.Group
          name={`${ids}-mark`}
          value={correct}
          onChange={(event) => setCorrect(event.target.value as boolean)}
          optionType="button"
          options={[
            { label: t('marking.right'), value: true },
            { label: t('marking.wrong'), value: false },
          ]}
        />
      </fieldset>
      {unchosen && (
        <p role="alert" className="parent-essay-error">
          {t('marking.choose')}
        </p>
      )}
      <label htmlFor={`${ids}-comment`} className="parent-essay-label">
        {t('marking.comment', { name: childName })}
      </label>
      <Input.TextArea
        id={`${ids}-comment`}
        value={comment}
        maxLength={MARK_COMMENT_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setComment(event.target.value)}
      />
      {markEssay.isError && <Alert type="error" role="alert" showIcon title={describeError(markEssay.error, t('marking.failed'))} />}
      <div className="parent-essay-actions">
        <Button type="primary" htmlType="submit" loading={markEssay.isPending}>
          {question.awaitingMarking ? t('marking.save') : t('marking.saveAgain')}
        </Button>
        <span role="status">{markEssay.isSuccess && !markEssay.isPending ? t('marking.saved') : ''}</span>
      </div>
    </form>
  );
}
