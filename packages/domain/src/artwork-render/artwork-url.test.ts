import { describe, expect, it } from 'vitest';
import { artworkRefFromUrl } from './artwork-url.ts';

describe('artwork render address', () => {
  it('R-7-25 accepts only our own artwork addresses', () => {
    expect(artworkRefFromUrl('/api/print/v3/artwork/abc-1/file')).toEqual({
      artworkId: 'abc-1',
      variant: 'file',
    });
    expect(artworkRefFromUrl('/api/print/v3/artwork/abc/thumbnail?x=1')).toEqual({
      artworkId: 'abc',
      variant: 'thumbnail',
    });
    expect(artworkRefFromUrl('/api/print/v3/artwork/abc')).toEqual({ artworkId: 'abc', variant: 'file' });
    expect(artworkRefFromUrl('https://shop.example/api/print/v3/artwork/abc/file', 'shop.example')).toEqual({
      artworkId: 'abc',
      variant: 'file',
    });
  });
  it('R-7-25 refuses remote, relative-protocol, traversal and odd addresses', () => {
    for (const url of [
      '',
      'https://evil.example/api/print/v3/artwork/abc/file',
      '//evil.example/api/print/v3/artwork/abc/file',
      'file:///etc/passwd',
      'http://user:pw@shop.example/api/print/v3/artwork/abc/file',
      '/api/print/v3/artwork/../../etc/file',
      '/api/print/v3/artwork/%2e%2e/file',
      '/api/print/v3/artwork/abc/raw',
      '/api/print/v3/artwork/abc/file/more',
      '/api/print/v3/artworks/abc/file',
      '/api/print/v3/artwork/%E0%A4%A/file',
      `/api/print/v3/artwork/${'a'.repeat(600)}/file`,
    ])
      expect(artworkRefFromUrl(url, 'shop.example'), url).toBeNull();
    expect(artworkRefFromUrl('https://shop.example/api/print/v3/artwork/abc/file')).toBeNull();
  });
});
