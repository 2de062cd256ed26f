import { DateTime } from 'luxon';
import { DomainError } from '../errors/domain-error.ts';

/** A point in time as callers hold it: a Date, an ISO string, or a luxon DateTime. */
export type Instant = Date | string | DateTime;

/**
 * The instant seen in a time zone. An ISO string without an offset ("2024-03-08T16:00", "2024-03-08") is read
 * as wall-clock time in that zone; with an offset or "Z" it is an absolute instant.
 */
export function inZone(at: Instant, zone: string): DateTime {
  const dt =
    at instanceof Date
      ? DateTime.fromJSDate(at, { zone })
      : typeof at === 'string'
        ? DateTime.fromISO(at, { zone })
        : at.setZone(zone);
  if (!dt.isValid) {
    throw new DomainError('invalid_instant', `Invalid date or time zone: ${String(at)} in ${zone}`);
  }
  return dt;
}
