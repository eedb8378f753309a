/// <reference path="../pb_data/types.d.ts" />
// One row per served question of an attempt, instead of JSON blobs rewritten on every click:
// concurrent answers touch different rows, every answer keeps its own time, and the row holds
// the question as it was served (text, options, key), so nothing done to the question later
// changes the attempt or its result. Only superusers and the quiz hooks read these rows.
// A child has at most one unfinished attempt per assignment.
function readJson(record, field, fallback) {
  const text = toString(record.get(field) || '');
  return text && text !== 'null' ? JSON.parse(text) : fallback;
}

migrate(
  (app) => {
    const attempts = app.findCollectionByNameOrId('attempts');

    // Double starts left duplicates behind: keep the newest unfinished attempt of each child and assignment.
    const open = app.findRecordsByFilter('attempts', 'status = "in_progress"', '-created', 0, 0);
    const seen = {};
    open.forEach((attempt) => {
      const key = attempt.getString('student_id') + '/' + attempt.getString('assignment_id');
      if (seen[key]) app.delete(attempt);
      seen[key] = true;
    });

    const rows = new Collection({
      type: 'base',
      name: 'attempt_answers',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'attempt', type: 'relation', required: true, maxSelect: 1, collectionId: attempts.id, cascadeDelete: true },
        // The question's id as text: the row outlives the question, whose content it keeps in `served`.
        { name: 'question', type: 'text', required: true, max: 50 },
        { name: 'position', type: 'number', min: 0, onlyInt: true },
        { name: 'served', type: 'json', hidden: true, maxSize: 20000 },
        { name: 'option', type: 'text', max: 500 },
        { name: 'flagged', type: 'bool' },
        { name: 'answered_at', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_attempt_answers_attempt_question ON attempt_answers (attempt, question)',
        'CREATE INDEX idx_attempt_answers_question ON attempt_answers (question)',
      ],
    });
    app.save(rows);

    app.findRecordsByFilter('attempts', '1 = 1', 'created', 0, 0).forEach((attempt) => {
      const answers = readJson(attempt, 'answers', {});
      const flagged = readJson(attempt, 'flagged', []);
      readJson(attempt, 'question_ids', []).forEach((questionId, position) => {
        let question = null;
        try {
          question = app.findRecordById('questions', questionId);
        } catch {
          return;
        }
        const row = new Record(rows);
        row.set('attempt', attempt.id);
        row.set('question', questionId);
        row.set('position', position);
        row.set('served', {
          id: question.id,
          type: question.getString('type'),
          text: question.getString('text'),
          options: readJson(question, 'options', []),
          correctAnswer: question.getString('correctAnswer'),
          explanation: question.getString('explanation'),
        });
        if (answers[questionId] !== undefined) {
          row.set('option', answers[questionId]);
          row.set('answered_at', attempt.getString('updated'));
        }
        row.set('flagged', flagged.indexOf(questionId) >= 0);
        app.save(row);
      });
    });

    ['question_ids', 'answers', 'flagged'].forEach((name) => attempts.fields.removeByName(name));
    attempts.addIndex('idx_attempts_one_open', true, 'student_id, assignment_id', "status = 'in_progress'");
    app.save(attempts);

    // 200 questions × (id + an answer of up to 500 characters + JSON punctuation) stays under 110 KB.
    const results = app.findCollectionByNameOrId('results');
    results.fields.getByName('answers').maxSize = 250000;
    app.save(results);
  },
  (app) => {
    const results = app.findCollectionByNameOrId('results');
    results.fields.getByName('answers').maxSize = 50000;
    app.save(results);

    const attempts = app.findCollectionByNameOrId('attempts');
    attempts.removeIndex('idx_attempts_one_open');
    attempts.fields.add(new JSONField({ name: 'question_ids', maxSize: 20000 }));
    attempts.fields.add(new JSONField({ name: 'answers', maxSize: 50000 }));
    attempts.fields.add(new JSONField({ name: 'flagged', maxSize: 20000 }));
    app.save(attempts);

    app.findRecordsByFilter('attempts', '1 = 1', 'created', 0, 0).forEach((attempt) => {
      const rows = app.findRecordsByFilter('attempt_answers', 'attempt = {:a}', 'position', 0, 0, { a: attempt.id });
      const answers = {};
      const flagged = [];
      rows.forEach((row) => {
        if (row.getString('option')) answers[row.getString('question')] = row.getString('option');
        if (row.getBool('flagged')) flagged.push(row.getString('question'));
      });
      attempt.set(
        'question_ids',
        rows.map((row) => row.getString('question')),
      );
      attempt.set('answers', answers);
      attempt.set('flagged', flagged);
      app.save(attempt);
    });
    app.delete(app.findCollectionByNameOrId('attempt_answers'));
  },
);
