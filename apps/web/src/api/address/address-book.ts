import type {
  AddressBookResponseSchema,
  AddressValidationResponseSchema,
  SavedAddressSchema,
  SaveAddressResponseSchema,
} from '@platen/contracts';
import type { Address } from '@platen/domain/entities/entities';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type SavedAddress = z.infer<typeof SavedAddressSchema>;
type AddressBook = z.infer<typeof AddressBookResponseSchema>;
type SaveAddressResponse = z.infer<typeof SaveAddressResponseSchema>;
export type AddressValidation = z.infer<typeof AddressValidationResponseSchema>;

/** The address step's server calls: the address book (docs/decisions/address-book.md) and validation. */
export const addressApi = injectApi({
  endpoints: (b) => ({
    /** GET order2 address book {userId} (O-7-13). */
    addressBook: b.query<AddressBook, string>({
      query: (userId) => serviceUrl('order2', '/address/:userId', { userId }),
      providesTags: ['Address'],
    }),
    /** POST order2 address save {userId} (O-7-13): stores it unless an equal entry exists. */
    saveAddress: b.mutation<SaveAddressResponse, { userId: string; address: Address }>({
      query: ({ userId, address }) => ({
        url: serviceUrl('order2', '/address/save/:userId', { userId }),
        method: 'POST',
        body: address,
      }),
      invalidatesTags: ['Address'],
    }),
    /** POST order2 address validation (O-7-14): a suggested correction and/or issues with type and message. */
    validateAddress: b.mutation<AddressValidation, Address>({
      query: (address) => ({
        url: serviceUrl('order2', '/address/validation'),
        method: 'POST',
        body: address,
      }),
    }),
  }),
});

export const { useAddressBookQuery, useSaveAddressMutation, useValidateAddressMutation } = addressApi;
