import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockDb, MockRecord } from '../db.ts';
import { apiRoute, invalid, newRecordId, notFound, unauthorized, userOf, type HandlerContext } from './context.ts';

/** A notification as the server's hooks write one (backend/pb_hooks/lib/notifications.js), for a test or a sample to add. */
export function addNotification(
  db: MockDb,
  fields: { recipient: string; audience: string; type: string; title: string } & Partial<MockRecord>,
): MockRecord {
  const created = new Date().toISOString().replace('T', ' ');
  const record: MockRecord = {
    id: newRecordId(),
    collectionName: 'notifications',
    message: '',
    icon: '',
    about: '',
    about_id: '',
    read: false,
    created,
    updated: created,
    ...fields,
  };
  (db.collections['notifications'] ??= []).unshift(record);
  return record;
}

/**
 * Notifications: a person lists and marks read only their own, and only `read` changes; every one of
 * theirs at once through `POST /api/notifications/read-all`. Nobody creates one: the server does.
 */
export function notificationHandlers({ db, mayRead, mayDelete }: HandlerContext): HttpHandler[] {
  const own = (record: MockRecord, request: Request) => {
    const user = userOf(request, db);
    return Boolean(user && record['recipient'] === user.id && record['audience'] === user.collectionName);
  };
  mayRead.set('notifications', own);
  mayDelete.set('notifications', () => false);
  return [
    http.patch('*/api/collections/notifications/records/:id', async ({ params, request }) => {
      const notice = db.collections['notifications']?.find((record) => record.id === params['id']);
      if (!notice || !own(notice, request)) return notFound();
      const body = (await request.json()) as Record<string, unknown>;
      const other = Object.keys(body).find((field) => field !== 'read');
      if (other) return invalid({ [other]: 'Only read can be changed' });
      Object.assign(notice, { read: Boolean(body['read']), updated: new Date().toISOString().replace('T', ' ') });
      return HttpResponse.json(notice);
    }),
    apiRoute('notificationsReadAll', ({ request }) => {
      if (!userOf(request, db)) return unauthorized();
      const mine = (db.collections['notifications'] ?? []).filter((notice) => own(notice, request) && !notice['read']);
      for (const notice of mine) notice['read'] = true;
      return HttpResponse.json({ changed: mine.length });
    }),
  ];
}
