/** O-9-43: every carrier a shipment or tracking entry can name. */
export const CARRIERS = [
  'UPS',
  'USPS',
  'DHL',
  'FEDEX',
  'UBI',
  '4PX',
  'OTHER',
  'THIRD_PARTY',
  'GENERIC',
  'ASENDIA',
  'TRACK_MY_MAIL',
  'ON_TRAC',
  'CANADAPOST',
] as const;
export type Carrier = (typeof CARRIERS)[number];

/** O-9-44: who a label is bought from (STAMPS buys USPS postage; DHLGM is DHL eCommerce, formerly Global Mail). */
export const BILLING_SOURCES = ['STAMPS', 'UPS', 'DHLGM', 'FEDEX'] as const;
export type BillingSource = (typeof BILLING_SOURCES)[number];

/** R-9-47: the carriers the shipping station buys labels from. */
export const SHIPPING_CARRIERS = ['UPS', 'USPS', 'FEDEX', 'DHLGM'] as const;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];

/** True for a known carrier code (case-insensitive). */
export function isCarrier(value: string | null | undefined): value is Carrier {
  return (CARRIERS as readonly string[]).includes((value ?? '').trim().toUpperCase());
}

/** The billing source that pays for a carrier's labels, when we buy them ourselves. */
export function billingSourceFor(carrier: Carrier): BillingSource | null {
  switch (carrier) {
    case 'USPS':
      return 'STAMPS';
    case 'UPS':
      return 'UPS';
    case 'DHL':
      return 'DHLGM';
    case 'FEDEX':
      return 'FEDEX';
    default:
      return null;
  }
}
