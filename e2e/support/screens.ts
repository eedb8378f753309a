/** The creator portal's screens after its dashboard, each with its main heading: the walks through them all. */
export const creatorScreens: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/create-question', 'Create Question'],
  ['/edit-question/qmathadd0000001', 'Edit Question'],
  ['/create-question-set', 'Create Question Set'],
  ['/edit-question-set/settimesdraft01', 'Edit Question Set'],
  ['/manage-questions', 'Manage Questions'],
  ['/manage-question-sets', 'Manage Question Sets'],
  ['/bulk-import', 'Bulk Import Questions'],
  ['/analytics', 'Analytics'],
  ['/content-guidelines', 'Content Guidelines'],
  ['/review-queue', 'Review Queue'],
];
