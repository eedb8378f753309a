import type { QuizQuestionView } from 'shared/api';
import { t } from '../messages.ts';

interface QuestionGridProps {
  questions: readonly QuizQuestionView[];
  current: number;
  answers: Readonly<Record<string, string>>;
  flagged: ReadonlySet<string>;
  onGoTo: (index: number) => void;
}

/** The side panel: answered, remaining and flagged counts, and a numbered button per question showing its state. */
export function QuestionGrid({ questions, current, answers, flagged, onGoTo }: QuestionGridProps) {
  const answered = questions.filter((question) => answers[question.id]).length;
  const flaggedCount = questions.filter((question) => flagged.has(question.id)).length;
  return (
    <aside className="quiz-panel" aria-labelledby="quiz-panel-title">
      <h2 id="quiz-panel-title" className="mcq-card-title">
        {t('quiz.panel')}
      </h2>
      <dl className="quiz-counts">
        <div>
          <dt>{t('quiz.panel.answered')}</dt>
          <dd>
            {answered}/{questions.length}
          </dd>
        </div>
        <div>
          <dt>{t('quiz.panel.remaining')}</dt>
          <dd>{questions.length - answered}</dd>
        </div>
        <div>
          <dt>{t('quiz.panel.flagged')}</dt>
          <dd>{flaggedCount}</dd>
        </div>
      </dl>
      <nav aria-label={t('quiz.grid')}>
        <ol className="quiz-grid">
          {questions.map((question, index) => {
            const states = [
              index === current && t('quiz.grid.current'),
              answers[question.id] ? t('quiz.grid.answered') : t('quiz.grid.notAnswered'),
              flagged.has(question.id) && t('quiz.grid.flagged'),
            ].filter(Boolean);
            const className = [
              'quiz-grid-item',
              answers[question.id] ? 'is-answered' : 'is-unanswered',
              flagged.has(question.id) && 'is-flagged',
              index === current && 'is-current',
            ].filter(Boolean);
            return (
              <li key={question.id}>
                <button
                  type="button"
                  className={className.join(' ')}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={t('quiz.grid.item', { n: index + 1, state: states.join(', ') })}
                  onClick={() => onGoTo(index)}
                >
                  {index + 1}
                  {flagged.has(question.id) && <span aria-hidden="true">🚩</span>}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <ul className="quiz-legend" aria-hidden="true">
        <li className="is-current">{t('quiz.grid.current')}</li>
        <li className="is-answered">{t('quiz.grid.answered')}</li>
        <li className="is-unanswered">{t('quiz.grid.notAnswered')}</li>
        <li className="is-flagged">{t('quiz.grid.flagged')}</li>
      </ul>
    </aside>
  );
}
