/**
 * Pixel size of the artwork formats the image library cannot read (bmp, ico, jp2) and the print size of the
 * vector ones (pdf, eps, svg, dst) as pixels at 300 DPI, from their headers. Null when the header is broken.
 */
export interface Dimensions {
  width: number;
  height: number;
}

const PRINT_DPI = 300;
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const i32le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24);
const text = (b: Uint8Array, max = 65536) => new TextDecoder('latin1').decode(b.subarray(0, max));
const ok = (width: number, height: number): Dimensions | null =>
  Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0
    ? { width: Math.round(width), height: Math.round(height) }
    : null;

export function bmpDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 26) return null;
  return ok(Math.abs(i32le(b, 18)), Math.abs(i32le(b, 22)));
}

export function icoDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 22 || (b[4]! | (b[5]! << 8)) === 0) return null;
  return ok(b[6] || 256, b[7] || 256);
}

/** JPEG 2000: the ihdr box (height, width) of a JP2 file, or the SIZ marker of a raw codestream. */
export function jp2Dimensions(b: Uint8Array): Dimensions | null {
  for (let i = 0; i + 16 <= Math.min(b.length, 4096); i++) {
    if (b[i] === 0x69 && b[i + 1] === 0x68 && b[i + 2] === 0x64 && b[i + 3] === 0x72) {
      return ok(u32be(b, i + 8), u32be(b, i + 4));
    }
  }
  if (b[0] === 0xff && b[1] === 0x4f && b[2] === 0xff && b[3] === 0x51 && b.length >= 24) {
    return ok(u32be(b, 8) - u32be(b, 16), u32be(b, 12) - u32be(b, 20));
  }
  return null;
}

/** PDF (and AI): the first MediaBox, in points (1/72 in). */
export function pdfDimensions(b: Uint8Array): Dimensions | null {
  const m = /\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/.exec(text(b, 1 << 20));
  if (!m) return null;
  return ok(
    ((Number(m[3]) - Number(m[1])) / 72) * PRINT_DPI,
    ((Number(m[4]) - Number(m[2])) / 72) * PRINT_DPI,
  );
}

export function epsDimensions(b: Uint8Array): Dimensions | null {
  const m = /%%BoundingBox:\s*(-?\d+)\s+(-?\d+)\s+(-?\d+)\s+(-?\d+)/.exec(text(b));
  if (!m) return null;
  return ok(
    ((Number(m[3]) - Number(m[1])) / 72) * PRINT_DPI,
    ((Number(m[4]) - Number(m[2])) / 72) * PRINT_DPI,
  );
}

/** Tajima DST: the header's +X, -X, +Y, -Y extents in 0.1 mm. */
export function dstDimensions(b: Uint8Array): Dimensions | null {
  const h = text(b, 512);
  const n = (label: string) => Number(new RegExp(`${label.replace(/[+]/g, '\\+')}:\\s*(\\d+)`).exec(h)?.[1]);
  const mm = (a: number, c: number) => (a + c) / 10;
  return ok((mm(n('+X'), n('-X')) / 25.4) * PRINT_DPI, (mm(n('+Y'), n('-Y')) / 25.4) * PRINT_DPI);
}

const LENGTH = /^\s*([\d.]+)\s*(px|pt|in|mm|cm)?\s*$/;
const UNIT: Record<string, number> = { px: 1, pt: 4 / 3, in: 96, mm: 96 / 25.4, cm: 96 / 2.54 };

/** SVG: width and height attributes of the root (CSS px), else its viewBox. */
export function svgDimensions(svg: string): Dimensions | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const len = (v: string | undefined) => {
    const m = v ? LENGTH.exec(v) : null;
    return m ? Number(m[1]) * UNIT[m[2] ?? 'px']! : Number.NaN;
  };
  const w = len(attr('width'));
  const h = len(attr('height'));
  if (w > 0 && h > 0) return ok(w, h);
  const vb = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return vb && vb.length === 4 ? ok(vb[2]!, vb[3]!) : null;
}
