import { describe, expect, it } from 'vitest';
import type { Side } from '../entities/entities.ts';
import { garmentPrintType } from './garment-print-type.ts';

const s = (full: boolean | null): Side => ({ elements: [{ artworkId: 'a' }], colors: { full } });

describe('garment print type', () => {
  it('R-4-38 an embroidery print type gives embr', () => {
    expect(garmentPrintType({ printType: 'embr', sides: { front: s(true) } })).toEqual({
      printType: 'embr',
      review: false,
      resize: false,
    });
    expect(garmentPrintType({ printType: 'Embroidery', sides: { front: s(false) } }).printType).toBe('embr');
  });
  it('R-4-39 no side with full colour gives screenprint, flagged for review and resize', () => {
    expect(garmentPrintType({ printType: null, sides: { front: s(false), back: s(null) } })).toEqual({
      printType: 'screenprint',
      review: true,
      resize: true,
    });
    expect(garmentPrintType({ sides: {} }).printType).toBe('screenprint');
  });
  it('R-4-40 otherwise dtg', () => {
    expect(garmentPrintType({ printType: 'dtg', sides: { front: s(false), back: s(true) } })).toEqual({
      printType: 'dtg',
      review: false,
      resize: false,
    });
  });
});
