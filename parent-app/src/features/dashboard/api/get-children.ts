import { pb } from 'shared';

/** The signed-in parent's children (SPEC.md 7: list students of a parent). */
export function getChildren(parentId: string) {
  return pb.collection('students').getFullList({
    filter: pb.filter('parent_id = {:parentId}', { parentId }),
    sort: 'name',
    requestKey: null,
  });
}
