import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, AuthMessages, authRoutes, devRoutes, userRoutes } from '@sendwell/contracts';
import { apiErrorOf, ApiRequestError, callApi } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stubFetch = (...responses: Response[]) => {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const requestOf = (fetchMock: ReturnType<typeof stubFetch>, call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callApi', () => {
  it('sends the csrf cookie as X-CSRF-Token with a JSON body on POST', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; csrf=token%2Babc' });
    const fetchMock = stubFetch(json(200, { ok: true }));

    await expect(
      callApi(authRoutes.signIn, { body: { email: 'ada@example.com', password: 'secret-pass' } }),
    ).resolves.toEqual({ ok: true });

    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/auth/v0/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-CSRF-Token')).toBe('token+abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it('builds the query string and sends no body on GET', async () => {
    vi.stubGlobal('document', { cookie: 'csrf=abc' });
    const fetchMock = stubFetch(json(200, { data: [] }));

    await callApi(devRoutes.listOutbox, { query: { to: 'ada+test@example.com' } });

    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/dev/outbox?to=ada%2Btest%40example.com');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
    // Exports start on a GET that the server checks like a write.
    expect(headers.get('X-CSRF-Token')).toBe('abc');
  });

  it('does not fetch a csrf cookie for a GET', async () => {
    const fetchMock = stubFetch(json(200, { data: [] }));
    await callApi(devRoutes.listOutbox);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestOf(fetchMock).headers.has('X-CSRF-Token')).toBe(false);
  });

  it('omits undefined query values', async () => {
    const fetchMock = stubFetch(json(200, { data: [] }));
    await callApi(devRoutes.listOutbox, { query: { to: undefined } });
    expect(requestOf(fetchMock).url).toBe('/api/dev/outbox');
  });

  it('does not declare a JSON body on a POST that has none', async () => {
    vi.stubGlobal('document', { cookie: 'csrf=abc' });
    const fetchMock = stubFetch(json(200, { ok: true }));
    await callApi(authRoutes.signOut);
    const { init, headers } = requestOf(fetchMock);
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('X-CSRF-Token')).toBe('abc');
  });

  it('throws an ApiRequestError built from the error body', async () => {
    vi.stubGlobal('document', { cookie: 'csrf=abc' });
    stubFetch(
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please enter a valid email address',
          fields: { email: 'bad' },
        },
      }),
    );

    const error = await callApi(authRoutes.forgotPassword, { body: { email: 'nope' } }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      fields: { email: 'bad' },
    });
  });

  it('reports 401 with the status so callers can treat it as signed out', async () => {
    stubFetch(json(401, { error: { code: 'UNAUTHORIZED', message: AuthMessages.signInRequired } }));
    await expect(callApi(userRoutes.getUser)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it("falls back to 'Something went wrong' when the error body is not an ApiError", async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(userRoutes.getUser)).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong',
    });
  });

  it("turns a network failure into 'Something went wrong'", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callApi(userRoutes.getUser)).rejects.toMatchObject({
      status: 0,
      message: 'Something went wrong',
    });
  });

  it('rejects an answer that does not match the route contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(json(200, { unexpected: true }));
    await expect(callApi(userRoutes.getUser)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('fetches the csrf cookie first when the page has none yet', async () => {
    const cookieJar = { cookie: '' };
    vi.stubGlobal('document', cookieJar);
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input) === authRoutes.health.path) {
        cookieJar.cookie = 'csrf=fresh';
        return json(200, { status: 'ok' });
      }
      return json(200, { ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);

    await callApi(authRoutes.signOut);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestOf(fetchMock, 1).headers.get('X-CSRF-Token')).toBe('fresh');
  });
});

describe('apiErrorOf', () => {
  it('reads an error answer as the ApiError schema of the contracts does', () => {
    const bodies: unknown[] = [
      { error: { code: 'NAME_TAKEN', message: 'Taken' } },
      { error: { code: 'BAD', message: 'Bad', fields: { name: 'Too long' } } },
      { error: { code: 'BAD', message: 'Bad', fields: { name: 3 } } },
      { error: { code: 'BAD', message: 'Bad', fields: null } },
      { error: { code: 'BAD', message: 'Bad', fields: ['Too long'] } },
      { error: { code: 'BAD', message: 'Bad', extra: true }, other: 1 },
      { error: { code: 1, message: 'Bad' } },
      { error: { code: 'BAD' } },
      { error: ['BAD', 'Bad'] },
      { error: null },
      [{ error: { code: 'BAD', message: 'Bad' } }],
      'text',
      null,
    ];
    for (const body of bodies) {
      const parsed = ApiError.safeParse(body);
      const error = apiErrorOf(400, JSON.stringify(body));
      const label = JSON.stringify(body);
      if (!parsed.success) {
        expect(error.code, label).toBe('HTTP_400');
        continue;
      }
      expect({ code: error.code, message: error.message, fields: error.fields }, label).toEqual({
        fields: undefined,
        ...parsed.data.error,
      });
    }
  });
});
