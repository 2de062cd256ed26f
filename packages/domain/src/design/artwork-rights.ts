/**
 * R-7-04 v3 artwork rights: the declaration a customer makes that they may print an artwork. What it
 * says is versioned: a declaration records the version its customer agreed to.
 */
export const ARTWORK_RIGHTS_VERSION = '2026-11';

/** The declaration's text, with the holder of the rights: the customer themself, or the licensor they name. */
export function artworkRightsStatement(licensor: string | null): string {
  const holder = licensor
    ? `I hold a licence from ${licensor}, who owns this artwork, to print it on products for sale`
    : 'I own this artwork, or hold every licence needed to print it on products for sale';
  return `${holder}. Printing it infringes no copyright, trademark, or right of publicity or privacy of anyone else, and I will answer for any claim that it does.`;
}

/** Who the rights belong to, as stored: "self" or the licensor's name. */
export const rightsOwner = (licensor: string | null): string => licensor?.trim() || 'self';

/** The licensor named in a stored owner, or null when the customer owns the artwork. */
export const licensorOf = (owner: string): string | null => (owner === 'self' ? null : owner);
