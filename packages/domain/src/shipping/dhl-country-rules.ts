import { isPoBox } from '../address/po-box.ts';
import type { Restriction, RestrictionContext } from './restriction.ts';

/**
 * O-5-91: destinations without a postcode system, where DHL needs no zip. Derived from Google's public address
 * metadata (libaddressinput RegionDataConstants: countries whose address format has no postcode field).
 * Sanctioned ISO codes it has no data for (CU, KP, SD, SY) are left out: DHL_BANNED stops them anyway.
 */
// biome-ignore format: a country table reads best packed
export const DHL_ZIP_NOT_REQUIRED = [
  'AE', 'AG', 'AO', 'AQ', 'AW', 'BF', 'BI', 'BJ', 'BO', 'BQ', 'BS', 'BV', 'BW', 'BZ', 'CD', 'CF', 'CG', 'CI',
  'CK', 'CM', 'CW', 'DJ', 'DM', 'ER', 'FJ', 'GA', 'GD', 'GH', 'GM', 'GQ', 'GY', 'HK', 'JM', 'KI', 'KM', 'KN',
  'LC', 'LY', 'ML', 'MO', 'MR', 'MS', 'MW', 'NA', 'NR', 'NU', 'PA', 'PS', 'QA', 'RW', 'SB', 'SC', 'SL', 'SR',
  'SS', 'ST', 'SX', 'TD', 'TF', 'TG', 'TK', 'TL', 'TO', 'TT', 'TV', 'UG', 'VU', 'WS', 'YE', 'ZW',
] as const;

/** O-5-92: DHL needs a state or province for these destinations. */
export const DHL_STATE_REQUIRED = ['AU', 'BR', 'CA', 'IT', 'MT', 'MX'] as const;

/** O-5-94: destinations DHL never serves. */
export const DHL_BANNED = ['CU', 'IR', 'KP', 'LY', 'SL', 'SO', 'SD', 'SY', 'YE'] as const;

/**
 * O-5-95: DHL's temporary suspensions. The spec counts 36 but names only these six; DHL's current list is not
 * public, so this holds only the known ones and the rest comes from configuration
 * (docs/decisions/shipping-temporarily-banned.md).
 */
export const DHL_TEMPORARILY_BANNED_KNOWN = ['AZ', 'BM', 'IQ', 'IR', 'VE', 'YE'] as const;

/**
 * O-5-93: destinations where the postal partner delivering DHL packets only delivers to PO boxes. Only the UAE is
 * publicly documented (Emirates Post has no street delivery); the list is configuration
 * (docs/decisions/dhl-country-lists.md).
 */
export const DHL_PO_BOX_REQUIRED_DEFAULT = ['AE'] as const;

/** The DHL lists that change without a release: loaded from configuration, defaulting to the known values. */
export interface DhlConfig {
  temporarilyBanned: readonly string[];
  poBoxRequired: readonly string[];
}

export const DEFAULT_DHL_CONFIG: DhlConfig = {
  temporarilyBanned: DHL_TEMPORARILY_BANNED_KNOWN,
  poBoxRequired: DHL_PO_BOX_REQUIRED_DEFAULT,
};

const inList = (list: readonly string[], ctx: RestrictionContext) => list.includes(ctx.address.country);

/** O-5-91..95: DHL's destination rules as declarative restrictions, applied to every DHL service. */
export function dhlCountryRules(config: DhlConfig = DEFAULT_DHL_CONFIG): Restriction[] {
  return [
    {
      code: 'dhl_banned',
      args: { countries: DHL_BANNED },
      check: (ctx) => (inList(DHL_BANNED, ctx) ? `DHL does not deliver to ${ctx.address.country}.` : null),
    },
    {
      code: 'dhl_temporarily_banned',
      args: { countries: config.temporarilyBanned },
      check: (ctx) =>
        inList(config.temporarilyBanned, ctx)
          ? `DHL has suspended deliveries to ${ctx.address.country}.`
          : null,
    },
    {
      code: 'dhl_state_required',
      args: { countries: DHL_STATE_REQUIRED },
      check: (ctx) =>
        inList(DHL_STATE_REQUIRED, ctx) && ctx.address.state === ''
          ? `DHL needs a state or province for ${ctx.address.country}.`
          : null,
    },
    {
      code: 'dhl_zip_required',
      args: { exceptCountries: DHL_ZIP_NOT_REQUIRED },
      check: (ctx) =>
        !inList(DHL_ZIP_NOT_REQUIRED, ctx) && ctx.address.zip === ''
          ? `DHL needs a postal code for ${ctx.address.country}.`
          : null,
    },
    {
      code: 'dhl_po_box_required',
      args: { countries: config.poBoxRequired },
      check: (ctx) =>
        inList(config.poBoxRequired, ctx) && !isPoBox(ctx.address)
          ? `DHL delivers to ${ctx.address.country} only at a PO box.`
          : null,
    },
  ];
}
