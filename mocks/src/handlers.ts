import { http, HttpResponse, type HttpHandler } from 'msw';
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

    http.post('*/api/collections/:collection/auth-refresh', ({ request }) => {
      const record = userOf(request, db);
      if (!record) {
        return HttpResponse.json({ status: 401, message: 'The request requires valid record authorization token.', data: {} }, { status: 401 });
      }
      return HttpResponse.json({ token: tokenFor(record), record });
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
  ];
}
