import { useId, useState } from 'react';
import {
  describeKey,
  formatDate,
  isChoiceType,
  isEssay,
  optionLetter,
  pairLeftLabel,
  partnerText,
  readBlanks,
  readPairs,
  t as common,
} from 'shared';
import { QueryView, ScoreBadge } from 'shared/ui';
import type { ReviewedQuestion } from 'shared/api';
import { useResultReview } from '../../../lib/result-review.ts';
import { t } from '../messages.ts';

/** A choice option as the child saw it: its letter and words. */
const lettered = (question: ReviewedQuestion, optionId: string | null | undefined) => {
  const index = (question.options ?? []).findIndex((option) => option.id === optionId);
  return index < 0 ? '' : `${optionLetter(index)}. ${question.options![index]!.text ?? ''}`;
};

/** What the child answered and what was right, in words, by the question's type. */
function answerAndKey(question: ReviewedQuestion): { answer: string; right: string } {
  const selected = question.selected ?? '';
  if (isEssay(question.type))
    return { answer: selected, right: question.explanation ? t('answers.guide', { guide: question.explanation }) : '' };
  if (question.type === 'matching') {
    const pairs = readPairs(selected);
    const options = question.options ?? [];
    return {
      answer: options.map((option) => `${pairLeftLabel(option)} → ${partnerText(options, pairs[option.id]) ?? '…'}`).join('; '),
      right: options.map((option) => `${pairLeftLabel(option)} → ${option.match ?? ''}`).join('; '),
    };
  }
  if (isChoiceType(question.type)) {
    const rightOption = (question.options ?? []).find((option) => option.isCorrect);
    return { answer: lettered(question, selected), right: rightOption ? lettered(question, rightOption.id) : '' };
  }
  return {
    answer: question.type === 'fill_blank' ? readBlanks(selected).join('; ') : selected,
    right: describeKey(question.correctAnswer, question.type),
  };
}

/** One quiz's answers, question by question, against the right ones, opened on request. */
function QuizAnswers({
  result,
  childName,
}: {
  result: { id: string; title: string; score: number; completed_at: string };
  childName: string;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const review = useResultReview(result.id, open);
  return (
    <li>
      <button type="button" className="parent-skill-toggle" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <span className="parent-skill-name">{t('answers.link', { title: result.title })}</span> <ScoreBadge score={result.score} />{' '}
        <small>{formatDate(result.completed_at)}</small>
      </button>
      <div id={panel} hidden={!open}>
        {open && (
          <QueryView query={review} errorText={common('error.default')}>
            {(data) => (
              <ol className="parent-child-answers">
                {data.details.map((question) => {
                  const { answer, right } = answerAndKey(question);
                  const verdict = question.awaitingMarking ? 'waiting' : question.isCorrect ? 'right' : 'wrong';
                  return (
                    <li key={question.id}>
                      <p className="parent-child-answers-question">{question.text}</p>
                      <p>
                        <span className={`parent-answer-${verdict === 'waiting' ? 'waiting' : verdict}`}>{t(`answers.${verdict}`)}</span>{' '}
                        {t('answers.given', { name: childName, answer: answer || t('answers.none') })}
                      </p>
                      {!question.isCorrect && right && <p>{t('answers.key', { right })}</p>}
                    </li>
                  );
                })}
              </ol>
            )}
          </QueryView>
        )}
      </div>
    </li>
  );
}

/** Progress's "Answers, quiz by quiz": the child's recent quizzes, each opening what the child answered against the right answers. */
export function ChildAnswers({
  childName,
  results,
}: {
  childName: string;
  results: ReadonlyArray<{ id: string; title: string; score: number; completed_at: string }>;
}) {
  return (
    <ul className="parent-answers">
      {results.map((result) => (
        <QuizAnswers key={result.id} result={result} childName={childName} />
      ))}
    </ul>
  );
}
