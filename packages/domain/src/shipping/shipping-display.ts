import type { CartShipping } from '../entities/entities.ts';
import { DEFAULT_SERVICE_CODE, type DeliveryEstimate, serviceByCode } from './shipping-services.ts';

/** "1 day", "2 days", "1-5 days". */
export function formatEstimate(estimate: DeliveryEstimate): string {
  if (estimate.min === estimate.max) return `${estimate.min} ${estimate.min === 1 ? 'day' : 'days'}`;
  return `${estimate.min}-${estimate.max} days`;
}

/** A service's description plus its estimate in parentheses when it has one: "UPS Ground (1-5 days)". */
export function serviceDisplay(code: string): string {
  const service = serviceByCode(code);
  if (!service) return code;
  return service.estimate
    ? `${service.description} (${formatEstimate(service.estimate)})`
    : service.description;
}

/**
 * O-9-66..68: the shipping line of a shipment or cart: the chosen method with its estimate; else "Default:"
 * followed by the default domestic methods joined by "/"; else the standard service.
 */
export function shippingDisplayText(
  chosen: string | null | undefined,
  shipping?: CartShipping | null,
): string {
  if (chosen && chosen.trim() !== '') return serviceDisplay(chosen.trim());
  const defaults = (shipping?.default?.domestic ?? []).filter((code) => code.trim() !== '');
  if (defaults.length > 0) {
    return `Default: ${defaults.map((code) => serviceByCode(code)?.description ?? code).join('/')}`;
  }
  return serviceDisplay(DEFAULT_SERVICE_CODE);
}
