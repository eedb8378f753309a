import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Descriptions, Input, Tag } from 'antd';
import 'shared/antd-css/card.js';
import 'shared/antd-css/descriptions.js';
import 'shared/antd-css/input.js';
import 'shared/antd-css/tag.js';
import { useId, useState } from 'react';
import {
  blankCount,
  capitalised,
  describeKey,
  encodeBlanks,
  ESTIMATED_TIME,
  inRangeOrDefault,
  markTypedAnswer,
  textAroundBlanks,
} from 'shared';
import { t } from '../messages.ts';
import type { QuestionFields } from '../question-fields.ts';
import './questions.css';

export interface PreviewMedia {
  imageUrl?: string;
  audioUrl?: string;
}

const labelOf = (value: string | undefined) => (value ? capitalised(value) : t('preview.none'));
const listed = (values: readonly string[]) => (values.length ? values.join(', ') : t('preview.none'));

/** A fill-in question's text with a box where the child types each blank, as the quiz shows it. */
function WithBlanks({ type, text }: { type: string; text: string }) {
  if (type !== 'fill_blank') return text;
  return textAroundBlanks(text).map((piece, i) => (
    <span key={i}>
      {i > 0 && (
        <span className="creator-preview-blank">
          <span className="mcq-visually-hidden">{t('preview.blank')}</span>
        </span>
      )}
      {piece}
    </span>
  ));
}

/**
 * A box per blank (one for a short answer) where the author types an answer as a child would, and how the quiz marks
 * it: the same rule the server scores with (markTypedAnswer), so the author sees which near misses are taken.
 */
function TryAnswer({ question }: { question: QuestionFields }) {
  const id = useId();
  const boxes = question.type === 'fill_blank' ? Math.max(1, blankCount(question.text)) : 1;
  const [values, setValues] = useState<string[]>([]);
  const typed = Array.from({ length: boxes }, (_, i) => values[i] ?? '');
  const answer = question.type === 'fill_blank' ? encodeBlanks(typed) : typed[0]!;
  const marked = answer.trim() ? markTypedAnswer(question, answer) : null;
  return (
    <fieldset className="creator-fieldset creator-preview-try">
      <legend>{t('preview.try')}</legend>
      {typed.map((value, i) => (
        <div key={i}>
          {boxes > 1 && <label htmlFor={`${id}-${i}`}>{t('preview.try.blank', { n: i + 1 })}</label>}
          <Input
            id={`${id}-${i}`}
            aria-label={boxes > 1 ? undefined : t('preview.try')}
            value={value}
            maxLength={500}
            onChange={(event) => setValues(typed.map((old, j) => (j === i ? event.target.value : old)))}
          />
        </div>
      ))}
      <p role="status">
        {marked === null
          ? ''
          : !marked.correct
            ? t('preview.try.wrong')
            : marked.spelt.length
              ? t('preview.try.spelt', { words: marked.spelt.join(', ') })
              : t('preview.try.right')}
      </p>
    </fieldset>
  );
}

/** The question as a child sees it, with what the creator set around it (docs/product.md, "Create and Edit Question"). */
export function QuestionPreview({
  question,
  media = {},
  pairPictures = {},
}: {
  question: QuestionFields;
  media?: PreviewMedia;
  pairPictures?: Record<string, string>;
}) {
  const seconds = inRangeOrDefault(question.estimatedTime, ESTIMATED_TIME);
  const options =
    question.type === 'true_false'
      ? ['True', 'False'].map((text, i) => ({ id: String.fromCharCode(97 + i), text, isCorrect: question.correctAnswer === text }))
      : question.options;
  return (
    <section aria-label={t('preview.label')} className="creator-preview">
      <Card>
        <p className="creator-preview-meta">
          <Tag>{question.subject ?? t('preview.none')}</Tag>
          <Tag>{question.grade ?? t('preview.none')}</Tag>
          <Tag>{labelOf(question.difficulty)}</Tag>
          <Tag>{t('preview.seconds', { seconds })}</Tag>
        </p>
        <h2 className="creator-preview-question">
          {question.text.trim() ? <WithBlanks type={question.type} text={question.text} /> : t('preview.empty')}
        </h2>
        {media.imageUrl && <img src={media.imageUrl} alt={question.image_alt} className="creator-preview-image" />}
        {media.audioUrl && (
          // A question's clip is the question itself read or played, so it has no captions of its own.
          <audio controls src={media.audioUrl} className="creator-preview-audio" />
        )}
        {question.type === 'multiple_choice' || question.type === 'true_false' ? (
          <ol className="creator-preview-options">
            {options.map((option) => (
              <li key={option.id} className={option.isCorrect ? 'creator-preview-correct' : undefined}>
                <span className="creator-option-letter">{option.id.toUpperCase()}</span> {option.text}
                {option.isCorrect && (
                  <span className="creator-preview-mark">
                    <CheckCircleFilled aria-hidden="true" /> {t('preview.correct')}
                  </span>
                )}
              </li>
            ))}
          </ol>
        ) : question.type === 'essay' ? (
          <p>{t('preview.essay')}</p>
        ) : question.type === 'matching' ? (
          <>
            <p>{t('preview.pairs')}</p>
            <ol className="creator-preview-options">
              {question.options.map((option) => (
                <li key={option.id}>
                  {/* A picture as the child sees it, named by its words. */}
                  {option.image && pairPictures[option.image] && (
                    <img src={pairPictures[option.image]} alt={option.alt ?? ''} className="creator-pair-thumb" />
                  )}
                  {option.text} → {option.match}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <>
            <p>{t('preview.answer', { answer: describeKey(question.correctAnswer, question.type) || t('preview.none') })}</p>
            <TryAnswer question={question} />
          </>
        )}
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'explanation', label: t('preview.explanation'), children: question.explanation || t('preview.none') },
            { key: 'skills', label: t('preview.skills'), children: listed(question.skills) },
            { key: 'topic', label: t('preview.topic'), children: question.topic || t('preview.none') },
            { key: 'tags', label: t('preview.tags'), children: listed(question.tags) },
          ]}
        />
      </Card>
    </section>
  );
}
