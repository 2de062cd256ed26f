import { SHIPPING_SERVICES, type ShippingService } from './shipping-services.ts';

/**
 * O-9-53: UPS service names -> UPS service codes, as published in the UPS Rating/Shipping API developer guides
 * (codes "01" to "94"). Only those with a catalogue entry can be chosen; the rest are recognised on tracking
 * imports and labels bought outside the app.
 */
export const UPS_SERVICE_CODES = {
  'UPS Next Day Air': '01',
  'UPS 2nd Day Air': '02',
  'UPS Ground': '03',
  'UPS Worldwide Express': '07',
  'UPS Worldwide Expedited': '08',
  'UPS Standard': '11',
  'UPS 3 Day Select': '12',
  'UPS Next Day Air Saver': '13',
  'UPS Next Day Air Early': '14',
  'UPS Worldwide Express Plus': '54',
  'UPS 2nd Day Air A.M.': '59',
  'UPS Worldwide Saver': '65',
  'UPS SurePost Less than 1 lb': '92',
  'UPS SurePost 1 lb or Greater': '93',
  'UPS SurePost BPM': '94',
} as const;

/** O-9-53: USPS service names -> the "US-*" service types of the Stamps.com postage API (billing source STAMPS). */
export const USPS_SERVICE_CODES = {
  'USPS First Class Mail': 'US-FC',
  'USPS Media Mail': 'US-MM',
  'USPS Parcel Post': 'US-PP',
  'USPS Priority Mail': 'US-PM',
  'USPS Priority Mail Express': 'US-XM',
  'USPS Priority Mail Express International': 'US-EMI',
  'USPS Priority Mail International': 'US-PMI',
  'USPS First Class Mail International': 'US-FCI',
  'USPS Critical Mail': 'US-CM',
  'USPS Parcel Select Ground': 'US-PS',
  'USPS Library Mail': 'US-LM',
} as const;

/** FedEx service names -> FedEx Web Services / REST API service types. */
export const FEDEX_SERVICE_TYPES = {
  'FedEx First Overnight': 'FIRST_OVERNIGHT',
  'FedEx Priority Overnight': 'PRIORITY_OVERNIGHT',
  'FedEx Standard Overnight': 'STANDARD_OVERNIGHT',
  'FedEx 2Day A.M.': 'FEDEX_2_DAY_AM',
  'FedEx 2Day': 'FEDEX_2_DAY',
  'FedEx Express Saver': 'FEDEX_EXPRESS_SAVER',
  'FedEx Ground': 'FEDEX_GROUND',
  'FedEx Home Delivery': 'GROUND_HOME_DELIVERY',
} as const;

/** The names people (and the spec) use for catalogue services besides their descriptions. */
const ALIASES: Record<string, string> = {
  'UPS Next Day': 'ups-next-day-air',
  'UPS 2-Day': 'ups-2nd-day-air',
  'UPS 2 Day Air': 'ups-2nd-day-air',
  'UPS 3-Day Select': 'ups-3-day-select',
  'UPS SurePost': 'ups-surepost-1-lb-or-greater',
  'USPS First Class': 'usps-first-class',
  'USPS First Class Package': 'usps-first-class',
  'USPS Priority': 'usps-priority',
  'USPS Express': 'usps-express',
  'USPS Express Mail': 'usps-express',
  'USPS Parcel Select': 'usps-parcel-select',
  'USPS Priority International': 'usps-priority-international',
  'USPS First Class International': 'usps-first-class-international',
  'DHL SmartMail': 'dhl-smartmail-parcel-plus-expedited',
  'FedEx Overnight': 'fedex-standard-overnight',
  'FedEx 2-Day': 'fedex-2-day',
  'Will Call': 'willcall',
  Standard: 'standard',
};

/** Name comparison ignores case, spaces and punctuation: "UPS 2nd-Day Air" = "ups 2nd day air". */
const key = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const CARRIER_CODES: Record<string, string> = Object.fromEntries(
  [UPS_SERVICE_CODES, USPS_SERVICE_CODES, FEDEX_SERVICE_TYPES].flatMap((t) =>
    Object.entries(t).map(([name, code]) => [key(name), code]),
  ),
);

const CODE_BY_NAME = new Map<string, string>([
  ...SHIPPING_SERVICES.map((s): [string, string] => [key(s.code), s.code]),
  ...SHIPPING_SERVICES.map((s): [string, string] => [key(s.description), s.code]),
  ...Object.entries(ALIASES).map(([name, code]): [string, string] => [key(name), code]),
]);

const SERVICE_BY_CARRIER_CODE = new Map<string, ShippingService>(
  SHIPPING_SERVICES.flatMap((s: ShippingService) => (s.carrierCode ? [[s.carrierCode, s] as const] : [])),
);

/** O-9-53: the carrier's code for a service name ("UPS Ground" -> "03", "USPS Priority Mail" -> "US-PM"). */
export function carrierCodeFromName(name: string): string | null {
  return CARRIER_CODES[key(name)] ?? null;
}

/**
 * O-9-53: our catalogue code for a service name, alias, code, or carrier code ("UPS Ground", "ups ground",
 * "03", "US-PM"); null when no catalogue service matches.
 */
export function serviceCodeFromName(name: string | null | undefined): string | null {
  const raw = (name ?? '').trim();
  if (raw === '') return null;
  const direct = CODE_BY_NAME.get(key(raw));
  if (direct) return direct;
  const byCarrierCode = SERVICE_BY_CARRIER_CODE.get(raw.toUpperCase()) ?? SERVICE_BY_CARRIER_CODE.get(raw);
  if (byCarrierCode) return byCarrierCode.code;
  const carrierCode = carrierCodeFromName(raw);
  return carrierCode ? (SERVICE_BY_CARRIER_CODE.get(carrierCode)?.code ?? null) : null;
}
