import type { Address } from '../entities/entities.ts';
import { ADDRESS_FIELDS } from './address-fields.ts';
import { isDomestic } from './domestic.ts';

/** Every Address field, normalised to a string ('' when absent). */
export type NormalisedAddress = { [K in keyof Required<Address>]: string };

/**
 * O-5-61..63: trim, uppercase, strip non-alphanumerics. Letters (any script, with their combining marks) and
 * digits survive, and so do the three separators that carry meaning on a label: space ("K1A 0B6", "APT 4"),
 * '-' (ZIP+4, hyphenated house numbers) and '/' ("1/2" fractional addresses). Periods and apostrophes vanish
 * so "P.O." becomes "PO" and "O'Neil" "ONEIL"; any other symbol becomes a space so "Suite 5,Floor 2" keeps its
 * words apart. Runs of spaces collapse. See docs/decisions/address-normalising.md.
 */
export function normaliseText(value: string | null | undefined): string {
  return (
    (value ?? '')
      .toUpperCase()
      // Uppercasing can decompose (Greek "ῢ" -> three code points): compose afterwards so a second pass is a no-op.
      .normalize('NFC')
      .replace(/[.'’]/g, '')
      .replace(/[^\p{L}\p{M}\p{N} /-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** O-5-65: pad a short all-digit ZIP (Excel drops leading zeros: 2134 -> 02134), keep the +4 part. */
export function padUsZip(zip: string): string {
  const match = /^(\d{1,5})(?:-?(\d{4}))?$/.exec(zip);
  if (!match?.[1]) return zip;
  const five = match[1].padStart(5, '0');
  return match[2] ? `${five}-${match[2]}` : five;
}

/** O-5-61..65: a normalised copy of the address: cleaned text, country defaulting to US, padded US zips. */
export function normaliseAddress(address: Address | null | undefined): NormalisedAddress {
  const a = address ?? {};
  const out = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, normaliseText(a[f])])) as NormalisedAddress;
  if (out.country === '') out.country = 'US';
  // Every domestic country is addressed with USPS ZIP codes, so the same padding applies to PR, VI, GU, AA, AP.
  if (isDomestic(out.country)) out.zip = padUsZip(out.zip);
  return out;
}
