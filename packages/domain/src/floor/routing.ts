import type { PrintType } from '../entities/entities.ts';
import { EMBROIDERY_LOCATIONS, RIP_LOCATIONS, type RipLocation } from '../operations/rip-locations.ts';
import { FACILITIES, type FacilityCode, facilitiesFor, isFacilityCode } from '../operations/facilities.ts';
import { type DeliveryFacility, deliveryEstimateDays } from '../shipping/delivery-estimates.ts';

/**
 * Units a facility finishes in one day, used to turn open work into days of queue (docs/decisions/production-floor.md).
 * The spec gives no capacities; one figure for all keeps the rule simple until facility capacity is configured.
 */
export const UNITS_PER_FACILITY_DAY = 2000;
/** The estimate used for a state the delivery table has no row for (AK, HI, territories, abroad). */
export const UNKNOWN_STATE_DAYS = 5;

/** Facilities that can produce a print type: its facility list, embroidery at the embroidery locations. */
export function candidateFacilities(printType: string | null): FacilityCode[] {
  if (printType === 'embr') return EMBROIDERY_LOCATIONS.filter((l): l is 'INDY' => isFacilityCode(l));
  if (printType === 'sublimation') return facilitiesFor('case');
  return facilitiesFor((printType ?? 'dtg') as PrintType);
}

/** One candidate's score: delivery days to the state plus its open work in days; lower is better. */
export interface RoutingChoice {
  facility: FacilityCode;
  deliveryDays: number;
  queueDays: number;
  score: number;
}

/**
 * Routing: the facility for an item of `printType` shipping to `state`, by the per-state delivery estimate
 * plus the facility's open work (open units / UNITS_PER_FACILITY_DAY); ties go to the earlier facility in the
 * spec's order. Null when no facility prints the type.
 */
export function routeItem(
  printType: string | null,
  state: string | null | undefined,
  openUnits: Partial<Record<FacilityCode, number>> = {},
): RoutingChoice | null {
  let best: RoutingChoice | null = null;
  for (const facility of candidateFacilities(printType)) {
    const deliveryDays = deliveryEstimateDays(facility as DeliveryFacility, state) ?? UNKNOWN_STATE_DAYS;
    const queueDays = (openUnits[facility] ?? 0) / UNITS_PER_FACILITY_DAY;
    const score = deliveryDays + queueDays;
    if (!best || score < best.score) best = { facility, deliveryDays, queueDays, score };
  }
  return best;
}

/** Staff may move an item only to a facility that prints its type; the sentence says why not. */
export function canReassign(
  printType: string | null,
  to: string,
): { ok: true } | { ok: false; reason: string } {
  if (!isFacilityCode(to)) return { ok: false, reason: `${to} is not a facility.` };
  if (!candidateFacilities(printType).includes(to))
    return {
      ok: false,
      reason: `${FACILITIES[to].city} (${to}) does not print ${printType ?? 'this item'}.`,
    };
  return { ok: true };
}

/** R-9-39/40: where a DTG unit of `facility` is ripped: the facility when it is an active rip location, else CLOUD. */
export function ripLocationFor(facility: FacilityCode): RipLocation {
  const own = RIP_LOCATIONS[facility as RipLocation];
  return own?.active ? (facility as RipLocation) : 'CLOUD';
}
