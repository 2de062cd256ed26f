import type { AddressValidationResponse } from '@platen/domain/address/address-validation';
import type { Address } from '@platen/domain/entities/entities';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** POST order2 address validation (O-7-14): a suggested correction and/or issues with type and message. */
export const validateAddress = (address: Address) =>
  http.post<AddressValidationResponse & { issues?: { type: string; message: string }[] }>(
    serviceUrl('order2', '/address/validation'),
    address,
  );
