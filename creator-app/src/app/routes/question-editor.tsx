import { useParams } from 'shared/router';
import { QueryView } from 'shared/ui';
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
  return (
    <QueryView query={question} errorText={t('editor.loadFailed')}>
      {(data) =>
        token.isPending ? null : (
          <QuestionEditor
            key={data.question.id}
            existing={data.question}
            pendingVersion={data.pendingVersion}
            fileToken={token.data ?? ''}
          />
        )
      }
    </QueryView>
  );
}
