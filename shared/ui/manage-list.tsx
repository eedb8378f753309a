import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Select, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useId, useState } from 'react';
import { useSearchParams } from 'shared/router';
import { describeError, LIST_PAGE_SIZE, type ContentStatus } from 'shared';
import { ErrorState } from './states.tsx';

/** A page of a list as PocketBase answers it. */
export interface ListPage<R> {
  items: R[];
  page: number;
  perPage: number;
  totalItems: number;
}

export interface ListFilter {
  /** The record field it filters, also its name in the address. */
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** What a list asks the server for: search text, filters by field, a PocketBase sort, a page. */
export interface ListParams {
  search: string;
  filters: Record<string, string>;
  sort: string;
  page: number;
}

/**
 * A manage screen's search, filters, sort and page, kept in the address: a refresh or a shared
 * link shows the same page, and Back returns to the previous one.
 */
export function useListParams(filterNames: readonly string[]): [ListParams, (change: Partial<ListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = searchParams.get(name);
    if (value) filters[name] = value;
  }
  const params: ListParams = {
    search: searchParams.get('q') ?? '',
    filters,
    sort: searchParams.get('sort') ?? '',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
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

export interface ManageListTexts {
  search: string;
  table: string;
  all: string;
  empty: string;
  fetchFailed: string;
  total: (count: number) => string;
  select: (name: string) => string;
  selected: (count: number) => string;
  submit: string;
  delete: string;
  confirmTitle: (count: number) => string;
  confirmBody: string;
  cancel: string;
  submitted: (count: number) => string;
  deleted: (count: number) => string;
  failed: (reason: string) => string;
}

interface ManageListProps<R> {
  texts: ManageListTexts;
  filters: readonly ListFilter[];
  columns: TableColumnsType<R>;
  query: UseQueryResult<ListPage<R>>;
  params: ListParams;
  onParamsChange: (change: Partial<ListParams>) => void;
  /** What the row's checkbox names it by. */
  nameOf: (record: R) => string;
  onSubmit: (ids: string[]) => Promise<unknown>;
  onDelete: (ids: string[]) => Promise<unknown>;
}

type Row = { id: string; status: ContentStatus };

/**
 * Manage Questions and Manage Question Sets: the server searches, filters, sorts and pages (30 a
 * page); drafts can be chosen and sent to review or deleted together, in one transaction.
 */
export function ManageList<R extends Row>({ texts, filters, columns, query, params, onParamsChange, nameOf, onSubmit, onDelete }: ManageListProps<R>) {
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const baseId = useId();

  const run = async (action: (ids: string[]) => Promise<unknown>, done: (count: number) => string) => {
    setBusy(true);
    try {
      await action(selected);
      setOutcome({ kind: 'done', text: done(selected.length) });
      setSelected([]);
    } catch (error) {
      setOutcome({ kind: 'failed', text: texts.failed(describeError(error)) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const sortOf = (key: string): SortOrder => (params.sort === key ? 'ascend' : params.sort === `-${key}` ? 'descend' : null);
  const sortedColumns = columns.map((column) => ('dataIndex' in column && column.sorter ? { ...column, sortOrder: sortOf(String(column.dataIndex)) } : column));
  const onTableChange: TableProps<R>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      onParamsChange({ page: pagination.current ?? 1 });
      return;
    }
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? String(single.field) : '';
    onParamsChange({ sort: field ? `${single?.order === 'descend' ? '-' : ''}${field}` : '' });
  };

  const page = query.data;
  return (
    <>
      <div className="mcq-filters">
        <Input.Search
          aria-label={texts.search}
          placeholder={texts.search}
          defaultValue={params.search}
          allowClear
          onSearch={(search) => onParamsChange({ search })}
        />
        {filters.map((filter) => (
          <Select
            key={filter.name}
            id={`${baseId}-${filter.name}`}
            aria-label={filter.label}
            value={params.filters[filter.name] ?? ''}
            onChange={(value: string) => onParamsChange({ filters: { [filter.name]: value } })}
            options={[{ value: '', label: `${filter.label}: ${texts.all}` }, ...filter.options]}
          />
        ))}
      </div>
      <div className="mcq-bulk">
        <span>{texts.selected(selected.length)}</span>
        <Button disabled={!selected.length || busy} onClick={() => void run(onSubmit, texts.submitted)}>
          {texts.submit}
        </Button>
        <Button danger disabled={!selected.length || busy} onClick={() => setConfirming(true)}>
          {texts.delete}
        </Button>
      </div>
      <div role="status">{outcome?.kind === 'done' && <Alert type="success" showIcon title={outcome.text} />}</div>
      {outcome?.kind === 'failed' && <Alert type="error" role="alert" showIcon title={outcome.text} />}
      {query.isError ? (
        <ErrorState message={describeError(query.error, texts.fetchFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <section aria-label={texts.table} className="mcq-table-scroll">
        <Table<R>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          columns={sortedColumns}
          dataSource={page?.items ?? []}
          locale={{ emptyText: query.isPending ? ' ' : texts.empty }}
          onChange={onTableChange}
          pagination={{
            current: params.page,
            pageSize: LIST_PAGE_SIZE,
            total: page?.totalItems ?? 0,
            showSizeChanger: false,
            showTotal: (total) => texts.total(total),
          }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (record) => ({ disabled: record.status !== 'draft', 'aria-label': texts.select(nameOf(record)) }),
          }}
        />
        </section>
      )}
      <Modal
        open={confirming}
        title={texts.confirmTitle(selected.length)}
        okText={texts.delete}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={texts.cancel}
        onOk={() => void run(onDelete, texts.deleted)}
        onCancel={() => setConfirming(false)}
      >
        <p>{texts.confirmBody}</p>
      </Modal>
    </>
  );
}
