import { http, HttpResponse, type HttpHandler } from 'msw';
import { BREAK_ALLOWANCES, CHILDREN_MAX, CHILDREN_MAX_MESSAGE, GRADES, REVIEW_TIMES, TIME_ALLOWANCES, validateChild } from 'shared';
import { EMPTY_FIELDS, type MockDb, type MockRecord } from '../db.ts';
import { REFUSALS } from 'shared/api';
import { apiRoute, invalid, newRecordId, notFound, refuse, unauthorized, userOf, type HandlerContext } from './context.ts';

const CODE_WORDS = { adjectives: ['happy', 'brave', 'sunny', 'clever'], animals: ['panda', 'otter', 'koala', 'robin'] } as const;

/** Codes shaped like the server's ("happy-panda-123"), predictable so that tests can read them. */
function accessCodeFor(count: number): string {
  const adjective = CODE_WORDS.adjectives[count % CODE_WORDS.adjectives.length];
  const animal = CODE_WORDS.animals[Math.floor(count / CODE_WORDS.adjectives.length) % CODE_WORDS.animals.length];
  return `${adjective}-${animal}-${123 + count}`;
}

/** The next STU number after the highest one in use: predictable for the tests (the server draws random ones, docs/backend.md). */
function nextStudentId(db: MockDb): string {
  const highest = Math.max(0, ...(db.collections['students'] ?? []).map((s) => Number(String(s['student_id']).slice(3)) || 0));
  return `STU${String(highest + 1).padStart(3, '0')}`;
}

/** A parent's children: added with a Student ID and an access code, given a new code, removed with their work. */
export function studentHandlers({ db, mayDelete, onDelete }: HandlerContext): HttpHandler[] {
  let codesGiven = 0;
  const giveAccessCode = (student: MockRecord) => {
    const code = accessCodeFor(codesGiven);
    codesGiven += 1;
    db.passwords.set(student.id, code);
    return code;
  };
  const ownChild = (request: Request, id: unknown) => {
    const parent = userOf(request, db);
    const child = db.collections['students']?.find((s) => s.id === id);
    return parent && child && child['parent_id'] === parent.id ? child : undefined;
  };

  mayDelete.set('students', (child, request) => Boolean(ownChild(request, child.id)));
  onDelete.set('students', (child) => {
    // As the server does: the child leaves its assignments; its attempts and results go with it.
    for (const owned of ['attempts', 'results']) {
      db.collections[owned] = (db.collections[owned] ?? []).filter((r) => r['student_id'] !== child.id);
    }
    db.collections['assignments'] = (db.collections['assignments'] ?? []).flatMap((assignment) => {
      const assigned = assignment['assigned_students'];
      if (!Array.isArray(assigned) || !assigned.includes(child.id)) return [assignment];
      const remaining = assigned.filter((other) => other !== child.id);
      // An assignment left for nobody goes too.
      return remaining.length > 0 ? [{ ...assignment, assigned_students: remaining }] : [];
    });
    db.passwords.delete(child.id);
  });

  return [
    apiRoute('childCreate', async ({ request }) => {
      const parent = userOf(request, db);
      if (parent?.collectionName !== 'parents') return unauthorized();
      const body = (await request.json()) as { name?: unknown; grade?: unknown };
      const problems = validateChild(body);
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      const grade = GRADES.find((known) => known === body.grade);
      if (Object.keys(problems).length > 0 || !grade) return invalid(problems);
      if ((db.collections['students'] ?? []).filter((child) => child['parent_id'] === parent.id).length >= CHILDREN_MAX) {
        return refuse({ status: 400, message: CHILDREN_MAX_MESSAGE });
      }
      const now = new Date().toISOString().replace('T', ' ');
      const student: MockRecord = {
        collectionId: 'pbc_students',
        collectionName: 'students',
        ...EMPTY_FIELDS['students'],
        id: newRecordId(),
        created: now,
        updated: now,
        student_id: nextStudentId(db),
        name,
        grade,
        parent_id: parent.id,
      };
      (db.collections['students'] ??= []).push(student);
      return HttpResponse.json({ student, accessCode: giveAccessCode(student) });
    }),

    // A parent changes a child's name, grade and time allowance, as the server allows.
    http.patch('*/api/collections/students/records/:id', async ({ params, request }) => {
      const child = ownChild(request, params['id']);
      if (!child) return notFound();
      const body = (await request.json()) as Record<string, unknown>;
      const errors: Record<string, string> = {};
      for (const field of Object.keys(body)) {
        if (!['name', 'grade', 'time_allowance', 'breaks', 'review_time'].includes(field))
          errors[field] = 'Only the name, grade, time allowance, breaks and review time of a child can be changed';
      }
      if ('time_allowance' in body && body['time_allowance'] !== '' && !Object.hasOwn(TIME_ALLOWANCES, String(body['time_allowance']))) {
        errors['time_allowance'] = 'Choose one of the time allowances';
      }
      if ('breaks' in body && body['breaks'] !== '' && !Object.hasOwn(BREAK_ALLOWANCES, String(body['breaks'])))
        errors['breaks'] = 'Choose one of the break allowances';
      if ('review_time' in body && body['review_time'] !== '' && !REVIEW_TIMES.some((time) => time === body['review_time']))
        errors['review_time'] = 'Choose one of the review times';
      // The name and grade as they would stand, by the rule the server applies (children.js).
      Object.assign(errors, validateChild({ name: body['name'] ?? child['name'], grade: body['grade'] ?? child['grade'] }));
      if (Object.keys(errors).length) return invalid(errors);
      Object.assign(child, body);
      return HttpResponse.json(child);
    }),

    apiRoute('childAccessCode', ({ params, request }) => {
      const child = ownChild(request, params['id']);
      if (!child) return refuse(REFUSALS.childNotFound);
      return HttpResponse.json({ student: child, accessCode: giveAccessCode(child) });
    }),
  ];
}
