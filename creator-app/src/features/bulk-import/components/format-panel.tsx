import { Button, Radio } from 'antd';
import 'shared/antd-css/button.js';
import 'shared/antd-css/radio.js';
import { CSV_COLUMNS, csvTemplate, IMPORT_FORMATS } from 'shared/import';
import { Panel } from 'shared/ui';
import type { ImportFormat } from '../api/check-file.ts';
import { t } from '../messages.ts';

/** The template as a file download; a data address, since an object URL revoked at once can cancel the download. */
function downloadTemplate() {
  const link = document.createElement('a');
  link.href = `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate())}`;
  link.download = 'questions-template.csv';
  link.click();
}

/** The file's format, and what a file of that format holds: for CSV, its columns and a template. */
export function FormatPanel({ format, onChange }: { format: ImportFormat; onChange: (format: ImportFormat) => void }) {
  return (
    <Panel title={t('import.format')}>
      <Radio.Group
        aria-label={t('import.format')}
        value={format}
        onChange={(event) => onChange(event.target.value as ImportFormat)}
        options={IMPORT_FORMATS.map((value) => ({ value, label: t(`import.format.${value}`) }))}
      />
      {format === 'csv' ? (
        <>
          <p>{t('import.csv.body')}</p>
          <div>
            <Button onClick={downloadTemplate}>{t('import.csv.template')}</Button>
          </div>
          {/* Wider than a phone: it scrolls sideways, from the keyboard too. */}
          <section aria-label={t('import.csv.columns')} className="mcq-table-scroll" tabIndex={0}>
            <table className="mcq-table">
              <caption>{t('import.csv.columns')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('import.csv.column')}</th>
                  <th scope="col">{t('import.csv.required')}</th>
                  <th scope="col">{t('import.csv.meaning')}</th>
                </tr>
              </thead>
              <tbody>
                {CSV_COLUMNS.map((column) => (
                  <tr key={column.name}>
                    <th scope="row">
                      <code>{column.name}</code>
                    </th>
                    <td>{t(column.required ? 'import.csv.yes' : 'defaulted' in column ? 'import.csv.defaulted' : 'import.csv.no')}</td>
                    <td>{column.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : (
        <p>{t(`import.${format}.body`)}</p>
      )}
    </Panel>
  );
}
