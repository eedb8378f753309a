import type { TableColumnsType } from 'antd';
import { Link } from 'shared/router';
import { CONTENT_STATUSES, DIFFICULTIES, GRADES, href, paths, SET_TYPE_LABELS, SET_TYPES, SUBJECTS, type ContentStatus, type SetType } from 'shared';
import { ManageList, PageLayout, STATUS_LABELS, StatusTag, useListParams, type ListFilter, type ManageListTexts } from 'shared/ui';
import { useDeleteQuestionSets } from '../api/delete-question-sets.ts';
import { useQuestionSets } from '../api/get-question-sets.ts';
import { useSubmitQuestionSets } from '../api/submit-question-sets.ts';
import { t } from '../messages.ts';
import type { SetRecord } from '../set-fields.ts';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const options = (values: readonly string[], label: (value: string) => string = (value) => value) => values.map((value) => ({ value, label: label(value) }));

const FILTERS: ListFilter[] = [
  { name: 'subject', label: t('manage.filter.subject'), options: options(SUBJECTS) },
  { name: 'grade', label: t('manage.filter.grade'), options: options(GRADES) },
  { name: 'type', label: t('manage.filter.type'), options: options(SET_TYPES, (value) => SET_TYPE_LABELS[value as SetType]) },
  { name: 'difficulty', label: t('manage.filter.difficulty'), options: options(DIFFICULTIES, capitalised) },
  { name: 'status', label: t('manage.filter.status'), options: options(CONTENT_STATUSES, (value) => STATUS_LABELS[value as ContentStatus]) },
];

const TEXTS: ManageListTexts = {
  search: t('manage.search'),
  table: t('manage.table'),
  all: t('manage.filter.all'),
  empty: t('manage.empty'),
  fetchFailed: t('manage.fetchFailed'),
  total: (total) => t('manage.total', { total }),
  select: (text) => t('manage.select', { text }),
  selected: (count) => t('manage.selected', { count }),
  submit: t('manage.bulk.submit'),
  delete: t('manage.bulk.delete'),
  confirmTitle: (count) => t('manage.bulk.delete.confirm', { count }),
  confirmBody: t('manage.bulk.delete.body'),
  cancel: t('manage.cancel'),
  submitted: (count) => t('manage.bulk.submitted', { count }),
  deleted: (count) => t('manage.bulk.deleted', { count }),
  failed: (reason) => t('manage.bulk.failed', { reason }),
};

const COLUMNS: TableColumnsType<SetRecord> = [
  { title: t('manage.column.title'), dataIndex: 'title', sorter: true, render: (title: string, set) => <Link to={href('editQuestionSet', { id: set.id })}>{title}</Link> },
  { title: t('manage.column.subject'), dataIndex: 'subject', sorter: true },
  { title: t('manage.column.grade'), dataIndex: 'grade', sorter: true },
  { title: t('manage.column.type'), dataIndex: 'type', render: (type: SetType) => SET_TYPE_LABELS[type] },
  { title: t('manage.column.questions'), dataIndex: 'totalQuestions', sorter: true },
  { title: t('manage.column.status'), dataIndex: 'status', sorter: true, render: (status: ContentStatus) => <StatusTag status={status} /> },
  { title: t('manage.column.updated'), dataIndex: 'updated', sorter: true, render: (updated: string) => updated.slice(0, 10) },
];

/** Manage Question Sets: every set of the creator, searched, filtered, sorted and paged by the server. */
export function ManageQuestionSets() {
  const [params, setParams] = useListParams(FILTERS.map((filter) => filter.name));
  const sets = useQuestionSets({ search: params.search, ...params.filters, sort: params.sort, page: params.page });
  const submit = useSubmitQuestionSets();
  const remove = useDeleteQuestionSets();
  return (
    <PageLayout heading={t('manage.title')} intro={t('manage.intro')} back={{ to: paths.creatorDashboard, label: t('editor.back') }}>
      <ManageList<SetRecord>
        texts={TEXTS}
        filters={FILTERS}
        columns={COLUMNS}
        query={sets}
        params={params}
        onParamsChange={setParams}
        nameOf={(set) => set.title}
        onSubmit={submit.mutateAsync}
        onDelete={remove.mutateAsync}
      />
    </PageLayout>
  );
}
