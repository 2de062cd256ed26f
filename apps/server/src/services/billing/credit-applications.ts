import { randomUUID } from 'node:crypto';
import type { CreditApplicationRequest, CreditDecisionRequest } from '@platen/contracts';
import {
  billingRepository,
  type CreditApplicationRow,
  creditApplicationsRepository,
  type Db,
  type Queryable,
  usersRepository,
} from '@platen/db';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { setCreditLineIn } from './account.ts';
import { refuseOwnAccount } from './staff-account.ts';

/** An application as its answers carry it (who reviewed it stays internal). */
const view = ({ reviewedBy: _by, ...a }: CreditApplicationRow) => a;

/** GET /api/v2/billing/credit-applications: the account's applications and its credit line now. */
export async function myCreditApplications(db: Db, userId: string) {
  const [apps, funds] = await Promise.all([
    creditApplicationsRepository(db).ofUser(userId),
    billingRepository(db).funds(userId),
  ]);
  return { applications: apps.map(view), creditLineCents: funds.creditLine };
}

/**
 * POST /api/v2/billing/credit-applications: company details, trade references and the amount asked for (up to the
 * spec's $100,000, the schema's sentence above it). One open application per account (409 while one waits).
 */
export async function applyForCredit(db: Queryable, userId: string, body: CreditApplicationRequest) {
  const id = randomUUID();
  const stored = await creditApplicationsRepository(db).insert({
    id,
    userId,
    company: { ...body.company, taxId: body.company.taxId ?? null },
    references: body.references,
    requestedCents: body.requestedCents,
  });
  if (!stored)
    throw new AppError('conflict', 'Your application is already waiting for review. We will e-mail you.');
  const apps = await creditApplicationsRepository(db).ofUser(userId);
  return view(apps.find((a) => a.id === id)!);
}

/** GET /api/internal/credit-applications: pending first (oldest first), then the latest decided. */
export async function creditApplicationQueue(db: Db) {
  return { applications: (await creditApplicationsRepository(db).queue()).map(view) };
}

/** What a decision needs besides the request: who decides, the outbox, and where the e-mail's link points. */
export interface DecisionContext {
  actor: Parameters<typeof refuseOwnAccount>[1];
  mail: Mailer;
  origin: string;
}

/** The customer's e-mail about the decision, in the decision's transaction (the outbox row commits with it). */
async function mailDecision(tx: Queryable, ctx: DecisionContext, a: CreditApplicationRow) {
  const user = await usersRepository(tx).byId(a.userId);
  if (!user) return;
  await ctx.mail.send(
    user.email,
    'credit-application-decided',
    {
      name: user.name,
      approved: a.status === 'approved',
      creditLineCents: a.approvedCents,
      reason: a.declineReason,
      link: `${ctx.origin}/manager/v2/billing/credit`,
    },
    { db: tx },
  );
}

/**
 * POST /api/internal/credit-applications/{id}: approve with an amount — it becomes the account's credit line (never
 * below what the account owes) and held orders it now covers are released, oldest first — or decline with a
 * reason. Either way the customer is e-mailed; all in one transaction. A decided application answers 409.
 */
export async function decideCreditApplication(
  db: Db,
  applicationId: string,
  body: CreditDecisionRequest,
  ctx: DecisionContext,
) {
  const found = await creditApplicationsRepository(db).lock(applicationId);
  if (!found) throw notFound('Credit application');
  await refuseOwnAccount(db, ctx.actor, found.userId, 'credit-line');
  return db.transaction(async (tx) => {
    const repo = creditApplicationsRepository(tx);
    const approve = body.decision === 'approve';
    const decided = await repo.decide(applicationId, {
      status: approve ? 'approved' : 'declined',
      approvedCents: approve ? body.amountCents : null,
      reason: approve ? null : body.reason,
      by: ctx.actor.id,
    });
    if (!decided) throw new AppError('conflict', 'This application was already decided.');
    const released = approve ? (await setCreditLineIn(tx, found.userId, body.amountCents)).released : [];
    const application = (await repo.lock(applicationId))!;
    await mailDecision(tx, ctx, application);
    return { application: view(application), released };
  });
}
