import type { FacilityCode } from '../operations/facilities.ts';

/**
 * O-9-70/71: per-state delivery estimates in days from each facility, for ground service.
 *
 * The spec gives one row (CA: Fremont 1.5, Fresno 1, Indy 4, Scranton 4.5, Dallas 3). The other rows come from a
 * documented method, not from a carrier: for every ZIP code of the state, the great-circle distance from the
 * facility's city ZIP is put in a ground transit band (<=300 mi 1 day, <=600 2, <=1600 3, <=2400 4, else 5),
 * and the state's value is the mean over its ZIPs, rounded to the nearest half day. The band edges were chosen
 * as the simplest ones that reproduce the spec's CA row exactly. Alaska, Hawaii, the territories and military
 * addresses are not reachable by ground, so they have no entry. Method, inputs and generator:
 * docs/decisions/delivery-estimates.md.
 */
export const DELIVERY_FACILITIES = [
  'FREMONT',
  'FRESNO',
  'INDY',
  'SCRANTON',
  'DALLAS',
] as const satisfies readonly FacilityCode[];
export type DeliveryFacility = (typeof DELIVERY_FACILITIES)[number];

/** The ZIP each facility's distances were measured from: the printer ZIPs of operations/facilities.ts. */
export const FACILITY_REFERENCE_ZIPS: Record<DeliveryFacility, string> = {
  FREMONT: '94538',
  FRESNO: '93721',
  INDY: '46204',
  SCRANTON: '18503',
  DALLAS: '75201',
};

type Row = readonly [fremont: number, fresno: number, indy: number, scranton: number, dallas: number];

/** Days by state, columns in DELIVERY_FACILITIES order: Fremont, Fresno, Indy, Scranton, Dallas. */
export const STATE_DELIVERY_ESTIMATES: Readonly<Record<string, Row>> = {
  AL: [4, 4, 2, 3, 2.5],
  AR: [3.5, 3, 2, 3, 1.5],
  AZ: [3, 2, 3, 4, 3],
  CA: [1.5, 1, 4, 4.5, 3],
  CO: [3, 3, 3, 3.5, 3],
  CT: [5, 5, 3, 1, 3],
  DC: [5, 4, 2, 1, 3],
  DE: [5, 4, 2, 1, 3],
  FL: [4.5, 4, 3, 3, 3],
  GA: [4, 4, 2, 3, 3],
  IA: [3.5, 3, 2, 3, 3],
  ID: [2.5, 2.5, 3, 4, 3],
  IL: [4, 4, 1, 3, 3],
  IN: [4, 4, 1, 2.5, 3],
  KS: [3, 3, 2.5, 3, 2],
  KY: [4, 4, 1, 2.5, 3],
  LA: [4, 3.5, 3, 3, 1.5],
  MA: [5, 5, 3, 1, 3],
  MD: [5, 4, 2, 1, 3],
  ME: [5, 5, 3, 2, 4],
  MI: [4, 4, 1.5, 2, 3],
  MN: [3, 3, 2.5, 3, 3],
  MO: [3.5, 3, 1.5, 3, 2],
  MS: [4, 4, 2, 3, 2],
  MT: [3, 3, 3, 4, 3],
  NC: [4.5, 4, 2, 2, 3],
  ND: [3, 3, 3, 3, 3],
  NE: [3, 3, 2.5, 3, 2.5],
  NH: [5, 5, 3, 1, 3],
  NJ: [5, 5, 3, 1, 3],
  NM: [3, 3, 3, 4, 2.5],
  NV: [1.5, 1, 3.5, 4, 3],
  NY: [5, 4.5, 2.5, 1, 3],
  OH: [4, 4, 1, 2, 3],
  OK: [3, 3, 2.5, 3, 1],
  OR: [2, 2.5, 4, 4, 3.5],
  PA: [4.5, 4, 2, 1, 3],
  RI: [5, 5, 3, 1, 3],
  SC: [4, 4, 2, 2.5, 3],
  SD: [3, 3, 3, 3, 3],
  TN: [4, 4, 1.5, 3, 2.5],
  TX: [3, 3, 3, 3, 1],
  UT: [2.5, 2, 3, 4, 3],
  VA: [4.5, 4, 2, 1.5, 3],
  VT: [5, 5, 3, 1, 3],
  WA: [3, 3, 4, 4, 3.5],
  WI: [4, 4, 1.5, 3, 3],
  WV: [4, 4, 1.5, 1.5, 3],
  WY: [3, 3, 3, 3.5, 3],
};

/** O-9-70: estimated ground days from a facility to a US state, or null when the table has no entry. */
export function deliveryEstimateDays(
  facility: DeliveryFacility,
  state: string | null | undefined,
): number | null {
  const row = STATE_DELIVERY_ESTIMATES[(state ?? '').trim().toUpperCase()];
  return row ? (row[DELIVERY_FACILITIES.indexOf(facility)] ?? null) : null;
}

/** The facility with the shortest estimate to a state (first in DELIVERY_FACILITIES order on ties). */
export function nearestFacility(
  state: string | null | undefined,
  among: readonly DeliveryFacility[] = DELIVERY_FACILITIES,
): DeliveryFacility | null {
  let best: { facility: DeliveryFacility; days: number } | null = null;
  for (const facility of among) {
    const days = deliveryEstimateDays(facility, state);
    if (days !== null && (best === null || days < best.days)) best = { facility, days };
  }
  return best?.facility ?? null;
}
