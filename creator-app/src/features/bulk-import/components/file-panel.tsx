import { Alert } from 'antd';
import 'shared/antd-css/alert.js';
import { useId } from 'react';
import { Panel } from 'shared/ui';
import type { ImportFormat } from '../api/check-file.ts';
import { t } from '../messages.ts';

const ACCEPT: Record<ImportFormat, string> = {
  csv: '.csv,text/csv,.txt',
  aiken: '.txt,text/plain',
  gift: '.gift,.txt,text/plain',
  moodle: '.xml,text/xml,application/xml',
};

interface FilePanelProps {
  format: ImportFormat;
  /** The name of the file chosen last, if any. */
  fileName: string | undefined;
  readError: string | null;
  onChoose: (file: File | undefined) => void;
}

/** The file to import: chosen, named once chosen, and what went wrong if it could not be read. */
export function FilePanel({ format, fileName, readError, onChoose }: FilePanelProps) {
  const id = useId();
  return (
    <Panel title={t('import.file.panel')}>
      <div>
        <input
          id={id}
          type="file"
          className="mcq-file-input"
          accept={ACCEPT[format]}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Emptied, so that choosing the same file again (to finish a stopped import) is a change the browser reports.
            event.target.value = '';
            onChoose(chosen);
          }}
        />
        <label htmlFor={id} className="mcq-file-label">
          {t('import.file')}
        </label>
      </div>
      {fileName !== undefined && <p>{t('import.file.current', { name: fileName })}</p>}
      {readError && <Alert type="error" role="alert" showIcon title={readError} />}
    </Panel>
  );
}
