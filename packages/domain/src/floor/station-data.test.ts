import { describe, expect, it } from 'vitest';
import { embroideryRunSize, stationData } from './station-data.ts';

describe('station data', () => {
  it('R-5-56..58 pretreat value 5-100, 0 clears it, others refused', () => {
    expect(stationData('pretreat', { pretreatValue: 40 })).toMatchObject({
      ok: true,
      data: { pretreatValue: 40 },
    });
    expect(stationData('pretreat', { pretreatValue: 0 })).toMatchObject({
      ok: true,
      data: { pretreatValue: null },
    });
    expect(stationData('pretreat', { pretreatValue: 4 })).toMatchObject({ ok: false });
    // Nothing entered: the pretreat manager's value for the product and colour goes with the scan.
    expect(stationData('pretreat', {}, { pretreatValue: 35 })).toMatchObject({
      data: { pretreatValue: 35, pretreatFrom: 'product' },
    });
    expect(stationData('pretreat', {}, {})).toMatchObject({ data: { pretreatValue: null } });
    expect(stationData('pretreat', { pretreatValue: 101 })).toMatchObject({ ok: false });
  });

  it('R-4-37 DTG prints only on a printer that is printing; a RIP issue is reported instead', () => {
    const k1 = { id: 'p1', name: 'DTG 1', status: 'printing' as const };
    const down = { ...k1, status: 'out-of-service' as const };
    // The printer's status comes from the server's facts; what a scan says about it does not count.
    expect(stationData('dtg', { printer: 'p1', printerStatus: 'printing' }, { printer: down })).toEqual({
      ok: false,
      reason: 'DTG 1 is out of service: print on a printer that is printing.',
    });
    expect(stationData('dtg', { printer: 'p1' }, { printer: k1 })).toMatchObject({
      ok: true,
      data: { printer: 'p1', printerName: 'DTG 1' },
    });
    expect(stationData('dtg', {}, { printers: { total: 2, printing: 0 } })).toEqual({
      ok: false,
      reason: 'Every DTG printer here is out of service: nothing can be printed now.',
    });
    expect(stationData('dtg', {}, { printers: { total: 2, printing: 1 } })).toMatchObject({ ok: true });
    expect(stationData('dtg', { printer: 'elsewhere' }, { printer: null })).toMatchObject({ ok: false });
    expect(stationData('dtg', {})).toMatchObject({ ok: true, ripIssue: false });
    expect(stationData('dtg', { ripIssue: true })).toMatchObject({ ok: true, ripIssue: true });
  });

  it('R-9-03 an embroidery run is at most 1000 pieces', () => {
    expect(stationData('embroidery', { pieces: 1000 })).toMatchObject({ ok: true });
    expect(stationData('embroidery', { pieces: 1001 })).toMatchObject({ ok: false });
    expect(embroideryRunSize(0)).toBe(1);
    expect(embroideryRunSize(1500)).toBe(1000);
  });
  it('R-4-03 the stitch event of a run carries the DST stitch count, its colour stops and the run total', () => {
    expect(
      stationData('embroidery', { pieces: 12 }, { stitches: { stitchCount: 12_001, colourStops: 3 } }),
    ).toEqual({
      ok: true,
      data: { pieces: 12, stitchCount: 12_001, colourStops: 3, runStitches: 144_012 },
      ripIssue: false,
    });
  });

  it('R-3-63 posters carry a poster status', () => {
    expect(stationData('poster', { posterStatus: 'ripped' })).toMatchObject({ ok: true });
    expect(stationData('poster', { posterStatus: 'lost' })).toMatchObject({ ok: false });
  });

  it('R-5-59..62 autoprint picks the sheet width and how many items fit', () => {
    expect(stationData('autoprint', { designWidth: 12 })).toMatchObject({
      ok: true,
      data: { sheetWidth: 64, maxSheetItems: 4 },
    });
    expect(stationData('autoprint', { designWidth: 4 })).toMatchObject({
      ok: true,
      data: { sheetWidth: 17, maxSheetItems: 2 },
    });
  });
});
