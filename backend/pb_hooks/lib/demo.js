/// <reference path="../../pb_data/types.d.ts" />
// Reads the demo logins from the fixture file the runner names in DEMO_FIXTURE.

/** @returns {{ parent: { email: string, password: string }, student: { studentId: string, accessCode: string } } | null} */
function demoLogins() {
  if ($os.getenv('DEMO_DATA') !== 'true') return null;
  const path = $os.getenv('DEMO_FIXTURE');
  if (!path) return null;
  const fixtures = JSON.parse(toString($os.readFile(path)));
  const parent = fixtures.parents[0];
  const student = fixtures.students[0];
  return {
    parent: { email: parent.email, password: parent.password },
    student: { studentId: student.student_id, accessCode: student.password },
  };
}

module.exports = { demoLogins };
