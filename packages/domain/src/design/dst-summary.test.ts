import { describe, expect, it } from 'vitest';
import { inches } from '../units/units.ts';
import { dstTooLarge, readDst } from './dst-summary.ts';
import { writeDst } from '../../test/dst-writer.ts';

/** A square satin-like block: `rows` rows of `perRow` stitches 2 mm apart, one colour stop between halves. */
const block = (rows: number, perRow: number) =>
  writeDst([
    { kind: 'stitch', dx: 0, dy: 0 },
    ...Array.from({ length: rows }, (_, r) => [
      ...(r === Math.floor(rows / 2) ? [{ kind: 'colour' as const }] : []),
      ...Array.from({ length: perRow - 1 }, () => ({ kind: 'stitch' as const, dx: r % 2 ? -20 : 20, dy: 0 })),
      { kind: 'jump' as const, dx: 0, dy: 20 },
      { kind: 'stitch' as const, dx: 0, dy: 0 },
    ]).flat(),
  ]);

describe('DST files read for embroidery (stitch count, colour stops, extents)', () => {
  it('counts every stitch, jump and colour stop, and measures the stitched size in mm and inches', () => {
    const r = readDst(block(10, 11));
    expect(r).toEqual({
      ok: true,
      value: {
        stitchCount: 1 + 10 * 11,
        jumps: 10,
        colourStops: 1,
        widthMm: 20,
        heightMm: 20,
        widthIn: 0.79,
        heightIn: 0.79,
      },
    });
  });
  it('splits a long move into several records and still lands on the right place', () => {
    const r = readDst(
      writeDst([
        { kind: 'stitch', dx: 0, dy: 0 },
        { kind: 'stitch', dx: 500, dy: -300 },
      ]),
    );
    expect(r.ok && r.value).toMatchObject({ widthMm: 50, heightMm: 30 });
    // 500 = 121 * 4 + 16: five records for one move.
    expect(r.ok && r.value.stitchCount).toBe(1 + 5);
  });
  it('refuses a file without the DST header, one cut short, and one without a stitch', () => {
    expect(readDst(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toEqual({
      ok: false,
      reason: 'This is not a readable DST embroidery file: it has no Tajima DST header.',
    });
    const full = block(4, 4);
    expect(readDst(full.subarray(0, full.length - 3))).toMatchObject({ ok: false, reason: /cut short/ });
    expect(readDst(writeDst([{ kind: 'jump', dx: 10, dy: 10 }]))).toMatchObject({
      ok: false,
      reason: 'This DST file has no stitches.',
    });
  });
  it('R-5-47 a DST stitched larger than the placement is refused with its size and the maximum', () => {
    const d = readDst(block(70, 60));
    if (!d.ok) throw new Error(d.reason);
    const shirtFront = { width: inches(4.5), height: inches(4.5) };
    expect(dstTooLarge(d.value, shirtFront, 'front')).toBe(
      'The DST is 4.65 x 5.51 in; the front takes at most 4.5 x 4.5 in.',
    );
    expect(dstTooLarge({ ...d.value, widthIn: 4.5, heightIn: 4.5 }, shirtFront, 'front')).toBeNull();
  });
});
