import { BUSINESS_TIME_ZONE } from '../calendar/business-hours-config.ts';
import { type Instant, inZone } from '../calendar/instant.ts';

/** O-9-27: the default date format, as the spec writes it. */
export const DEFAULT_DATE_FORMAT = 'MM/DD/YYYY';

// The same pattern in luxon tokens (luxon's "DD" means a localized date, "YYYY" a week year).
const LUXON_DATE_FORMAT = 'MM/dd/yyyy';

/**
 * O-9-27: a date as MM/DD/YYYY, taken in a zone (default Los Angeles, the business zone), so an instant late
 * on the 8th in California does not print as the 9th.
 */
export function formatDate(at: Instant, zone: string = BUSINESS_TIME_ZONE): string {
  return inZone(at, zone).toFormat(LUXON_DATE_FORMAT);
}
