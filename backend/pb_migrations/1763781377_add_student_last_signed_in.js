/// <reference path="../pb_data/types.d.ts" />
// When a child last signed in with their access code, kept by the student sign-in's hook
// (session.pb.js): the dashboard greets "Welcome back" only from the second sign-in. No one
// writes it through the API (a parent's update may change only the name, grade, time allowance
// and breaks: src/children.ts).
migrate(
  (app) => {
    const students = app.findCollectionByNameOrId('students');
    students.fields.add(new DateField({ name: 'last_signed_in' }));
    app.save(students);
  },
  (app) => {
    const students = app.findCollectionByNameOrId('students');
    students.fields.removeByName('last_signed_in');
    app.save(students);
  },
);
