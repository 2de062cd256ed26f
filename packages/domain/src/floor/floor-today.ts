import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '../calendar/business-hours-config.ts';
import type { FloorStation } from './stations.ts';

/** The stations where a unit gets printed (its print step): a scan there counts as "printed today". */
export const PRINT_STATIONS = [
  'dtg',
  'screenprint',
  'embroidery',
  'mug',
  'case',
  'poster',
] as const satisfies readonly FloorStation[];

/** The station whose scan ships a unit: a scan there counts as "shipped today". */
export const SHIP_STATION = 'shipping' as const satisfies FloorStation;

/**
 * When "today" began for the floor's tiles: midnight in Los Angeles, the company's business time
 * (docs/decisions/business-time.md), whatever the facility's own zone.
 */
export function floorDayStart(now: Date): string {
  return DateTime.fromJSDate(now).setZone(BUSINESS_TIME_ZONE).startOf('day').toUTC().toISO() as string;
}
