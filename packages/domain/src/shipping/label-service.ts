import { serviceCodeFromName } from './service-codes.ts';
import { serviceByCode } from './shipping-services.ts';
import type { LabelCarrier } from './tracking-numbers.ts';

/** The carrier and service a label is bought for. */
export interface LabelService {
  carrier: LabelCarrier;
  /** Our service code (shipping-services.ts), stored on the parcel. */
  service: string;
  /** The carrier's own code for it (UPS "03", USPS "US-PM", FedEx "FEDEX_GROUND"), when it has one. */
  carrierCode: string | null;
  description: string;
}

/** What a shipment without a label carrier of its own travels with (the generic "standard" and the consolidators). */
export const FALLBACK_LABEL_SERVICE = 'usps-parcel-select';

const LABEL_CARRIERS: readonly string[] = ['UPS', 'USPS', 'FEDEX', 'DHL'];

/**
 * Shipping station: the label service of a shipment's shipping method. UPS, USPS, FedEx and DHL services
 * are labelled as themselves; "standard" and the consolidators (UBI, 4PX: no label of ours) go as USPS Parcel
 * Select Ground; will call needs no label (null). docs/decisions/shipping-labels.md.
 */
export function labelServiceFor(shippingMethod: string | null | undefined): LabelService | null {
  // O-9-53: a method given by name or carrier code ("UPS Ground", "03", "US-PM") is the catalogue service it names.
  const method = serviceByCode(shippingMethod)
    ? shippingMethod
    : (serviceCodeFromName(shippingMethod) ?? shippingMethod);
  if (method === 'willcall') return null;
  const own = serviceByCode(method);
  const s = own && LABEL_CARRIERS.includes(own.carrier) ? own : serviceByCode(FALLBACK_LABEL_SERVICE);
  if (!s) return null;
  const withCode = s as { carrierCode?: string };
  return {
    carrier: s.carrier as LabelCarrier,
    service: s.code,
    carrierCode: withCode.carrierCode ?? null,
    description: s.description,
  };
}
