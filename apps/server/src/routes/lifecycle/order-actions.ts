import {
  CancelItemRequestSchema,
  ChangeAddressRequestSchema,
  ChangeDesignRequestSchema,
  ChangeNameRequestSchema,
  ChangeRequestRequestSchema,
  ChangeShippingMethodRequestSchema,
  EmptyActionRequestSchema,
} from '@platen/contracts';
import type { OrderAction } from '@platen/domain/production/order-lifecycle';
import type { z } from 'zod';

/** One v2 order action: its path name, its body's schema and the lifecycle action the body asks for. */
export interface V2OrderAction<S extends z.ZodType = z.ZodType> {
  name: string;
  body: S;
  toAction: (b: z.infer<S>) => OrderAction;
}

const def = <S extends z.ZodType>(
  name: string,
  body: S,
  toAction: (b: z.infer<S>) => OrderAction,
): V2OrderAction => ({ name, body, toAction: toAction as (b: unknown) => OrderAction });

/**
 * The customer's order actions, POST /api/v2/order/{orderId}/<name>, and the same actions as GraphQL mutations
 * (routes/graphql): one table, so both answer the same body with the same action.
 */
export const V2_ORDER_ACTIONS = {
  cancel: def('cancel', EmptyActionRequestSchema, () => ({ type: 'cancel' })),
  cancelItem: def('cancelItem', CancelItemRequestSchema, (b) => ({
    type: 'cancel-item',
    itemIndex: b.itemIndex,
  })),
  changeAddress: def('changeAddress', ChangeAddressRequestSchema, (b) => ({
    type: 'change-address',
    shipmentIndex: b.shipmentIndex,
    address: b.address as Record<string, unknown>,
  })),
  changeName: def('changeName', ChangeNameRequestSchema, (b) => ({ type: 'change-name', name: b.name })),
  changeShippingMethod: def('changeShippingMethod', ChangeShippingMethodRequestSchema, (b) => ({
    type: 'change-shipping-method',
    shipmentIndex: b.shipmentIndex,
    shippingMethod: b.shippingMethod,
  })),
  changeDesign: def('changeDesign', ChangeDesignRequestSchema, (b) => ({
    type: 'change-design',
    itemIndex: b.itemIndex,
    designId: b.designId,
  })),
  // O-4-12: the customer's answer to a proof.
  approveProof: def('approveProof', EmptyActionRequestSchema, () => ({ type: 'user-approve' })),
  requestChange: def('requestChange', ChangeRequestRequestSchema, (b) => ({
    type: 'change-request',
    reason: b.reason ?? null,
  })),
} as const;
