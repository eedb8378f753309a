import { AssignmentEditor } from '../../features/assignments/components/assignment-editor.tsx';
import { useChildren } from '../../features/children/api/get-children.ts';

/** /create-assignment: the assignment editor over the parent's children. */
export function CreateAssignment() {
  return <AssignmentEditor kids={useChildren()} />;
}
