import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fieldErrorsOf, getQueryFn, HttpError, urlFromKey } from './http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

describe('query key → URL (SPEC §7)', () => {
  it('joins segments with a slash and turns a trailing object into the query string', () => {
    expect(urlFromKey(['/api/clients', 'abc'])).toBe('/api/clients/abc');
    expect(
      urlFromKey(['/api/chat/sessions', { status: 'active', search: '', page: 1, clientId: undefined }]),
    ).toBe('/api/chat/sessions?status=active&page=1');
    expect(urlFromKey(['/api/chat/sessions', {}])).toBe('/api/chat/sessions');
  });
});

describe('default fetch', () => {
  it('sends credentials and throws "<status>: <body>" on failure, or the status text for an empty body', async () => {
    const fetchMock = vi.fn(
      async () => new Response('database down', { status: 500, statusText: 'Internal Server Error' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/clients']))).rejects.toThrow(
      '500: database down',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/clients',
      expect.objectContaining({ credentials: 'include' }),
    );

    vi.stubGlobal('fetch', async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/clients']))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('yields null on 401 when asked to, and throws otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"error":"Authentication required","code":"unauthorized"}', { status: 401 }),
    );
    expect(await getQueryFn({ on401: 'returnNull' })(context(['/api/admin/me']))).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/admin/me']))).rejects.toBeInstanceOf(
      HttpError,
    );
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
