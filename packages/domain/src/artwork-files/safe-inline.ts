/**
 * Image types a browser may show inline when we serve a stored file: raster formats that cannot carry script.
 * Everything else (SVG, PDF, PostScript, embroidery files, unknown types) is sent as a download.
 */
export const SAFE_INLINE_IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/x-icon',
  'image/webp',
];

/** True when a stored file of this content type may be shown inline (see SAFE_INLINE_IMAGE_TYPES). */
export function isSafeInlineImage(contentType: string): boolean {
  const base = contentType.split(';')[0]!.trim().toLowerCase();
  return SAFE_INLINE_IMAGE_TYPES.includes(base);
}
