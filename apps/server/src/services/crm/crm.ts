import { randomUUID } from 'node:crypto';
import type {
  CrmActivity,
  CrmActivityRequest,
  CrmCustomerDetail,
  CrmCustomerPage,
  CrmCustomerQuery,
} from '@platen/contracts';
import { crmRepository, type Db, type UserRow } from '@platen/db';
import { notFound } from '../../errors/app-error.ts';

/** The sales team's customer list: searched, sorted, paged (docs/decisions/crm.md). */
export const crmCustomers = (db: Db, q: CrmCustomerQuery): Promise<CrmCustomerPage> =>
  crmRepository(db).customers(q);

/** One customer with the activity log; a staff member, a sub-user or an unknown id is "not found". */
export async function crmCustomer(db: Db, customerId: string): Promise<CrmCustomerDetail> {
  const repo = crmRepository(db);
  const customer = await repo.customer(customerId);
  if (!customer) throw notFound('Customer');
  return { customer, activities: await repo.activities(customerId) };
}

/** Logs an e-mail or call with a customer, by the signed-in employee. */
export async function logCrmActivity(
  db: Db,
  by: UserRow,
  customerId: string,
  body: CrmActivityRequest,
): Promise<CrmActivity> {
  const repo = crmRepository(db);
  const customer = await repo.customer(customerId);
  if (!customer) throw notFound('Customer');
  return repo.logActivity({
    id: randomUUID(),
    customer,
    type: body.type,
    note: body.note,
    followUpOn: body.followUpOn ?? null,
    createdBy: by.id,
  });
}

/** Follow-ups due today or earlier (UTC date), each customer's open one. */
export const crmFollowUpsDue = async (db: Db, now = new Date()): Promise<{ activities: CrmActivity[] }> => ({
  activities: await crmRepository(db).followUpsDue(now.toISOString().slice(0, 10)),
});
