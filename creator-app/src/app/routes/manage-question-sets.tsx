import { href, paths, SET_TYPE_LABELS } from 'shared';
import { PageLayout } from 'shared/ui';
import { ManageList } from '../../components/manage-list.tsx';
import { ExportNotice } from '../../features/export/components/export-notice.tsx';
import { ExportSet } from '../../features/export/components/export-set.tsx';
import { useExport } from '../../features/export/hooks/use-export.ts';
import { t as exportText } from '../../features/export/messages.ts';
import { useDeleteQuestionSets } from '../../features/question-sets/api/delete-question-sets.ts';
import { questionSetsQuery } from '../../features/question-sets/api/get-question-sets.ts';
import { useSubmitQuestionSets } from '../../features/question-sets/api/submit-question-sets.ts';
import { t } from '../../features/question-sets/messages.ts';
import type { SetRecord } from '../../features/question-sets/set-fields.ts';

const NAME = {
  title: t('manage.column.title'),
  field: 'title',
  href: (set: SetRecord) => href('editQuestionSet', { id: set.id }),
} as const;
const QUESTIONS_COLUMN = { title: t('manage.column.questions'), dataIndex: 'totalQuestions', sorter: true };

/** Manage Question Sets: every set of the creator, searched, filtered, sorted and paged by the server. */
export function ManageQuestionSets() {
  const submit = useSubmitQuestionSets();
  const remove = useDeleteQuestionSets();
  const exporter = useExport();
  const exportColumn = {
    title: exportText('export.column'),
    key: 'export',
    render: (_: unknown, set: SetRecord) => <ExportSet id={set.id} title={set.title} exporter={exporter} />,
  };
  return (
    <PageLayout heading={t('manage.title')} intro={t('manage.intro')} back={{ to: paths.creatorDashboard, label: t('editor.back') }}>
      <ManageList
        texts={t}
        name={NAME}
        typeLabels={SET_TYPE_LABELS}
        extraColumn={QUESTIONS_COLUMN}
        listQuery={questionSetsQuery}
        onSubmit={submit.mutateAsync}
        onDelete={remove.mutateAsync}
        renderTools={() => <ExportNotice state={exporter.state} />}
        actionsColumn={exportColumn}
      />
    </PageLayout>
  );
}
