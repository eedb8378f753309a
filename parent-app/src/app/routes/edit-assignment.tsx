import { useParams } from 'shared/router';
import { EditAssignmentScreen } from '../../features/assignments/components/edit-assignment-screen.tsx';
import { useChildren } from '../../features/children/api/get-children.ts';

/** /edit-assignment/:id: the assignment editor, filled in, over the parent's children. */
export function EditAssignment() {
  const { id = '' } = useParams();
  return <EditAssignmentScreen assignmentId={id} kids={useChildren()} />;
}
