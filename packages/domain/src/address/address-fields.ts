import type { Address } from '../entities/entities.ts';

/** The fields of an address (O-3-16), in form order: the one list every address rule and form reads. */
export const ADDRESS_FIELDS = [
  'name',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'fax',
] as const satisfies readonly (keyof Address)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The fields the checkout address form shows (all but fax). */
export type AddressFormField = Exclude<AddressField, 'fax'>;
export const ADDRESS_FORM_FIELDS: readonly AddressFormField[] = ADDRESS_FIELDS.filter(
  (f): f is AddressFormField => f !== 'fax',
);

export const isAddressField = (name: string): name is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(name);
