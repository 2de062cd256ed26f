import { SHIPPING_SERVICES, type ShippingServiceCode } from './shipping-services.ts';

/**
 * O-9-54: the service codes the public API accepts: every catalogue service except willcall, which needs a
 * pickup arranged with the facility and so is chosen only by staff (docs/decisions/shipping-services.md).
 */
export const API_VALID_SERVICES: readonly ShippingServiceCode[] = SHIPPING_SERVICES.map((s) => s.code).filter(
  (code) => code !== 'willcall',
);

/** True when an API request may name this service code (case-insensitive). */
export function isApiValidService(code: string | null | undefined): boolean {
  return (API_VALID_SERVICES as readonly string[]).includes((code ?? '').trim().toLowerCase());
}
