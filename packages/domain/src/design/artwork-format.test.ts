import { describe, expect, it } from 'vitest';
import {
  artworkExtension,
  detectArtworkFormat,
  isVectorFormat,
  RASTER_FORMATS,
  VECTOR_FORMATS,
} from './artwork-format.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('artwork formats', () => {
  it('R-5-21 raster formats: png, jpg/jpeg, gif, bmp, ico, jp2', () => {
    expect(RASTER_FORMATS).toEqual(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'ico', 'jp2']);
    expect(artworkExtension('Logo.JPG')).toBe('jpg');
    expect(isVectorFormat('png')).toBe(false);
  });
  it('R-5-22 vector formats: eps, svg, pdf/ai, dst', () => {
    expect(VECTOR_FORMATS).toEqual(['eps', 'svg', 'pdf', 'ai', 'dst']);
    expect(artworkExtension('cap.dst')).toBe('dst');
    expect(isVectorFormat('ai')).toBe(true);
    expect(artworkExtension('notes.txt')).toBeNull();
    expect(artworkExtension('png')).toBeNull();
  });
  it('R-5-21 detects raster formats by magic bytes', () => {
    expect(detectArtworkFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(detectArtworkFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectArtworkFormat(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectArtworkFormat(bytes('GIF87a'))).toBe('gif');
    expect(detectArtworkFormat(bytes('BM', [0x36, 0, 0, 0]))).toBe('bmp');
    expect(detectArtworkFormat(bytes([0, 0, 1, 0, 1, 0]))).toBe('ico');
    expect(detectArtworkFormat(bytes([0, 0, 0, 0x0c], 'jP  ', [0x0d, 0x0a, 0x87, 0x0a]))).toBe('jp2');
    expect(detectArtworkFormat(bytes([0xff, 0x4f, 0xff, 0x51]))).toBe('jp2');
  });
  it('R-5-22 detects vector formats: eps, svg (text), pdf/ai, dst (Tajima "LA:")', () => {
    expect(detectArtworkFormat(bytes('%!PS-Adobe-3.0 EPSF-3.0\n'))).toBe('eps');
    expect(detectArtworkFormat(bytes([0xc5, 0xd0, 0xd3, 0xc6, 0, 0]))).toBe('eps');
    expect(detectArtworkFormat(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectArtworkFormat(bytes('LA:logo           \r'))).toBe('dst');
    expect(detectArtworkFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    const svg =
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<SVG width="1">';
    expect(detectArtworkFormat(new TextEncoder().encode(svg))).toBe('svg');
  });
  it('rejects unknown or empty content', () => {
    expect(detectArtworkFormat(new Uint8Array())).toBeNull();
    expect(detectArtworkFormat(bytes('hello world'))).toBeNull();
    expect(detectArtworkFormat(bytes('<html><svg></svg></html>'))).toBeNull();
    expect(detectArtworkFormat(bytes([0x89, 0x50]))).toBeNull();
  });
});
