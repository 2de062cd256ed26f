import { describe, expect, it, vi } from 'vitest';
import { createHttp, HttpError } from '@/lib/http.ts';
import { artworkBulk } from './artwork-bulk.ts';

const client = (status: number, body: string, type = 'application/json') => {
  const f = vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
  return { f, http: createHttp(f as unknown as typeof fetch, () => '') };
};

describe('artwork bulk', () => {
  it('R-7-18 POSTs {artworkIds} to print v3 artwork bulk', async () => {
    const { f, http } = client(200, '[{"artworkId":"a1"}]');
    expect(await artworkBulk(['a1'], http)).toEqual([{ artworkId: 'a1' }]);
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/print/v3/artwork/bulk');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ artworkIds: ['a1'] });
  });

  it("R-8-04 'Unable to find artworks' is treated as an empty list (JSON message or plain text)", async () => {
    const json = client(404, '{"code":"not_found","message":"Unable to find artworks"}');
    expect(await artworkBulk(['x'], json.http)).toEqual([]);
    const text = client(400, 'Unable to find artworks', 'text/plain');
    expect(await artworkBulk(['x'], text.http)).toEqual([]);
    // No ids: no request at all.
    const none = client(200, '[]');
    expect(await artworkBulk([], none.http)).toEqual([]);
    expect(none.f).not.toHaveBeenCalled();
  });

  it('R-8-04 other errors still fail', async () => {
    const other = client(500, '{"code":"internal","message":"Something went wrong"}');
    await expect(artworkBulk(['x'], other.http)).rejects.toBeInstanceOf(HttpError);
    const near = client(404, '{"message":"Unable to find artwork x"}');
    await expect(artworkBulk(['x'], near.http)).rejects.toThrow('Unable to find artwork x');
  });
});
