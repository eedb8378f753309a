/// <reference path="../pb_data/types.d.ts" />
// Review comments on questions and question sets (lib/review.js). Runs after content.pb.js's checks.
['questions', 'question_sets'].forEach((collection) => {
  onRecordCreateRequest((e) => {
    require(`${__hooks}/lib/review.js`).checkReviewComment(e, true);
    e.next();
  }, collection);

  onRecordUpdateRequest((e) => {
    require(`${__hooks}/lib/review.js`).checkReviewComment(e, false);
    e.next();
  }, collection);
});
