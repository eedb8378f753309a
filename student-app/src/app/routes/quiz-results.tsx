import { TrophyFilled } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  ACHIEVEMENT_SCORE,
  describeError,
  firstRightAnswer,
  href,
  isEssay,
  isTypedType,
  optionLetter,
  pairLeftLabel,
  partnerText,
  pointsAdded,
  pointsAddedBy,
  pointsForScore,
  readBlanks,
  readPairs,
  scoreBand,
  scoreOf,
} from 'shared';
import { Navigate, useLocation, useNavigate, useParams } from 'shared/router';
import { sessionAtom } from 'shared/session';
import { ErrorState, LoadingState, PageLayout, Panel, usePreferences } from 'shared/ui';
import { ChildAvatar } from '../../components/child-avatar.tsx';
import { SpeakButton } from '../../components/speak-button.tsx';
import { SubjectBadge } from '../../components/subject-badge.tsx';
import { useChildResults } from '../../lib/child-results.ts';
import { useSoundEffects } from '../../lib/sounds/use-sound-effects.ts';
import type { SoundName } from '../../lib/sounds/sound-effects.ts';
import type { ResultReview } from 'shared/api';
import { useLatestResult, type QuizOutcome } from '../../features/results/api/get-latest-result.ts';
import { useStartReview } from '../../features/review/api/start-review.ts';
import { EssayReview } from '../../features/results/components/essay-review.tsx';
import { useCountUp } from '../../features/results/hooks/use-count-up.ts';
import { t } from '../../features/results/messages.ts';
import { earnedBy, momentOf, type Moment } from '../../features/results/moment.ts';
import './quiz-results.css';
import { KidButton } from '../../components/kid-button.tsx';
import FinishMoment from '../../features/results/components/finish-moment.tsx';

/** `/quiz-results/:assignmentId`: the child's latest result for the assignment, read from the server. */
export function QuizResultsScreen() {
  const { assignmentId = '' } = useParams();
  const outcome = useLatestResult(assignmentId);
  if (outcome.isSuccess && outcome.data === null) return <Navigate to={href('studentDashboard')} replace />;
  if (outcome.isSuccess && outcome.data) return <Results assignmentId={assignmentId} outcome={outcome.data} />;
  return (
    <PageLayout heading={t('results.title')}>
      {outcome.isError ? (
        <ErrorState message={describeError(outcome.error, t('results.failed'))} onRetry={() => void outcome.refetch()} />
      ) : (
        <LoadingState />
      )}
    </PageLayout>
  );
}

/**
 * A typed question in the review: what the child wrote (each blank's, in order) and one right answer (the first of the
 * key: a child needs one, the parent and the author see them all); a word taken as misspelt is spelt for the child.
 */
function TypedReview({
  type,
  selected,
  correctAnswer,
  spelt,
}: {
  type?: string;
  selected: string | null;
  correctAnswer?: string;
  spelt?: string[];
}) {
  const given = type === 'fill_blank' ? readBlanks(selected).join('; ') : (selected ?? '');
  return (
    <ul className="results-options">
      {given && <li className="is-chosen">{t('results.details.typed', { text: given })}</li>}
      {spelt?.length ? (
        spelt.map((word) => (
          <li key={word} className="is-right">
            {t('results.details.spelt', { word })}
          </li>
        ))
      ) : (
        <li className="is-right">{t('results.details.key', { text: firstRightAnswer(correctAnswer, type) })}</li>
      )}
    </ul>
  );
}

/**
 * A matching question in the review: each pair, what the child gave it and, where that was wrong, the right partner;
 * a picture on the left shows with its pair (the sentence names it by its words).
 */
function MatchingReview({ options, selected }: { options: ResultReview['details'][number]['options']; selected: string | null }) {
  const pairs = readPairs(selected);
  return (
    <ul className="results-options">
      {options.map((option) => {
        const picked = partnerText(options, pairs[option.id]);
        const right = picked !== undefined && picked === option.match;
        const item = pairLeftLabel(option);
        return (
          <li key={option.id} className={right ? 'is-right' : 'is-chosen'}>
            {/* Its words are said by the sentence when the pair has no text of its own: not twice. */}
            {option.picture && (
              <img className="results-pair-picture" src={option.picture} alt={item === option.alt ? '' : (option.alt ?? '')} />
            )}
            {right
              ? t('results.details.pairRight', { item, partner: option.match ?? '' })
              : t('results.details.pairWrong', { item, picked: picked ?? t('results.details.pairNone'), partner: option.match ?? '' })}
          </li>
        );
      })}
    </ul>
  );
}

// Its CSS and markup load only for a score worth celebrating.
const Celebration = lazy(() => import('../../features/results/components/celebration.tsx'));

/** The sound of each moment, when sounds are on. */
const momentSounds: Record<Moment, SoundName> = { great: 'achievement', good: 'wellDone', kind: 'goodTry' };

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * What this result added to the child's points, and why, by the points rule (each quiz counts
 * once, at its best score): a first try adds its points, a practice try what it beats the best by.
 */
function PointsLine({
  score,
  earlierScores,
  timeUp,
  countUp,
  reviewAdded,
}: {
  score: number;
  earlierScores: readonly number[];
  timeUp: boolean;
  countUp: boolean;
  reviewAdded?: number;
}) {
  // A review's points are counted over the child's day of reviews (pointsAddedBy); a quiz's over its own tries.
  const added = reviewAdded ?? pointsAdded(earlierScores, score);
  // Right after the quiz the points count up; what is read out is the total, not each step.
  const shown = useCountUp(added, countUp);
  const counting = shown !== added;
  const bestBefore = Math.max(0, ...earlierScores);
  let why: string;
  if (earlierScores.length === 0) why = added > 0 ? t('results.points.first') : t('results.points.first.none');
  else if (added > 0)
    why = t('results.points.better', { before: bestBefore, score, from: pointsForScore(bestBefore), to: pointsForScore(score) });
  else why = t('results.points.notBetter', { best: bestBefore });
  return (
    <>
      {/* The '+N Points Earned!' line, with kind words right after it when a try adds nothing; a quiz the clock ended is not told '+0'. */}
      {(added > 0 || !timeUp) && (
        <p className="results-points">
          <span aria-hidden={counting || undefined}>{t('results.points', { points: shown })}</span>
          {counting && <span className="mcq-visually-hidden">{t('results.points', { points: added })}</span>}
        </p>
      )}
      {added === 0 && !timeUp && <p className="results-points-why">{t('results.points.none')}</p>}
      <p className="results-points-why">{why}</p>
    </>
  );
}

const formatTime = (seconds: number) => t('results.time', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });

function Results({ assignmentId, outcome }: { assignmentId: string; outcome: QuizOutcome }) {
  const navigate = useNavigate();
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const { result, details, tries } = outcome;
  const score = result.score ?? 0;
  // The tries before this one (the result shown is the child's latest).
  const earlierScores = tries.slice(0, -1).map((attempt) => attempt.score);
  const personalBest = earlierScores.length > 0 && score > Math.max(...earlierScores);
  const celebration = score >= ACHIEVEMENT_SCORE ? 'stars' : personalBest ? 'sparkle' : null;
  const correct = result.correct_answers ?? 0;
  // Essays waiting for the parent's marking count for nothing yet: the score is over the other questions.
  const awaiting = result.awaiting_marking ?? 0;
  const noScoreYet = scoreOf(correct, result.total_questions ?? 0, awaiting) === null;
  const total = (result.total_questions ?? 0) - awaiting;
  const missed = total - correct;
  const band = scoreBand(score);
  // Right after the quiz (`finished`, not a visit from the dashboard), and whether the clock ended it.
  const state: unknown = useLocation().state;
  const finished = Boolean(state && typeof state === 'object' && 'finished' in state && state.finished);
  const timeUp = finished && Boolean(state && typeof state === 'object' && 'timeUp' in state && state.timeUp);
  const answered = details.filter((question) => question.selected !== null && question.selected !== '').length;
  const answeredWrong = details.some(
    (question) => question.selected !== null && question.selected !== '' && !question.isCorrect && question.type !== 'essay',
  );
  const moment = momentOf({ score, personalBest, timeUp, waiting: noScoreYet });
  // What this quiz earned (achievements, a streak freeze), from all the child's results, right after it.
  const allResults = useChildResults(finished || Boolean(result.review));
  const counted = allResults.data?.map(({ id, score: resultScore, completed_at, assignment_id, review, total_questions }) => ({
    id,
    score: resultScore ?? 0,
    completed_at,
    assignment_id,
    review: Boolean(review),
    total_questions,
  }));
  const earned = finished && counted ? earnedBy(counted, result.id) : { unlocked: [], freezeEarned: false };
  const reviewAdded = result.review ? (counted ? pointsAddedBy(counted, result.id) : null) : undefined;
  const { avatar } = usePreferences();
  const startReview = useStartReview();
  const childName = useAtomValue(sessionAtom).user?.name ?? '';
  // The moment sounds once, right after the quiz (never on a later visit or a reload).
  const sounds = useSoundEffects();
  const sounded = useRef(false);
  useEffect(() => {
    if (!finished || sounded.current) return;
    sounded.current = true;
    sounds.playAfterAction(momentSounds[moment]);
  }, [finished, moment, sounds]);
  const heading = timeUp ? t('results.timeUp') : noScoreYet ? t('results.waiting.title') : band.label;
  // Read aloud: the heading, then the summary's words as shown.
  const summary = useRef<HTMLDivElement>(null);
  const spoken = () => [heading, ...[...(summary.current?.querySelectorAll('p') ?? [])].map((paragraph) => paragraph.textContent ?? '')];
  return (
    <PageLayout
      heading={heading}
      title={`${t('results.title')}: ${outcome.title}`}
      intro={outcome.title}
      actions={<SpeakButton parts={spoken} text={t('results.readAloud')} />}
    >
      {timeUp && (
        <p role="status" className="mcq-notice mcq-notice-info">
          {t('results.timeUp.saved', { answered, total: details.length })}
        </p>
      )}
      {/* In the screen's own code (about 5 KB gzip): loaded apart, it came half a second after the results and pushed
          them down by its height (a walk measured a layout shift of 0.15 at 1280 px, 0.29 at 360). */}
      {finished && (
        <FinishMoment
          moment={moment}
          freezeEarned={earned.freezeEarned}
          avatar={avatar}
          childName={childName}
          // "Let's practise those again": the review of what was answered wrong (one left blank is not scheduled), made now.
          onPractise={answeredWrong ? () => startReview.mutate() : undefined}
        />
      )}
      {startReview.isError && (
        <p role="alert" className="mcq-notice mcq-notice-error">
          {describeError(startReview.error, t('results.practiseFailed'))}
        </p>
      )}
      <div ref={summary}>
        <Panel className={`results-summary results-${band.color}`}>
          {celebration && !prefersReducedMotion() && (
            <Suspense fallback={null}>
              <Celebration kind={celebration} />
            </Suspense>
          )}
          {avatar && !finished && <ChildAvatar avatar={avatar} label={t('moment.avatar', { name: childName })} size="small" />}
          {outcome.subject && <SubjectBadge subject={outcome.subject} />}
          <p className="results-percent">{noScoreYet ? t('results.waiting') : `${score}%`}</p>
          {!noScoreYet && <p>{t('results.correctOf', { correct, total })}</p>}
          {!noScoreYet && <progress className="results-bar" max={100} value={score} aria-label={t('results.score')} />}
          {awaiting > 0 && (
            <p className="results-waiting">{awaiting === 1 ? t('results.waiting.one') : t('results.waiting.many', { count: awaiting })}</p>
          )}
          {personalBest && <p className="results-best">{t('results.personalBest', { before: Math.max(...earlierScores), score })}</p>}
          <p>{t(`results.encourage.${band.color}`)}</p>
          {missed > 0 && <p>{t('results.learn', { count: missed })}</p>}
          {/* A review's points wait for the child's results, which they are counted over. */}
          {!noScoreYet && reviewAdded !== null && (
            <PointsLine score={score} earlierScores={earlierScores} timeUp={timeUp} countUp={finished} reviewAdded={reviewAdded} />
          )}
        </Panel>
      </div>
      <ul className="results-cards">
        <li>
          <span>{t('results.correct')}</span> <strong>{correct}</strong>
        </li>
        <li>
          <span>{t('results.incorrect')}</span> <strong>{total - correct}</strong>
        </li>
        <li>
          <span>{t('results.timeTaken')}</span> <strong>{formatTime(result.time_taken ?? 0)}</strong>
        </li>
      </ul>
      {(score >= ACHIEVEMENT_SCORE || earned.unlocked.length > 0) && (
        <Panel title={t('results.achievement.title')} className="results-achievement">
          {score >= ACHIEVEMENT_SCORE && <p>{t('results.achievement.body')}</p>}
          {earned.unlocked.length > 0 && (
            <ul className="results-unlocked">
              {earned.unlocked.map((achievement) => (
                <li key={achievement.id}>
                  <span className="results-unlocked-badge" aria-hidden="true">
                    <TrophyFilled />
                  </span>
                  {t('results.unlocked', { title: achievement.title, description: achievement.description })}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
      {tries.length > 1 && (
        <Panel title={t('results.tries')}>
          <ol className="results-tries">
            {tries.map((attempt, index) => (
              <li key={attempt.id}>
                {index === 0 ? t('results.try.first') : t('results.try.practice', { n: index })}: <strong>{attempt.score}%</strong>
              </li>
            ))}
          </ol>
          <p>{t('results.tries.note')}</p>
        </Panel>
      )}
      <div className="results-actions">
        <KidButton aria-expanded={showDetails} aria-controls={detailsId} onClick={() => setShowDetails(!showDetails)}>
          {showDetails ? t('results.details.hide') : t('results.details.show')}
        </KidButton>
        {/* Below the 60% band the retake is the way forward, so it is the main button. */}
        <KidButton primary={band.color === 'red'} onClick={() => navigate(href('quiz', { assignmentId }))}>
          {t('results.retake')}
        </KidButton>
        <KidButton primary={band.color !== 'red'} onClick={() => navigate(href('studentDashboard'))}>
          {t('results.back')}
        </KidButton>
      </div>
      <div id={detailsId} hidden={!showDetails}>
        {showDetails && (
          <ol className="results-details">
            {details.map((question, index) => (
              <li key={question.id}>
                <Panel title={t('results.details.question', { n: index + 1 })}>
                  {question.awaitingMarking ? (
                    <p className="results-verdict is-waiting">{t('results.waiting')}</p>
                  ) : (
                    <p className={question.isCorrect ? 'results-verdict is-correct' : 'results-verdict is-incorrect'}>
                      {question.isCorrect ? t('results.correct') : t('results.incorrect')}
                    </p>
                  )}
                  <p className="results-question">{question.text}</p>
                  {isEssay(question.type) ? (
                    <EssayReview selected={question.selected} mark={question.mark} />
                  ) : question.type === 'matching' ? (
                    <MatchingReview options={question.options} selected={question.selected} />
                  ) : isTypedType(question.type) ? (
                    <TypedReview
                      type={question.type}
                      selected={question.selected}
                      correctAnswer={question.correctAnswer}
                      spelt={question.spelt}
                    />
                  ) : (
                    <ul className="results-options">
                      {question.options.map((option, optionIndex) => {
                        const chosen = option.id === question.selected;
                        const note = option.isCorrect ? t('results.details.rightAnswer') : chosen ? t('results.details.yourAnswer') : null;
                        return (
                          <li key={option.id} className={option.isCorrect ? 'is-right' : chosen ? 'is-chosen' : undefined}>
                            {question.type !== 'true_false' && <span className="results-letter">{optionLetter(optionIndex)}</span>}{' '}
                            {option.text}
                            {note && <em> ({note})</em>}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  {question.selected === null && <p>{t('results.details.unanswered')}</p>}
                  {question.explanation && !isEssay(question.type) && (
                    <p className="results-explanation">{t('results.details.explanation', { text: question.explanation })}</p>
                  )}
                </Panel>
              </li>
            ))}
          </ol>
        )}
      </div>
    </PageLayout>
  );
}
