import { describe, expect, it } from 'vitest';
import { otherShipmentRefusal, parseBinLabel, shipmentRef, suggestedBox } from './ship-by-bin.ts';

describe('shipping by bin', () => {
  it('reads the bin labels the store station prints, nothing else', () => {
    expect(parseBinLabel('M-07')).toEqual({ rack: 'marshal', bin: 7 });
    expect(parseBinLabel('of-001')).toEqual({ rack: 'overflowSort', bin: 1 });
    expect(parseBinLabel('M-7')).toBeNull();
    expect(parseBinLabel('M-00')).toBeNull();
    expect(parseBinLabel('1000-1-1')).toBeNull();
  });

  it('refuses another shipment naming both and the bin to put the unit back in', () => {
    expect(otherShipmentRefusal({ belongsTo: shipmentRef(1000, 1), inProgress: '1000/1', bin: 'M-07' })).toBe(
      'This unit belongs to shipment 1000/2, not 1000/1: put it back in bin M-07.',
    );
    expect(otherShipmentRefusal({ belongsTo: '1001/1', inProgress: '1000/1', bin: null })).toBe(
      'This unit belongs to shipment 1001/1, not 1000/1: put it back on the shipping shelf.',
    );
  });

  it('suggests a bigger box for more units', () => {
    const tee = { printType: 'dtg', productIdentifier: 'gildan-5000' };
    expect(suggestedBox([tee])).toBe('Box 1');
    expect(suggestedBox(Array(12).fill(tee))).not.toBe('Box 1');
  });
});
