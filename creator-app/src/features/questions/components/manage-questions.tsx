import { href, paths, QUESTION_TYPE_LABELS } from 'shared';
import { difficultyColumn, ManageList, PageLayout, useListParams, type ManageListTexts } from 'shared/ui';
import { useDeleteQuestions } from '../api/delete-questions.ts';
import { useQuestions } from '../api/get-questions.ts';
import { useSubmitQuestions } from '../api/submit-questions.ts';
import { t } from '../messages.ts';
import type { QuestionRecord } from '../question-fields.ts';

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

const NAME = { title: t('manage.column.text'), field: 'text', href: (question: QuestionRecord) => href('editQuestion', { id: question.id }) } as const;

/** Manage Questions: every question of the creator, searched, filtered, sorted and paged by the server. */
export function ManageQuestions() {
  const [params, setParams] = useListParams();
  const questions = useQuestions({ search: params.search, ...params.filters, sort: params.sort, page: params.page });
  const submit = useSubmitQuestions();
  const remove = useDeleteQuestions();
  return (
    <PageLayout heading={t('manage.title')} intro={t('manage.intro')} back={{ to: paths.creatorDashboard, label: t('editor.back') }}>
      <ManageList<QuestionRecord>
        texts={TEXTS}
        name={NAME}
        typeLabels={QUESTION_TYPE_LABELS}
        extraColumn={difficultyColumn}
        query={questions}
        params={params}
        onParamsChange={setParams}
        onSubmit={submit.mutateAsync}
        onDelete={remove.mutateAsync}
      />
    </PageLayout>
  );
}
