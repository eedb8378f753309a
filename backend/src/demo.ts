// Reads the demo logins from the fixture file the runner names in DEMO_FIXTURE.

export interface DemoLogins {
  parent: { email: string; password: string };
  student: { studentId: string; accessCode: string };
}

/** The fields of seed/demo/demo.json read here. */
interface DemoFixtures {
  parents: Array<{ email: string; password: string }>;
  students: Array<{ student_id: string; password: string }>;
}

export function demoLogins(): DemoLogins | null {
  if ($os.getenv('DEMO_DATA') !== 'true') return null;
  const path = $os.getenv('DEMO_FIXTURE');
  if (!path) return null;
  const fixtures = JSON.parse(toString($os.readFile(path))) as DemoFixtures;
  const parent = fixtures.parents[0];
  const student = fixtures.students[0];
  if (!parent || !student) return null;
  return {
    parent: { email: parent.email, password: parent.password },
    student: { studentId: student.student_id, accessCode: student.password },
  };
}
