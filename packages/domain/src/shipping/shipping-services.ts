import { DOMESTIC_COUNTRIES } from '../address/domestic.ts';
import type { Carrier } from './carriers.ts';
import { ounces, pounds, type Weight } from './weight.ts';

/** Delivery time in business days after shipping, min..max (equal for a fixed estimate). */
export interface DeliveryEstimate {
  min: number;
  max: number;
}

/** O-3-17: a shipping service: description, carrier, optional weight limits, and a country white- or blacklist. */
export interface ShippingService {
  /** Our stable code, stored on shipments and accepted by the API. */
  code: string;
  carrier: Carrier;
  description: string;
  /** null: the spec gives none (willcall, DHL GM international). */
  estimate: DeliveryEstimate | null;
  maxWeight?: Weight;
  minWeight?: Weight;
  whitelist?: readonly string[];
  blacklist?: readonly string[];
  /** The carrier's own code for the service (UPS "03", USPS "US-PM", FedEx "FEDEX_GROUND"), when it has one. */
  carrierCode?: string;
}

const days = (min: number, max: number = min): DeliveryEstimate => ({ min, max });
const US_ONLY = ['US'] as const;

/**
 * O-9-45..52, R-9-48..53: every service the spec names. Country lists the spec states are marked "spec"; the
 * others are carrier facts (domestic services stay domestic, international ones abroad), see
 * docs/decisions/shipping-services.md.
 */
// biome-ignore format: one service per line reads as a table
export const SHIPPING_SERVICES = [
  { code: 'standard', carrier: 'GENERIC', description: 'Standard Shipping', estimate: days(3, 8) },
  { code: 'willcall', carrier: 'OTHER', description: 'Will Call (pick up at the facility)', estimate: null },

  // UPS does not deliver to APO/FPO/DPO; its domestic services stay in the US and USPS serves the territories.
  { code: 'ups-next-day-air', carrier: 'UPS', description: 'UPS Next Day Air', estimate: days(1), whitelist: US_ONLY, carrierCode: '01' },
  { code: 'ups-2nd-day-air', carrier: 'UPS', description: 'UPS 2nd Day Air', estimate: days(2), whitelist: US_ONLY, carrierCode: '02' },
  { code: 'ups-3-day-select', carrier: 'UPS', description: 'UPS 3 Day Select', estimate: days(3), whitelist: US_ONLY, carrierCode: '12' },
  { code: 'ups-ground', carrier: 'UPS', description: 'UPS Ground', estimate: days(1, 5), whitelist: US_ONLY, carrierCode: '03' },
  { code: 'ups-surepost-less-than-1-lb', carrier: 'UPS', description: 'UPS SurePost Less than 1 lb', estimate: days(2, 6), maxWeight: ounces(13), whitelist: US_ONLY, carrierCode: '92' },
  { code: 'ups-surepost-1-lb-or-greater', carrier: 'UPS', description: 'UPS SurePost 1 lb or Greater', estimate: days(2, 6), minWeight: pounds(1), whitelist: US_ONLY, carrierCode: '93' },

  { code: 'usps-first-class', carrier: 'USPS', description: 'USPS First Class Mail', estimate: days(1, 5), maxWeight: ounces(13), whitelist: DOMESTIC_COUNTRIES, carrierCode: 'US-FC' },
  { code: 'usps-priority', carrier: 'USPS', description: 'USPS Priority Mail', estimate: days(1, 3), whitelist: DOMESTIC_COUNTRIES, carrierCode: 'US-PM' },
  { code: 'usps-express', carrier: 'USPS', description: 'USPS Priority Mail Express', estimate: days(2), whitelist: DOMESTIC_COUNTRIES, carrierCode: 'US-XM' },
  { code: 'usps-parcel-select', carrier: 'USPS', description: 'USPS Parcel Select Ground', estimate: days(2, 8), whitelist: DOMESTIC_COUNTRIES, carrierCode: 'US-PS' },
  { code: 'usps-priority-international', carrier: 'USPS', description: 'USPS Priority Mail International', estimate: days(6, 10), blacklist: DOMESTIC_COUNTRIES, carrierCode: 'US-PMI' },
  { code: 'usps-first-class-international', carrier: 'USPS', description: 'USPS First Class Mail International', estimate: days(7, 21), blacklist: DOMESTIC_COUNTRIES, carrierCode: 'US-FCI' },

  // spec: SmartMail max 1 or 25 lb, min 1 lb, US only; DHL domestic services are US only (R-5-54).
  { code: 'dhl-smartmail-parcels-expedited', carrier: 'DHL', description: 'DHL SmartMail Parcels Expedited', estimate: days(2, 8), maxWeight: pounds(1), whitelist: US_ONLY },
  { code: 'dhl-smartmail-parcel-plus-expedited', carrier: 'DHL', description: 'DHL SmartMail Parcel Plus Expedited', estimate: days(2, 8), minWeight: pounds(1), maxWeight: pounds(25), whitelist: US_ONLY },
  { code: 'dhl-standard', carrier: 'DHL', description: 'DHL Standard', estimate: days(3, 8), whitelist: US_ONLY },
  { code: 'dhl-ecommerce-us', carrier: 'DHL', description: 'DHL Ecommerce US', estimate: days(7, 21), whitelist: US_ONLY },
  // spec: DHL GM packet services exclude the US (R-5-55); the spec gives them no estimate.
  { code: 'dhl-gm-packet-international', carrier: 'DHL', description: 'DHL GM Packet International', estimate: null, blacklist: US_ONLY },
  { code: 'dhl-gm-packet-plus-international', carrier: 'DHL', description: 'DHL GM Packet Plus International', estimate: null, blacklist: US_ONLY },

  // spec: FedEx is US only.
  { code: 'fedex-standard-overnight', carrier: 'FEDEX', description: 'FedEx Standard Overnight', estimate: days(1), whitelist: US_ONLY, carrierCode: 'STANDARD_OVERNIGHT' },
  { code: 'fedex-2-day', carrier: 'FEDEX', description: 'FedEx 2Day', estimate: days(2), whitelist: US_ONLY, carrierCode: 'FEDEX_2_DAY' },
  { code: 'fedex-express-saver', carrier: 'FEDEX', description: 'FedEx Express Saver', estimate: days(3, 5), whitelist: US_ONLY, carrierCode: 'FEDEX_EXPRESS_SAVER' },
  { code: 'fedex-ground', carrier: 'FEDEX', description: 'FedEx Ground', estimate: days(1, 5), whitelist: US_ONLY, carrierCode: 'FEDEX_GROUND' },

  // spec: UBI is AU and CA only; 4PX is GB, DE, FR, ES, SE, DK, BE, IT, NL only.
  { code: 'ubi', carrier: 'UBI', description: 'UBI', estimate: days(10, 15), whitelist: ['AU', 'CA'] },
  { code: '4px', carrier: '4PX', description: '4PX', estimate: days(7, 15), whitelist: ['GB', 'DE', 'FR', 'ES', 'SE', 'DK', 'BE', 'IT', 'NL'] },
] as const satisfies readonly ShippingService[];

export type ShippingServiceCode = (typeof SHIPPING_SERVICES)[number]['code'];

/** O-9-45 / R-9-53: the service used when none is chosen. */
export const DEFAULT_SERVICE_CODE = 'standard' satisfies ShippingServiceCode;

const BY_CODE = new Map<string, ShippingService>(SHIPPING_SERVICES.map((s) => [s.code, s]));

/** The catalogue entry for a code (case-insensitive), or undefined. */
export function serviceByCode(code: string | null | undefined): ShippingService | undefined {
  return BY_CODE.get((code ?? '').trim().toLowerCase());
}

/** The catalogue services of one carrier. */
/** Whether a code names a shipping service of the catalogue (the shipping settings' choice). */
export const isShippingServiceCode = (code: string): boolean => BY_CODE.has(code);

export function servicesOf(carrier: Carrier): ShippingService[] {
  return SHIPPING_SERVICES.filter((s) => s.carrier === carrier);
}
