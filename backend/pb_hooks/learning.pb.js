/// <reference path="../pb_data/types.d.ts" />
// The learning engine's routes (docs/learning.md; the logic in src/learning/): a child's review, and what
// a parent reads of a child's skills. None takes a body (1 KB). Then what keeps the next step's sets current.
routerAdd('GET', '/api/review', (e) => require(`${__hooks}/lib/server.js`).review.status(e), $apis.requireAuth('students'));

routerAdd(
  'POST',
  '/api/review/start',
  (e) => require(`${__hooks}/lib/server.js`).review.start(e),
  $apis.requireAuth('students'),
  $apis.bodyLimit(1024),
);

routerAdd(
  'GET',
  '/api/children/{childId}/learning',
  (e) => require(`${__hooks}/lib/server.js`).learningProgress.learning(e),
  $apis.requireAuth('parents'),
);

routerAdd(
  'GET',
  '/api/children/{childId}/skill-questions',
  (e) => require(`${__hooks}/lib/server.js`).learningProgress.skillQuestions(e),
  $apis.requireAuth('parents'),
);

// The next step's candidate sets are kept in memory (src/learning/progress.ts): a question or a set that
// changes (published, taken back, edited, deleted) drops them.
onRecordAfterCreateSuccess(
  (e) => {
    require(`${__hooks}/lib/server.js`).learningProgress.forgetSets();
    e.next();
  },
  'questions',
  'question_sets',
);

onRecordAfterUpdateSuccess(
  (e) => {
    require(`${__hooks}/lib/server.js`).learningProgress.forgetSets();
    e.next();
  },
  'questions',
  'question_sets',
);

onRecordAfterDeleteSuccess(
  (e) => {
    require(`${__hooks}/lib/server.js`).learningProgress.forgetSets();
    e.next();
  },
  'questions',
  'question_sets',
);
