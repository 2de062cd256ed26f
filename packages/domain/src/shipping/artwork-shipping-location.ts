/** O-9-56..58: where an artwork-add order may ship: three countries, the EU group, or UNSUPPORTED. */
export const ARTWORK_SHIPPING_COUNTRIES = ['US', 'CA', 'AU'] as const;
/** O-9-57: the "EU" group as the spec defines it (it includes GB, which left the EU in 2020). */
export const ARTWORK_SHIPPING_EU_GROUP = ['GB', 'DE', 'FR', 'ES', 'SE', 'DK', 'BE', 'IT', 'NL'] as const;

export type ArtworkShippingLocation = (typeof ARTWORK_SHIPPING_COUNTRIES)[number] | 'EU' | 'UNSUPPORTED';

/** The artwork-add shipping location of a country code (case-insensitive; missing means US). */
export function artworkShippingLocation(country: string | null | undefined): ArtworkShippingLocation {
  const code = (country ?? '').trim().toUpperCase() || 'US';
  if ((ARTWORK_SHIPPING_COUNTRIES as readonly string[]).includes(code)) {
    return code as (typeof ARTWORK_SHIPPING_COUNTRIES)[number];
  }
  if ((ARTWORK_SHIPPING_EU_GROUP as readonly string[]).includes(code)) return 'EU';
  return 'UNSUPPORTED';
}
