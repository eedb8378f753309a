import { Button } from 'antd';
import 'shared/antd-css/button.js';
import { useEffect, useRef } from 'react';
import { formatCount, paths } from 'shared';
import type { ImportReport } from 'shared/import';
import { Link } from 'shared/router';
import { Panel } from 'shared/ui';
import { t } from '../messages.ts';
import type { ImportFormat } from '../api/check-file.ts';
import { fieldLabel, ROW_NUMBER } from '../preview-rows.ts';

/** The server's words for a row it refused, by field. */
const refusalOf = (errors: ImportReport['failed'][number]['errors']) =>
  errors
    .map((error) => (error.field ? t('import.field', { field: fieldLabel(error.field), message: error.message }) : error.message))
    .join('; ');

/**
 * What the import wrote, what it skipped and why, what the server refused, and what a stop left
 * unwritten. It takes the place of the Import button pressed, so it takes the focus too.
 */
export function ReportPanel({ format, report, onAgain }: { format: ImportFormat; report: ImportReport; onAgain: () => void }) {
  const rowWords = ROW_NUMBER[format].report;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Panel title={t('import.report')} titleRef={title}>
      <div role="status">
        <p>{t('import.report.imported', { count: formatCount(report.imported.length) })}</p>
        {report.unfinished && (
          <p>
            {report.unfinished.stopped
              ? t('import.report.stopped', { count: formatCount(report.unfinished.rows.length) })
              : t('import.report.unfinished', { reason: report.unfinished.message, count: formatCount(report.unfinished.rows.length) })}
          </p>
        )}
      </div>
      {report.skipped.length > 0 && (
        <>
          <p>{t('import.report.skipped', { count: report.skipped.length })}</p>
          <ul>
            {report.skipped.map((skip) => (
              <li key={skip.row}>{t(rowWords, { row: skip.row, reason: skip.reason })}</li>
            ))}
          </ul>
        </>
      )}
      {report.failed.length > 0 && (
        <>
          <p>{t('import.report.failed', { count: formatCount(report.failed.length) })}</p>
          <ul>
            {report.failed.map((refused) => (
              <li key={refused.rows[0]}>
                {t(rowWords, { row: refused.rows[0] ?? 0, reason: refusalOf(refused.errors) || refused.message })}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mcq-bulk">
        <Link to={paths.manageQuestions}>{t('import.report.manage')}</Link>
        <Button onClick={onAgain}>{t('import.report.again')}</Button>
      </div>
    </Panel>
  );
}
