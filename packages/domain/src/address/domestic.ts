/**
 * O-5-51 / R-9-54: the countries the US carriers treat as domestic. AA and AP are the USPS military
 * "states" (Armed Forces Americas / Pacific) that customers put in the country field; AE is not here because as a
 * country code it means the United Arab Emirates.
 */
export const DOMESTIC_COUNTRIES = ['PR', 'VI', 'GU', 'AA', 'AP', 'US'] as const;
export type DomesticCountry = (typeof DOMESTIC_COUNTRIES)[number];

/** True when the country is missing (defaults to US) or one of DOMESTIC_COUNTRIES; case and spaces ignored. */
export function isDomestic(country: string | null | undefined): boolean {
  const code = (country ?? '').trim().toUpperCase();
  return code === '' || (DOMESTIC_COUNTRIES as readonly string[]).includes(code);
}
