import { describe, expect, it } from 'vitest';
import { isSafeInlineImage } from './safe-inline.ts';

describe('safe inline images', () => {
  it('#16.3 raster images show inline; SVG, PDF, PostScript and unknown types download', () => {
    for (const t of ['image/png', 'image/jpeg', 'IMAGE/GIF', 'image/png; charset=binary'])
      expect(isSafeInlineImage(t)).toBe(true);
    for (const t of [
      'image/svg+xml',
      'application/pdf',
      'application/postscript',
      'application/octet-stream',
      'text/html',
      '',
    ])
      expect(isSafeInlineImage(t)).toBe(false);
  });
});
