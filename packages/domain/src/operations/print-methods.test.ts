import { describe, expect, it } from 'vitest';
import { PRINT_TYPES } from '../entities/entities.ts';
import { GARMENT_PRINT_METHODS, isGarmentPrintMethod, NON_GARMENT_PRINT_TYPES } from './print-methods.ts';

describe('print methods', () => {
  it('R-1-02 garment print methods screenprint, direct-to-garment, embroidery; also mugs, phone cases, posters', () => {
    expect(GARMENT_PRINT_METHODS).toEqual(['screenprint', 'dtg', 'embr']);
    expect(NON_GARMENT_PRINT_TYPES).toEqual(['mug', 'case', 'poster']);
    expect([...GARMENT_PRINT_METHODS, ...NON_GARMENT_PRINT_TYPES].sort()).toEqual([...PRINT_TYPES].sort());
    expect(isGarmentPrintMethod('mug')).toBe(false);
  });
});
