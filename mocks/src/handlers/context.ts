import { http, HttpResponse, type HttpHandler, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import type { FieldErrors } from 'shared';
import { API, FIELDS_NEED_ATTENTION, mockPath, type ApiParams, type ApiRouteName, type Refusal } from 'shared/api';
import type { MockDb, MockRecord } from '../db.ts';

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A token of PocketBase's shape; the SDK reads its expiry, the mock reads its id. */
export function tokenFor(record: MockRecord): string {
  const payload = { id: record.id, collectionId: record['collectionId'], type: 'auth', exp: Math.floor(Date.now() / 1000) + 8 * 3600 };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.mock`;
}

/** The signed-in record of a request, from its token. */
export function userOf(request: Request, db: MockDb): MockRecord | undefined {
  const token = request.headers.get('Authorization') ?? '';
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { id } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { id: string };
    return Object.values(db.collections)
      .flat()
      .find((record) => record.id === id);
  } catch {
    return undefined;
  }
}

/** A 15-character id like PocketBase's. */
export function newRecordId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(15)), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
}

export const unauthorized = () =>
  HttpResponse.json({ status: 401, message: 'The request requires valid record authorization token.', data: {} }, { status: 401 });

/** Signed in, but not as the role a route is for. */
export const forbidden = () =>
  HttpResponse.json({ status: 403, message: 'The authorized record is not allowed to perform this action.', data: {} }, { status: 403 });

export const notFound = () =>
  HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 });

const METHODS = { GET: http.get, POST: http.post, DELETE: http.delete } as const;

/**
 * A handler of one of the portal's routes (shared/api): the table's method, its path on any origin, and its
 * parameters by the table's names (`params.attemptId`, not a name of the handler's own).
 */
export function apiRoute<K extends ApiRouteName>(
  name: K,
  resolver: HttpResponseResolver<Partial<ApiParams<K>>>,
  options?: RequestHandlerOptions,
): HttpHandler {
  return METHODS[API[name].method](mockPath(name), resolver as HttpResponseResolver, options);
}

/** A refusal of the API table, answered as the server answers it. */
export const refuse = ({ status, message, field }: Refusal) =>
  HttpResponse.json(
    field
      ? { status, message: FIELDS_NEED_ATTENTION, data: { [field]: { code: 'validation_invalid', message } } }
      : { status, message, data: {} },
    { status },
  );

/** A sentence as PocketBase answers a hook's message: with its full stop. */
const sentence = (message: string) => (message.endsWith('.') ? message : `${message}.`);

/** A 400 with PocketBase's field messages (a field without one is left out). */
export const invalid = (data: FieldErrors) =>
  HttpResponse.json(
    {
      status: 400,
      message: FIELDS_NEED_ATTENTION,
      data: Object.fromEntries(
        Object.entries(data).flatMap(([field, message]) =>
          message ? [[field, { code: 'validation_invalid', message: sentence(message) }]] : [],
        ),
      ),
    },
    { status: 400 },
  );

/** What a handler file gets: the database it answers from, and hooks collections add to. */
export interface HandlerContext {
  db: MockDb;
  /** Runs after a record of a collection is deleted by the generic route (the server's cascades). */
  onDelete: Map<string, (record: MockRecord, request: Request) => void>;
  /** Decides whether a request may delete a record; the generic route answers 404 otherwise. */
  mayDelete: Map<string, (record: MockRecord, request: Request) => boolean>;
  /** A collection's list and view rules: whether a request sees a record (the generic routes show every record otherwise). */
  mayRead: Map<string, (record: MockRecord, request: Request, how: 'list' | 'view') => boolean>;
}

/** A 400 of a write whose fields need attention, when there are any. */
export const invalidIfAny = (errors: Partial<Record<string, string>>) => {
  const shown = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return Object.keys(shown).length ? invalid(shown) : null;
};
