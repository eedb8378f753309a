import { fixtures } from 'mocks';

const parent = fixtures.parents[0];
const student = fixtures.students[0];
const creator = fixtures.creators.find((account) => !account.reviewer);
if (!parent || !student || !creator) throw new Error('The fixtures lack a demo parent, student or creator');

/** The demo accounts, from the same fixtures the backend seeds. */
export const demo = {
  parent: { email: parent.email, password: parent.password, name: parent.name },
  student: { studentId: student.student_id, accessCode: student.password, name: student.name, grade: student.grade },
  creator: { email: creator.email, password: creator.password, name: creator.name },
  children: fixtures.students.filter((child) => child.parent_id === parent.id).map((child) => child.name),
};
