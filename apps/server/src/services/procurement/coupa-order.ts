import { coupaRepository, type Db } from '@platen/db';
import { CART_NAME_MAX_LENGTH } from '@platen/domain/cart/save-quote-name';
import { poTotalMismatch } from '@platen/domain/procurement/punchout';
import { AppError } from '../../errors/app-error.ts';
import type { FundsNotice } from '../orders/order-money.ts';
import { placeOrder } from '../orders/orders-service.ts';
import { authenticatedBuyer } from './punchout.ts';
import { CxmlError, type Node, parseCxml, text } from './cxml.ts';

/** What an OrderRequest asks for: the PO number, its total in cents and the one punched-out cart it buys. */
function purchaseOrderOf(request: Node) {
  const order = request.OrderRequest as Node | undefined;
  const head = order?.OrderRequestHeader as Node | undefined;
  if (!order || !head) throw new CxmlError(400, 'Expected an OrderRequest with an OrderRequestHeader.');
  const po = String(head['@orderID'] ?? '').trim();
  if (!po || po.length > CART_NAME_MAX_LENGTH)
    throw new CxmlError(
      400,
      `OrderRequestHeader orderID (the PO number) is required, at most ${CART_NAME_MAX_LENGTH} characters.`,
    );
  const total = Math.round(Number(text((head.Total as Node | undefined)?.Money)) * 100);
  if (!Number.isFinite(total)) throw new CxmlError(400, 'OrderRequestHeader Total Money is required.');
  const carts = new Set(
    ((order.ItemOut as Node[] | undefined) ?? []).map((i) =>
      text((i.ItemID as Node | undefined)?.SupplierPartAuxiliaryID),
    ),
  );
  const [cartId] = [...carts];
  if (carts.size !== 1 || !cartId)
    throw new CxmlError(
      400,
      'Every ItemOut must carry the same SupplierPartAuxiliaryID (the punched-out cart).',
    );
  return { po, total, cartId };
}

/**
 * POST /coupa/order: the purchase order for a punched-out cart. Places the order under the PO number (paid on the
 * account's invoice terms by the ledger like any order) and answers the cXML status; the same payloadID again
 * answers what the first one answered and places nothing (the placement's idempotency key is the payloadID).
 */
export async function receiveOrderRequest(db: Db, xml: string, notice?: FundsNotice) {
  const { payloadId, header, request } = parseCxml(xml);
  if (!payloadId) throw new CxmlError(400, 'The cXML payloadID is required.');
  const buyer = await authenticatedBuyer(db, header);
  const repo = coupaRepository(db);
  const seen = await repo.orderRequest(payloadId);
  if (seen) return { code: seen.statusCode, message: seen.statusText, orderId: seen.orderId };
  const po = purchaseOrderOf(request);
  const cart = await repo.returnedCart(po.cartId, buyer.identity);
  if (!cart) throw new CxmlError(404, `No cart ${po.cartId} was returned to this buyer organisation.`);
  const placed = await placeOrder(
    db,
    cart.userId,
    cart.cartId,
    `coupa:${payloadId}`,
    {},
    {
      purchaseOrder: { po: po.po },
      ...(notice ? { notice } : {}),
      within: async (_tx, { quote }) => {
        const mismatch = poTotalMismatch(po.total, quote.totals.total);
        if (mismatch) throw new AppError('unprocessable', mismatch);
      },
    },
  ).catch((err: unknown) => {
    if (err instanceof AppError) throw new CxmlError(err.code === 'conflict' ? 409 : 400, err.message);
    throw err;
  });
  const message = `Order ${placed.body.orderId} placed under PO ${po.po}.`;
  await repo.recordOrderRequest({
    payloadId,
    buyerIdentity: buyer.identity,
    poNumber: po.po,
    cartId: cart.cartId,
    orderId: placed.body.orderId,
    statusCode: 200,
    statusText: message,
  });
  const first = await repo.orderRequest(payloadId);
  return {
    code: first?.statusCode ?? 200,
    message: first?.statusText ?? message,
    orderId: placed.body.orderId,
  };
}
