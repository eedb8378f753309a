/// <reference path="../pb_data/types.d.ts" />
// The learning engine (docs/learning.md): each question a child has answered has a review schedule
// (review_cards, FSRS), each skill and topic a level (skill_mastery, Bayesian Knowledge Tracing), both
// written by the server as a quiz is submitted and read through its routes only (no API rules). A
// review is an assignment the server makes for one child from that child's due questions
// (`assignments.review`, its questions in `questions`), taken through the quiz engine like any other;
// its result is marked `review` (the creators' figures and the parents' averages leave it out). A
// parent may give reviews a time limit (`students.review_time`: minutes; empty, untimed).
migrate(
  (app) => {
    const students = app.findCollectionByNameOrId('students');
    const perChild = (name, fields, indexes) =>
      new Collection({
        type: 'base',
        name: name,
        fields: [
          { name: 'student_id', type: 'relation', required: true, maxSelect: 1, collectionId: students.id, cascadeDelete: true },
        ].concat(fields),
        indexes: indexes,
      });
    app.save(
      perChild(
        'review_cards',
        [
          { name: 'question', type: 'text', required: true, max: 50 },
          { name: 'due', type: 'date', required: true },
          { name: 'stability', type: 'number', min: 0 },
          { name: 'difficulty', type: 'number', min: 0 },
          { name: 'reps', type: 'number', min: 0, onlyInt: true },
          { name: 'lapses', type: 'number', min: 0, onlyInt: true },
          { name: 'state', type: 'number', min: 0, max: 3, onlyInt: true },
          { name: 'scheduled_days', type: 'number', min: 0, onlyInt: true },
          { name: 'last_review', type: 'date' },
          { name: 'last_right', type: 'bool' },
        ],
        [
          'CREATE UNIQUE INDEX idx_review_cards_key ON review_cards (student_id, question)',
          'CREATE INDEX idx_review_cards_due ON review_cards (student_id, due)',
          'CREATE INDEX idx_review_cards_question ON review_cards (question)',
        ],
      ),
    );
    app.save(
      perChild(
        'skill_mastery',
        [
          { name: 'subject', type: 'text', required: true, max: 50 },
          { name: 'topic', type: 'text', max: 100 },
          // Empty: the topic's own level, over every answer in the topic.
          { name: 'skill', type: 'text', max: 100 },
          { name: 'known', type: 'number', min: 0, max: 1 },
          { name: 'level', type: 'select', maxSelect: 1, values: ['practising', 'nearly_there', 'mastered'] },
          { name: 'answers', type: 'number', min: 0, onlyInt: true },
          { name: 'right', type: 'number', min: 0, onlyInt: true },
          { name: 'days', type: 'number', min: 0, onlyInt: true },
          { name: 'last_day', type: 'text', max: 10 },
        ],
        ['CREATE UNIQUE INDEX idx_skill_mastery_key ON skill_mastery (student_id, subject, topic, skill)'],
      ),
    );

    const assignments = app.findCollectionByNameOrId('assignments');
    assignments.fields.add(new BoolField({ name: 'review' }));
    assignments.fields.add(new JSONField({ name: 'questions', maxSize: 2000 }));
    // A review has questions instead of sets, and no time limit unless the parent gives reviews one (0):
    // a parent's assignment is still held to its sets and limits by the shared rules (src/assignments/checks.ts).
    assignments.fields.getByName('question_sets').required = false;
    assignments.fields.getByName('timeLimit').required = false;
    assignments.fields.getByName('timeLimit').min = 0;
    assignments.addIndex('idx_assignments_reviews', false, 'created_by, review, created', '');
    app.save(assignments);

    const results = app.findCollectionByNameOrId('results');
    results.fields.add(new BoolField({ name: 'review' }));
    app.save(results);

    students.fields.add(new SelectField({ name: 'review_time', maxSelect: 1, values: ['5', '10', '15'] }));
    app.save(students);
  },
  (app) => {
    for (const name of ['review_cards', 'skill_mastery']) app.delete(app.findCollectionByNameOrId(name));
    const assignments = app.findCollectionByNameOrId('assignments');
    app.findRecordsByFilter('assignments', 'review = true', '', 0, 0).forEach((review) => app.delete(review));
    assignments.fields.removeByName('review');
    assignments.fields.removeByName('questions');
    assignments.fields.getByName('question_sets').required = true;
    assignments.fields.getByName('timeLimit').required = true;
    assignments.fields.getByName('timeLimit').min = 5;
    assignments.removeIndex('idx_assignments_reviews');
    app.save(assignments);
    const results = app.findCollectionByNameOrId('results');
    results.fields.removeByName('review');
    app.save(results);
    const students = app.findCollectionByNameOrId('students');
    students.fields.removeByName('review_time');
    app.save(students);
  },
);
