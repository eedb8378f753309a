/// <reference path="../pb_data/types.d.ts" />
// Quiz routes (see docs/backend.md); the logic is in src/quiz/. An answer's body is a question id,
// an answer of at most 1,000 characters (an essay's) and a flag (8 KB: JSON may write a character in
// up to 6 bytes); a mark a question id, right or wrong and a comment of at most 500 characters (4 KB);
// the other routes take none (1 KB).
routerAdd(
  'POST',
  '/api/quiz/{assignmentId}/start',
  (e) => require(`${__hooks}/lib/server.js`).quiz.start(e),
  $apis.requireAuth('students'),
  $apis.bodyLimit(1024),
);

routerAdd(
  'POST',
  '/api/quiz/attempts/{attemptId}/answer',
  (e) => require(`${__hooks}/lib/server.js`).quiz.saveAnswer(e),
  $apis.requireAuth('students'),
  $apis.bodyLimit(8 * 1024),
);

routerAdd(
  'POST',
  '/api/quiz/attempts/{attemptId}/submit',
  (e) => require(`${__hooks}/lib/server.js`).quiz.submit(e),
  $apis.requireAuth('students'),
  $apis.bodyLimit(1024),
);

routerAdd(
  'POST',
  '/api/quiz/attempts/{attemptId}/pause',
  (e) => require(`${__hooks}/lib/server.js`).quiz.takeBreak(e),
  $apis.requireAuth('students'),
  $apis.bodyLimit(1024),
);

routerAdd(
  'POST',
  '/api/quiz/attempts/{attemptId}/resume',
  (e) => require(`${__hooks}/lib/server.js`).quiz.endTheBreak(e),
  $apis.requireAuth('students'),
  $apis.bodyLimit(1024),
);

routerAdd(
  'DELETE',
  '/api/quiz/attempts/{attemptId}',
  (e) => require(`${__hooks}/lib/server.js`).quiz.discard(e),
  $apis.requireAuth('students'),
);

// A question's picture and sound and a matching pair's picture, by the id the child's attempt gave each; the
// child's file token in the address.
routerAdd('GET', '/api/quiz/media/{attemptId}/{mediaId}', (e) => require(`${__hooks}/lib/server.js`).quiz.serveMedia(e));

routerAdd(
  'GET',
  '/api/quiz/results/{resultId}',
  (e) => require(`${__hooks}/lib/server.js`).quiz.review(e),
  $apis.requireAuth('students', 'parents'),
);

routerAdd(
  'POST',
  '/api/results/{resultId}/mark',
  (e) => require(`${__hooks}/lib/server.js`).quiz.mark(e),
  $apis.requireAuth('parents'),
  $apis.bodyLimit(4 * 1024),
);

onRecordCreateRequest((e) => {
  const quiz = require(`${__hooks}/lib/server.js`).quiz;
  if (e.hasSuperuserAuth()) {
    quiz.scoreSuperuserResult(e);
    e.next();
    // The seed's results (the demo family's) teach the learning engine as a child's submit does.
    return require(`${__hooks}/lib/server.js`).learn.learnFromResult(e.app, e.record);
  }
  return quiz.saveResultRequest(e);
}, 'results');

cronAdd('quiz-overdue', '* * * * *', () => {
  require(`${__hooks}/lib/server.js`).quiz.submitOverdue();
});
