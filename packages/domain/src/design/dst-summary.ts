import { DST_HEADER_BYTES, dstRecords } from './dst-records.ts';
import type { Size } from '../placement/artwork-maximums.ts';
import { MM_PER_INCH } from '../units/units.ts';

/** What a DST file holds: needle stitches, jumps, colour stops (thread changes) and the stitched extents. */
export interface DstSummary {
  stitchCount: number;
  jumps: number;
  /** Colour stops in the file: the machine stops this many times to change thread (threads = stops + 1). */
  colourStops: number;
  widthMm: number;
  heightMm: number;
  widthIn: number;
  heightIn: number;
}

export type DstRead = { ok: true; value: DstSummary } | { ok: false; reason: string };

const round2 = (n: number) => Math.round(n * 100) / 100;
const fail = (reason: string): DstRead => ({ ok: false, reason });

/**
 * Reads a Tajima DST file (untrusted bytes): counts every needle stitch, jump and colour stop and measures the
 * stitched extents (0.1 mm units). A file without the "LA:" header, cut short before its end record, or with no
 * stitch is refused with a sentence a customer can act on. At most `maxRecords` records are read.
 */
export function readDst(b: Uint8Array, maxRecords = 2_000_000): DstRead {
  if (b.length < DST_HEADER_BYTES + 3 || b[0] !== 0x4c || b[1] !== 0x41 || b[2] !== 0x3a)
    return fail('This is not a readable DST embroidery file: it has no Tajima DST header.');
  let [stitchCount, jumps, colourStops] = [0, 0, 0];
  let [minX, maxX, minY, maxY] = [0, 0, 0, 0];
  let ended = false;
  for (const r of dstRecords(b, maxRecords)) {
    if (r.kind === 'end') ended = true;
    else if (r.kind === 'stop') colourStops++;
    else if (r.kind === 'jump') jumps++;
    else {
      stitchCount++;
      [minX, maxX, minY, maxY] = [
        Math.min(minX, r.x),
        Math.max(maxX, r.x),
        Math.min(minY, r.y),
        Math.max(maxY, r.y),
      ];
    }
  }
  if (!ended)
    return fail('This DST file is cut short: it has no end record. Export it again from your software.');
  if (stitchCount === 0) return fail('This DST file has no stitches.');
  const widthMm = (maxX - minX) / 10;
  const heightMm = (maxY - minY) / 10;
  return {
    ok: true,
    value: {
      stitchCount,
      jumps,
      colourStops,
      widthMm: round2(widthMm),
      heightMm: round2(heightMm),
      widthIn: round2(widthMm / MM_PER_INCH),
      heightIn: round2(heightMm / MM_PER_INCH),
    },
  };
}

/**
 * Why a DST does not fit a placement's area (its embroidery maximum or print area, inches), or null when it
 * fits: "The DST is 5.2 x 2.1 in; the front takes at most 4.5 x 4.5 in."
 */
export function dstTooLarge(
  d: Pick<DstSummary, 'widthIn' | 'heightIn'>,
  area: Size,
  placement: string,
): string | null {
  if (d.widthIn <= area.width && d.heightIn <= area.height) return null;
  return `The DST is ${d.widthIn} x ${d.heightIn} in; the ${placement} takes at most ${area.width} x ${area.height} in.`;
}
