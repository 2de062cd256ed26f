/** R-5-21 Raster artwork formats (file extensions). */
export const RASTER_FORMATS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'ico', 'jp2'] as const;
/** R-5-22 Vector artwork formats (file extensions; ai files are PDF-based, dst is a Tajima embroidery file). */
export const VECTOR_FORMATS = ['eps', 'svg', 'pdf', 'ai', 'dst'] as const;
export type ArtworkExtension = (typeof RASTER_FORMATS)[number] | (typeof VECTOR_FORMATS)[number];

/** Formats detectArtworkFormat can tell apart from the bytes (jpg/jpeg share one; pdf/ai share one). */
export type DetectedFormat = 'png' | 'jpeg' | 'gif' | 'bmp' | 'ico' | 'jp2' | 'eps' | 'svg' | 'pdf' | 'dst';

/** True for a vector format (extension or detected format). */
export const isVectorFormat = (format: string): boolean =>
  (VECTOR_FORMATS as readonly string[]).includes(format.toLowerCase());

/** The artwork extension of a file name, or null when it is not an accepted format. */
export function artworkExtension(fileName: string): ArtworkExtension | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const all: readonly string[] = [...RASTER_FORMATS, ...VECTOR_FORMATS];
  return fileName.includes('.') && all.includes(ext) ? (ext as ArtworkExtension) : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

// Published file signatures (see e.g. the format specifications: PNG RFC 2083, JFIF, GIF89a, ISO/IEC 15444-1
// for JP2, Adobe's EPS DOS binary header, PDF ISO 32000; Tajima DST files open with the "LA:" label field).
const SIGNATURES: readonly { format: DetectedFormat; bytes: readonly number[] }[] = [
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'gif', bytes: ascii('GIF87a') },
  { format: 'gif', bytes: ascii('GIF89a') },
  { format: 'jp2', bytes: [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a] },
  // A raw JPEG 2000 codestream (SOC + SIZ markers) is printed the same way.
  { format: 'jp2', bytes: [0xff, 0x4f, 0xff, 0x51] },
  { format: 'ico', bytes: [0x00, 0x00, 0x01, 0x00] },
  { format: 'pdf', bytes: ascii('%PDF-') },
  { format: 'eps', bytes: ascii('%!PS') },
  { format: 'eps', bytes: [0xc5, 0xd0, 0xd3, 0xc6] },
  { format: 'dst', bytes: ascii('LA:') },
  { format: 'bmp', bytes: ascii('BM') },
];

/** SVG is text: skip a BOM, the XML declaration, comments and a doctype, then expect an <svg> root. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  const rest = head
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(rest);
}

/** Artwork format from the file's first bytes (magic numbers), or null when it is none of R-5-21/22. */
export function detectArtworkFormat(bytes: Uint8Array): DetectedFormat | null {
  for (const { format, bytes: sig } of SIGNATURES) if (startsWith(bytes, sig)) return format;
  return looksLikeSvg(bytes) ? 'svg' : null;
}
