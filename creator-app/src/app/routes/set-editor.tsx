import { useParams } from 'shared/router';
import { QueryView } from 'shared/ui';
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
  return (
    <QueryView query={set} errorText={t('editor.loadFailed')}>
      {(data) => <SetEditor key={data.id} existing={data} />}
    </QueryView>
  );
}
