import { Alert, Button, Flex } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/flex.js';
import { useId, useState, type ReactNode } from 'react';
import { QUESTION_MEDIA } from 'shared';
import { mediaProblem, type MediaChoice, type MediaKind } from '../media.ts';
import { t } from '../messages.ts';

interface MediaFieldProps {
  kind: MediaKind;
  value: MediaChoice;
  onChange: (choice: MediaChoice) => void;
  /** The server's words about the stored file, after a refused save. */
  serverError?: string;
  /** What shows the chosen file (a picture, a player). */
  children?: ReactNode;
}

const fileName = (choice: MediaChoice) => (choice.kind === 'new' ? choice.file.name : choice.kind === 'kept' ? choice.name : '');

/**
 * The upload of a question's image or audio clip: a file too large, or whose content is not of a
 * type the server accepts (whatever its name says), is refused here, in words, before anything is
 * sent; the chosen file can be replaced or removed. A picture is saved without its hidden details
 * (api/save-question.ts), as the author is told.
 */
export function MediaField({ kind, value, onChange, serverError, children }: MediaFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // Each refusal is a new alert, so that the same words are announced again for the same file chosen twice.
  const [refusals, setRefusals] = useState(0);
  const shown = problem ?? serverError;
  const has = value.kind !== 'none';
  return (
    <div className="creator-media">
      <Flex gap={8} align="center" wrap>
        <input
          id={inputId}
          type="file"
          className="mcq-file-input"
          accept={QUESTION_MEDIA[kind].types.join(',')}
          aria-describedby={[kind === 'image' ? hintId : '', shown ? errorId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            void mediaProblem(kind, file).then((refused) => {
              setProblem(refused);
              if (refused) setRefusals((count) => count + 1);
              if (!refused) onChange({ kind: 'new', file, url: URL.createObjectURL(file) });
            });
          }}
        />
        <label htmlFor={inputId} className="mcq-file-label">
          {t(has ? `field.${kind}.replace` : `field.${kind}.choose`)}
        </label>
        {has && (
          <Button
            onClick={() => {
              setProblem(null);
              onChange({ kind: 'none' });
            }}
          >
            {t(`field.${kind}.remove`)}
          </Button>
        )}
      </Flex>
      {has && <p className="creator-hint">{t('field.media.current', { name: fileName(value) })}</p>}
      {kind === 'image' && (
        <p id={hintId} className="creator-hint">
          {t('field.image.details')}
        </p>
      )}
      {shown && <Alert key={refusals} id={errorId} type="error" role="alert" showIcon title={shown} className="creator-media-error" />}
      {children}
    </div>
  );
}
