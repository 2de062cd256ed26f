import { describe, expect, it } from 'vitest';
import {
  ACTIVE_BLANK_SUPPLIERS,
  BLANK_SUPPLIERS,
  CATALOG_SUPPLIERS,
  isActiveBlankSupplier,
  isBlankSupplier,
} from './suppliers.ts';

describe('suppliers', () => {
  it('R-9-42 Blank suppliers', () =>
    expect(BLANK_SUPPLIERS).toEqual([
      'ALPHA',
      'BODEK',
      'CUTTER',
      'HERITAGE',
      'SANMAR',
      'SS',
      'TSC',
      'INVENTORY',
      'SUPPLEMENTARY',
      'EXTRACTOR',
      'DROPOFF',
      'DELTA',
    ]));
  it('R-9-43 Active blank suppliers: SANMAR, DELTA, ALPHA', () => {
    expect(ACTIVE_BLANK_SUPPLIERS).toEqual(['SANMAR', 'DELTA', 'ALPHA']);
    expect(isActiveBlankSupplier('SS')).toBe(false);
    expect(isActiveBlankSupplier('DELTA')).toBe(true);
  });
  it('R-9-44 Catalogue supplier list: ALPHA, SS, SANMAR, BODEK, TSC', () => {
    expect(CATALOG_SUPPLIERS).toEqual(['ALPHA', 'SS', 'SANMAR', 'BODEK', 'TSC']);
    expect(isBlankSupplier('ACME')).toBe(false);
  });
});
