import { Button, Checkbox, Input } from 'antd';
import 'shared/antd-css/button.js';
import 'shared/antd-css/checkbox.js';
import 'shared/antd-css/input.js';
import { OPTIONS } from 'shared';
import { t } from '../messages.ts';
import { letterOf, relettered, type QuestionOption } from '../question-fields.ts';

interface OptionsEditorProps {
  value?: QuestionOption[];
  onChange?: (options: QuestionOption[]) => void;
}

/**
 * A multiple-choice question's options (docs/product.md, "Create and Edit Question"): 4 to start with, Add Option until
 * there are 6, a remove button only while there are more than 2; every text box and correct
 * marker names its letter for screen readers.
 */
export function OptionsEditor({ value = [], onChange }: OptionsEditorProps) {
  const change = (index: number, patch: Partial<QuestionOption>) =>
    onChange?.(value.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <fieldset className="creator-fieldset">
      <legend>{t('field.options')}</legend>
      <p className="creator-hint">{t('field.options.hint')}</p>
      <ol className="creator-options">
        {value.map((option, index) => {
          const letter = option.id.toUpperCase();
          return (
            <li key={option.id}>
              <div className="creator-option-row">
                <span aria-hidden="true" className="creator-option-letter">
                  {letter}
                </span>
                <Input
                  aria-label={t('field.option', { letter })}
                  value={option.text}
                  maxLength={500}
                  onChange={(event) => change(index, { text: event.target.value })}
                />
                <Checkbox
                  aria-label={t('field.option.correctLabel', { letter })}
                  checked={option.isCorrect}
                  onChange={(event) => change(index, { isCorrect: event.target.checked })}
                >
                  <span aria-hidden="true">{t('field.option.correct')}</span>
                </Checkbox>
                {value.length > OPTIONS.min && (
                  <Button
                    aria-label={t('field.option.remove', { letter })}
                    onClick={() => onChange?.(relettered(value.filter((_, i) => i !== index)))}
                  >
                    ×
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        disabled={value.length >= OPTIONS.max}
        onClick={() => onChange?.([...value, { id: letterOf(value.length), text: '', isCorrect: false }])}
      >
        {t('field.option.add')}
      </Button>
    </fieldset>
  );
}
