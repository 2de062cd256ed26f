/**
 * R-9-55: the 27 member states of the European Union (since the UK left on 31 January 2020), as ISO 3166-1
 * alpha-2 codes. Greece is GR here, not the EU's own "EL". Source: europa.eu, "EU countries".
 */
// biome-ignore format: a country table reads best packed
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

export type EuCountry = (typeof EU_COUNTRIES)[number];

/** True for an EU member state (case-insensitive). */
export function isEuCountry(country: string | null | undefined): boolean {
  return (EU_COUNTRIES as readonly string[]).includes((country ?? '').trim().toUpperCase());
}
