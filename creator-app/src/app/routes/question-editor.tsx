import { useParams } from 'shared/router';
import { paths } from 'shared';
import { LoadingState, PageLayout, QueryView } from 'shared/ui';
import { useFileToken } from '../../features/questions/api/get-file-token.ts';
import { useQuestion } from '../../features/questions/api/get-question.ts';
import { QuestionEditor } from '../../features/questions/components/question-editor.tsx';
import { t } from '../../features/questions/messages.ts';

// Create and Edit Question are one screen, one chunk: the editor, empty or filled in.

/** /create-question: the editor, empty. */
export function CreateQuestion() {
  return <QuestionEditor />;
}

/** /edit-question/:id: the editor over the question and its pending new version, with a token for its protected files. */
export function EditQuestion() {
  const id = useParams().id ?? '';
  const question = useQuestion(id);
  const token = useFileToken();
  if (question.data && !token.isPending) {
    return (
      <QuestionEditor
        key={question.data.question.id}
        existing={question.data.question}
        pendingVersion={question.data.pendingVersion}
        fileToken={token.data ?? ''}
      />
    );
  }
  // Loading, or a question that could not be read (not the author's, gone, offline): said in the screen's frame.
  return (
    <PageLayout heading={t('editor.edit.title')} back={{ to: paths.creatorDashboard, label: t('editor.back') }}>
      <QueryView query={question} errorText={t('editor.loadFailed')}>
        {() => <LoadingState />}
      </QueryView>
    </PageLayout>
  );
}
