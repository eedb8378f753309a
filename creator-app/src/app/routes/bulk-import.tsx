import { Alert, Button, Col, Progress, Radio, Row, Select, Table, type TableColumnsType } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DIFFICULTIES, describeError, formatCount, GRADES, paths, SKILLS, SUBJECTS, TOPICS, type Difficulty, type Grade, type Subject } from 'shared';
import { CSV_COLUMNS, csvTemplate, type Duplicate, type ImportDefaults, type ImportProgress, type ImportReport, type ImportRow } from 'shared/import';
import { Link } from 'shared/router';
import { PageLayout, Panel } from 'shared/ui';
import { useCheckedFile, type CheckProgress, type ChosenFile, type ImportFormat } from '../../features/bulk-import/api/check-file.ts';
import { useImportRows } from '../../features/bulk-import/api/import-rows.ts';
import { t } from '../../features/bulk-import/messages.ts';
import '../../features/bulk-import/components/bulk-import.css';

const FORMATS: ImportFormat[] = ['csv', 'aiken', 'gift'];
const ACCEPT: Record<ImportFormat, string> = { csv: '.csv,text/csv,.txt', aiken: '.txt,text/plain', gift: '.gift,.txt,text/plain' };
const PREVIEW_PAGE = 50;

type Show = 'all' | 'problems' | 'ready';

/** What the preview says about a row: its errors by field in the form's words, its duplicate, or Ready. */
interface PreviewRow {
  key: number;
  row: ImportRow;
  problems: string[];
}

const FIELD_LABELS: Record<string, string> = {
  text: t('field.text'),
  type: t('field.type'),
  options: t('field.options'),
  subject: t('field.subject'),
  grade: t('field.grade'),
  topic: t('field.topic'),
  skills: t('field.skills'),
  difficulty: t('field.difficulty'),
  estimatedTime: t('field.estimatedTime'),
  bloomsTaxonomy: t('field.bloomsTaxonomy'),
  tags: t('field.tags'),
  correctAnswer: t('field.correctAnswer'),
  explanation: t('field.explanation'),
  status: t('field.status'),
};
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

function problemsOf(row: ImportRow, duplicate: Duplicate | undefined, rows: readonly ImportRow[]): string[] {
  const problems = row.errors.map((error) => t('import.field', { field: fieldLabel(error.field), message: error.message }));
  if (duplicate?.of === 'existing') problems.push(t('import.duplicate.existing'));
  if (duplicate?.of === 'file') problems.push(t('import.duplicate.file', { row: rows[duplicate.firstIndex]?.row ?? 0 }));
  return problems;
}

const answerOf = (row: ImportRow) =>
  row.draft.options
    .filter((option) => option.isCorrect)
    .map((option) => `${option.id.toUpperCase()}. ${option.text}`)
    .join('; ');

/** The template as a file download; a data address, since an object URL revoked at once can cancel the download. */
function downloadTemplate() {
  const link = document.createElement('a');
  link.href = `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate())}`;
  link.download = 'questions-template.csv';
  link.click();
}

/** The server's words for a row it refused, by field. */
const refusalOf = (errors: ImportReport['failed'][number]['errors']) =>
  errors.map((error) => (error.field ? t('import.field', { field: fieldLabel(error.field), message: error.message }) : error.message)).join('; ');

/**
 * Bulk Import Questions: a CSV, Aiken or GIFT file is checked row by row with the form's rules and
 * words (in a worker, so that a large file never freezes the page), duplicates are flagged, and
 * only then are the ready rows written as drafts, in batches. The progress counts what the server
 * acknowledged; Stop ends the import after the batch being written, and the same file chosen again
 * writes only what is missing.
 */
export function BulkImport() {
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  const [checkProgress, setCheckProgress] = useState<CheckProgress | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const checked = useCheckedFile(file, format, defaults, setCheckProgress);
  const write = useImportRows();
  const stopper = useRef<AbortController | null>(null);
  const [stopping, setStopping] = useState(false);
  const ids = { file: useId(), subject: useId(), grade: useId(), topic: useId(), skills: useId(), difficulty: useId(), show: useId() };

  // Leaving the screen stops the import after the batch being written, as Stop does; closing the tab asks first.
  useEffect(() => () => stopper.current?.abort(), []);
  useEffect(() => {
    if (!write.isPending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [write.isPending]);

  const setDefault = (patch: ImportDefaults) => {
    setCheckProgress(null);
    setDefaults((current) => ({ ...current, ...patch }));
  };
  const subject = defaults.subject || undefined;

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setReport(null);
    setProgress(null);
    setCheckProgress(null);
    setPage(1);
    try {
      const text = await chosen.text();
      setReadError(null);
      setFile((current) => ({ name: chosen.name, text, version: (current?.version ?? 0) + 1 }));
    } catch (error) {
      setReadError(t('import.file.unreadable', { reason: describeError(error) }));
    }
  };

  const data = checked.data;
  // Worked out once per check, not on every render: a file can have 100,000 rows, and the page renders at every batch written.
  const preview = useMemo((): PreviewRow[] => {
    const duplicateOf = new Map((data?.duplicates ?? []).map((duplicate) => [duplicate.index, duplicate]));
    return (data?.rows ?? []).map((row, index) => ({ key: index, row, problems: problemsOf(row, duplicateOf.get(index), data?.rows ?? []) }));
  }, [data]);
  const ready = useMemo(() => preview.filter((item) => item.problems.length === 0).length, [preview]);
  const invalid = useMemo(() => preview.filter((item) => item.row.errors.length > 0).length, [preview]);
  const shown = useMemo(() => preview.filter((item) => show === 'all' || (show === 'ready' ? item.problems.length === 0 : item.problems.length > 0)), [preview, show]);
  // The table gets one page at a time: given every row, it would work through all of them at each render.
  const current = Math.min(page, Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE)));
  const pageRows = useMemo(() => shown.slice((current - 1) * PREVIEW_PAGE, current * PREVIEW_PAGE), [shown, current]);

  const columns: TableColumnsType<PreviewRow> = [
    { title: t('import.column.row'), render: (_, item) => item.row.row, width: 70 },
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

  const start = () => {
    if (!data) return;
    const stop = new AbortController();
    stopper.current = stop;
    setStopping(false);
    setProgress({ done: 0, total: ready });
    write.mutate({ rows: data.rows, duplicates: data.duplicates, onProgress: setProgress, signal: stop.signal }, { onSuccess: setReport });
  };
  const stop = () => {
    setStopping(true);
    stopper.current?.abort();
  };

  return (
    <PageLayout heading={t('import.title')} intro={t('import.intro')} back={{ to: paths.creatorDashboard, label: t('import.back') }}>
      <Panel title={t('import.format')}>
        <Radio.Group
          aria-label={t('import.format')}
          value={format}
          onChange={(event) => {
            setCheckProgress(null);
            setFormat(event.target.value as ImportFormat);
          }}
          options={FORMATS.map((value) => ({ value, label: t(`import.format.${value}`) }))}
        />
        {format === 'csv' ? (
          <>
            <p>{t('import.csv.body')}</p>
            <div>
              <Button onClick={downloadTemplate}>{t('import.csv.template')}</Button>
            </div>
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
                    <td>{t(column.required ? 'import.csv.yes' : 'import.csv.no')}</td>
                    <td>{column.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p>{t(format === 'aiken' ? 'import.aiken.body' : 'import.gift.body')}</p>
        )}
      </Panel>

      <Panel title={t('import.defaults')}>
        <p>{t('import.defaults.body')}</p>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <label htmlFor={ids.subject}>{t('field.subject')}</label>
            <Select<Subject>
              id={ids.subject}
              allowClear
              className="creator-import-select"
              value={subject}
              onChange={(value) => setDefault({ subject: value ?? '', topic: '', skills: [] })}
              options={SUBJECTS.map((value) => ({ value, label: value }))}
            />
          </Col>
          <Col xs={24} md={8}>
            <label htmlFor={ids.grade}>{t('field.grade')}</label>
            <Select<Grade>
              id={ids.grade}
              allowClear
              className="creator-import-select"
              value={defaults.grade || undefined}
              onChange={(value) => setDefault({ grade: value ?? '' })}
              options={GRADES.map((value) => ({ value, label: value }))}
            />
          </Col>
          <Col xs={24} md={8}>
            <label htmlFor={ids.difficulty}>{t('field.difficulty')}</label>
            <Select<Difficulty>
              id={ids.difficulty}
              allowClear
              className="creator-import-select"
              value={defaults.difficulty || undefined}
              onChange={(value) => setDefault({ difficulty: value ?? '' })}
              options={DIFFICULTIES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))}
            />
          </Col>
          <Col xs={24} md={8}>
            <label htmlFor={ids.topic}>{t('field.topic')}</label>
            <Select
              id={ids.topic}
              allowClear
              disabled={!subject}
              className="creator-import-select"
              value={defaults.topic || undefined}
              onChange={(value: string | undefined) => setDefault({ topic: value ?? '' })}
              options={(subject ? TOPICS[subject] : []).map((value) => ({ value, label: value }))}
            />
          </Col>
          <Col xs={24} md={16}>
            <label htmlFor={ids.skills}>{t('field.skills')}</label>
            <Select
              id={ids.skills}
              mode="multiple"
              disabled={!subject}
              className="creator-import-select"
              value={defaults.skills ?? []}
              onChange={(value: string[]) => setDefault({ skills: value })}
              options={(subject ? SKILLS[subject] : []).map((value) => ({ value, label: value }))}
            />
          </Col>
        </Row>
      </Panel>

      <Panel title={t('import.file.panel')}>
        <div>
          <input
            id={ids.file}
            type="file"
            className="mcq-file-input"
            accept={ACCEPT[format]}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Emptied, so that choosing the same file again (to finish a stopped import) is a change the browser reports.
              event.target.value = '';
              void chooseFile(chosen);
            }}
          />
          <label htmlFor={ids.file} className="mcq-file-label">
            {t('import.file')}
          </label>
        </div>
        {file && <p>{t('import.file.current', { name: file.name })}</p>}
        {readError && <Alert type="error" role="alert" showIcon title={readError} />}
      </Panel>

      {checked.isFetching && (
        <p role="status" className="mcq-state">
          {checkProgress ? t('import.checking.rows', { done: formatCount(checkProgress.done), total: formatCount(checkProgress.total) }) : t('import.checking')}
        </p>
      )}
      {checked.isError && (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={describeError(checked.error, t('import.checkFailed'))}
          action={<Button onClick={() => void checked.refetch()}>{t('import.report.again')}</Button>}
        />
      )}

      {data && !report && (
        <Panel title={t('import.preview')}>
          {data.problems.length > 0 && (
            <Alert
              type="warning"
              role="note"
              showIcon
              title={t('import.problems')}
              description={
                <ul>
                  {data.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              }
            />
          )}
          <p>{t('import.summary', { total: formatCount(preview.length), ready: formatCount(ready), invalid: formatCount(invalid), duplicates: formatCount(data.duplicates.length) })}</p>
          <div className="mcq-bulk">
            <label htmlFor={ids.show}>{t('import.show')}</label>
            <select
              id={ids.show}
              className="mcq-input"
              value={show}
              onChange={(event) => {
                setPage(1);
                setShow(event.target.value as Show);
              }}
            >
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
            pagination={{ current, pageSize: PREVIEW_PAGE, total: shown.length, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
            rowClassName={(item) => (item.problems.length ? 'creator-import-row-problem' : '')}
          />
          </section>
          {ready > 0 ? (
            <div>
              <Button type="primary" loading={write.isPending} disabled={write.isPending} onClick={start}>
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
              <p role="status">{progress.retryInMs === undefined ? '' : t('import.progress.waiting', { seconds: Math.ceil(progress.retryInMs / 1000) })}</p>
              <div>
                <Button danger disabled={stopping} onClick={stop}>
                  {stopping ? t('import.stopping') : t('import.stop')}
                </Button>
              </div>
            </div>
          )}
          {write.isError && <Alert type="error" role="alert" showIcon title={t('import.failed', { reason: describeError(write.error) })} />}
        </Panel>
      )}

      {report && (
        <Panel title={t('import.report')}>
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
                  <li key={skip.row}>{t('import.report.row', { row: skip.row, reason: skip.reason })}</li>
                ))}
              </ul>
            </>
          )}
          {report.failed.length > 0 && (
            <>
              <p>{t('import.report.failed', { count: formatCount(report.failed.length) })}</p>
              <ul>
                {report.failed.map((refused) => (
                  <li key={refused.rows[0]}>{t('import.report.row', { row: refused.rows[0] ?? 0, reason: refusalOf(refused.errors) || refused.message })}</li>
                ))}
              </ul>
            </>
          )}
          <div className="mcq-bulk">
            <Link to={paths.manageQuestions}>{t('import.report.manage')}</Link>
            <Button
              onClick={() => {
                setReport(null);
                setFile(null);
              }}
            >
              {t('import.report.again')}
            </Button>
          </div>
        </Panel>
      )}
    </PageLayout>
  );
}
