import type { Carrier } from './carriers.ts';

/**
 * Shipping labels: tracking numbers in each carrier's real format, with its check digit, so that a number
 * Platen prints on a label is one the carrier's own validators (and anyone's scanner) accept.
 * - UPS: "1Z" + 6-character shipper number + 2-digit service + 7-digit package reference + check digit (letters
 *   count as (char code - 3) mod 10; digits in odd places from the left double; 10 - sum mod 10).
 * - USPS (and DHL eCommerce, whose US parcels travel on USPS Intelligent Mail package barcodes): IMpb, 22 digits:
 *   "9" + 2-digit channel + 3-digit service type + 9-digit mailer id + 6-digit serial + the GS1 mod-10 check
 *   digit (from the right, weights 3, 1, 3, ...).
 * - FedEx Express: 12 digits, the last one the check digit: weights 1, 3, 7 repeating from the right, sum mod 11,
 *   then mod 10.
 * docs/decisions/shipping-labels.md.
 */
export type LabelCarrier = Extract<Carrier, 'UPS' | 'USPS' | 'FEDEX' | 'DHL'>;

const digitsOnly = (s: string) => /^\d+$/.test(s);

/** UPS check digit of the 15 characters after "1Z". */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    const n = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : (c.charCodeAt(0) - 3) % 10;
    sum += i % 2 === 1 ? n * 2 : n;
  }
  return (10 - (sum % 10)) % 10;
}

/** GS1 / USPS IMpb mod-10 check digit of a digit string (weights 3, 1 from the rightmost digit). */
export function mod10CheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const n = payload.charCodeAt(payload.length - 1 - i) - 48;
    sum += i % 2 === 0 ? n * 3 : n;
  }
  return (10 - (sum % 10)) % 10;
}

/** FedEx Express 12-digit check digit of the first 11 digits (weights 1, 3, 7 from the right, mod 11, mod 10). */
export function fedexCheckDigit(payload: string): number {
  const weights = [1, 3, 7];
  let sum = 0;
  for (let i = 0; i < payload.length; i++)
    sum += (payload.charCodeAt(payload.length - 1 - i) - 48) * (weights[i % 3] as number);
  return (sum % 11) % 10;
}

/** The UPS two-digit service indicator on a tracking number, by the service's UPS code. */
const UPS_SERVICE_INDICATOR: Record<string, string> = {
  '01': '01', // Next Day Air
  '02': '02', // 2nd Day Air
  '03': '03', // Ground
  '12': '12', // 3 Day Select
  '13': '13', // Next Day Air Saver
  '14': '14', // Next Day Air Early
  '59': '59', // 2nd Day Air A.M.
};

/** IMpb service type codes by USPS service (Publication 199): Priority, Priority Express, Ground Advantage... */
const USPS_SERVICE_TYPE: Record<string, string> = {
  'US-PM': '055',
  'US-XM': '701',
  'US-FC': '001',
  'US-PS': '612',
  'US-MM': '071',
  'US-LM': '061',
  'US-PP': '612',
  'US-CM': '055',
};

export interface TrackingNumberInput {
  carrier: LabelCarrier;
  /** The carrier's service code (UPS "03", USPS "US-PM", FedEx "FEDEX_GROUND"), when known. */
  serviceCode?: string | null;
  /** Our shipper account with the carrier: 6 characters for UPS, a 9-digit mailer id for USPS. */
  account?: string | null;
  /** A number unique per label of this account (the shipment's label sequence). */
  serial: number;
}

const pad = (n: number, width: number) => String(Math.abs(Math.trunc(n)) % 10 ** width).padStart(width, '0');

/** Makes the tracking number of a label in the carrier's format, check digit included. */
export function makeTrackingNumber(input: TrackingNumberInput): string {
  switch (input.carrier) {
    case 'UPS': {
      const shipper = (input.account ?? 'PLATEN')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .padEnd(6, '0')
        .slice(0, 6);
      const service = UPS_SERVICE_INDICATOR[input.serviceCode ?? ''] ?? '03';
      const body = `${shipper}${service}${pad(input.serial, 7)}`;
      return `1Z${body}${upsCheckDigit(body)}`;
    }
    case 'USPS':
    case 'DHL': {
      const channel = input.carrier === 'DHL' ? '26' : '40';
      const stc = USPS_SERVICE_TYPE[input.serviceCode ?? ''] ?? '055';
      const mid =
        digitsOnly(input.account ?? '') && (input.account ?? '').length === 9
          ? (input.account as string)
          : '902000000';
      const payload = `9${channel}${stc}${mid}${pad(input.serial, 6)}`;
      return `${payload}${mod10CheckDigit(payload)}`;
    }
    case 'FEDEX': {
      const payload = `7${pad(input.serial, 10)}`;
      return `${payload}${fedexCheckDigit(payload)}`;
    }
  }
}

/** True when `n` is a well-formed tracking number of the carrier whose check digit holds. */
export function isValidTrackingNumber(carrier: LabelCarrier, n: string): boolean {
  const s = n.replace(/\s+/g, '').toUpperCase();
  switch (carrier) {
    case 'UPS':
      return /^1Z[A-Z0-9]{15}\d$/.test(s) && upsCheckDigit(s.slice(2, 17)) === Number(s[17]);
    case 'USPS':
    case 'DHL':
      return /^9\d{21}$/.test(s) && mod10CheckDigit(s.slice(0, 21)) === Number(s[21]);
    case 'FEDEX':
      return /^\d{12}$/.test(s) && fedexCheckDigit(s.slice(0, 11)) === Number(s[11]);
  }
}
