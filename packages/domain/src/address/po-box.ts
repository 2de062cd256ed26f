import type { Address } from '../entities/entities.ts';

/**
 * A post-office box in the ways people write it: "PO Box", "P.O. Box", "P O Box", "POBox", "PO Bx", "POB",
 * "Post Office Box", "Postal Box". The letters around it must not continue a word, so "Boxwood St",
 * "Polk Box Rd" and "APO" are not boxes.
 */
const PO_BOX = /(?<![A-Z])(?:P\s*O\s*(?:BOX|BX|B)|POST(?:AL)?\s*(?:OFFICE\s*)?BOX)(?![A-Z])/;

/** True when the text names a PO box (case, periods and spacing ignored). */
export function isPoBoxLine(line: string | null | undefined): boolean {
  return PO_BOX.test((line ?? '').toUpperCase().replace(/[.]/g, ' '));
}

/** O-5-66/67: true when address line 1 or address line 2 is a PO box. */
export function isPoBox(address: Pick<Address, 'address1' | 'address2'> | null | undefined): boolean {
  return isPoBoxLine(address?.address1) || isPoBoxLine(address?.address2);
}
