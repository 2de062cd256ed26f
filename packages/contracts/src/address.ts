import { z } from 'zod';
import { AddressSchema } from './entities.ts';

export const UserIdParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });

/** O-7-14: a suggested correction (only when it differs case-insensitively) and/or issues with type and message. */
export const AddressValidationResponseSchema = z.object({
  address: AddressSchema.optional(),
  issues: z.array(z.object({ type: z.string(), message: z.string() })).optional(),
});

export const SavedAddressSchema = z.object({ id: z.string(), address: AddressSchema });

/** O-7-13 (docs/decisions/address-book.md): the stored entry and whether an equal one already existed. */
export const SaveAddressResponseSchema = z.object({
  id: z.string(),
  address: AddressSchema,
  existing: z.boolean(),
});
export const AddressBookResponseSchema = z.object({ addresses: z.array(SavedAddressSchema) });
