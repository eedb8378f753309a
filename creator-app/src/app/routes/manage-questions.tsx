import { href, paths, QUESTION_TYPE_LABELS } from 'shared';
import { PageLayout } from 'shared/ui';
import { difficultyColumn, ManageList } from '../../components/manage-list.tsx';
import { ExportQuestions } from '../../features/export/components/export-questions.tsx';
import { useDeleteQuestions } from '../../features/questions/api/delete-questions.ts';
import { questionsQuery } from '../../features/questions/api/get-questions.ts';
import { useSubmitQuestions } from '../../features/questions/api/submit-questions.ts';
import { t } from '../../features/questions/messages.ts';
import type { QuestionRecord } from '../../features/questions/question-fields.ts';

const NAME = {
  title: t('manage.column.text'),
  field: 'text',
  href: (question: QuestionRecord) => href('editQuestion', { id: question.id }),
} as const;

/** Manage Questions: every question of the creator, searched, filtered, sorted and paged by the server. */
export function ManageQuestions() {
  const submit = useSubmitQuestions();
  const remove = useDeleteQuestions();
  return (
    <PageLayout heading={t('manage.title')} intro={t('manage.intro')} back={{ to: paths.creatorDashboard, label: t('editor.back') }}>
      <ManageList
        texts={t}
        name={NAME}
        typeLabels={QUESTION_TYPE_LABELS}
        extraColumn={difficultyColumn}
        listQuery={questionsQuery}
        onSubmit={submit.mutateAsync}
        onDelete={remove.mutateAsync}
        renderTools={(params) => <ExportQuestions params={params} />}
      />
    </PageLayout>
  );
}
