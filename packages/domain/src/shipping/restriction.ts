import type { NormalisedAddress } from '../address/normalise-address.ts';
import { formatWeight, toOunces, type Weight } from './weight.ts';

/** What a restriction looks at: the normalised destination and, when known, the parcel weight. */
export interface RestrictionContext {
  address: NormalisedAddress;
  weight?: Weight | null;
}

/** A rule that varies, as data (R-5-53): a code, its arguments, and a check returning why it fails or null. */
export interface Restriction<A = unknown> {
  code: string;
  args: A;
  check: (ctx: RestrictionContext) => string | null;
}

/** Why a service was excluded: the rule's code and a sentence for people. */
export interface ExclusionReason {
  code: string;
  message: string;
}

const list = (countries: readonly string[]) => countries.join(', ');

/** R-5-53: the service ships only to these countries. */
export function countryWhitelist(
  countries: readonly string[],
): Restriction<{ countries: readonly string[] }> {
  return {
    code: 'country_whitelist',
    args: { countries },
    check: ({ address }) =>
      countries.includes(address.country) ? null : `Ships only to ${list(countries)}.`,
  };
}

/** R-5-53: the service never ships to these countries. */
export function countryBlacklist(
  countries: readonly string[],
): Restriction<{ countries: readonly string[] }> {
  return {
    code: 'country_blacklist',
    args: { countries },
    check: ({ address }) =>
      countries.includes(address.country) ? `Does not ship to ${address.country}.` : null,
  };
}

/** The parcel must weigh at most this much. An unknown weight passes: the label step weighs it again. */
export function maxWeight(limit: Weight): Restriction<{ weight: Weight }> {
  return {
    code: 'max_weight',
    args: { weight: limit },
    check: ({ weight }) =>
      weight && toOunces(weight) > toOunces(limit)
        ? `Parcels over ${formatWeight(limit)} cannot use it.`
        : null,
  };
}

/** The parcel must weigh at least this much. An unknown weight passes. */
export function minWeight(limit: Weight): Restriction<{ weight: Weight }> {
  return {
    code: 'min_weight',
    args: { weight: limit },
    check: ({ weight }) =>
      weight && toOunces(weight) < toOunces(limit)
        ? `Parcels under ${formatWeight(limit)} cannot use it.`
        : null,
  };
}

/** Runs the restrictions and collects every failure. */
export function failedRestrictions(
  restrictions: readonly Restriction[],
  ctx: RestrictionContext,
): ExclusionReason[] {
  return restrictions.flatMap((r) => {
    const message = r.check(ctx);
    return message === null ? [] : [{ code: r.code, message }];
  });
}
