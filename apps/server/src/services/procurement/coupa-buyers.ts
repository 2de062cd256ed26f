import type { CoupaBuyerRequest } from '@platen/contracts';
import { billingRepository, coupaRepository, type Db, usersRepository } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { saveNoticeTarget } from './coupa-notices.ts';
import { secretHash } from './punchout.ts';

/**
 * PUT /api/internal/coupa/buyers/:identity (billing.manage): a buyer organisation's From identity and shared
 * secret, the customer account its buyers order as, and that account's invoice terms (its credit line: an order
 * from a purchase order is paid against it by the ledger like any order), and the optional notices URL.
 */
export async function saveCoupaBuyer(db: Db, identity: string, body: CoupaBuyerRequest) {
  const user = await usersRepository(db).byEmail(body.accountEmail.toLowerCase());
  if (!user || user.roleGroup)
    throw new AppError('unprocessable', `No customer account has the e-mail ${body.accountEmail}.`);
  return db.transaction(async (tx) => {
    await coupaRepository(tx).saveBuyer({
      identity,
      name: body.name,
      userId: user.id,
      secretHash: secretHash(body.sharedSecret),
    });
    await saveNoticeTarget(tx, identity, body.noticesUrl ?? null, body.sharedSecret);
    await billingRepository(tx).setCreditLine(user.id, body.creditLineCents);
    return { identity, name: body.name, userId: user.id, creditLineCents: body.creditLineCents };
  });
}

/** GET /api/internal/coupa/buyers (billing.manage): the buyer organisations with their invoice terms. */
export const listCoupaBuyers = (db: Db) => coupaRepository(db).buyers();
