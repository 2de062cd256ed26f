import { describe, expect, it } from 'vitest';
import { isValidBin, MARSHAL_BIN_LIMIT, RACK_TYPES, rackLocations } from './racks.ts';

describe('marshal bin limit', () => {
  it('O-9-05 / R-9-05 marshal bin limit 72', () => {
    expect(MARSHAL_BIN_LIMIT).toBe(72);
    expect(RACK_TYPES.marshal.bins).toBe(MARSHAL_BIN_LIMIT);
    expect(rackLocations('marshal')).toBe(72);
    expect(isValidBin('marshal', 72)).toBe(true);
    expect(isValidBin('marshal', 73)).toBe(false);
    expect(isValidBin('marshal', 0)).toBe(false);
  });
});
