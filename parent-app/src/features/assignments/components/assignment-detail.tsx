import { Button, Modal, Tag } from 'antd';
import 'shared/antd-css/button.js';
import 'shared/antd-css/modal.js';
import 'shared/antd-css/tag.js';
import { useState } from 'react';
import { describeError, formatDate, hasScore, isWaitingForMarking, t as common, withRetakes } from 'shared';
import { ErrorState, LoadingState, QueryView, ScoreBadge, ToneTag } from 'shared/ui';
import type { Assignment } from '../api/get-assignments.ts';
import { useAttempts } from '../api/get-attempts.ts';
import { useResultReviews } from '../../../lib/result-review.ts';
import type { Result } from '../api/get-results.ts';
import { t } from '../messages.ts';
import { questionTallies } from '../question-tallies.ts';
import { childrenOf, StatusTag } from './assignment-card.tsx';
import { EssayMarking } from './essay-marking.tsx';
import { QuestionPreview } from './question-preview.tsx';
import './assignments.css';

type State = 'not_started' | 'in_progress' | 'completed';

/** A result's score (none yet while every question waits for marking), and whether written answers wait. */
function ResultScore({ result }: { result: Result }) {
  return (
    <>
      {hasScore(result) && <ScoreBadge score={result.score} />}{' '}
      {isWaitingForMarking(result) && <ToneTag tone="yellow">{t('detail.waiting')}</ToneTag>}
    </>
  );
}

/** View: each child's state, score and date (retakes beside the first), and each question's right answers. */
export function AssignmentDetail({
  assignment,
  results,
  onClose,
  open,
  afterClose,
}: {
  assignment: Assignment;
  results: readonly Result[];
  onClose: () => void;
  open: boolean;
  /** Once it has closed (and handed focus back). */
  afterClose: () => void;
}) {
  const attempts = useAttempts(assignment.id);
  const [previewing, setPreviewing] = useState(false);
  const own = withRetakes(results.filter((result) => result.assignment_id === assignment.id));
  const firsts = own.filter((result) => !result.isRetake);
  const reviews = useResultReviews(firsts.map((result) => result.id));

  const stateOf = (childId: string): State => {
    if (firsts.some((result) => result.student_id === childId)) return 'completed';
    return attempts.data?.some((attempt) => attempt.student_id === childId && attempt.status === 'in_progress')
      ? 'in_progress'
      : 'not_started';
  };

  const reviewFailed = reviews.find((review) => review.isError);
  const tallies = questionTallies(reviews.flatMap((review) => (review.data ? [review.data.details] : [])));

  return (
    <Modal open={open} afterClose={afterClose} title={assignment.title} onCancel={onClose} width={760} footer={null}>
      <section aria-label={t('detail.about')}>
        <dl className="mcq-facts">
          <div>
            <dt>{t('detail.status')}</dt>
            <dd>
              <StatusTag assignment={assignment} results={results} />
            </dd>
          </div>
          <div>
            <dt>{t('card.subject')}</dt>
            <dd>{assignment.subject}</dd>
          </div>
          <div>
            <dt>{t('detail.questions')}</dt>
            <dd>{assignment.totalQuestions}</dd>
          </div>
          <div>
            <dt>{t('detail.timeLimit')}</dt>
            <dd>{t('detail.timeLimitValue', { minutes: assignment.timeLimit })}</dd>
          </div>
          {assignment.dueDate && (
            <div>
              <dt>{t('card.due')}</dt>
              <dd>{formatDate(assignment.dueDate)}</dd>
            </div>
          )}
        </dl>
        <p>
          <strong>{t('detail.instructions')}:</strong> {assignment.instructions}
        </p>
        <Button aria-expanded={previewing} onClick={() => setPreviewing(!previewing)}>
          {previewing ? t('preview.close') : t('preview.open')}
        </Button>
      </section>
      {previewing && <QuestionPreview assignmentId={assignment.id} />}

      <h3>{t('detail.children')}</h3>
      <QueryView query={attempts} errorText={common('error.fetchResults')}>
        {() => (
          // Reached by keyboard, so that a narrow screen can scroll it without a mouse.
          <div className="mcq-table-scroll" role="region" aria-label={t('detail.children')} tabIndex={0}>
            <table className="mcq-table">
              <thead>
                <tr>
                  <th scope="col">{t('detail.child')}</th>
                  <th scope="col">{t('detail.state')}</th>
                  <th scope="col">{t('detail.score')}</th>
                  <th scope="col">{t('detail.date')}</th>
                </tr>
              </thead>
              <tbody>
                {childrenOf(assignment).flatMap((child) => {
                  const first = firsts.find((result) => result.student_id === child.id);
                  const retakes = own.filter((result) => result.isRetake && result.student_id === child.id);
                  return [
                    <tr key={child.id}>
                      <th scope="row">{child.name}</th>
                      <td>{t(`detail.state.${stateOf(child.id)}`)}</td>
                      <td>{first && <ResultScore result={first} />}</td>
                      <td>{first && formatDate(first.completed_at)}</td>
                    </tr>,
                    ...retakes.map((retake) => (
                      <tr key={retake.id}>
                        <td>
                          <Tag>{t('detail.retake')}</Tag>
                          <span className="mcq-visually-hidden">{child.name}</span>
                        </td>
                        <td>{t('detail.state.completed')}</td>
                        <td>
                          <ResultScore result={retake} />
                        </td>
                        <td>{formatDate(retake.completed_at)}</td>
                      </tr>
                    )),
                  ];
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>

      <EssayMarking results={own} nameOf={(childId) => childrenOf(assignment).find((child) => child.id === childId)?.name ?? ''} />

      <h3>{t('detail.perQuestion')}</h3>
      {firsts.length === 0 ? (
        <p className="mcq-state">{t('detail.perQuestion.none')}</p>
      ) : reviewFailed ? (
        <ErrorState
          message={describeError(reviewFailed.error, t('detail.perQuestion.failed'))}
          onRetry={() => void reviewFailed.refetch()}
        />
      ) : reviews.some((review) => review.isPending) ? (
        <LoadingState />
      ) : (
        <>
          <p className="mcq-state">{t('detail.perQuestion.intro')}</p>
          <ol>
            {tallies.map((tally) => (
              <li key={tally.id}>
                {tally.text}{' '}
                <strong>
                  {tally.total === 0 ? t('detail.waiting') : t('detail.perQuestion.right', { right: tally.right, total: tally.total })}
                </strong>
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}
