import { describe, expect, it, vi } from 'vitest';
import { createHttp, HttpError, NETWORK_ERROR_MESSAGE, NetworkError, readCookie } from './http.ts';

function fakeFetch(status: number, body: string | null, contentType = 'application/json') {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'content-type': contentType } }),
  );
}

describe('http helper', () => {
  it('O-7-01 supports GET, POST, PUT, DELETE, PATCH', async () => {
    const f = fakeFetch(200, '{"a":1}');
    const http = createHttp(f as unknown as typeof fetch, () => '');
    await http.get('/x');
    await http.post('/x', { a: 1 });
    await http.put('/x', { a: 1 });
    await http.delete('/x');
    await http.patch('/x', { a: 1 });
    expect(f.mock.calls.map((c) => c[1]?.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
  });
  it('O-7-02 / O-7-03 sends JSON, Accept allows JSON or text', async () => {
    const f = fakeFetch(200, '{"ok":true}');
    const http = createHttp(f as unknown as typeof fetch, () => '');
    expect(await http.post('/x', { n: 1 })).toEqual({ ok: true });
    const init = f.mock.calls[0]![1]!;
    const h = init.headers as Record<string, string>;
    expect(h['Content-Type']).toBe('application/json');
    expect(h.Accept).toContain('application/json');
    expect(h.Accept).toContain('text/plain');
    expect(init.body).toBe('{"n":1}');
  });
  it('O-7-04 a 204 answer yields an empty result', async () => {
    const http = createHttp(fakeFetch(204, null) as unknown as typeof fetch, () => '');
    expect(await http.delete('/x')).toBeUndefined();
  });
  it('O-7-05 other answers are parsed as JSON, falling back to text', async () => {
    const http = createHttp(fakeFetch(200, 'plain words', 'text/plain') as unknown as typeof fetch, () => '');
    expect(await http.get('/x')).toBe('plain words');
  });
  it('O-6-04 / R-1-08 sends same-origin credentials', async () => {
    const f = fakeFetch(200, '{}');
    await createHttp(f as unknown as typeof fetch, () => '').get('/x');
    expect(f.mock.calls[0]![1]!.credentials).toBe('same-origin');
  });
  it('O-6-05 / R-1-09 copies the XSRF-TOKEN cookie into X-XSRF-TOKEN', async () => {
    const f = fakeFetch(200, '{}');
    await createHttp(f as unknown as typeof fetch, () => 'a=1; XSRF-TOKEN=tok%2Bx; b=2').post('/x', {});
    expect((f.mock.calls[0]![1]!.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok+x');
  });
  it('#13.4 on an https page the __Host-XSRF-TOKEN cookie goes into X-XSRF-TOKEN', async () => {
    const f = fakeFetch(200, '{}');
    await createHttp(f as unknown as typeof fetch, () => 'XSRF-TOKEN=old; __Host-XSRF-TOKEN=tok%2By').post(
      '/x',
      {},
    );
    expect((f.mock.calls[0]![1]!.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok+y');
  });
  it('O-6-06 no X-XSRF-TOKEN header when the cookie is absent', async () => {
    const f = fakeFetch(200, '{}');
    await createHttp(f as unknown as typeof fetch, () => 'a=1').post('/x', {});
    expect((f.mock.calls[0]![1]!.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });
  it('O-6-03 / R-7-08 print calls can send the API key as basic-auth password with an empty user name', async () => {
    const f = fakeFetch(200, '{}');
    await createHttp(f as unknown as typeof fetch, () => '').post(
      '/api/print/v3/design/dtg',
      {},
      { apiKey: 'k3y' },
    );
    expect((f.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa(':k3y')}`,
    );
  });
  it('O-8-23 / R-8-01 a non-2xx answer becomes an error with the status and the parsed JSON body', async () => {
    const http = createHttp(fakeFetch(409, '{"_v":7}') as unknown as typeof fetch, () => '');
    const err = (await http.patch('/x', {}).catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(409);
    expect(err.body).toEqual({ _v: 7 });
  });
  it('O-8-24 / R-8-02 a non-JSON error body passes on as the plain error', async () => {
    const http = createHttp(fakeFetch(502, 'Bad Gateway', 'text/html') as unknown as typeof fetch, () => '');
    const err = (await http.get('/x').catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(502);
    expect(err.body).toBe('Bad Gateway');
  });
  describe('the text of a failed answer, as every screen shows it', () => {
    const textOf = async (body: string) => {
      const http = createHttp(fakeFetch(422, body) as unknown as typeof fetch, () => '');
      return ((await http.post('/x', {}).catch((e: unknown) => e)) as HttpError).message;
    };
    it('O-8-18 a string is used as is', async () => {
      expect(await textOf('"The cart is locked."')).toBe('The cart is locked.');
    });
    it('O-8-19 else its message', async () => {
      expect(await textOf('{"message":"Enter a name.","error":{"message":"inner"}}')).toBe('Enter a name.');
    });
    it('O-8-20 else the nested error', async () => {
      expect(await textOf('{"error":{"message":"Artwork too small."}}')).toBe('Artwork too small.');
      expect(await textOf('{"error":"Design missing."}')).toBe('Design missing.');
    });
    it('O-8-21 else the list of issues', async () => {
      expect(
        await textOf('{"issues":[{"path":"items.0","message":"Pick a size."},"Check the address."]}'),
      ).toBe('items.0: Pick a size.; Check the address.');
    });
    it('O-8-22 else the serialised error', async () => {
      expect(await textOf('{"code":"E42"}')).toBe('{"code":"E42"}');
    });
    it('an empty or non-JSON body falls back to the status line', async () => {
      const http = createHttp(fakeFetch(503, '') as unknown as typeof fetch, () => '');
      expect(((await http.get('/x').catch((e: unknown) => e)) as HttpError).message).toMatch(/^503/);
    });
  });
  it('O-8-25 / R-8-03 a network failure says "There are issues with your Internet connection. Please try again later."', async () => {
    const http = createHttp(
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
      () => '',
    );
    const err = (await http.get('/x').catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.message).toBe('There are issues with your Internet connection. Please try again later.');
    expect(NETWORK_ERROR_MESSAGE).toBe(err.message);
  });
  it('reads cookies by exact name', () => {
    expect(readCookie('XSRF-TOKEN', 'XXSRF-TOKEN=no; XSRF-TOKEN=yes')).toBe('yes');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });
});
