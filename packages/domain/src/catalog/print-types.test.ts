import { describe, expect, it } from 'vitest';
import {
  AOS_PRINT_TYPES,
  DESIGN_TYPES,
  READABLE_PRINT_TYPE_NAMES,
  readablePrintType,
} from './print-types.ts';

describe('print types', () => {
  it('R-3-70 design types: screenprint, dtg, case, mug, poster, embr, multi-print, plus sublimated items', () => {
    expect(DESIGN_TYPES.slice(0, 7)).toEqual([
      'screenprint',
      'dtg',
      'case',
      'mug',
      'poster',
      'embr',
      'multi-print',
    ]);
    expect(DESIGN_TYPES).toContain('mousepad');
    expect(DESIGN_TYPES).toContain('jewelry');
  });
  it('R-3-81 readable print-type names', () => {
    expect(Object.values(READABLE_PRINT_TYPE_NAMES)).toEqual([
      'DTG',
      'Screenprint',
      'Embroidery',
      'Mug',
      'Case',
      'Poster',
    ]);
    expect(readablePrintType('embr')).toBe('Embroidery');
    expect(readablePrintType('aos-tpf')).toBe('aos-tpf');
  });
  it('R-3-82 aos print types', () => expect(AOS_PRINT_TYPES).toEqual(['aos-tpf', 'aos-small', 'aos-large']));
});
