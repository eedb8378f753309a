import { t as common } from 'shared';
import { Panel, QueryView } from 'shared/ui';
import { useChildren } from '../api/get-children.ts';
import { t } from '../messages.ts';

/** The children at a glance, from the same cache entry as the Children screen. */
export function ChildrenSummary({ title }: { title: string }) {
  const children = useChildren();
  return (
    <Panel title={title}>
      <QueryView query={children} errorText={common('error.fetchStudents')} isEmpty={(list) => list.length === 0} empty={t('children.empty')}>
        {(list) => (
          <ul className="mcq-list">
            {list.map((child) => (
              <li key={child.id}>
                <strong>{child.name}</strong>
                <p className="mcq-state">{`${child.grade || t('children.grade.none')} · ${child.student_id}`}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Panel>
  );
}
