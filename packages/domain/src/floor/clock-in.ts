import { finishingStationOf } from './finishing.ts';
import { type FloorStation, STATION_LABELS } from './stations.ts';

/** Store and rack are one station with two names: a scan at either counts for a shift at either. */
const sameStation = (a: FloorStation, b: FloorStation) =>
  a === b || (finishingStationOf(a) === 'store' && finishingStationOf(b) === 'store');

/**
 * A scan counts for the station and facility the employee is clocked in at, so labour time per station is
 * right: without a shift, or at another station or facility, the scan is refused with the sentence saying
 * where to clock in ("Clock in at DTG first."). Null when the scan may go on.
 */
export function clockInRefusal(
  shift: { station: string; facility: string } | null,
  scan: { station: FloorStation; facility?: string | undefined },
): string | null {
  const label = STATION_LABELS[scan.station];
  if (!shift) return `Clock in at ${label} first.`;
  const elsewhereFacility = scan.facility !== undefined && scan.facility !== shift.facility;
  if (elsewhereFacility) return `Clock in at ${label} (${scan.facility}) first.`;
  if (!sameStation(shift.station as FloorStation, scan.station)) return `Clock in at ${label} first.`;
  return null;
}
