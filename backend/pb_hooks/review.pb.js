/// <reference path="../pb_data/types.d.ts" />
// Review comments on questions and question sets (src/content/review-comments.ts). Runs after content.pb.js's checks.
['questions', 'question_sets'].forEach((collection) => {
  onRecordCreateRequest((e) => {
    require(`${__hooks}/lib/server.js`).content.checkReviewComment(e, true);
    e.next();
  }, collection);

  onRecordUpdateRequest((e) => {
    require(`${__hooks}/lib/server.js`).content.checkReviewComment(e, false);
    e.next();
  }, collection);
});
