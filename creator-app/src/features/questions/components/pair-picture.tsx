import { Alert, Button, Input, type InputProps } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/input.js';
import { useId, useState } from 'react';
import { PAIR_ALT_MAX, PAIR_MESSAGES, PAIR_PICTURE_TYPES, QUESTION_PICTURES_MAX } from 'shared';
import { mediaProblem } from '../media.ts';
import { t } from '../messages.ts';
import type { QuestionOption } from '../question-fields.ts';

interface PairPictureProps {
  n: number;
  option: QuestionOption;
  /** The chosen picture's address; none when the pair names a file the question no longer has. */
  url: string | undefined;
  /** Whether the question has room for another picture. */
  canAdd: boolean;
  /** The hint the chooser is described by (pictures are saved without their hidden details). */
  hintId: string;
  /** What the words box carries when the form refused them (their status and the refusal's words). */
  wordsProps?: Pick<InputProps, 'status' | 'aria-invalid' | 'aria-describedby'>;
  /** A checked file chosen for the pair. */
  onChoose: (file: File) => void;
  onAlt: (alt: string) => void;
  onRemove: () => void;
}

/**
 * The picture on the left of a matching pair: chosen (a file of the wrong type or too large is refused here,
 * in words), shown as the child will see it, with the words a screen reader says for it; or removed.
 */
export function PairPicture({ n, option, url, canAdd, hintId, wordsProps, onChoose, onAlt, onRemove }: PairPictureProps) {
  const inputId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // Each refusal is a new alert, so that the same words are announced again for the same file chosen twice.
  const [refusals, setRefusals] = useState(0);
  const refuse = (words: string | null) => {
    setProblem(words);
    if (words) setRefusals((count) => count + 1);
  };
  // A picture just chosen replaces the chooser: the keyboard goes on to the words for it.
  const [justChosen, setJustChosen] = useState(false);
  if (option.image) {
    return (
      <div className="creator-pair-picture">
        {url ? (
          <img src={url} alt={option.alt ?? ''} className="creator-pair-thumb" />
        ) : (
          <p className="creator-hint">{t('field.pair.picture.missing')}</p>
        )}
        <Input
          {...wordsProps}
          autoFocus={justChosen}
          aria-label={t('field.pair.alt', { n })}
          placeholder={t('field.pair.alt.placeholder')}
          value={option.alt ?? ''}
          maxLength={PAIR_ALT_MAX}
          onChange={(event) => onAlt(event.target.value)}
        />
        <Button onClick={onRemove}>{t('field.pair.picture.remove', { n })}</Button>
      </div>
    );
  }
  return (
    <div className="creator-pair-picture">
      <input
        id={inputId}
        type="file"
        className="mcq-file-input"
        accept={PAIR_PICTURE_TYPES.join(',')}
        disabled={!canAdd}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) {
            refuse(PAIR_MESSAGES.drawing(n));
            return;
          }
          void mediaProblem('image', file).then((refused) => {
            refuse(refused);
            if (refused) return;
            setJustChosen(true);
            onChoose(file);
          });
        }}
      />
      <label htmlFor={inputId} className="mcq-file-label">
        {t('field.pair.picture.choose', { n })}
      </label>
      {!canAdd && <span className="creator-hint">{t('field.pair.picture.full', { max: QUESTION_PICTURES_MAX })}</span>}
      {problem && <Alert key={refusals} id={errorId} type="error" role="alert" showIcon title={problem} />}
    </div>
  );
}
