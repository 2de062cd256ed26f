import { describe, expect, it } from 'vitest';
import {
  bmpDimensions,
  dstDimensions,
  epsDimensions,
  icoDimensions,
  pdfDimensions,
  svgDimensions,
} from './image-dimensions.ts';

describe('artwork dimensions from headers', () => {
  it('reads bmp, ico, pdf, eps, dst and svg sizes', () => {
    const bmp = new Uint8Array(30);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 640, true);
    new DataView(bmp.buffer).setInt32(22, -480, true);
    expect(bmpDimensions(bmp)).toEqual({ width: 640, height: 480 });
    expect(icoDimensions(new Uint8Array([0, 0, 1, 0, 1, 0, 0, 0, ...new Array(14).fill(0)]))).toEqual({
      width: 256,
      height: 256,
    });
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(pdfDimensions(enc('%PDF-1.4 /MediaBox [0 0 720 360]'))).toEqual({ width: 3000, height: 1500 });
    expect(epsDimensions(enc('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 144 72\n'))).toEqual({
      width: 600,
      height: 300,
    });
    expect(dstDimensions(enc('LA:logo    \r+X:  254\r-X:  254\r+Y:  127\r-Y:  127\r'))).toEqual({
      width: 600,
      height: 300,
    });
    expect(svgDimensions('<svg width="2in" height="100" viewBox="0 0 1 1">')).toEqual({
      width: 192,
      height: 100,
    });
    expect(svgDimensions('<svg viewBox="0 0 300 150">')).toEqual({ width: 300, height: 150 });
  });
});
