import { useParams } from 'shared/router';
import { paths } from 'shared';
import { PageLayout, QueryView } from 'shared/ui';
import { useQuestionSet } from '../../features/question-sets/api/get-question-set.ts';
import { SetEditor } from '../../features/question-sets/components/set-editor.tsx';
import { t } from '../../features/question-sets/messages.ts';

// Create and Edit Question Set are one screen, one chunk: the editor, empty or filled in.

/** /create-question-set: the editor, empty. */
export function CreateQuestionSet() {
  return <SetEditor />;
}

/** /edit-question-set/:id: the editor over the set. */
export function EditQuestionSet() {
  const id = useParams().id ?? '';
  const set = useQuestionSet(id);
  if (set.data) return <SetEditor key={set.data.id} existing={set.data} />;
  // Loading, or a set that could not be read (not the author's, gone, offline): said in the screen's frame.
  return (
    <PageLayout heading={t('editor.edit.title')} back={{ to: paths.creatorDashboard, label: t('editor.back') }}>
      <QueryView query={set} errorText={t('editor.loadFailed')}>
        {() => null}
      </QueryView>
    </PageLayout>
  );
}
