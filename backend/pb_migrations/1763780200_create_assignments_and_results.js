/// <reference path="../pb_data/types.d.ts" />
// Assignments (set by a parent), quiz attempts and results. Attempts and results are written
// only by the quiz engine in pb_hooks; nobody writes a score directly.
migrate(
  (app) => {
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];
    const parents = app.findCollectionByNameOrId('parents');
    const students = app.findCollectionByNameOrId('students');
    const questionSets = app.findCollectionByNameOrId('question_sets');

    const assignments = new Collection({
      type: 'base',
      name: 'assignments',
      listRule:
        '(@request.auth.collectionName = "parents" && created_by = @request.auth.id) || (@request.auth.collectionName = "students" && assigned_students.id ?= @request.auth.id && status = "active")',
      viewRule:
        '(@request.auth.collectionName = "parents" && created_by = @request.auth.id) || (@request.auth.collectionName = "students" && assigned_students.id ?= @request.auth.id && status = "active")',
      createRule: '@request.auth.collectionName = "parents" && created_by = @request.auth.id',
      updateRule: '@request.auth.collectionName = "parents" && created_by = @request.auth.id',
      deleteRule: '@request.auth.collectionName = "parents" && created_by = @request.auth.id',
      fields: [
        { name: 'title', type: 'text', required: true, max: 200 },
        { name: 'subject', type: 'select', maxSelect: 1, values: ['Mathematics', 'English', 'Science', 'History', 'Geography'] },
        { name: 'question_sets', type: 'relation', required: true, maxSelect: 20, collectionId: questionSets.id },
        { name: 'timeLimit', type: 'number', required: true, min: 5, max: 180, onlyInt: true },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: ['draft', 'active'] },
        { name: 'difficulty', type: 'select', maxSelect: 1, values: ['beginner', 'intermediate', 'advanced'] },
        { name: 'instructions', type: 'text', max: 1000 },
        { name: 'created_by', type: 'relation', required: true, maxSelect: 1, collectionId: parents.id, cascadeDelete: true },
        { name: 'assigned_students', type: 'relation', required: true, maxSelect: 50, collectionId: students.id },
        { name: 'dueDate', type: 'date' },
        { name: 'totalQuestions', type: 'number', min: 0, onlyInt: true },
        { name: 'estimatedTime', type: 'number', min: 0, onlyInt: true },
      ].concat(timestamps),
      indexes: [
        'CREATE INDEX idx_assignments_created_by ON assignments (created_by)',
        'CREATE INDEX idx_assignments_status ON assignments (status)',
        'CREATE INDEX idx_assignments_assigned_students ON assignments (assigned_students)',
      ],
    });
    app.save(assignments);

    const attempts = new Collection({
      type: 'base',
      name: 'attempts',
      listRule: 'student_id = @request.auth.id',
      viewRule: 'student_id = @request.auth.id',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'student_id', type: 'relation', required: true, maxSelect: 1, collectionId: students.id, cascadeDelete: true },
        { name: 'assignment_id', type: 'relation', required: true, maxSelect: 1, collectionId: assignments.id, cascadeDelete: true },
        { name: 'question_ids', type: 'json', maxSize: 20000 },
        { name: 'answers', type: 'json', maxSize: 50000 },
        { name: 'flagged', type: 'json', maxSize: 20000 },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: ['in_progress', 'submitted'] },
        { name: 'started_at', type: 'date', required: true },
        { name: 'deadline', type: 'date', required: true },
        { name: 'submitted_at', type: 'date' },
      ].concat(timestamps),
      indexes: [
        'CREATE INDEX idx_attempts_student_assignment ON attempts (student_id, assignment_id)',
        'CREATE INDEX idx_attempts_status_deadline ON attempts (status, deadline)',
      ],
    });
    app.save(attempts);

    const results = new Collection({
      type: 'base',
      name: 'results',
      listRule: 'student_id = @request.auth.id || (@request.auth.collectionName = "parents" && student_id.parent_id = @request.auth.id)',
      viewRule: 'student_id = @request.auth.id || (@request.auth.collectionName = "parents" && student_id.parent_id = @request.auth.id)',
      // "Save quiz result" keeps its shape; the hook submits the student's attempt and scores it on the server.
      createRule: '@request.auth.collectionName = "students" && student_id = @request.auth.id',
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'student_id', type: 'relation', required: true, maxSelect: 1, collectionId: students.id, cascadeDelete: true },
        { name: 'assignment_id', type: 'relation', required: true, maxSelect: 1, collectionId: assignments.id, cascadeDelete: true },
        { name: 'attempt_id', type: 'relation', maxSelect: 1, collectionId: attempts.id },
        { name: 'score', type: 'number', min: 0, max: 100, onlyInt: true },
        { name: 'total_questions', type: 'number', min: 0, onlyInt: true },
        { name: 'correct_answers', type: 'number', min: 0, onlyInt: true },
        { name: 'time_taken', type: 'number', min: 0, onlyInt: true },
        { name: 'answers', type: 'json', maxSize: 50000 },
        { name: 'completed_at', type: 'date', required: true },
      ].concat(timestamps),
      indexes: [
        'CREATE INDEX idx_results_student_id ON results (student_id)',
        'CREATE INDEX idx_results_assignment_id ON results (assignment_id)',
        "CREATE UNIQUE INDEX idx_results_attempt_id ON results (attempt_id) WHERE attempt_id != ''",
      ],
    });
    app.save(results);

    // Consecutive failed sign-ins per account (superusers only; written by pb_hooks/lockout.pb.js).
    const lockouts = new Collection({
      type: 'base',
      name: 'auth_lockouts',
      fields: [
        { name: 'collection_name', type: 'text', required: true, max: 50 },
        { name: 'identity', type: 'text', required: true, max: 255 },
        { name: 'failures', type: 'number', min: 0, onlyInt: true },
        { name: 'locked_until', type: 'date' },
      ].concat(timestamps),
      indexes: ['CREATE UNIQUE INDEX idx_auth_lockouts_identity ON auth_lockouts (collection_name, identity)'],
    });
    app.save(lockouts);
  },
  (app) => {
    ['auth_lockouts', 'results', 'attempts', 'assignments'].forEach((name) => {
      app.delete(app.findCollectionByNameOrId(name));
    });
  },
);
