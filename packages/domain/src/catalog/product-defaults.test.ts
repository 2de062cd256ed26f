import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BACKGROUND_COLOUR,
  DEFAULT_DPI,
  DEFAULT_MUG_SIZE,
  DPIS_IN_USE,
  MUG_OPTIONS,
} from './product-defaults.ts';

describe('product defaults', () => {
  it('R-9-64 default mug 11oz', () => expect(DEFAULT_MUG_SIZE).toBe('11oz'));
  it('R-9-67 / R-3-42 mug options 11oz, 15oz', () => expect(MUG_OPTIONS).toEqual(['11oz', '15oz']));
  it('R-9-70 default DPI 300', () => expect(DEFAULT_DPI).toBe(300));
  it('R-9-71 DPIs in use 100, 150, 300, 600, 1200', () =>
    expect(DPIS_IN_USE).toEqual([100, 150, 300, 600, 1200]));
  it('O-9-28 default background colour ffffff', () => expect(DEFAULT_BACKGROUND_COLOUR).toBe('ffffff'));
});
