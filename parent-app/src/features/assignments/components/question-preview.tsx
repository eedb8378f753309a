import { useId, useState } from 'react';
import { optionLetter, pairLeftLabel } from 'shared';
import { QueryView } from 'shared/ui';
import { useAssignmentPreview } from '../api/get-assignment-preview.ts';
import { t } from '../messages.ts';
import './assignments.css';

/**
 * The questions a child will get, marked as the parent's preview: without their answers until the
 * parent asks for them, so a parent can look over a child's shoulder without giving anything away.
 */
export function QuestionPreview({ assignmentId }: { assignmentId: string }) {
  const preview = useAssignmentPreview(assignmentId);
  const [answers, setAnswers] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="parent-preview">
      <h3 id={`${id}-title`}>
        {t('preview.title')} <span className="parent-preview-mark">{t('preview.mark')}</span>
      </h3>
      <QueryView query={preview} errorText={t('preview.failed')} isEmpty={(data) => data.questions.length === 0} empty={t('preview.none')}>
        {({ questions }) => (
          <>
            <p className="mcq-state">{t('preview.intro', { count: questions.length })}</p>
            <label className="parent-preview-toggle">
              <input type="checkbox" checked={answers} onChange={(event) => setAnswers(event.target.checked)} /> {t('preview.showAnswers')}
            </label>
            <ol className="parent-preview-questions">
              {questions.map((question) => (
                <li key={question.id}>
                  <p className="parent-preview-text">{question.text}</p>
                  {question.options.length > 0 && (
                    <ul className="parent-preview-options">
                      {question.options.map((option, i) => (
                        <li key={option.id} className={answers && option.isCorrect ? 'parent-preview-right' : undefined}>
                          {/* A matching pair's picture is named by its words (its alt text). */}
                          {optionLetter(i)}. {pairLeftLabel(option)}
                          {answers && option.match && ` → ${option.match}`}
                          {answers && option.isCorrect && <strong> {t('preview.right')}</strong>}
                        </li>
                      ))}
                    </ul>
                  )}
                  {answers && question.options.length === 0 && (
                    <p className="parent-preview-answer">{t('preview.typedAnswer', { answer: question.correctAnswer })}</p>
                  )}
                  {answers && question.explanation && <p className="parent-preview-answer">{question.explanation}</p>}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryView>
    </section>
  );
}
