import { lazy, Suspense, useState } from 'react';
import { DISCRIMINATION_MIN_ANSWERS, paths, scoreBand, type QuestionAnalytics } from 'shared';
import { matchesSearch, PageLayout, Panel, QueryView, SearchForm } from 'shared/ui';
import { useAnalytics } from '../api/get-analytics.ts';
import { t } from '../messages.ts';
import { notesFor } from '../notes.ts';
import './analytics.css';

// The chart library comes only with this screen, and only once there is something to draw.
const OptionChart = lazy(() => import('./option-chart.tsx'));

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

function QuestionFigures({ question }: { question: QuestionAnalytics }) {
  const notes = notesFor(question);
  return (
    <li className="creator-analytics-question">
      <h3 className="mcq-card-title">{question.text}</h3>
      <p className="mcq-row-meta">
        {question.subject} · {question.grade} · {t('analytics.answered', { count: question.answered })} · {t('analytics.correct', { percent: percent(question.correct, question.answered) })} ·{' '}
        {question.discrimination === null
          ? t('analytics.discrimination.waiting', { count: DISCRIMINATION_MIN_ANSWERS })
          : t('analytics.discrimination', { value: question.discrimination.toFixed(2) })}
      </p>
      {notes.length > 0 && (
        <ul className="creator-analytics-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {question.options.length > 0 && (
        <div className="creator-analytics-options">
          <table className="mcq-table">
            <caption>{t('analytics.options.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analytics.option')}</th>
                <th scope="col">{t('analytics.picked')}</th>
                <th scope="col">{t('analytics.share')}</th>
              </tr>
            </thead>
            <tbody>
              {question.options.map((option) => (
                <tr key={option.id}>
                  <th scope="row">
                    {option.id.toUpperCase()}. {option.text} {option.isCorrect && t('analytics.right')}
                  </th>
                  <td>{option.picked}</td>
                  <td>{percent(option.picked, question.answered)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Suspense fallback={null}>
            <OptionChart options={question.options} />
          </Suspense>
        </div>
      )}
    </li>
  );
}

/** Analytics: per set, completions and average score; per question, answers, share right, option picks, discrimination and notes. */
export function AnalyticsScreen() {
  const analytics = useAnalytics();
  const [search, setSearch] = useState('');
  return (
    <PageLayout heading={t('analytics.title')} intro={t('analytics.intro')} back={{ to: paths.creatorDashboard, label: t('analytics.back') }}>
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
                              {set.title} <span className="mcq-row-meta">({set.subject} · {set.grade})</span>
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
