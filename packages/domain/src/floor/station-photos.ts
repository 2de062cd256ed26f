import { fail, ok, type Result } from '../errors/domain-error.ts';

/** Where a station photo is taken: a unit at QC, or the packed box of a shipment at packing (shipping). */
export const STATION_PHOTO_KINDS = ['qc', 'packing'] as const;
export type StationPhotoKind = (typeof STATION_PHOTO_KINDS)[number];

/** How the claim review names each kind. */
export const STATION_PHOTO_TITLES: Record<StationPhotoKind, string> = {
  qc: 'Photo at QC',
  packing: 'Photo of the packed box',
};

/** A webcam frame is well under 1 MB; a phone photo picked instead can be a few MB. */
export const STATION_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const STATION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type StationPhotoType = (typeof STATION_PHOTO_TYPES)[number];
/** The file extension a stored photo gets. */
export const STATION_PHOTO_EXTENSIONS: Record<StationPhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The type the bytes are, from their first bytes (the declared type is not trusted). */
function sniff(b: Uint8Array): StationPhotoType | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * A station photo as sent: not empty, at most 5 MB, a JPEG, PNG or WebP whose bytes are what its type says.
 * Refusals are sentences the station shows; nothing is stored.
 */
export function stationPhoto(
  declaredType: string,
  bytes: Uint8Array,
): Result<{ type: StationPhotoType; size: number }> {
  const type = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(STATION_PHOTO_TYPES as readonly string[]).includes(type))
    return fail([
      { path: 'body', code: 'photo-type', message: 'Send the photo as a JPEG, PNG or WebP image.' },
    ]);
  if (bytes.length === 0)
    return fail([{ path: 'body', code: 'photo-empty', message: 'The photo is empty: take it again.' }]);
  if (bytes.length > STATION_PHOTO_MAX_BYTES)
    return fail([
      {
        path: 'body',
        code: 'photo-size',
        message: `The photo is larger than ${STATION_PHOTO_MAX_BYTES / 1048576} MB: take it at a lower resolution.`,
      },
    ]);
  if (sniff(bytes) !== type)
    return fail([
      {
        path: 'body',
        code: 'photo-type',
        message: `The file is not a ${type.slice(6).toUpperCase()} image.`,
      },
    ]);
  return ok({ type: type as StationPhotoType, size: bytes.length });
}
