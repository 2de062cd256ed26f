import type { Address } from '../entities/entities.ts';
import { normaliseAddress } from '../address/normalise-address.ts';
import { DEFAULT_DHL_CONFIG, type DhlConfig, dhlCountryRules } from './dhl-country-rules.ts';
import {
  countryBlacklist,
  countryWhitelist,
  type ExclusionReason,
  failedRestrictions,
  maxWeight,
  minWeight,
  type Restriction,
} from './restriction.ts';
import { SHIPPING_SERVICES, type ShippingService } from './shipping-services.ts';
import type { Weight } from './weight.ts';

/** R-5-53, O-5-91..101: the declarative restrictions of one service, DHL's destination rules included. */
export function restrictionsOf(service: ShippingService, dhl: DhlConfig = DEFAULT_DHL_CONFIG): Restriction[] {
  const rules: Restriction[] = [...countryRestrictionsOf(service)];
  if (service.minWeight) rules.push(minWeight(service.minWeight));
  if (service.maxWeight) rules.push(maxWeight(service.maxWeight));
  if (service.carrier === 'DHL') rules.push(...dhlCountryRules(dhl));
  return rules;
}

const countryRules = new Map<ShippingService, Restriction[]>();
/** R-5-53: a service's country whitelist and blacklist as restrictions (built once per service). */
export function countryRestrictionsOf(service: ShippingService): Restriction[] {
  let rules = countryRules.get(service);
  if (!rules) {
    rules = [];
    if (service.whitelist) rules.push(countryWhitelist(service.whitelist));
    if (service.blacklist) rules.push(countryBlacklist(service.blacklist));
    countryRules.set(service, rules);
  }
  return rules;
}

/**
 * R-5-53: whether a service's country lists let it carry to this address (country defaults to US). Weight and
 * DHL's configured lists are not looked at: the quote knows neither; `allowedServices` applies them.
 */
export function serviceShipsTo(service: ShippingService, address: Address | null | undefined): boolean {
  const rules = countryRestrictionsOf(service);
  if (rules.length === 0) return true;
  return failedRestrictions(rules, { address: normaliseAddress(address), weight: null }).length === 0;
}

export interface ExcludedService {
  service: ShippingService;
  reasons: ExclusionReason[];
}

export interface AllowedServices {
  allowed: ShippingService[];
  excluded: ExcludedService[];
}

export interface AllowedServicesOptions {
  /** DHL lists from configuration (temporary bans, PO-box-only destinations). */
  dhl?: DhlConfig;
  /** The catalogue to choose from; defaults to every service. */
  services?: readonly ShippingService[];
}

/**
 * The services that can carry a parcel of this weight to this address, and why each other one cannot.
 * The address is normalised first (country defaults to US); an unknown weight skips the weight limits.
 */
export function allowedServices(
  address: Address | null | undefined,
  weight?: Weight | null,
  options: AllowedServicesOptions = {},
): AllowedServices {
  const ctx = { address: normaliseAddress(address), weight: weight ?? null };
  const result: AllowedServices = { allowed: [], excluded: [] };
  for (const service of options.services ?? SHIPPING_SERVICES) {
    const reasons = failedRestrictions(restrictionsOf(service, options.dhl), ctx);
    if (reasons.length === 0) result.allowed.push(service);
    else result.excluded.push({ service, reasons });
  }
  return result;
}
