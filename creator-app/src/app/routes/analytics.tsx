import { useState } from 'react';
import { paths, scoreBand } from 'shared';
import { matchesSearch, PageLayout, Panel, QueryView, SearchForm } from 'shared/ui';
import { useAnalytics } from '../../features/analytics/api/get-analytics.ts';
import { QuestionFigures } from '../../features/analytics/components/question-figures.tsx';
import { t } from '../../features/analytics/messages.ts';
import '../../features/analytics/components/analytics.css';

/** Analytics: per set, completions and average score; per question, answers, share right, option picks, discrimination and notes. */
export function AnalyticsScreen() {
  const analytics = useAnalytics();
  const [search, setSearch] = useState('');
  return (
    <PageLayout
      heading={t('analytics.title')}
      intro={t('analytics.intro')}
      back={{ to: paths.creatorDashboard, label: t('analytics.back') }}
    >
      <SearchForm label={t('analytics.search')} onSearch={setSearch} />
      <QueryView query={analytics} errorText={t('analytics.failed')}>
        {(all) => {
          const sets = all.sets.filter((set) => matchesSearch(search, set.title, set.subject, set.grade));
          const questions = all.questions.filter((question) => matchesSearch(search, question.text, question.subject, question.grade));
          const answered = (list: typeof all.sets) => list.some((set) => set.completions > 0);
          return (
            <>
              <Panel title={t('analytics.sets')}>
                {!answered(sets) ? (
                  <p className="mcq-state">{t(answered(all.sets) ? 'analytics.noMatch' : 'analytics.sets.empty')}</p>
                ) : (
                  <table className="mcq-table">
                    <caption>{t('analytics.sets.caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('analytics.set.title')}</th>
                        <th scope="col">{t('analytics.set.completions')}</th>
                        <th scope="col">{t('analytics.set.average')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {sets
                        .filter((set) => set.completions > 0)
                        .toSorted((a, b) => b.completions - a.completions)
                        .map((set) => (
                          <tr key={set.id}>
                            <th scope="row">
                              {set.title}{' '}
                              <span className="mcq-row-meta">
                                ({set.subject} · {set.grade})
                              </span>
                            </th>
                            <td>{set.completions}</td>
                            <td className={set.averageScore === null ? undefined : `creator-band-${scoreBand(set.averageScore).color}`}>
                              {set.averageScore === null ? t('analytics.set.noScore') : `${set.averageScore}%`}
                            </td>
                          </tr>
                        ))}
                    </tbody>
                  </table>
                )}
              </Panel>
              <Panel title={t('analytics.questions')}>
                {questions.length === 0 ? (
                  <p className="mcq-state">{t(all.questions.length > 0 ? 'analytics.noMatch' : 'analytics.questions.empty')}</p>
                ) : (
                  <>
                    {/* Said once, in words everyone can read (a tooltip is out of reach of the keyboard and of screen readers). */}
                    <p className="mcq-row-meta">{t('analytics.discrimination.help')}</p>
                    <ul aria-label={t('analytics.questions.list')} className="mcq-list">
                      {questions
                        .toSorted((a, b) => b.answered - a.answered)
                        .map((question) => (
                          <QuestionFigures key={question.id} question={question} />
                        ))}
                    </ul>
                  </>
                )}
              </Panel>
            </>
          );
        }}
      </QueryView>
    </PageLayout>
  );
}
