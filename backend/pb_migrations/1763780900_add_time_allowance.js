/// <reference path="../pb_data/types.d.ts" />
// A child's time on timed quizzes, set by their parent (WCAG 2.2.1): the standard limit, extra
// time (×1.5, ×2) or no limit. The quiz start applies it to the attempt's deadline; an untimed
// attempt has no deadline, so `attempts.deadline` may now be empty.
const ALLOWANCES = ['standard', 'extra_half', 'double', 'untimed'];

migrate(
  (app) => {
    const students = app.findCollectionByNameOrId('students');
    students.fields.add(new SelectField({ name: 'time_allowance', maxSelect: 1, values: ALLOWANCES }));
    app.save(students);

    const attempts = app.findCollectionByNameOrId('attempts');
    attempts.fields.getByName('deadline').required = false;
    app.save(attempts);
  },
  (app) => {
    // An untimed attempt gets the assignment's own limit back, counted from its start.
    app.findRecordsByFilter('attempts', 'deadline = ""', 'created', 0, 0).forEach((attempt) => {
      const assignment = app.findRecordById('assignments', attempt.getString('assignment_id'));
      const started = attempt.getDateTime('started_at').time().unixMilli();
      attempt.set('deadline', new Date(started + assignment.getInt('timeLimit') * 60 * 1000).toISOString());
      app.save(attempt);
    });
    const attempts = app.findCollectionByNameOrId('attempts');
    attempts.fields.getByName('deadline').required = true;
    app.save(attempts);

    const students = app.findCollectionByNameOrId('students');
    students.fields.removeByName('time_allowance');
    app.save(students);
  },
);
