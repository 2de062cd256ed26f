import { describe, expect, it } from 'vitest';
import { binHasRoom, isValidBin, MARSHAL_BIN_LIMIT, RACK_TYPES, rackLocations } from './racks.ts';

describe('racks', () => {
  it('R-9-05 Marshal bin limit 72', () => {
    expect(MARSHAL_BIN_LIMIT).toBe(72);
    expect(isValidBin('marshal', 72)).toBe(true);
    expect(isValidBin('marshal', 73)).toBe(false);
  });
  it('R-9-26 Rack marshal: 72 bins, item limit 6', () => {
    expect(RACK_TYPES.marshal).toMatchObject({ bins: 72, itemLimit: 6 });
    expect(binHasRoom('marshal', 5)).toBe(true);
    expect(binHasRoom('marshal', 6)).toBe(false);
    expect(binHasRoom('marshal', 4, 3)).toBe(false);
  });
  it('R-9-27 Rack bulk marshal: 24 bins', () => expect(RACK_TYPES.bulkMarshal.bins).toBe(24));
  it('R-9-28 Rack bulk V2: 18 bins', () => expect(RACK_TYPES.bulkV2.bins).toBe(18));
  it('R-9-29 Rack mega: 100 bins', () => expect(RACK_TYPES.mega.bins).toBe(100));
  it('R-9-30 Rack overflow sort: 800 locations', () => {
    expect(rackLocations('overflowSort')).toBe(800);
    expect(binHasRoom('overflowSort', 1000)).toBe(true);
  });
  it('R-9-31 Rack megarack: 216 bins plus 4 unmarshalled', () => {
    expect(RACK_TYPES.megarack).toMatchObject({ bins: 216, unmarshalled: 4 });
    expect(rackLocations('megarack')).toBe(220);
    expect(isValidBin('megarack', 220)).toBe(true);
    expect(isValidBin('megarack', 0)).toBe(false);
  });
});
