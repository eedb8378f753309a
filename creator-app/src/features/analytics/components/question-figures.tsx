import { lazy, Suspense } from 'react';
import { DISCRIMINATION_MIN_ANSWERS, type QuestionAnalytics } from 'shared';
import { t } from '../messages.ts';
import { notesFor } from '../notes.ts';

// The chart library comes only with this screen, and only once there is something to draw.
const OptionChart = lazy(() => import('./option-chart.tsx'));

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** One question of the Analytics screen: its figures, the notes on it, and how often each option was picked. */
export function QuestionFigures({ question }: { question: QuestionAnalytics }) {
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
