import { TrophyFilled } from '@ant-design/icons';
import { assignmentStatus, href, nextAssignment, REVIEW_TEXTS, type AssignmentsRecord, type ResultLike } from 'shared';
import { Link } from 'shared/router';
import { SpeakButton } from '../../../components/speak-button.tsx';
import { t } from '../messages.ts';

/** The child's review as the dashboard offers it (the server's `GET /api/review`). */
export type ReviewOffer = { questions: number; mistakes: boolean; begun: boolean; assignmentId: string };

interface NextThingProps {
  assignments: ReadonlyArray<AssignmentsRecord & { id: string }>;
  results: readonly ResultLike[];
  openAttempts: readonly string[];
  /** null: nothing to review (or the review could not be read: the assignments come first then). */
  review: ReviewOffer | null;
  onStartReview: () => void;
  startingReview: boolean;
  /** Why the review could not start, in words. */
  reviewError: string | null;
}

/**
 * The one thing to do now, first on the child's home screen at every width, with one large button: a review
 * when something is due, else the next assignment, else "All done!".
 */
export function NextThing({ assignments, results, openAttempts, review, onStartReview, startingReview, reviewError }: NextThingProps) {
  const next = nextAssignment(assignments, results, openAttempts);
  let body;
  // What the speaker reads: the next step as the child sees it, its button's words last.
  let spoken: string[];
  if (review && (review.begun || review.questions > 0)) {
    const title = review.mistakes ? REVIEW_TEXTS.mistakesTitle : REVIEW_TEXTS.reviewTitle;
    const line = t('dashboard.next.review', { title, questions: review.questions });
    const why = t(review.mistakes ? 'dashboard.next.review.mistakes' : 'dashboard.next.review.due');
    spoken = [line, why, t(review.begun ? 'dashboard.next.review.continue' : 'dashboard.next.review.start')];
    body = (
      <>
        <p className="dash-next-title">{line}</p>
        <p className="dash-next-why">{why}</p>
        {review.begun ? (
          <Link className="dash-next-button" to={href('quiz', { assignmentId: review.assignmentId })}>
            {t('dashboard.next.review.continue')}
          </Link>
        ) : (
          <button type="button" className="dash-next-button" onClick={onStartReview} disabled={startingReview}>
            {startingReview ? t('dashboard.next.review.starting') : t('dashboard.next.review.start')}
          </button>
        )}
        {reviewError && (
          <p role="alert" className="dash-next-error">
            {reviewError}
          </p>
        )}
      </>
    );
  } else if (next) {
    const begun = assignmentStatus(next.id, results, openAttempts) === 'in-progress';
    const action = t(begun ? 'dashboard.assignment.continue' : 'dashboard.assignment.start');
    const size = t('dashboard.assignment.questions', { questions: next.totalQuestions ?? 0 });
    spoken = [next.title, size, action];
    body = (
      <>
        <p className="dash-next-title">{next.title}</p>
        <p className="dash-next-why">{size}</p>
        {/* Named by its words alone: the title above says which quiz (the list below names each one in full). */}
        <Link className="dash-next-button" to={href('quiz', { assignmentId: next.id })}>
          {action}
        </Link>
      </>
    );
  } else {
    spoken = [t('dashboard.next.done')];
    body = (
      <p className="dash-next-title">
        <span className="dash-star" aria-hidden="true">
          <TrophyFilled />
        </span>{' '}
        {t('dashboard.next.done')}
      </p>
    );
  }
  return (
    <section className="dash-next" aria-labelledby="dash-next-heading">
      <div className="dash-next-top">
        <h2 id="dash-next-heading" className="dash-next-heading">
          {t('dashboard.next')}
        </h2>
        <SpeakButton parts={spoken} label={t('dashboard.next.listen')} />
      </div>
      {body}
    </section>
  );
}
