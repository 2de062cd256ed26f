import { type Carrier, isCarrier } from './carriers.ts';
import { serviceByCode } from './shipping-services.ts';

/** O-3-19: what a shipment's tracking entry carries. */
export interface TrackingInput {
  service?: string | null;
  carrier?: string | null;
  tracking: string;
}

/**
 * O-9-55: each carrier's public tracking page, "{n}" standing for the URL-encoded tracking number. Carriers
 * without a stable public page by number (UBI, 4PX, ASENDIA, TRACK_MY_MAIL and the generic ones) have none:
 * the number is shown as text (docs/decisions/tracking-links.md).
 */
export const TRACKING_URL_TEMPLATES: Partial<Record<Carrier, string>> = {
  UPS: 'https://www.ups.com/track?tracknum={n}',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}',
  FEDEX: 'https://www.fedex.com/fedextrack/?trknbr={n}',
  DHL: 'https://www.dhl.com/us-en/home/tracking/tracking-ecommerce.html?tracking-id={n}',
  ON_TRAC: 'https://www.ontrac.com/tracking/?number={n}',
  CANADAPOST: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={n}',
};

/** The carrier of a tracking entry: its own carrier when it has a page, else the carrier of its service. */
function carrierOf(input: TrackingInput): Carrier | null {
  const named = (input.carrier ?? '').trim().toUpperCase();
  if (isCarrier(named) && TRACKING_URL_TEMPLATES[named]) return named;
  return serviceByCode(input.service)?.carrier ?? (isCarrier(named) ? named : null);
}

/** O-9-55: the public tracking URL for a tracking number, or null when the carrier has none. */
export function trackingLink(input: TrackingInput): string | null {
  const number = input.tracking.replace(/\s+/g, '');
  const carrier = carrierOf(input);
  const template = carrier ? TRACKING_URL_TEMPLATES[carrier] : undefined;
  if (number === '' || !template) return null;
  return template.replace('{n}', encodeURIComponent(number));
}
