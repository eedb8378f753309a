import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { paths, questionPicture, statusChangeProblem } from 'shared';
import { pb, sessionAtom } from 'shared/session';
import { matchesSearch, PageLayout, Panel, QueryView, SearchForm } from 'shared/ui';
import { useFileToken } from '../../features/questions/api/get-file-token.ts';
import { QuestionPreview } from '../../features/questions/components/question-preview.tsx';
import { fieldsOf } from '../../features/questions/question-fields.ts';
import { useReviewQueue, type ReviewQuestion } from '../../features/review/api/get-review-queue.ts';
import { ReviewDecision } from '../../features/review/components/review-decision.tsx';
import { t } from '../../features/review/messages.ts';
import './review-queue.css';

function mediaOf(question: ReviewQuestion, token: string) {
  // The question's own picture: the file no matching pair shows.
  const image = questionPicture(question.images, question.options);
  return {
    ...(image ? { imageUrl: pb.files.getURL(question, image, { token }) } : {}),
    ...(question.audio ? { audioUrl: pb.files.getURL(question, question.audio, { token }) } : {}),
  };
}

/** Each of the question's files by name, for the pictures of its matching pairs. */
const picturesOf = (question: ReviewQuestion, token: string) =>
  Object.fromEntries(question.images.map((name) => [name, pb.files.getURL(question, name, { token })]));

/**
 * The reviewer's queue: every question and set in review, each shown as a child would see it, to
 * publish or send back. Publish names the version shown; when its author changed it since, the
 * reviewer is told and the queue shows it anew.
 */
export function ReviewQueue() {
  const { user } = useAtomValue(sessionAtom);
  const isReviewer = user?.reviewer === true;
  const queue = useReviewQueue(isReviewer);
  const token = useFileToken();
  const [news, setNews] = useState<{ done: string } | { changed: string } | null>(null);
  const [search, setSearch] = useState('');
  const decided = {
    onDecided: (done: string) => setNews({ done }),
    onChanged: (changed: string) => setNews({ changed }),
  };
  // The server's rule, repeated for the reviewer's sake: nobody publishes their own work.
  const ownWork = (authorId: string) => {
    const blocked = statusChangeProblem('review', 'published', { isOwner: authorId === user?.id, isReviewer });
    return blocked ? { blocked } : {};
  };
  return (
    <PageLayout heading={t('review.title')} intro={t('review.intro')} back={{ to: paths.creatorDashboard, label: t('review.back') }}>
      <div role="status">{news && 'done' in news && <p className="mcq-notice mcq-notice-success">{news.done}</p>}</div>
      <div role="alert">{news && 'changed' in news && <p className="mcq-notice mcq-notice-info">{news.changed}</p>}</div>
      {!isReviewer ? (
        <p>{t('review.notReviewer')}</p>
      ) : (
        <>
          <SearchForm label={t('review.search')} onSearch={setSearch} />
          <QueryView query={queue} errorText={t('review.failed')}>
            {(waiting) => {
              const questions = waiting.questions.filter((question) =>
                matchesSearch(search, question.text, question.subject, question.expand?.created_by?.name),
              );
              const sets = waiting.sets.filter((set) =>
                matchesSearch(search, set.title, set.description, set.subject, set.expand?.created_by?.name),
              );
              return (
                <>
                  <Panel title={t('review.questions')}>
                    {questions.length === 0 ? (
                      <p className="mcq-state">{t(waiting.questions.length === 0 ? 'review.questions.empty' : 'review.noMatch')}</p>
                    ) : (
                      <ul aria-label={t('review.questions')} className="mcq-list">
                        {questions.map((question) => (
                          <li key={question.id} className="creator-review-item">
                            <p className="mcq-row-meta">{t('review.by', { name: question.expand?.created_by?.name ?? '' })}</p>
                            {question.replaces && <p>{t('review.newVersion')}</p>}
                            <QuestionPreview
                              question={fieldsOf(question)}
                              media={mediaOf(question, token.data ?? '')}
                              pairPictures={picturesOf(question, token.data ?? '')}
                            />
                            <ReviewDecision
                              collection="questions"
                              id={question.id}
                              title={question.text}
                              version={question.updated}
                              {...ownWork(question.created_by)}
                              {...decided}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </Panel>
                  <Panel title={t('review.sets')}>
                    {sets.length === 0 ? (
                      <p className="mcq-state">{t(waiting.sets.length === 0 ? 'review.sets.empty' : 'review.noMatch')}</p>
                    ) : (
                      <ul aria-label={t('review.sets')} className="mcq-list">
                        {sets.map((set) => {
                          const unpublished = (set.expand?.questions ?? []).filter((question) => question.status !== 'published').length;
                          const blocked =
                            ownWork(set.created_by).blocked ??
                            (unpublished ? t('review.set.unpublished', { count: unpublished }) : undefined);
                          return (
                            <li key={set.id} className="creator-review-item">
                              <h3 className="mcq-card-title">{set.title}</h3>
                              <p className="mcq-row-meta">
                                {t('review.by', { name: set.expand?.created_by?.name ?? '' })} · {set.subject} · {set.grade} ·{' '}
                                {t('review.set.questions', { count: set.totalQuestions })}
                              </p>
                              <p>{set.description}</p>
                              <ol>
                                {(set.expand?.questions ?? []).map((question) => (
                                  <li key={question.id}>{question.text}</li>
                                ))}
                              </ol>
                              <ReviewDecision
                                collection="question_sets"
                                id={set.id}
                                title={set.title}
                                version={set.updated}
                                {...(blocked ? { blocked } : {})}
                                {...decided}
                              />
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </Panel>
                </>
              );
            }}
          </QueryView>
        </>
      )}
    </PageLayout>
  );
}
