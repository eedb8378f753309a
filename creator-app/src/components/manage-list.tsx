import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Table, type TableColumnsType, type TableProps } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/input.js';
import 'shared/antd-css/modal.js';
import 'shared/antd-css/table.js';
import type { SortOrder } from 'antd/es/table/interface';
import type { ListResult } from 'pocketbase';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'shared/router';
import {
  capitalised,
  CONTENT_STATUSES,
  describeError,
  DIFFICULTIES,
  GRADES,
  LIST_PAGE_SIZE,
  SUBJECTS,
  translator,
  type ContentStatus,
  type OwnContentParams,
} from 'shared';
import { ErrorState, STATUS_LABELS } from 'shared/ui';
import { BULK_MAX } from '../lib/own-content.ts';
import { FilterSelect } from './filter-select.tsx';
import { ReviewStatus } from './review-status.tsx';
import './manage-list.css';

/** The words both manage screens say alike; what they list is named in the screen's own texts (ManageTextKey). */
const t = translator({
  subject: 'Subject',
  grade: 'Grade',
  type: 'Type',
  difficulty: 'Difficulty',
  status: 'Status',
  updated: 'Updated',
  all: 'All',
  select: 'Select "{name}"',
  selected: '{count} selected',
  selectedElsewhere: '{count} selected ({hidden} not in this list)',
  selectedMax: 'You can choose up to {max} at a time.',
  clear: 'Clear selection',
  submit: 'Submit for Review',
  delete: 'Delete',
  cancel: 'Cancel',
  failed: 'Nothing was changed: {reason}',
  pastTheEnd: 'There is nothing on page {page}: the list ends at page {pages}.',
  firstPage: 'Go to page 1',
});

type Options = ReadonlyArray<{ value: string; label: string }>;

function pageNumber(value: string | null): number {
  const page = /^\d+$/.test(value ?? '') ? Number(value) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** What a list asks the server for: search text, filters by field, a PocketBase sort, a page. */
interface ListParams {
  search: string;
  filters: Record<string, string>;
  sort: string;
  page: number;
}

/** The fields both lists filter by, each also its name in the address. */
const FILTER_NAMES = ['subject', 'grade', 'type', 'difficulty', 'status'] as const;

const optionsOf = (values: readonly string[], label: (value: string) => string = (value) => value): Options =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * A manage screen's search, filters, sort and page, kept in the address: a refresh or a shared
 * link shows the same page, and Back returns to the previous one.
 */
function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = searchParams.get(name);
    if (value) filters[name] = value;
  }
  const params: ListParams = {
    search: searchParams.get('q') ?? '',
    filters,
    sort: searchParams.get('sort') ?? '',
    // A whole page number, as the server reads it; anything else (2.5, Infinity, 1e308) is the first page.
    page: pageNumber(searchParams.get('page')),
  };
  const change = (next: Partial<ListParams>) => {
    const merged = { ...params, ...next, filters: { ...params.filters, ...next.filters } };
    const query = new URLSearchParams();
    if (merged.search) query.set('q', merged.search);
    for (const [name, value] of Object.entries(merged.filters)) if (value) query.set(name, value);
    if (merged.sort) query.set('sort', merged.sort);
    // A new search, filter or sort starts again at the first page.
    const page = next.page ?? (next.search !== undefined || next.filters || next.sort !== undefined ? 1 : merged.page);
    if (page > 1) query.set('page', String(page));
    setSearchParams(query);
  };
  return [params, change];
}

/** The keys of the texts that name what a manage screen lists, in the screen's own catalogue. */
type ManageTextKey =
  | 'manage.search'
  | 'manage.table'
  | 'manage.empty'
  | 'manage.fetchFailed'
  | 'manage.total'
  | 'manage.bulk.delete.confirm'
  | 'manage.bulk.delete.body'
  | 'manage.bulk.submitted'
  | 'manage.bulk.deleted';

interface ManageListProps<R, K extends QueryKey> {
  /** The screen's `t`: its catalogue has the ManageTextKey texts ({total} and {count} filled in). */
  texts: (key: ManageTextKey, values?: Record<string, string | number>) => string;
  /** The first column: what each row is called, a link to its editor. */
  name: { title: string; field: Extract<keyof R, string>; href: (record: R) => string };
  /** The labels of the type filter's choices, also shown in the type column. */
  typeLabels: Readonly<Record<string, string>>;
  /** The column of this list alone, after the type. */
  extraColumn: TableColumnsType<R>[number];
  /** The feature's read of one page (its queryOptions), as the server searches, filters, sorts and pages it. */
  listQuery: (params: OwnContentParams) => UseQueryOptions<ListResult<R>, Error, ListResult<R>, K>;
  onSubmit: (ids: string[]) => Promise<unknown>;
  onDelete: (ids: string[]) => Promise<unknown>;
  /** What the screen adds above its list, given what the list asks the server for (its search and filters). */
  renderTools?: (params: OwnContentParams) => ReactNode;
  /** A last column of actions on one row. */
  actionsColumn?: TableColumnsType<R>[number];
}

/** A difficulty column, for a list that shows one. */
export const difficultyColumn = { title: t('difficulty'), dataIndex: 'difficulty', sorter: true, render: capitalised };

type Row = { id: string; status: ContentStatus; review_comment?: string };

/**
 * Manage Questions and Manage Question Sets: the server searches, filters, sorts and pages (30 a
 * page); drafts can be chosen and sent to review or deleted together, in one transaction.
 */
export function ManageList<R extends Row, K extends QueryKey>({
  texts,
  name,
  typeLabels,
  extraColumn,
  listQuery,
  onSubmit,
  onDelete,
  renderTools,
  actionsColumn,
}: ManageListProps<R, K>) {
  const [params, changeListParams] = useListParams();
  const tableRegion = useRef<HTMLElement>(null);
  // The box shows the address's search: typed into, and put back when the address changes (Back, a link).
  const [typed, setTyped] = useState(params.search);
  const [typedFor, setTypedFor] = useState(params.search);
  if (typedFor !== params.search) {
    setTypedFor(params.search);
    setTyped(params.search);
  }
  const listed: OwnContentParams = { search: params.search, ...params.filters, sort: params.sort };
  const query = useQuery(listQuery({ ...listed, page: params.page }));
  const filters: Array<{ name: (typeof FILTER_NAMES)[number]; options: Options }> = [
    { name: 'subject', options: optionsOf(SUBJECTS) },
    { name: 'grade', options: optionsOf(GRADES) },
    { name: 'type', options: optionsOf(Object.keys(typeLabels), (value) => typeLabels[value] ?? value) },
    { name: 'difficulty', options: optionsOf(DIFFICULTIES, capitalised) },
    { name: 'status', options: optionsOf(CONTENT_STATUSES, (value) => STATUS_LABELS[value as ContentStatus]) },
  ];
  const columns: TableColumnsType<R> = [
    {
      title: name.title,
      dataIndex: name.field,
      sorter: true,
      render: (text: ReactNode, record) => <Link to={name.href(record)}>{text}</Link>,
    },
    { title: t('subject'), dataIndex: 'subject', sorter: true },
    { title: t('grade'), dataIndex: 'grade', sorter: true },
    { title: t('type'), dataIndex: 'type', render: (type: string) => typeLabels[type] ?? type },
    extraColumn,
    {
      title: t('status'),
      dataIndex: 'status',
      sorter: true,
      render: (status: ContentStatus, record) => <ReviewStatus status={status} comment={record.review_comment} />,
    },
    { title: t('updated'), dataIndex: 'updated', sorter: true, render: (updated: string) => updated.slice(0, 10) },
    ...(actionsColumn ? [actionsColumn] : []),
  ];
  // What is chosen stays chosen through other pages, searches, filters and sorts, up to BULK_MAX.
  const [selected, setSelected] = useState<string[]>([]);
  const [overMax, setOverMax] = useState(false);
  const choose = (ids: string[]) => {
    setOverMax(ids.length > BULK_MAX);
    setSelected(ids.slice(0, BULK_MAX));
  };
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);

  const run = async (action: (ids: string[]) => Promise<unknown>, done: (count: number) => string) => {
    setBusy(true);
    try {
      await action(selected);
      setOutcome({ kind: 'done', text: done(selected.length) });
      choose([]);
    } catch (error) {
      setOutcome({ kind: 'failed', text: t('failed', { reason: describeError(error) }) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const sortOf = (key: string): SortOrder => (params.sort === key ? 'ascend' : params.sort === `-${key}` ? 'descend' : null);
  const sortedColumns = columns.map((column) =>
    'dataIndex' in column && column.sorter ? { ...column, sortOrder: sortOf(String(column.dataIndex)) } : column,
  );
  const onTableChange: TableProps<R>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      changeListParams({ page: pagination.current ?? 1 });
      return;
    }
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? String(single.field) : '';
    changeListParams({ sort: field ? `${single?.order === 'descend' ? '-' : ''}${field}` : '' });
  };

  const page = query.data;
  const inSight = new Set(page?.items.map((item) => item.id));
  const hidden = selected.filter((id) => !inSight.has(id)).length;
  const full = selected.length >= BULK_MAX;
  // A page past the end (an old link, the last item deleted from the last page): says so, with the way back.
  const pages = Math.ceil((page?.totalItems ?? 0) / LIST_PAGE_SIZE);
  const empty = query.isPending ? (
    ' '
  ) : params.page > 1 && pages > 0 && params.page > pages ? (
    <div className="manage-empty">
      <p>{t('pastTheEnd', { page: params.page, pages })}</p>
      <Button
        onClick={() => {
          changeListParams({ page: 1 });
          // The button goes with the message: the keyboard goes on from the list it leads to.
          tableRegion.current?.focus();
        }}
      >
        {t('firstPage')}
      </Button>
    </div>
  ) : (
    <p className="manage-empty">{texts('manage.empty')}</p>
  );
  return (
    <>
      <div className="mcq-filters">
        <Input.Search
          aria-label={texts('manage.search')}
          placeholder={texts('manage.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          allowClear
          onSearch={(search) => changeListParams({ search })}
        />
        {filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            label={t(filter.name)}
            allLabel={t('all')}
            value={params.filters[filter.name] ?? ''}
            onChange={(value) => changeListParams({ filters: { [filter.name]: value } })}
            options={filter.options}
          />
        ))}
      </div>
      <div className="mcq-bulk">
        <span role="status">
          {hidden ? t('selectedElsewhere', { count: selected.length, hidden }) : t('selected', { count: selected.length })}
        </span>
        {selected.length > 0 && (
          <Button type="link" onClick={() => choose([])}>
            {t('clear')}
          </Button>
        )}
        <Button
          disabled={!selected.length || busy}
          onClick={() => void run(onSubmit, (count: number) => texts('manage.bulk.submitted', { count }))}
        >
          {t('submit')}
        </Button>
        <Button danger disabled={!selected.length || busy} onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
      </div>
      {renderTools?.(listed)}
      {overMax && <Alert type="warning" role="alert" showIcon title={t('selectedMax', { max: BULK_MAX })} />}
      <div role="status">{outcome?.kind === 'done' && <Alert type="success" showIcon title={outcome.text} />}</div>
      {outcome?.kind === 'failed' && <Alert type="error" role="alert" showIcon title={outcome.text} />}
      {query.isError ? (
        <ErrorState message={describeError(query.error, texts('manage.fetchFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <section ref={tableRegion} aria-label={texts('manage.table')} className="mcq-table-scroll" tabIndex={0}>
          <Table<R>
            rowKey="id"
            size="middle"
            loading={query.isFetching}
            columns={sortedColumns}
            dataSource={page?.items ?? []}
            locale={{ emptyText: empty }}
            onChange={onTableChange}
            pagination={{
              current: params.page,
              pageSize: LIST_PAGE_SIZE,
              total: page?.totalItems ?? 0,
              showSizeChanger: false,
              showTotal: (total) => texts('manage.total', { total }),
            }}
            rowSelection={{
              selectedRowKeys: selected,
              preserveSelectedRowKeys: true,
              onChange: (keys) => choose(keys.map(String)),
              getCheckboxProps: (record) => ({
                disabled: record.status !== 'draft' || (full && !selected.includes(record.id)),
                'aria-label': t('select', { name: String(record[name.field]) }),
              }),
            }}
          />
        </section>
      )}
      <Modal
        open={confirming}
        title={texts('manage.bulk.delete.confirm', { count: selected.length })}
        okText={t('delete')}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={t('cancel')}
        onOk={() => void run(onDelete, (count: number) => texts('manage.bulk.deleted', { count }))}
        onCancel={() => setConfirming(false)}
      >
        <p>{texts('manage.bulk.delete.body')}</p>
      </Modal>
    </>
  );
}
