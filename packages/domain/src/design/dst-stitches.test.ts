import { describe, expect, it } from 'vitest';
import { dstStitchRuns, dstToSvg } from './dst-stitches.ts';

/** A DST file: a 512-byte header, then the given 3-byte records and the end record. */
const dst = (records: number[][]) =>
  Uint8Array.from([...new Array(512).fill(0x20), ...records.flat(), 0x00, 0x00, 0xf3]);

describe('DST stitches (issue 20 conversion)', () => {
  it('decodes moves of +1, +9, +81 and a jump that starts a new run', () => {
    const runs = dstStitchRuns(
      dst([
        [0x00, 0x00, 0x03], // stitch at 0,0
        [0x01, 0x00, 0x03], // +1 x
        [0x04, 0x00, 0x03], // +9 x
        [0x00, 0x00, 0x83 | 0x20], // jump +81 y
        [0x80, 0x00, 0x03], // +1 y
        [0x80, 0x00, 0x03],
      ]),
    );
    expect(runs).toEqual([
      {
        colour: 0,
        points: [
          [0, 0],
          [1, 0],
          [10, 0],
        ],
      },
      {
        colour: 0,
        points: [
          [10, 82],
          [10, 83],
        ],
      },
    ]);
  });
  it('draws an SVG sized for the DPI; a file without stitches has none', () => {
    const svg = dstToSvg(
      dst([
        [0, 0, 3],
        [0x04, 0x04, 0x07],
      ]),
      254,
    );
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    expect(dstToSvg(dst([]), 300)).toBeNull();
  });
});
