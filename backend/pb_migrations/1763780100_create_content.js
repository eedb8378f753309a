/// <reference path="../pb_data/types.d.ts" />
// Creator content: questions and question sets. Students never read these collections:
// they hold the answer keys, and the quiz routes deliver questions without them.
migrate(
  (app) => {
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];
    const subjects = ['Mathematics', 'English', 'Science', 'History', 'Geography'];
    const grades = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6'];
    const difficulties = ['beginner', 'intermediate', 'advanced'];
    const statuses = ['draft', 'review', 'published'];
    const creators = app.findCollectionByNameOrId('creators');
    // Creators see every published item, their own drafts, and (reviewers) everything in review.
    const creatorCanSee =
      '@request.auth.collectionName = "creators" && (status = "published" || created_by = @request.auth.id || (status = "review" && @request.auth.reviewer = true))';
    const ownerOrReviewer =
      '@request.auth.collectionName = "creators" && (created_by = @request.auth.id || (@request.auth.reviewer = true && status != "draft"))';

    const questions = new Collection({
      type: 'base',
      name: 'questions',
      listRule: creatorCanSee,
      viewRule: creatorCanSee,
      createRule: '@request.auth.collectionName = "creators" && created_by = @request.auth.id',
      updateRule: ownerOrReviewer,
      deleteRule: '@request.auth.collectionName = "creators" && created_by = @request.auth.id && status != "published"',
      fields: [
        { name: 'text', type: 'text', required: true, max: 2000 },
        {
          name: 'images',
          type: 'file',
          maxSelect: 4,
          maxSize: 5242880,
          mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'],
        },
        { name: 'audio', type: 'file', maxSelect: 1, maxSize: 10485760, mimeTypes: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/webm'] },
        { name: 'video', type: 'file', maxSelect: 1, maxSize: 52428800, mimeTypes: ['video/mp4', 'video/webm'] },
        {
          name: 'type',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['multiple_choice', 'true_false', 'fill_blank', 'short_answer', 'essay', 'matching'],
        },
        { name: 'subject', type: 'select', required: true, maxSelect: 1, values: subjects },
        { name: 'grade', type: 'select', required: true, maxSelect: 1, values: grades },
        { name: 'topic', type: 'text', max: 100 },
        { name: 'subtopic', type: 'text', max: 100 },
        { name: 'skills', type: 'json', maxSize: 5000 },
        { name: 'difficulty', type: 'select', required: true, maxSelect: 1, values: difficulties },
        { name: 'estimatedTime', type: 'number', required: true, min: 10, max: 600, onlyInt: true },
        {
          name: 'bloomsTaxonomy',
          type: 'select',
          maxSelect: 1,
          values: ['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'],
        },
        { name: 'source', type: 'text', max: 100 },
        { name: 'year', type: 'number', min: 1900, max: 2100, onlyInt: true },
        { name: 'paper', type: 'text', max: 100 },
        { name: 'questionNumber', type: 'text', max: 20 },
        { name: 'tags', type: 'json', maxSize: 5000 },
        { name: 'options', type: 'json', maxSize: 10000 },
        { name: 'correctAnswer', type: 'text', max: 500 },
        { name: 'explanation', type: 'text', max: 2000 },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: statuses },
        { name: 'created_by', type: 'relation', required: true, maxSelect: 1, collectionId: creators.id },
      ].concat(timestamps),
      indexes: [
        'CREATE INDEX idx_questions_created_by ON questions (created_by)',
        'CREATE INDEX idx_questions_status ON questions (status)',
        'CREATE INDEX idx_questions_subject_grade ON questions (subject, grade)',
      ],
    });
    app.save(questions);

    const setCanSee = '(' + creatorCanSee + ') || (@request.auth.collectionName = "parents" && status = "published")';
    const questionSets = new Collection({
      type: 'base',
      name: 'question_sets',
      listRule: setCanSee,
      viewRule: setCanSee,
      createRule: '@request.auth.collectionName = "creators" && created_by = @request.auth.id',
      updateRule: ownerOrReviewer,
      deleteRule: '@request.auth.collectionName = "creators" && created_by = @request.auth.id && status != "published"',
      fields: [
        { name: 'title', type: 'text', required: true, max: 200 },
        { name: 'description', type: 'text', required: true, max: 2000 },
        { name: 'subject', type: 'select', required: true, maxSelect: 1, values: subjects },
        { name: 'grade', type: 'select', required: true, maxSelect: 1, values: grades },
        {
          name: 'type',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['skills_practice', 'ten_year_series', 'assessment', 'diagnostic', 'review'],
        },
        { name: 'questions', type: 'relation', required: true, maxSelect: 200, collectionId: questions.id },
        { name: 'skills', type: 'json', maxSize: 5000 },
        { name: 'learningObjectives', type: 'json', maxSize: 10000 },
        { name: 'difficulty', type: 'select', maxSelect: 1, values: difficulties },
        { name: 'prerequisites', type: 'json', maxSize: 10000 },
        { name: 'tags', type: 'json', maxSize: 5000 },
        { name: 'estimatedTime', type: 'number', min: 0, onlyInt: true },
        { name: 'totalQuestions', type: 'number', min: 0, onlyInt: true },
        { name: 'rating', type: 'number', min: 0, max: 5 },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: statuses },
        { name: 'created_by', type: 'relation', required: true, maxSelect: 1, collectionId: creators.id },
      ].concat(timestamps),
      indexes: [
        'CREATE INDEX idx_question_sets_created_by ON question_sets (created_by)',
        'CREATE INDEX idx_question_sets_status ON question_sets (status)',
      ],
    });
    app.save(questionSets);
  },
  (app) => {
    ['question_sets', 'questions'].forEach((name) => {
      app.delete(app.findCollectionByNameOrId(name));
    });
  },
);
