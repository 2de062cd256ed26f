import type { ApprovalDecisionRequestSchema } from '@platen/contracts';
import type { Db } from '@platen/db';
import { unacknowledgedWarnings } from '@platen/domain/approval/approval-warnings';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { orderView } from '../lifecycle/order-state.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendOrderMails } from '../mail/order-mail.ts';
import { type Actor, runOrderAction } from '../orders/run-order-action.ts';
import { approvalReview } from './approval-review.ts';

export interface ApprovalDeps {
  db: Db;
  mail: Mailer;
  /** Where links in the customer's e-mail point. */
  origin: string;
}

/** An approval names every warning of the order as acknowledged, or is refused (422) with the ones left. */
async function refuseUnacknowledged(db: Db, orderId: string, acknowledged: readonly string[]) {
  const left = unacknowledgedWarnings((await approvalReview(db, orderId)).warnings, acknowledged);
  if (left.length === 0) return;
  throw new AppError(
    'unprocessable',
    `Acknowledge every warning before approving: ${left.map((w) => w.message).join(' ')}`,
    { issues: left.map((w) => ({ path: 'acknowledged', code: w.code, message: w.message })) },
  );
}

/**
 * POST /api/internal/approvals/{orderId}: approve (every warning acknowledged), reject, or ask the customer for a
 * change; a change request's e-mail (the reason and the link to fix the design) leaves at once through the outbox
 * or SMTP, as the order-mail job would send it.
 */
export async function decideApproval(
  deps: ApprovalDeps,
  req: {
    orderId: string;
    body: z.infer<typeof ApprovalDecisionRequestSchema>;
    actor: Actor;
    expectedSequence: number | undefined;
  },
) {
  const { decision, reason, reasonCode, acknowledged } = req.body;
  if (decision === 'approve') await refuseUnacknowledged(deps.db, req.orderId, acknowledged);
  const row = await runOrderAction(deps.db, {
    orderId: req.orderId,
    action: { type: 'review', decision, reason: reason ?? null, reasonCode: reasonCode ?? null },
    actor: req.actor,
    expectedSequence: req.expectedSequence,
  });
  if (decision === 'change') await sendOrderMails(deps.db, deps.mail, deps.origin);
  return orderView(row);
}
