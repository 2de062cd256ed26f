import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  FACILITIES,
  FACILITY_CODES,
  facilitiesFor,
  isFacilityCode,
  PARTNER_FULFILMENT_CODES,
} from './facilities.ts';

describe('facilities', () => {
  it('R-9-32 Facilities: FRESNO, SCRANTON, INDY, DALLAS, FREMONT plus partner fulfilment codes', () => {
    expect(FACILITY_CODES).toEqual(['FRESNO', 'SCRANTON', 'INDY', 'DALLAS', 'FREMONT']);
    expect(PARTNER_FULFILMENT_CODES).toEqual(['GOOTEN', 'SWIFTPOD', 'DTG2GO']);
    expect(isFacilityCode('INDY')).toBe(true);
    expect(isFacilityCode('GOOTEN')).toBe(false);
  });
  it('R-9-33 each facility has a valid IANA time zone, a 5-digit printer zip and print types', () => {
    for (const code of FACILITY_CODES) {
      const f = FACILITIES[code];
      expect(DateTime.now().setZone(f.timeZone).isValid).toBe(true);
      expect(f.printerZip).toMatch(/^\d{5}$/);
      expect(Array.isArray(f.printTypes)).toBe(true);
    }
    expect(FACILITIES.FRESNO.timeZone).toBe('America/Los_Angeles');
    expect(FACILITIES.FREMONT.timeZone).toBe('America/Los_Angeles');
    expect(FACILITIES.INDY.timeZone).toBe('America/Indiana/Indianapolis');
    expect(FACILITIES.SCRANTON.timeZone).toBe('America/New_York');
    expect(FACILITIES.DALLAS.timeZone).toBe('America/Chicago');
  });
  it('R-9-34 Facility INDY print types: dtg, screenprint, mug', () =>
    expect(FACILITIES.INDY.printTypes).toEqual(['dtg', 'screenprint', 'mug']));
  it('R-9-35 Facility FRESNO print types: screenprint', () =>
    expect(FACILITIES.FRESNO.printTypes).toEqual(['screenprint']));
  it('R-9-36 Facility SCRANTON print types: dtg, screenprint', () =>
    expect(FACILITIES.SCRANTON.printTypes).toEqual(['dtg', 'screenprint']));
  it('R-9-37 Facility FREMONT print types: case, poster', () =>
    expect(FACILITIES.FREMONT.printTypes).toEqual(['case', 'poster']));
  it('R-9-38 Facility DALLAS print types: none', () => expect(FACILITIES.DALLAS.printTypes).toEqual([]));
  it('R-9-34 / R-9-35 / R-9-36 / R-9-37 / R-9-38 facilitiesFor answers by print type', () => {
    expect(facilitiesFor('screenprint')).toEqual(['FRESNO', 'SCRANTON', 'INDY']);
    expect(facilitiesFor('dtg')).toEqual(['SCRANTON', 'INDY']);
    expect(facilitiesFor('mug')).toEqual(['INDY']);
    expect(facilitiesFor('case')).toEqual(['FREMONT']);
    expect(facilitiesFor('poster')).toEqual(['FREMONT']);
    expect(facilitiesFor('embr')).toEqual([]);
  });
  it('R-9-104 / R-9-105 Indy and Dallas run around the clock', () => {
    expect(FACILITY_CODES.filter((c) => FACILITIES[c].roundTheClock)).toEqual(['INDY', 'DALLAS']);
  });
});
