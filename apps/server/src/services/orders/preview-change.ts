import type { CancelPreview } from '@platen/contracts';
import { type Db, ordersRepository, type Queryable } from '@platen/db';
import { changeEffect } from '@platen/domain/billing/order-changes';
import { notFound } from '../../errors/app-error.ts';
import { orderMoney } from '../lifecycle/order-money-view.ts';
import { type ActionRequest, runOrderAction } from './run-order-action.ts';

/** Carries the preview's answer out of the transaction it rolls back. */
class RolledBack extends Error {
  constructor(readonly money: { total: number; due: number }) {
    super('preview rolled back');
  }
}

async function moneyOf(q: Queryable, orderId: string, userId: string) {
  const o = await ordersRepository(q).get(orderId, userId);
  if (!o) throw notFound('Order');
  return { total: o.totalCents, due: (await orderMoney(q, orderId, o.totalCents)).amountDueCents };
}

/**
 * What an action would do to the customer's money, before they confirm it: the action runs through the
 * real order chain (kernel, effects, quote engine, ledger) in a transaction that is then rolled back, so the
 * amount the confirm dialog states is the amount the action moves. A refusal is the action's own (409/422).
 */
export async function previewOrderChange(
  db: Db,
  req: ActionRequest & { ownerId: string },
): Promise<CancelPreview> {
  const before = await moneyOf(db, req.orderId, req.ownerId);
  try {
    await db.transaction(async (tx) => {
      await runOrderAction(db, req, tx);
      throw new RolledBack(await moneyOf(tx, req.orderId, req.ownerId));
    });
  } catch (e) {
    if (e instanceof RolledBack) return changeEffect(before, e.money);
    throw e;
  }
  throw new Error('unreachable: the preview transaction always rolls back');
}
