import { http, HttpResponse, type HttpHandler } from 'msw';
import { GRADES, MESSAGES } from 'shared';
import { createMockDb, type MockDb, type MockRecord } from './db.ts';
import { matchesFilter } from './filter.ts';
import { demoLogins } from './fixtures.ts';

const identityFields: Record<string, string> = { parents: 'email', creators: 'email', students: 'student_id' };

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A token of PocketBase's shape; the SDK reads its expiry, the mock reads its id. */
function tokenFor(record: MockRecord): string {
  const payload = { id: record.id, collectionId: record['collectionId'], type: 'auth', exp: Math.floor(Date.now() / 1000) + 8 * 3600 };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.mock`;
}

function userOf(request: Request, db: MockDb): MockRecord | undefined {
  const token = request.headers.get('Authorization') ?? '';
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { id } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { id: string };
    return Object.values(db.collections).flat().find((record) => record.id === id);
  } catch {
    return undefined;
  }
}

const CODE_WORDS = { adjectives: ['happy', 'brave', 'sunny', 'clever'], animals: ['panda', 'otter', 'koala', 'robin'] } as const;

/** Codes shaped like the server's ("happy-panda-123"), predictable so that tests can read them. */
function accessCodeFor(count: number): string {
  const adjective = CODE_WORDS.adjectives[count % CODE_WORDS.adjectives.length];
  const animal = CODE_WORDS.animals[Math.floor(count / CODE_WORDS.adjectives.length) % CODE_WORDS.animals.length];
  return `${adjective}-${animal}-${123 + count}`;
}

/** A 15-character id like PocketBase's. */
function newRecordId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(15)), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
}

/** The next STU number after the highest one in use, as the server picks it. */
function nextStudentId(db: MockDb): string {
  const highest = Math.max(0, ...(db.collections['students'] ?? []).map((s) => Number(String(s['student_id']).slice(3)) || 0));
  return `STU${String(highest + 1).padStart(3, '0')}`;
}

const unauthorized = () =>
  HttpResponse.json({ status: 401, message: 'The request requires valid record authorization token.', data: {} }, { status: 401 });

const notFound = () =>
  HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 });

function expand(record: MockRecord, fields: string | null, db: MockDb): MockRecord {
  if (!fields) return record;
  const all = Object.values(db.collections).flat();
  const expanded: Record<string, unknown> = {};
  for (const field of fields.split(',').map((f) => f.trim())) {
    const back = field.match(/^(\w+)_via_(\w+)$/);
    if (back) {
      const [, collection = '', relation = ''] = back;
      expanded[field] = (db.collections[collection] ?? []).filter((other) => {
        const value = other[relation];
        return Array.isArray(value) ? value.includes(record.id) : value === record.id;
      });
      continue;
    }
    const value = record[field];
    if (Array.isArray(value)) expanded[field] = value.map((id) => all.find((other) => other.id === id)).filter(Boolean);
    else if (typeof value === 'string') expanded[field] = all.find((other) => other.id === value);
  }
  return { ...record, expand: expanded };
}

/**
 * MSW handlers that answer like PocketBase from the fixtures. Each call builds a fresh
 * database, so tests that share handlers never see each other's writes.
 */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
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

  return [
    http.get('*/api/health', () => HttpResponse.json({ code: 200, message: 'API is healthy.', data: {} })),

    http.get('*/api/demo-logins', () => HttpResponse.json(demoLogins())),

    http.post('*/api/collections/:collection/auth-with-password', async ({ params, request }) => {
      const collection = String(params['collection']);
      const { identity, password } = (await request.json()) as { identity?: string; password?: string };
      const field = identityFields[collection];
      const record = field ? db.collections[collection]?.find((r) => r[field] === identity) : undefined;
      if (!record || db.passwords.get(record.id) !== password) {
        return HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 });
      }
      return HttpResponse.json({ token: tokenFor(record), record });
    }),

    http.get('*/api/session', ({ request }) => (userOf(request, db) ? new HttpResponse(null, { status: 204 }) : unauthorized())),

    http.post('*/api/collections/:collection/auth-refresh', ({ request }) => {
      const record = userOf(request, db);
      return record ? HttpResponse.json({ token: tokenFor(record), record }) : unauthorized();
    }),

    http.get('*/api/collections/:collection/records', ({ params, request }) => {
      const url = new URL(request.url);
      const records = (db.collections[String(params['collection'])] ?? [])
        .filter((record) => matchesFilter(record, url.searchParams.get('filter')))
        .map((record) => expand(record, url.searchParams.get('expand'), db));
      const sort = url.searchParams.get('sort');
      if (sort) {
        const descending = sort.startsWith('-');
        const field = sort.replace(/^[-+]/, '');
        records.sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * (descending ? -1 : 1));
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('perPage') ?? 30);
      return HttpResponse.json({
        page,
        perPage,
        totalItems: records.length,
        totalPages: Math.max(1, Math.ceil(records.length / perPage)),
        items: records.slice((page - 1) * perPage, page * perPage),
      });
    }),

    http.get('*/api/collections/:collection/records/:id', ({ params, request }) => {
      const record = db.collections[String(params['collection'])]?.find((r) => r.id === params['id']);
      if (!record) return notFound();
      return HttpResponse.json(expand(record, new URL(request.url).searchParams.get('expand'), db));
    }),

    http.post('*/api/children', async ({ request }) => {
      const parent = userOf(request, db);
      if (parent?.collectionName !== 'parents') return unauthorized();
      const body = (await request.json()) as { name?: unknown; grade?: unknown };
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      const grade = GRADES.find((known) => known === body.grade);
      const data: Record<string, { code: string; message: string }> = {};
      if (!name) data['name'] = { code: 'validation_invalid_name', message: "Child's name is required" };
      if (!grade) data['grade'] = { code: 'validation_invalid_grade', message: MESSAGES.grade };
      if (!name || !grade) {
        return HttpResponse.json({ status: 400, message: 'Some fields need attention.', data }, { status: 400 });
      }
      const now = new Date().toISOString().replace('T', ' ');
      const student: MockRecord = {
        collectionId: 'pbc_students',
        collectionName: 'students',
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

    http.post('*/api/children/:id/access-code', ({ params, request }) => {
      const child = ownChild(request, params['id']);
      if (!child) return HttpResponse.json({ status: 404, message: 'Child not found.', data: {} }, { status: 404 });
      return HttpResponse.json({ student: child, accessCode: giveAccessCode(child) });
    }),

    http.delete('*/api/collections/:collection/records/:id', ({ params, request }) => {
      const collection = String(params['collection']);
      const id = String(params['id']);
      const records = db.collections[collection] ?? [];
      const record = records.find((r) => r.id === id);
      if (!record || (collection === 'students' && !ownChild(request, id))) return notFound();
      db.collections[collection] = records.filter((r) => r.id !== id);
      if (collection === 'students') {
        // As the server does: the child leaves its assignments; its attempts and results go with it.
        for (const owned of ['attempts', 'results']) {
          db.collections[owned] = (db.collections[owned] ?? []).filter((r) => r['student_id'] !== id);
        }
        db.collections['assignments'] = (db.collections['assignments'] ?? []).flatMap((assignment) => {
          const assigned = assignment['assigned_students'];
          if (!Array.isArray(assigned) || !assigned.includes(id)) return [assignment];
          const remaining = assigned.filter((other) => other !== id);
          // An assignment left for nobody goes too.
          return remaining.length > 0 ? [{ ...assignment, assigned_students: remaining }] : [];
        });
        db.passwords.delete(id);
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
