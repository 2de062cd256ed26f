import type { Address } from '../entities/entities.ts';
import { isDomestic } from '../address/domestic.ts';
import { normaliseAddress } from '../address/normalise-address.ts';
import { type AllowedServicesOptions, allowedServices, type ExcludedService } from './allowed-services.ts';
import { isApiValidService } from './api-valid-services.ts';
import { isEuCountry } from './eu-countries.ts';
import { serviceCodeFromName } from './service-codes.ts';
import type { ShippingService } from './shipping-services.ts';
import type { Weight } from './weight.ts';

/** Why a service the destination allows is still not offered through the public API (O-9-54). */
export const API_NOT_ALLOWED = {
  code: 'api_not_allowed',
  message: 'Chosen by staff only: a pickup must be arranged with the facility.',
} as const;

export interface ApiShippingServices {
  country: string;
  domestic: boolean;
  eu: boolean;
  allowed: ShippingService[];
  excluded: ExcludedService[];
}

/**
 * R-7-04 v3 shipping: the services the public API offers for this destination and weight: the domain's
 * restrictions (allowedServices: country lists, weight limits, DHL's destination rules) and then the API's own
 * list (O-9-54: no will call). `only` narrows to one service named by code, name or carrier code (O-9-53);
 * a name that matches no service leaves every service excluded with reason `unknown_service`.
 */
export function apiShippingServices(
  address: Address | null | undefined,
  weight?: Weight | null,
  options: AllowedServicesOptions & { only?: string | null } = {},
): ApiShippingServices {
  const country = normaliseAddress(address).country;
  const r = allowedServices(address, weight, options);
  const allowed = r.allowed.filter((s) => isApiValidService(s.code));
  const excluded: ExcludedService[] = [
    ...r.allowed
      .filter((s) => !isApiValidService(s.code))
      .map((service) => ({ service, reasons: [API_NOT_ALLOWED] })),
    ...r.excluded,
  ];
  const base = { country, domestic: isDomestic(country), eu: isEuCountry(country) };
  if (options.only == null) return { ...base, allowed, excluded };
  const code = serviceCodeFromName(options.only);
  return {
    ...base,
    allowed: allowed.filter((s) => s.code === code),
    excluded: [
      ...allowed
        .filter((s) => s.code !== code)
        .map((service) => ({
          service,
          reasons: [{ code: 'not_requested', message: 'Another service was asked for.' }],
        })),
      ...excluded,
    ],
  };
}
