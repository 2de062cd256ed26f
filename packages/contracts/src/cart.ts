import type { PatchError } from '@platen/domain/patch/json-patch';
import { CART_NAME_MAX_LENGTH } from '@platen/domain/cart/save-quote-name';
import { z } from 'zod';
import { CartSchema, ShipmentSchema } from './entities.ts';
import { ApiErrorSchema } from './errors.ts';

/** Most operations one PATCH may carry (a whole 100-line cart edit fits easily). */
export const MAX_PATCH_OPS = 1000;

const id = z.string().min(1).max(100);

export const CartIdParamsSchema = z.strictObject({ cartId: id });
export const OrderIdParamsSchema = z.strictObject({ orderId: id });

/** O-7-11 */
export const CreateCartResponseSchema = z.object({ _id: z.string() });

/** O-7-10 */
export const CartDetailResponseSchema = z.object({ _full: CartSchema, _v: z.number().int() });

/**
 * O-7-09: `_v` is the version the client edited, `_d` the RFC 6902 operations. Operations are shape-checked by
 * the patch code (an invalid one is a 422 with its path), so here `_d` is only bounded.
 */
export const PatchCartRequestSchema = z.strictObject({
  _v: z.number().int().min(0).max(2_000_000_000),
  _d: z.array(z.unknown()).max(MAX_PATCH_OPS),
});
export type PatchCartRequest = z.infer<typeof PatchCartRequestSchema>;

export const PatchErrorSchema: z.ZodType<PatchError> = z.object({ path: z.string(), message: z.string() });
export const PatchCartResponseSchema = z.object({ _v: z.number().int(), _errors: z.array(PatchErrorSchema) });
/** O-7-09: a stale `_v` (or an ordered cart) is a 409 with the current version to refetch. */
export const CartConflictSchema = ApiErrorSchema.extend({
  _v: z.number().int().optional().meta({ description: 'The current version of the cart, to refetch.' }),
});
/** An invalid operation, a failed test or a result that breaks the cart: 422 with every error's path. */
export const PatchCartUnprocessableSchema = ApiErrorSchema.extend({ _errors: z.array(PatchErrorSchema) });

/** O-7-21 (docs/decisions/saved-carts.md): PUT .../name saves the cart under `po` as a quote/draft. */
export const CartNameRequestSchema = z.strictObject({
  po: z
    .string()
    .trim()
    .min(1, { message: 'Enter a name for the quote.' })
    .max(CART_NAME_MAX_LENGTH, { message: `A quote name has at most ${CART_NAME_MAX_LENGTH} characters.` }),
});
export const CartNameResponseSchema = z.object({ _v: z.number().int(), po: z.string() });

export const CartListQuerySchema = z.strictObject({ saved: z.enum(['0', '1']).optional() });
export const CartSummarySchema = z.object({
  _id: z.string(),
  _v: z.number().int(),
  po: z.string().nullable(),
  savedAt: z.string().nullable(),
  orderedAt: z.string().nullable(),
  updatedAt: z.string(),
  itemCount: z.number().int(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;
export const CartListResponseSchema = z.object({ carts: z.array(CartSummarySchema) });

/** O-7-12 */
export const CartFromOrderResponseSchema = z.object({ _id: z.string(), shipments: z.array(ShipmentSchema) });
