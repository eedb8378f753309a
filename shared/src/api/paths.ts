import type { SendOptions } from 'pocketbase';
import { API, type ApiQuery, type ApiRequest, type ApiResponse, type ApiRouteName } from './routes.ts';

/** The parameters of a path pattern: `'/api/quiz/{assignmentId}/start'` → `'assignmentId'`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

export type ApiParams<K extends ApiRouteName> = Record<PathParams<Api[K]['path']>, string>;
type Api = typeof API;

/** The arguments after the route's name: its parameters, required when its path has any. */
type ParamsArgs<K extends ApiRouteName> = [PathParams<Api[K]['path']>] extends [never] ? [] : [params: ApiParams<K>];

/** A route's address with its parameters filled in, each encoded. */
export function apiPath<K extends ApiRouteName>(name: K, ...[params]: ParamsArgs<K>): string {
  return API[name].path.replace(/\{(\w+)\}/g, (_, param: string) =>
    encodeURIComponent((params as Record<string, string> | undefined)?.[param] ?? ''),
  );
}

// A route's pattern as MSW matches it, on any origin: `*/api/quiz/:assignmentId/start`.
export function mockPath(name: ApiRouteName): string {
  return `*${API[name].path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** What `sendApi` takes besides the route: its parameters, body and query as the table types them. */
export type ApiSendOptions<K extends ApiRouteName> = Omit<SendOptions, 'method' | 'body' | 'query'> &
  ([PathParams<Api[K]['path']>] extends [never] ? { params?: undefined } : { params: ApiParams<K> }) &
  (ApiRequest<K> extends undefined ? { body?: undefined } : { body: ApiRequest<K> }) &
  (ApiQuery<K> extends undefined ? { query?: undefined } : { query?: ApiQuery<K> });

type OptionsArgs<K extends ApiRouteName> = [PathParams<Api[K]['path']>] extends [never]
  ? ApiRequest<K> extends undefined
    ? [options?: ApiSendOptions<K>]
    : [options: ApiSendOptions<K>]
  : [options: ApiSendOptions<K>];

/** The part of PocketBase's client a request needs (the apps' one client, a test's own). */
export interface ApiClient {
  send<R>(path: string, options: SendOptions): Promise<R>;
}

/** Sends a request to one of the portal's routes, with the table's method, path and types. */
export function sendApi<K extends ApiRouteName>(client: ApiClient, name: K, ...[options]: OptionsArgs<K>): Promise<ApiResponse<K>> {
  const { params, ...rest } = (options ?? {}) as ApiSendOptions<K> & { params?: Record<string, string> };
  const path = (apiPath as (name: ApiRouteName, params?: Record<string, string>) => string)(name, params);
  return client.send<ApiResponse<K>>(path, { ...rest, method: API[name].method } as SendOptions);
}
