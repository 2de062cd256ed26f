import { billingRepository, type Db, type UserRow, usersRepository } from '@platen/db';
import { type StaffMoneyAction, staffOwnAccountRefusal } from '@platen/domain/access/staff-own-account';
import { AppError, notFound } from '../../errors/app-error.ts';
import { balanceOf, heldOrders, setCreditLine, staffAdjust, transactionView } from './account.ts';

/** 403 when `actor` would act on the money of the account they belong to (domain access/staff-own-account). */
export async function refuseOwnAccount(db: Db, actor: UserRow, userId: string, action: StaffMoneyAction) {
  const target = await usersRepository(db).byId(userId);
  if (!target) throw notFound('User');
  const staff = actor.assumedBy ? await usersRepository(db).byId(actor.assumedBy.id) : actor;
  for (const who of [actor, staff ?? actor]) {
    const refusal = staffOwnAccountRefusal(who, target, action);
    if (refusal) throw new AppError('forbidden', refusal.message, { issues: [refusal] });
  }
}

/** POST /api/internal/accounts/{userId}/credit by a staff member: never on the account they belong to. */
export async function staffCredit(
  db: Db,
  actor: UserRow,
  userId: string,
  body: { amount: number; type: string; note: string },
) {
  await refuseOwnAccount(db, actor, userId, 'credit');
  return staffAdjust(db, userId, body, actor.id);
}

/** PUT /api/internal/accounts/{userId}/credit-line by a staff member: never on the account they belong to. */
export async function staffSetCreditLine(db: Db, actor: UserRow, userId: string, amount: number) {
  await refuseOwnAccount(db, actor, userId, 'credit-line');
  return setCreditLine(db, userId, amount);
}

/** GET /api/internal/accounts/{userId}: who, funds, held orders and the latest 50 transactions. */
export async function staffAccount(db: Db, userId: string) {
  const user = await usersRepository(db).byId(userId);
  if (!user) throw notFound('User');
  const [balance, held, page] = await Promise.all([
    balanceOf(db, userId),
    heldOrders(db, userId),
    billingRepository(db).page(userId, {}, 50, 0),
  ]);
  return {
    user: { id: user.id, email: user.email, name: user.name ?? null },
    balance,
    held,
    transactions: page.rows.map(transactionView),
  };
}

/** GET /api/internal/accounts?q=: the account with that e-mail (or id). */
export async function findAccounts(db: Db, q: string) {
  const users = usersRepository(db);
  const u = (await users.byEmail(q.trim().toLowerCase())) ?? (await users.byId(q.trim()));
  return u ? [{ id: u.id, email: u.email, name: u.name ?? null }] : [];
}
