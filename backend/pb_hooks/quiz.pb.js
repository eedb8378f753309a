/// <reference path="../pb_data/types.d.ts" />
// Quiz routes (see docs/backend.md); the logic is in lib/quiz.js.
routerAdd(
  'POST',
  '/api/quiz/{assignmentId}/start',
  (e) => require(`${__hooks}/lib/quiz.js`).start(e),
  $apis.requireAuth('students'),
);

routerAdd(
  'POST',
  '/api/quiz/attempts/{attemptId}/answer',
  (e) => require(`${__hooks}/lib/quiz.js`).saveAnswer(e),
  $apis.requireAuth('students'),
);

routerAdd(
  'POST',
  '/api/quiz/attempts/{attemptId}/submit',
  (e) => require(`${__hooks}/lib/quiz.js`).submit(e),
  $apis.requireAuth('students'),
);

routerAdd(
  'DELETE',
  '/api/quiz/attempts/{attemptId}',
  (e) => require(`${__hooks}/lib/quiz.js`).discard(e),
  $apis.requireAuth('students'),
);

routerAdd(
  'GET',
  '/api/quiz/results/{resultId}',
  (e) => require(`${__hooks}/lib/quiz.js`).review(e),
  $apis.requireAuth('students', 'parents'),
);

onRecordCreateRequest((e) => {
  const quiz = require(`${__hooks}/lib/quiz.js`);
  if (e.hasSuperuserAuth()) {
    quiz.scoreSuperuserResult(e);
    return e.next();
  }
  return quiz.saveResultRequest(e);
}, 'results');

cronAdd('quiz-overdue', '* * * * *', () => {
  require(`${__hooks}/lib/quiz.js`).submitOverdue();
});
