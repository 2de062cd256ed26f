import { describe, expect, it } from 'vitest';
import { STATION_PHOTO_MAX_BYTES, stationPhoto } from './station-photos.ts';

const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const msg = (r: ReturnType<typeof stationPhoto>) => (r.ok ? null : r.issues[0]?.message);

describe('station photos (QC and packing cameras)', () => {
  it('takes a JPEG, PNG or WebP whose bytes match its type', () => {
    expect(stationPhoto('image/jpeg', jpeg)).toEqual({ ok: true, value: { type: 'image/jpeg', size: 6 } });
    expect(stationPhoto('image/png; charset=binary', png)).toMatchObject({ ok: true });
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(stationPhoto('image/webp', webp)).toMatchObject({ ok: true });
  });

  it('refuses another type, bytes that are not what the type says, an empty or oversized photo', () => {
    expect(msg(stationPhoto('image/gif', jpeg))).toBe('Send the photo as a JPEG, PNG or WebP image.');
    expect(msg(stationPhoto('image/jpeg', png))).toBe('The file is not a JPEG image.');
    expect(msg(stationPhoto('image/png', new Uint8Array()))).toBe('The photo is empty: take it again.');
    const big = new Uint8Array(STATION_PHOTO_MAX_BYTES + 1);
    big.set(jpeg);
    expect(msg(stationPhoto('image/jpeg', big))).toMatch(/^The photo is larger than 5 MB/);
    big.fill(0, STATION_PHOTO_MAX_BYTES);
    expect(stationPhoto('image/jpeg', big.subarray(0, STATION_PHOTO_MAX_BYTES))).toMatchObject({ ok: true });
  });
});
