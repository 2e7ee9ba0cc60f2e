import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fieldErrorsOf, getQueryFn, HttpError, urlFromKey } from './http.ts';
import { keys } from './keys.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

describe('query key → URL', () => {
  it('joins the path segments with a slash and turns a trailing object into the query string', () => {
    expect(urlFromKey(keys.client('abc'))).toBe('/api/clients/abc');
    expect(urlFromKey(keys.sessionList({ status: 'active', search: '', page: 1, clientId: undefined }))).toBe(
      '/api/chat/sessions?status=active&page=1',
    );
    expect(urlFromKey(keys.sessionList({}))).toBe('/api/chat/sessions');
    expect(urlFromKey(keys.session('s 1', 'c/1'))).toBe('/api/chat/sessions/s%201?clientId=c%2F1');
  });

  it("keeps a resource's key a prefix of the keys below it, so one invalidation reaches them all", () => {
    const prefix = (a: readonly unknown[], b: readonly unknown[]) =>
      a.every((segment, i) => JSON.stringify(segment) === JSON.stringify(b[i]));
    expect(prefix(keys.clients, keys.client('c/1'))).toBe(true);
    expect(prefix(keys.clients, keys.leads('c1'))).toBe(true);
    expect(prefix(keys.knowledgeSources('c1'), keys.knowledgeSource('c1', 's1'))).toBe(true);
    expect(prefix(keys.knowledgeSources('c1'), keys.knowledgeSource('c2', 's1'))).toBe(false);
    expect(prefix(keys.sessions, keys.sessionList({ page: 2 }))).toBe(true);
  });
});

describe('default fetch', () => {
  it('sends credentials and throws "<status>: <body>" on failure, or the status text for an empty body', async () => {
    const fetchMock = vi.fn(
      async () => new Response('database down', { status: 500, statusText: 'Internal Server Error' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })(context(keys.clients))).rejects.toThrow('500: database down');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/clients',
      expect.objectContaining({ credentials: 'include' }),
    );

    vi.stubGlobal('fetch', async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getQueryFn({ on401: 'throw' })(context(keys.clients))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('yields null on 401 when asked to, and throws otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"error":"Authentication required","code":"unauthorized"}', { status: 401 }),
    );
    expect(await getQueryFn({ on401: 'returnNull' })(context(keys.me))).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(keys.me))).rejects.toBeInstanceOf(HttpError);
  });

  it('exposes the field messages of a validation_failed body to forms', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: 'Invalid input',
            code: 'validation_failed',
            fields: { domain: 'Please enter a valid domain name' },
          }),
          { status: 400 },
        ),
    );
    const error = await apiRequest('POST', '/api/clients', {}).catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ domain: 'Please enter a valid domain name' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
