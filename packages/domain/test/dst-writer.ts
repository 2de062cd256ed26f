/**
 * A minimal Tajima DST writer: a 512-byte header and one 3-byte record per move (each axis split into moves of at
 * most 121 units of 0.1 mm). Used by tests and fixtures to build files whose stitches are known exactly.
 */
export type DstCommand = { kind: 'stitch' | 'jump'; dx: number; dy: number } | { kind: 'colour' };

/** Bits per axis and power of three: [byte, +bit, -bit] (the reader's table in dst-stitches.ts, inverted). */
const X_BITS: [number, number, number][] = [
  [0, 0x01, 0x02],
  [1, 0x01, 0x02],
  [0, 0x04, 0x08],
  [1, 0x04, 0x08],
  [2, 0x04, 0x08],
];
const Y_BITS: [number, number, number][] = [
  [0, 0x80, 0x40],
  [1, 0x80, 0x40],
  [0, 0x20, 0x10],
  [1, 0x20, 0x10],
  [2, 0x20, 0x10],
];

/** Balanced-ternary digits (-1, 0, 1) of v for 1, 3, 9, 27, 81 (|v| <= 121). */
function ternary(v: number): number[] {
  const digits: number[] = [];
  let n = v;
  for (let i = 0; i < 5; i++) {
    let d = ((n % 3) + 3) % 3;
    if (d === 2) d = -1;
    digits.push(d);
    n = (n - d) / 3;
  }
  return digits;
}

function record(dx: number, dy: number, flags: number): number[] {
  const r = [0, 0, 0x03 | flags];
  for (const [bits, v] of [
    [X_BITS, dx],
    [Y_BITS, dy],
  ] as const)
    ternary(v).forEach((d, i) => {
      const [byte, plus, minus] = bits[i]!;
      if (d !== 0) r[byte]! |= d > 0 ? plus : minus;
    });
  return r;
}

/** The bytes of a DST file running `commands` (moves longer than 121 are split into several records). */
export function writeDst(commands: readonly DstCommand[], label = 'fixture'): Uint8Array {
  const records: number[] = [];
  for (const c of commands) {
    if (c.kind === 'colour') {
      records.push(...record(0, 0, 0xc0));
      continue;
    }
    let [dx, dy] = [c.dx, c.dy];
    do {
      const sx = Math.max(-121, Math.min(121, dx));
      const sy = Math.max(-121, Math.min(121, dy));
      records.push(...record(sx, sy, c.kind === 'jump' ? 0x80 : 0));
      dx -= sx;
      dy -= sy;
    } while (dx !== 0 || dy !== 0);
  }
  const header = `LA:${label.padEnd(16, ' ').slice(0, 16)}\r`.padEnd(512, ' ');
  return Uint8Array.from([...[...header].map((ch) => ch.charCodeAt(0)), ...records, 0x00, 0x00, 0xf3]);
}
