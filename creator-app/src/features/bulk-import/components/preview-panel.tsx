import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button, Progress, Table, type TableColumnsType } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/progress.js';
import 'shared/antd-css/table.js';
import { useId, useMemo } from 'react';
import { describeError, describeKey, formatCount, isTypedType } from 'shared';
import type { ImportProgress, ImportReport, ImportRow } from 'shared/import';
import { Panel } from 'shared/ui';
import type { CheckedFile, ImportFormat } from '../api/check-file.ts';
import type { ImportInput } from '../api/import-rows.ts';
import type { Show } from '../hooks/use-bulk-import.ts';
import { t } from '../messages.ts';
import { previewRows, ROW_NUMBER, type PreviewRow } from '../preview-rows.ts';
import './bulk-import.css';

const PREVIEW_PAGE = 50;

/** The right answer as the author wrote it, by the question's type. */
function answerOf({ draft }: ImportRow): string {
  if (draft.type === 'true_false') return draft.correctAnswer;
  if (isTypedType(draft.type)) return describeKey(draft.correctAnswer, draft.type);
  if (draft.type === 'matching')
    return draft.options.map((option) => t('import.answer.pair', { left: option.text, right: option.match ?? '' })).join('; ');
  if (draft.type === 'essay') return t('import.answer.essay');
  return draft.options
    .filter((option) => option.isCorrect)
    .map((option) => `${option.id.toUpperCase()}. ${option.text}`)
    .join('; ');
}

const columnsFor = (format: ImportFormat): TableColumnsType<PreviewRow> => [
  { title: t(ROW_NUMBER[format].column), render: (_, item) => item.row.row, width: 70 },
  { title: t('import.column.question'), render: (_, item) => item.row.draft.text },
  { title: t('import.column.subject'), render: (_, item) => item.row.draft.subject },
  { title: t('import.column.grade'), render: (_, item) => item.row.draft.grade },
  { title: t('import.column.answer'), render: (_, item) => answerOf(item.row) },
  {
    title: t('import.column.check'),
    render: (_, item) =>
      item.problems.length === 0 ? (
        <span className="creator-import-ready">{t('import.ready')}</span>
      ) : (
        <ul className="creator-import-problems">
          {item.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ),
  },
];

interface PreviewPanelProps {
  format: ImportFormat;
  data: CheckedFile;
  show: Show;
  page: number;
  onShow: (show: Show) => void;
  onPage: (page: number) => void;
  write: Pick<UseMutationResult<ImportReport, Error, ImportInput>, 'isPending' | 'isError' | 'error'>;
  progress: ImportProgress | null;
  stopping: boolean;
  /** Writes the ready rows, `ready` of them. */
  onStart: (ready: number) => void;
  onStop: () => void;
}

/** The checked file, row by row, before anything is written; then Import, its progress and Stop. */
export function PreviewPanel({ format, data, show, page, onShow, onPage, write, progress, stopping, onStart, onStop }: PreviewPanelProps) {
  const showId = useId();
  const columns = useMemo(() => columnsFor(format), [format]);
  // The questions of a GIFT or Moodle XML file that could not be read are listed as problems, each once.
  const unreadable = data.problems.filter((problem) => problem.startsWith('Question ')).length;
  // Worked out once per check, not on every render: a file can have 100,000 rows, and the page renders at every batch written.
  const preview = useMemo(() => previewRows(data), [data]);
  const ready = useMemo(() => preview.filter((item) => item.problems.length === 0).length, [preview]);
  // A file cannot carry a pair's picture: said, not dropped in silence.
  const hasPairs = useMemo(() => preview.some((item) => item.row.draft.type === 'matching'), [preview]);
  const invalid = useMemo(() => preview.filter((item) => item.row.errors.length > 0).length, [preview]);
  const shown = useMemo(
    () => preview.filter((item) => show === 'all' || (show === 'ready' ? item.problems.length === 0 : item.problems.length > 0)),
    [preview, show],
  );
  // The table gets one page at a time: given every row, it would work through all of them at each render.
  const current = Math.min(page, Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE)));
  const pageRows = useMemo(() => shown.slice((current - 1) * PREVIEW_PAGE, current * PREVIEW_PAGE), [shown, current]);

  return (
    <Panel title={t('import.preview')}>
      {data.problems.length > 0 && (
        <Alert
          type="warning"
          role="note"
          showIcon
          title={unreadable ? t('import.problems.questions', { count: unreadable }) : t('import.problems')}
          description={
            <ul>
              {data.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}
      {hasPairs && <Alert type="info" role="note" showIcon title={t('import.pictures')} />}
      <p>
        {t('import.summary', {
          total: formatCount(preview.length),
          ready: formatCount(ready),
          invalid: formatCount(invalid),
          duplicates: formatCount(data.duplicates.length),
        })}
      </p>
      <div className="mcq-bulk">
        <label htmlFor={showId}>{t('import.show')}</label>
        <select id={showId} className="mcq-input" value={show} onChange={(event) => onShow(event.target.value as Show)}>
          <option value="all">{t('import.show.all')}</option>
          <option value="problems">{t('import.show.problems')}</option>
          <option value="ready">{t('import.show.ready')}</option>
        </select>
      </div>
      <section aria-label={t('import.preview.caption')} className="mcq-table-scroll" tabIndex={0}>
        <Table<PreviewRow>
          size="small"
          columns={columns}
          dataSource={pageRows}
          pagination={{
            current,
            pageSize: PREVIEW_PAGE,
            total: shown.length,
            onChange: onPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          rowClassName={(item) => (item.problems.length ? 'creator-import-row-problem' : '')}
        />
      </section>
      {ready > 0 ? (
        <div>
          <Button type="primary" loading={write.isPending} disabled={write.isPending} onClick={() => onStart(ready)}>
            {t('import.start', { count: formatCount(ready) })}
          </Button>
        </div>
      ) : (
        <p>{t('import.nothing')}</p>
      )}
      {progress && write.isPending && (
        <div className="creator-import-progress">
          <Progress
            percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 0}
            aria-label={t('import.progress')}
            format={() => t('import.progress.text', { done: formatCount(progress.done), total: formatCount(progress.total) })}
          />
          <p role="status">
            {progress.retryInMs === undefined ? '' : t('import.progress.waiting', { seconds: Math.ceil(progress.retryInMs / 1000) })}
          </p>
          <div>
            <Button danger disabled={stopping} onClick={onStop}>
              {stopping ? t('import.stopping') : t('import.stop')}
            </Button>
          </div>
        </div>
      )}
      {write.isError && <Alert type="error" role="alert" showIcon title={t('import.failed', { reason: describeError(write.error) })} />}
    </Panel>
  );
}
