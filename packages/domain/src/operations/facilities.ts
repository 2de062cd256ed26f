import type { PrintType } from '../entities/entities.ts';

/** R-9-32: the company's own print facilities. */
export const FACILITY_CODES = ['FRESNO', 'SCRANTON', 'INDY', 'DALLAS', 'FREMONT'] as const;
export type FacilityCode = (typeof FACILITY_CODES)[number];

/**
 * R-9-32 (open): partner fulfilment codes. The spec says "many" without listing them; these are the partners
 * it names elsewhere (the gooten-enabled, swiftpod-enabled and dtg2go-enabled supplier tags, R-3-08..10).
 * docs/decisions/facilities.md.
 */
export const PARTNER_FULFILMENT_CODES = ['GOOTEN', 'SWIFTPOD', 'DTG2GO'] as const;
export type PartnerFulfilmentCode = (typeof PARTNER_FULFILMENT_CODES)[number];

/** A facility: where it is, its IANA time zone, the zip its printers ship from and what it prints. */
export interface Facility {
  code: FacilityCode;
  city: string;
  state: string;
  timeZone: string;
  printerZip: string;
  printTypes: readonly PrintType[];
  /** Runs around the clock (R-9-104/105). */
  roundTheClock: boolean;
}

/**
 * R-9-33..38: time zones are the IANA zones of each city; printer zips are withheld by the spec, so each is the
 * city's central public ZIP code (USPS) until the real ones are configured. docs/decisions/facilities.md.
 */
export const FACILITIES = {
  FRESNO: {
    code: 'FRESNO',
    city: 'Fresno',
    state: 'CA',
    timeZone: 'America/Los_Angeles',
    printerZip: '93721',
    printTypes: ['screenprint'],
    roundTheClock: false,
  },
  SCRANTON: {
    code: 'SCRANTON',
    city: 'Scranton',
    state: 'PA',
    timeZone: 'America/New_York',
    printerZip: '18503',
    printTypes: ['dtg', 'screenprint'],
    roundTheClock: false,
  },
  INDY: {
    code: 'INDY',
    city: 'Indianapolis',
    state: 'IN',
    timeZone: 'America/Indiana/Indianapolis',
    printerZip: '46204',
    printTypes: ['dtg', 'screenprint', 'mug'],
    roundTheClock: true,
  },
  DALLAS: {
    code: 'DALLAS',
    city: 'Dallas',
    state: 'TX',
    timeZone: 'America/Chicago',
    printerZip: '75201',
    printTypes: [],
    roundTheClock: true,
  },
  FREMONT: {
    code: 'FREMONT',
    city: 'Fremont',
    state: 'CA',
    timeZone: 'America/Los_Angeles',
    printerZip: '94538',
    printTypes: ['case', 'poster'],
    roundTheClock: false,
  },
} as const satisfies Record<FacilityCode, Facility>;

/** Facilities that print `printType`, in the spec's facility order. */
export const facilitiesFor = (printType: PrintType): FacilityCode[] =>
  FACILITY_CODES.filter((code) => (FACILITIES[code].printTypes as readonly PrintType[]).includes(printType));

/** True when `code` is one of the company's facilities. */
export const isFacilityCode = (code: string): code is FacilityCode =>
  (FACILITY_CODES as readonly string[]).includes(code);
