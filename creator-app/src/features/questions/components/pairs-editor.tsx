import { Button, Form, Input } from 'antd';
import 'shared/antd-css/button.js';
import 'shared/antd-css/form.js';
import 'shared/antd-css/input.js';
import { useId } from 'react';
import { PAIRS, pairsProblemAt, type PairBox } from 'shared';
import { t } from '../messages.ts';
import { letterOf, relettered, type QuestionOption } from '../question-fields.ts';
import type { PairPictures } from '../use-pair-pictures.ts';
import { PairPicture } from './pair-picture.tsx';

interface PairsEditorProps {
  value?: QuestionOption[];
  onChange?: (options: QuestionOption[]) => void;
  pictures: PairPictures;
  /** Whether the question has room for another picture (QUESTION_PICTURES_MAX, its own included). */
  canAddPicture: boolean;
  /** From the form: whether the pairs were refused, and the id of the words that say why. */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

const withoutPicture = ({ image: _image, alt: _alt, ...option }: QuestionOption): QuestionOption => option;

/**
 * A matching question's pairs: each a word, or a picture with words for it, and the one it goes with, 2 to 6
 * of them (the options, each with its `match`); every box names its pair for screen readers. The quiz shows
 * the partners in an order of its own.
 */
export function PairsEditor({
  value = [],
  onChange,
  pictures,
  canAddPicture,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: PairsEditorProps) {
  // The refusal is marked on the boxes it is about (both pairs when two clash), described by its words.
  const refused = invalid === true || invalid === 'true' ? pairsProblemAt(value) : null;
  const marked = (n: number, box: Exclude<PairBox, 'both'>) =>
    refused?.pairs.includes(n) && (refused.box === box || (refused.box === 'both' && box !== 'pictureWords'))
      ? ({ status: 'error', 'aria-invalid': true, 'aria-describedby': describedBy } as const)
      : {};
  const change = (index: number, patch: Partial<QuestionOption>) =>
    onChange?.(value.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  const detailsId = useId();
  return (
    <fieldset className="creator-fieldset">
      <legend>{t('field.pairs')}</legend>
      <p className="creator-hint">{t('field.pairs.hint')}</p>
      <p id={detailsId} className="creator-hint">
        {t('field.image.details')}
      </p>
      {/* antd's field gives its error status to every box inside it: here none, so that only the boxes at fault are marked. */}
      <Form.Item noStyle validateStatus="">
        <ol className="creator-options">
          {value.map((option, index) => {
            const n = index + 1;
            return (
              <li key={option.id}>
                <div className="creator-option-row creator-pair-row">
                  <span aria-hidden="true" className="creator-option-letter">
                    {n}
                  </span>
                  <Input
                    {...marked(n, 'left')}
                    aria-label={t('field.pair.item', { n })}
                    value={option.text}
                    maxLength={200}
                    onChange={(event) => change(index, { text: event.target.value })}
                  />
                  <span aria-hidden="true">→</span>
                  <Input
                    {...marked(n, 'right')}
                    aria-label={t('field.pair.match', { n })}
                    value={option.match ?? ''}
                    maxLength={200}
                    onChange={(event) => change(index, { match: event.target.value })}
                  />
                  {value.length > PAIRS.min && (
                    <Button
                      aria-label={t('field.pair.remove', { n })}
                      onClick={() => onChange?.(relettered(value.filter((_, i) => i !== index)))}
                    >
                      ×
                    </Button>
                  )}
                </div>
                <PairPicture
                  n={n}
                  option={option}
                  url={option.image ? pictures.urls[option.image] : undefined}
                  canAdd={canAddPicture}
                  hintId={detailsId}
                  wordsProps={marked(n, 'pictureWords')}
                  onChoose={(file) => change(index, { image: pictures.add(file), alt: option.alt ?? '' })}
                  onAlt={(alt) => change(index, { alt })}
                  onRemove={() => onChange?.(value.map((other, i) => (i === index ? withoutPicture(other) : other)))}
                />
              </li>
            );
          })}
        </ol>
      </Form.Item>
      <Button
        disabled={value.length >= PAIRS.max}
        onClick={() => onChange?.([...value, { id: letterOf(value.length), text: '', match: '', isCorrect: false }])}
      >
        {t('field.pair.add')}
      </Button>
    </fieldset>
  );
}
