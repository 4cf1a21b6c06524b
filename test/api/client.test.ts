import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  ApiError,
  createApiClient,
  createGeoApiClient,
  isApiError,
  parseErrorBody,
  type ApiClientOptions,
} from '../../src/api';
import { API_TIMEOUT_MS } from '../../src/config/constants';
import { createFakeAdapter, type FakeReply } from '../../examples/fake-api-adapter';

/** A fake transport answering every request with `reply` (examples/fake-api-adapter.ts records and settles). */
const fakeAdapter = (reply: FakeReply = { status: 200, data: {} }) => createFakeAdapter(() => reply);

function header(config: InternalAxiosRequestConfig | undefined, name: string): unknown {
  return AxiosHeaders.from(config?.headers ?? {}).get(name);
}

describe('createApiClient (product API calls: general JSON client)', () => {
  it('prefixes requests with /api/v3 under the server URL', async () => {
    const { adapter, requests } = fakeAdapter();
    await createApiClient({ adapter }).get('/trending/');
    await createApiClient({ adapter, baseURL: 'https://www.example.com/' }).get('/trending/');
    expect(requests[0]?.baseURL).toBe('/api/v3');
    expect(requests[1]?.baseURL).toBe('https://www.example.com/api/v3');
    expect(requests[1]?.url).toBe('/trending/');
  });

  it('geo calls use the same client under /home/api/geo (product API calls)', async () => {
    const { adapter, requests } = fakeAdapter();
    await createGeoApiClient({ adapter }).get('/place_from_request/');
    expect(requests[0]?.baseURL).toBe('/home/api/geo');
    await createApiClient({ adapter, basePath: 'home/api/geo/' }).get('/x/');
    expect(requests[1]?.baseURL).toBe('/home/api/geo');
  });

  it('sends X-Requested-With: XMLHttpRequest and the csrftoken/X-CSRFToken settings (product API calls)', async () => {
    const { adapter, requests } = fakeAdapter();
    await createApiClient({ adapter }).get('/x/');
    expect(header(requests[0], 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(requests[0]?.xsrfCookieName).toBe('csrftoken');
    expect(requests[0]?.xsrfHeaderName).toBe('X-CSRFToken');
    expect(requests[0]?.withXSRFToken).toBeUndefined();
    expect(requests[0]?.withCredentials).toBeUndefined();
  });

  it('uses a JSON content type on non-GET requests only (product API calls)', async () => {
    const { adapter, requests } = fakeAdapter();
    const client = createApiClient({ adapter });
    await client.get('/x/');
    await client.post('/x/', 'raw');
    await client.put('/x/', { a: 1 });
    await client.delete('/x/');
    expect(header(requests[0], 'Content-Type')).toBeFalsy();
    for (const request of requests.slice(1))
      expect(String(header(request, 'Content-Type'))).toMatch(/^application\/json/);
  });

  it('resolves 2xx responses with the body', async () => {
    const { adapter } = fakeAdapter({ status: 200, data: { query: ['jazz'] } });
    const response = await createApiClient({ adapter }).get('/destination/search/autocomplete/', {
      params: { q: 'ja' },
    });
    expect(response.data).toEqual({ query: ['jazz'] });
  });

  it('rejects status 400 and above with an ApiError carrying the error body fields (product API calls)', async () => {
    const body = {
      error: 'ARGUMENTS_ERROR',
      error_description: 'There are errors with your arguments: q - INVALID',
      error_detail: { ARGUMENTS_ERROR: { q: ['INVALID'], place_id: 'MISSING', junk: 3 } },
    };
    const { adapter } = fakeAdapter({ status: 400, data: body });
    const error = await createApiClient({ adapter })
      .get('/x/')
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError).toBeInstanceOf(Error);
    expect(apiError.kind).toBe('http');
    expect(apiError.status).toBe(400);
    expect(apiError.error).toBe('ARGUMENTS_ERROR');
    expect(apiError.errorDescription).toBe('There are errors with your arguments: q - INVALID');
    expect(apiError.argumentsError).toEqual({ q: ['INVALID'], place_id: ['MISSING'] });
    expect(apiError.message).toBe('Request failed with status 400 (ARGUMENTS_ERROR)');
  });

  it.each([399, 200, 204, 302])('status %i resolves', async (status) => {
    const { adapter } = fakeAdapter({ status });
    await expect(createApiClient({ adapter }).get('/x/')).resolves.toBeTruthy();
  });

  it.each([
    ['an HTML page', '<html>Bad gateway</html>'],
    ['null', null],
    ['an array', ['error']],
    ['wrong types', { error: 5, error_description: {}, error_detail: 'x' }],
    ['ARGUMENTS_ERROR of the wrong type', { error: 'E', error_detail: { ARGUMENTS_ERROR: ['q'] } }],
  ])('a malformed error body (%s) gives a generic ApiError', async (_label, data) => {
    const { adapter } = fakeAdapter({ status: 502, data });
    const error = (await createApiClient({ adapter })
      .get('/x/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.argumentsError).toBeUndefined();
    expect(error.errorDescription).toBeUndefined();
  });

  it('parses an error body that arrived as a JSON string', () => {
    expect(parseErrorBody('{"error":"NOT_FOUND","error_description":"Nope"}')).toEqual({
      error: 'NOT_FOUND',
      errorDescription: 'Nope',
    });
  });

  it('a network failure rejects with kind network and no status', async () => {
    const adapter: AxiosAdapter = (config) =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    const error = (await createApiClient({ adapter })
      .get('/x/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
  });

  it('a timeout rejects with kind timeout', async () => {
    const adapter: AxiosAdapter = (config) =>
      Promise.reject(new AxiosError('timeout', AxiosError.ECONNABORTED, config));
    const error = (await createApiClient({ adapter })
      .get('/x/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('timeout');
  });

  it('supports AbortSignal: a request aborted while pending rejects with kind aborted', async () => {
    const adapter: AxiosAdapter = (config) =>
      new Promise((_resolve, reject) => {
        (config.signal as AbortSignal).addEventListener('abort', () =>
          reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config)),
        );
      });
    const controller = new AbortController();
    const pending = createApiClient({ adapter })
      .get('/x/', { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as ApiError).kind).toBe('aborted');
  });

  it('an already-aborted signal never reaches the transport', async () => {
    const { adapter, requests } = fakeAdapter();
    const controller = new AbortController();
    controller.abort();
    const error = (await createApiClient({ adapter })
      .get('/x/', { signal: controller.signal })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('aborted');
    expect(requests).toHaveLength(0);
  });
});

describe('CSRF token through axios xsrf options (real request pipeline, fake fetch)', () => {
  function fetchClient(baseURL?: string) {
    const seen: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    // Node's Response constructor type differs slightly from axios's declared env type.
    const env = { fetch, Request, Response } as unknown as NonNullable<ApiClientOptions['env']>;
    return { client: createApiClient({ baseURL, adapter: 'fetch', env }), seen };
  }

  it('sends the csrftoken cookie as X-CSRFToken to the same origin, with same-origin credentials', async () => {
    document.cookie = 'csrftoken=tok123; path=/';
    const { client, seen } = fetchClient(window.location.origin);
    await client.post('/x/', { a: 1 });
    expect(seen[0]?.headers.get('X-CSRFToken')).toBe('tok123');
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(seen[0]?.credentials).toBe('same-origin');
  });

  it('never sends the token to another origin', async () => {
    document.cookie = 'csrftoken=tok123; path=/';
    const { client, seen } = fetchClient('https://elsewhere.example');
    await client.post('/x/', { a: 1 });
    expect(seen[0]?.url).toBe('https://elsewhere.example/api/v3/x/');
    expect(seen[0]?.headers.get('X-CSRFToken')).toBeNull();
  });
});

describe('every failure ends in an error the views can show', () => {
  it(`every request carries the named timeout, API_TIMEOUT_MS (${API_TIMEOUT_MS} ms); axios's adapters enforce it (e2e: test/e2e/trust-failures.test.ts)`, async () => {
    const { adapter, requests } = fakeAdapter();
    await createApiClient({ adapter }).get('/x/');
    expect(requests[0]?.timeout).toBe(API_TIMEOUT_MS);
  });

  it.each([
    ['cut-off JSON', '{"query": ["demo fault: this JSON is cut off'],
    ['an HTML page', '<html>maintenance</html>'],
  ])('a 200 with %s is a "malformed" error, not an empty answer', async (_label, data) => {
    const { adapter } = fakeAdapter({ status: 200, data });
    const error = (await createApiClient({ adapter })
      .get('/x/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('malformed');
    expect(error.status).toBe(200);
  });

  it('a 502 HTML page stays an http error with its status', async () => {
    const { adapter } = fakeAdapter({ status: 502, data: '<html>Bad gateway</html>' });
    const error = (await createApiClient({ adapter })
      .get('/x/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
  });
});
