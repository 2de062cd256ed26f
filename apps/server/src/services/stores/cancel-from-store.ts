import { type Db, orderEventsRepository, type StoreRow, storesRepository } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { runOrderAction } from '../orders/run-order-action.ts';

/** The reason an import keeps when its store cancelled the order before Platen placed it (it never places). */
export const STORE_CANCELLED_REASON = 'The store cancelled this order.';

/** What a store's cancel did: cancelled (or nothing to do), or refused by Platen (printing had started). */
export type StoreCancelOutcome = 'acknowledged' | 'duplicate' | 'ignored' | 'refused';

/**
 * A store cancelled its order (Shopify orders/cancelled, WooCommerce status cancelled). Its Platen order is
 * cancelled through the one order chain, as a customer's cancel is (re-priced and refunded in the ledger, units
 * not printed yet stopped), and nothing is pushed back to the store. Once printing started Platen refuses: the
 * refusal is written on the import and in the store's health for the reseller. An import not placed yet is
 * marked failed so it never places.
 */
export async function cancelFromStore(
  db: Db,
  store: StoreRow,
  externalOrderId: string,
): Promise<StoreCancelOutcome> {
  const repo = storesRepository(db);
  const imp = await repo.importByExternal(store.id, externalOrderId);
  if (!imp) return 'ignored';
  if (!imp.orderId) {
    await repo.setImport(imp.id, { status: 'failed', reason: STORE_CANCELLED_REASON });
    return 'acknowledged';
  }
  if ((await orderEventsRepository(db).lifecycle(imp.orderId))?.status === 'cancelled') return 'duplicate';
  try {
    await runOrderAction(
      db,
      {
        orderId: imp.orderId,
        ownerId: store.userId,
        action: { type: 'cancel' },
        actor: { id: store.userId, assumedBy: null },
      },
      undefined,
      { fromStore: true },
    );
    return 'acknowledged';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const reason = `The store cancelled ${imp.externalOrderName || 'this order'}, but Platen could not cancel it: ${err.message}`;
    await repo.noteImport(imp.id, reason);
    await repo.recordImport(store.id, false, reason);
    return 'refused';
  }
}
