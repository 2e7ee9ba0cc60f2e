import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import {
  fillPath,
  type Endpoint,
  type PathParams,
  type RequestOf,
  type ResponseOf,
} from '../../../contract/endpoints.ts';
import type { ErrorBody } from '../../../contract/errors.ts';

/** A non-OK response; `message` is "<status>: <body text or statusText>", the text error toasts show. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as { error?: unknown }).error === 'string') {
      return value as ErrorBody;
    }
  } catch {
    // Non-JSON bodies (proxies, HTML error pages) keep only the text in the message.
  }
  return null;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new HttpError(res.status, `${res.status}: ${text || res.statusText}`, parseErrorBody(text));
}

type Param = string | number | boolean | undefined | null;
type Segment = string | Record<string, Param>;

/**
 * Turns a query key (keys.ts) into a URL: the path segments are joined with '/', and a trailing object
 * becomes the query string, so filter state lives in the key and invalidating a prefix still matches.
 */
export function urlFromKey(key: QueryKey): string {
  const segments = key as readonly Segment[];
  const last = segments[segments.length - 1];
  const hasParams = typeof last === 'object' && last !== null;
  const path = '/' + (hasParams ? segments.slice(0, -1) : segments).map((s) => String(s)).join('/');
  if (!hasParams) return path;
  const qs = new URLSearchParams();
  for (const [name, value] of Object.entries(last)) {
    if (value !== undefined && value !== null && value !== '') qs.set(name, String(value));
  }
  const text = qs.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends a request with the admin cookie; throws HttpError on any non-OK status. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Calls an endpoint of the contract's table: its method, its path with these parameters, a body of
 * its request schema's type; the answer is typed by its response schema.
 */
export function send<E extends Endpoint>(
  endpoint: E,
  params: PathParams<E>,
  ...[body]: RequestOf<E> extends undefined ? [] : [body: RequestOf<E>]
): Promise<ResponseOf<E>> {
  const url = fillPath(endpoint.path, params as Record<string, string>);
  return apiRequest<ResponseOf<E>>(endpoint.method, url, body);
}

/** Sends a multipart form (file uploads) with the admin cookie; throws HttpError on any non-OK status. */
export async function apiFormRequest<T>(url: string, form: FormData): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json' },
    body: form,
  });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default query function: GET the key's URL; a 401 throws or yields null as asked. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromKey(queryKey), {
      credentials: 'include',
      signal,
      headers: { accept: 'application/json' },
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** Field messages from a 400 validation_failed body, for forms. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof HttpError && error.body?.code === 'validation_failed' && error.body.fields)
    return error.body.fields;
  return {};
}
