import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb, MockRecord } from '../db.ts';
import { matchesFilter } from '../filter.ts';
import { notFound, type HandlerContext } from './context.ts';

function expand(record: MockRecord, fields: string | null, db: MockDb): MockRecord {
  if (!fields) return record;
  const all = Object.values(db.collections).flat();
  const expanded: Record<string, unknown> = {};
  for (const field of fields.split(',').map((f) => f.trim())) {
    const value = record[field];
    if (Array.isArray(value)) expanded[field] = value.map((id) => all.find((other) => other.id === id)).filter(Boolean);
    else if (typeof value === 'string') expanded[field] = all.find((other) => other.id === value);
  }
  return { ...record, expand: expanded };
}

/** PocketBase's record routes over the mock database; collections add their own rules through the context. */
export function recordHandlers({ db, mayDelete, mayRead, onDelete }: HandlerContext): HttpHandler[] {
  const readable = (collection: string, request: Request, how: 'list' | 'view') => (record: MockRecord) =>
    mayRead.get(collection)?.(record, request, how) ?? true;
  return [
    http.get('*/api/collections/:collection/records', ({ params, request }) => {
      const url = new URL(request.url);
      const collection = String(params['collection']);
      const records = (db.collections[collection] ?? [])
        .filter(readable(collection, request, 'list'))
        .filter((record) => matchesFilter(record, url.searchParams.get('filter')))
        .map((record) => expand(record, url.searchParams.get('expand'), db));
      const keys = (url.searchParams.get('sort') ?? '').split(',').filter(Boolean);
      records.sort((a, b) => {
        for (const key of keys) {
          const field = key.replace(/^[-+]/, '');
          const [x, y] = [a[field] ?? '', b[field] ?? ''];
          const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
          if (order !== 0) return key.startsWith('-') ? -order : order;
        }
        return 0;
      });
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
      const collection = String(params['collection']);
      const record = db.collections[collection]?.find((r) => r.id === params['id']);
      if (!record || !readable(collection, request, 'view')(record)) return notFound();
      return HttpResponse.json(expand(record, new URL(request.url).searchParams.get('expand'), db));
    }),

    http.delete('*/api/collections/:collection/records/:id', ({ params, request }) => {
      const collection = String(params['collection']);
      const id = String(params['id']);
      const records = db.collections[collection] ?? [];
      const record = records.find((r) => r.id === id);
      if (!record || !(mayDelete.get(collection)?.(record, request) ?? true)) return notFound();
      db.collections[collection] = records.filter((r) => r.id !== id);
      onDelete.get(collection)?.(record, request);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
