import { lazy, Suspense } from 'react';
import { DISCRIMINATION_MIN_ANSWERS, isTypedType, type QuestionAnalytics } from 'shared';
import { t } from '../messages.ts';
import { notesFor } from '../notes.ts';

// The chart library comes only with this screen, and only once there is something to draw.
const OptionChart = lazy(() => import('./option-chart.tsx'));

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/**
 * One question of the Analytics screen: its figures, the notes on it, and how often each option was picked
 * (choice questions), or its most common wrong answers (typed) or pairs most often confused (matching).
 */
export function QuestionFigures({ question }: { question: QuestionAnalytics }) {
  const notes = notesFor(question);
  // Typed and matching questions have no options' picks to show: their common wrong answers tell the same.
  const showsWrongAnswers = question.type === 'matching' || isTypedType(question.type);
  return (
    <li className="creator-analytics-question">
      <h3 className="mcq-card-title">{question.text}</h3>
      <p className="mcq-row-meta">
        {question.subject} · {question.grade} · {t('analytics.answered', { count: question.answered })} ·{' '}
        {t('analytics.correct', { percent: percent(question.correct, question.answered) })} ·{' '}
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
      {showsWrongAnswers && <WrongAnswers question={question} />}
      {!showsWrongAnswers && question.options.length > 0 && (
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

/** A typed question's most common wrong answers, or a matching question's pairs most often confused, with how often each was given. */
function WrongAnswers({ question }: { question: QuestionAnalytics }) {
  const kind = question.type === 'matching' ? 'confused' : 'wrong';
  if (question.wrongAnswers.length === 0) return <p className="mcq-row-meta">{t(`analytics.${kind}.none`)}</p>;
  return (
    <table className="mcq-table">
      <caption>{t(`analytics.${kind}.caption`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`analytics.${kind}.answer`)}</th>
          <th scope="col">{t('analytics.wrong.times')}</th>
          <th scope="col">{t('analytics.share')}</th>
        </tr>
      </thead>
      <tbody>
        {question.wrongAnswers.map((wrong) => (
          <tr key={wrong.answer}>
            <th scope="row">{wrong.answer}</th>
            <td>{wrong.count}</td>
            <td>{percent(wrong.count, question.answered)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
