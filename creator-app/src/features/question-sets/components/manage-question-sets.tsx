import { href, paths, SET_TYPE_LABELS } from 'shared';
import { ManageList, PageLayout, useListParams, type ManageListTexts } from 'shared/ui';
import { useDeleteQuestionSets } from '../api/delete-question-sets.ts';
import { useQuestionSets } from '../api/get-question-sets.ts';
import { useSubmitQuestionSets } from '../api/submit-question-sets.ts';
import { t } from '../messages.ts';
import type { SetRecord } from '../set-fields.ts';

const TEXTS: ManageListTexts = {
  search: t('manage.search'),
  table: t('manage.table'),
  empty: t('manage.empty'),
  fetchFailed: t('manage.fetchFailed'),
  total: (total) => t('manage.total', { total }),
  confirmTitle: (count) => t('manage.bulk.delete.confirm', { count }),
  confirmBody: t('manage.bulk.delete.body'),
  submitted: (count) => t('manage.bulk.submitted', { count }),
  deleted: (count) => t('manage.bulk.deleted', { count }),
};

const NAME = { title: t('manage.column.title'), field: 'title', href: (set: SetRecord) => href('editQuestionSet', { id: set.id }) } as const;

/** Manage Question Sets: every set of the creator, searched, filtered, sorted and paged by the server. */
export function ManageQuestionSets() {
  const [params, setParams] = useListParams();
  const sets = useQuestionSets({ search: params.search, ...params.filters, sort: params.sort, page: params.page });
  const submit = useSubmitQuestionSets();
  const remove = useDeleteQuestionSets();
  return (
    <PageLayout heading={t('manage.title')} intro={t('manage.intro')} back={{ to: paths.creatorDashboard, label: t('editor.back') }}>
      <ManageList<SetRecord>
        texts={TEXTS}
        name={NAME}
        typeLabels={SET_TYPE_LABELS}
        extraColumn={{ title: t('manage.column.questions'), dataIndex: 'totalQuestions', sorter: true }}
        query={sets}
        params={params}
        onParamsChange={setParams}
        onSubmit={submit.mutateAsync}
        onDelete={remove.mutateAsync}
      />
    </PageLayout>
  );
}
