/**
 * Tajima DST's stitch records, decoded once for every reader of the format: after the 512-byte header, each
 * three-byte record moves the needle (balanced ternary 1, 3, 9, 27, 81 per axis, 0.1 mm units, y up) and is a
 * stitch, a jump, a colour stop (thread change) or the end record.
 */
export interface DstRecord {
  kind: 'stitch' | 'jump' | 'stop' | 'end';
  /** The needle's position after the record's move. */
  x: number;
  y: number;
}

export const DST_HEADER_BYTES = 512;
/** [byte, bit, dx, dy] of a record's moves. */
const MOVES: [number, number, number, number][] = [
  [0, 0x01, 1, 0],
  [0, 0x02, -1, 0],
  [0, 0x04, 9, 0],
  [0, 0x08, -9, 0],
  [0, 0x80, 0, 1],
  [0, 0x40, 0, -1],
  [0, 0x20, 0, 9],
  [0, 0x10, 0, -9],
  [1, 0x01, 3, 0],
  [1, 0x02, -3, 0],
  [1, 0x04, 27, 0],
  [1, 0x08, -27, 0],
  [1, 0x80, 0, 3],
  [1, 0x40, 0, -3],
  [1, 0x20, 0, 27],
  [1, 0x10, 0, -27],
  [2, 0x04, 81, 0],
  [2, 0x08, -81, 0],
  [2, 0x20, 0, 81],
  [2, 0x10, 0, -81],
];

/** The records of a DST file in order, at most `maxRecords` read (a bound on work for untrusted files); an end record ends them. */
export function* dstRecords(b: Uint8Array, maxRecords = 2_000_000): Generator<DstRecord> {
  let x = 0;
  let y = 0;
  const end = Math.min(b.length - 2, DST_HEADER_BYTES + maxRecords * 3);
  for (let i = DST_HEADER_BYTES; i < end; i += 3) {
    const flags = b[i + 2]!;
    if (flags === 0xf3) {
      yield { kind: 'end', x, y };
      return;
    }
    for (const [byte, bit, dx, dy] of MOVES)
      if (b[i + byte]! & bit) {
        x += dx;
        y += dy;
      }
    const kind = (flags & 0xc0) === 0xc0 ? 'stop' : flags & 0x80 ? 'jump' : 'stitch';
    yield { kind, x, y };
  }
}
