import type { TableColumnsType } from 'antd';
import { Link } from 'shared/router';
import { DIFFICULTIES, GRADES, href, QUESTION_TYPE_LABELS, QUESTION_TYPES, SUBJECTS, CONTENT_STATUSES, paths, type ContentStatus, type QuestionType } from 'shared';
import { ManageList, PageLayout, STATUS_LABELS, StatusTag, useListParams, type ListFilter, type ManageListTexts } from 'shared/ui';
import { useDeleteQuestions } from '../api/delete-questions.ts';
import { useQuestions } from '../api/get-questions.ts';
import { useSubmitQuestions } from '../api/submit-questions.ts';
import { t } from '../messages.ts';
import type { QuestionRecord } from '../question-fields.ts';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const options = (values: readonly string[], label: (value: string) => string = (value) => value) => values.map((value) => ({ value, label: label(value) }));

const FILTERS: ListFilter[] = [
  { name: 'subject', label: t('manage.filter.subject'), options: options(SUBJECTS) },
  { name: 'grade', label: t('manage.filter.grade'), options: options(GRADES) },
  { name: 'type', label: t('manage.filter.type'), options: options(QUESTION_TYPES, (value) => QUESTION_TYPE_LABELS[value as QuestionType]) },
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

const COLUMNS: TableColumnsType<QuestionRecord> = [
  { title: t('manage.column.text'), dataIndex: 'text', sorter: true, render: (text: string, question) => <Link to={href('editQuestion', { id: question.id })}>{text}</Link> },
  { title: t('manage.column.subject'), dataIndex: 'subject', sorter: true },
  { title: t('manage.column.grade'), dataIndex: 'grade', sorter: true },
  { title: t('manage.column.type'), dataIndex: 'type', render: (type: QuestionType) => QUESTION_TYPE_LABELS[type] },
  { title: t('manage.column.difficulty'), dataIndex: 'difficulty', sorter: true, render: capitalised },
  { title: t('manage.column.status'), dataIndex: 'status', sorter: true, render: (status: ContentStatus) => <StatusTag status={status} /> },
  { title: t('manage.column.updated'), dataIndex: 'updated', sorter: true, render: (updated: string) => updated.slice(0, 10) },
];

/** Manage Questions: every question of the creator, searched, filtered, sorted and paged by the server. */
export function ManageQuestions() {
  const [params, setParams] = useListParams(FILTERS.map((filter) => filter.name));
  const questions = useQuestions({ search: params.search, ...params.filters, sort: params.sort, page: params.page });
  const submit = useSubmitQuestions();
  const remove = useDeleteQuestions();
  return (
    <PageLayout heading={t('manage.title')} intro={t('manage.intro')} back={{ to: paths.creatorDashboard, label: t('editor.back') }}>
      <ManageList<QuestionRecord>
        texts={TEXTS}
        filters={FILTERS}
        columns={COLUMNS}
        query={questions}
        params={params}
        onParamsChange={setParams}
        nameOf={(question) => question.text}
        onSubmit={submit.mutateAsync}
        onDelete={remove.mutateAsync}
      />
    </PageLayout>
  );
}
