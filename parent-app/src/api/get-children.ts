import { pb } from 'shared';

/** The signed-in parent's children, by name (SPEC.md 7: list students of a parent); used by every parent screen. */
export function getChildren(parentId: string) {
  return pb.collection('students').getFullList({
    filter: pb.filter('parent_id = {:parentId}', { parentId }),
    sort: 'name',
    requestKey: null,
  });
}
