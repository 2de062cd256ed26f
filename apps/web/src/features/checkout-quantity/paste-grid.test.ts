import { describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGES } from '@platen/domain/cart/quantity-limits';
import { parsePastedGrid, readPastedGrid } from './paste-grid.ts';

describe('pasting quantities', () => {
  it('reads a spreadsheet block: tabs or commas between sizes, one row per line', () => {
    expect(parsePastedGrid('1\t2\t3\n4\t\t6\n')).toEqual([
      [1, 2, 3],
      [4, null, 6],
    ]);
    expect(parsePastedGrid('10,20')).toEqual([[10, 20]]);
  });
  it('ignores what is not a whole non-negative quantity', () => {
    expect(parsePastedGrid('x\t-1\t2.7')).toEqual([[null, null, null]]);
  });
  it('#12.6 a pasted value over the per-size limit is left out and counted, never sent', () => {
    expect(readPastedGrid('5\t99999999')).toEqual({
      grid: [[5, null]],
      refused: 1,
      message: QUANTITY_MESSAGES.tooMany,
    });
  });
});
