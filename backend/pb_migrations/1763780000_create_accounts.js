/// <reference path="../pb_data/types.d.ts" />
// Accounts: parents (email sign-up), students (student ID + access code, created by their
// parent through POST /api/children), creators (no sign-up; reviewers publish).
migrate(
  (app) => {
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];
    const grades = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6'];

    const parents = new Collection({
      type: 'auth',
      name: 'parents',
      listRule: 'id = @request.auth.id',
      viewRule: 'id = @request.auth.id',
      createRule: '',
      updateRule: 'id = @request.auth.id',
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ['email'] },
      fields: [{ name: 'name', type: 'text', required: true, max: 100 }].concat(timestamps),
    });
    app.save(parents);

    const students = new Collection({
      type: 'auth',
      name: 'students',
      listRule: 'id = @request.auth.id || (@request.auth.collectionName = "parents" && parent_id = @request.auth.id)',
      viewRule: 'id = @request.auth.id || (@request.auth.collectionName = "parents" && parent_id = @request.auth.id)',
      createRule: null,
      updateRule: '@request.auth.collectionName = "parents" && parent_id = @request.auth.id',
      deleteRule: '@request.auth.collectionName = "parents" && parent_id = @request.auth.id',
      passwordAuth: { enabled: true, identityFields: ['student_id'] },
      authToken: { duration: 8 * 60 * 60 },
      fields: [
        { name: 'student_id', type: 'text', required: true, max: 12, pattern: '^STU[0-9]{3,9}$' },
        { name: 'name', type: 'text', required: true, max: 100 },
        { name: 'grade', type: 'select', required: true, maxSelect: 1, values: grades },
        {
          name: 'parent_id',
          type: 'relation',
          required: true,
          maxSelect: 1,
          collectionId: parents.id,
          cascadeDelete: true,
        },
      ].concat(timestamps),
      indexes: [
        'CREATE UNIQUE INDEX idx_students_student_id ON students (student_id)',
        'CREATE INDEX idx_students_parent_id ON students (parent_id)',
      ],
    });
    app.save(students);
    // An auth collection's email field exists only after the first save.
    students.fields.getByName('email').required = false;
    app.save(students);

    const creators = new Collection({
      type: 'auth',
      name: 'creators',
      listRule: '@request.auth.collectionName = "creators"',
      viewRule: '@request.auth.collectionName = "creators"',
      createRule: null,
      updateRule: 'id = @request.auth.id',
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ['email'] },
      fields: [
        { name: 'name', type: 'text', required: true, max: 100 },
        { name: 'reviewer', type: 'bool' },
      ].concat(timestamps),
    });
    app.save(creators);
  },
  (app) => {
    ['creators', 'students', 'parents'].forEach((name) => {
      app.delete(app.findCollectionByNameOrId(name));
    });
  },
);
