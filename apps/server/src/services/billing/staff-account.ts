import { billingRepository, type Db, usersRepository } from '@platen/db';
import { notFound } from '../../errors/app-error.ts';
import { balanceOf, heldOrders, transactionView } from './account.ts';

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
