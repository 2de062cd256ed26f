import { blanksRepository, type Db } from '@platen/db';
import { FACILITIES, FACILITY_CODES } from '@platen/domain/operations/facilities';
import { notFound } from '../../errors/app-error.ts';

/** GET /api/internal/facilities: each facility with its demo stock flag (the blank orders screen). */
export async function listFacilities(db: Db) {
  const demo = await blanksRepository(db).demoStockOf(FACILITY_CODES);
  return {
    facilities: FACILITY_CODES.map((code) => ({
      code,
      city: FACILITIES[code].city,
      state: FACILITIES[code].state,
      demoStock: demo.get(code) ?? false,
    })),
  };
}

/**
 * PUT /api/internal/facilities/{facility} {demoStock}: turns a facility's demo stock on (every blank counts as in
 * stock) or off (blanks come from counted stock or supplier blank orders). Orders already released keep theirs.
 */
export async function setFacilityDemoStock(db: Db, facility: string, demoStock: boolean) {
  if (!(FACILITY_CODES as readonly string[]).includes(facility)) throw notFound('Facility');
  await blanksRepository(db).setDemoStock(facility, demoStock);
  return (await listFacilities(db)).facilities.find((f) => f.code === facility)!;
}
