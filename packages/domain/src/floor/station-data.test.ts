import { describe, expect, it } from 'vitest';
import { stationData } from './station-data.ts';

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
    expect(stationData('pretreat', { pretreatValue: 101 })).toMatchObject({ ok: false });
  });

  it('R-4-37 DTG prints only on a printer that is printing; a RIP issue is reported instead', () => {
    expect(stationData('dtg', { printerStatus: 'out-of-service' })).toMatchObject({ ok: false });
    expect(stationData('dtg', {})).toMatchObject({ ok: true, ripIssue: false });
    expect(stationData('dtg', { ripIssue: true })).toMatchObject({ ok: true, ripIssue: true });
  });

  it('R-9-03 an embroidery run is at most 1000 pieces', () => {
    expect(stationData('embroidery', { pieces: 1000 })).toMatchObject({ ok: true });
    expect(stationData('embroidery', { pieces: 1001 })).toMatchObject({ ok: false });
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
