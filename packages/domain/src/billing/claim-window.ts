import { CLAIM_REASONS, PRINTER_PROBLEMS, SEVERITIES } from '../operations/claims.ts';
import type { Issue } from '../errors/domain-error.ts';

/**
 * Claims are allowed for shipped items within 30 days of the shipment (docs/decisions/claim-window.md). An order
 * that never arrives can be claimed as soon as it shipped.
 */
export const CLAIM_WINDOW_DAYS = 30;

/** One claimed item of the order and how many pieces. */
export interface ClaimItem {
  itemIndex: number;
  quantity: number;
}

/** What the claim rules need to know of the order. */
export interface ClaimableOrder {
  /** Per item: its status, the pieces shipped, and the pieces other claims hold (claimedPieces). */
  items: { status: string; quantity: number; claimed?: number }[];
  /** When the order (or its last item) shipped; null when it has not. */
  shippedAt: string | null;
}

export interface ClaimRequest {
  reason: string;
  severity: string;
  printerProblem?: string | null | undefined;
  items: ClaimItem[];
}

/** Why a claim cannot be filed (none = it can). */
export function claimIssues(order: ClaimableOrder, claim: ClaimRequest, now: string): Issue[] {
  const issues: Issue[] = [];
  if (!(CLAIM_REASONS as readonly string[]).includes(claim.reason))
    issues.push({ path: 'reason', message: 'Choose a reason for the claim.' });
  if (!(SEVERITIES as readonly string[]).includes(claim.severity))
    issues.push({ path: 'severity', message: 'Choose how severe the problem is.' });
  if (claim.printerProblem && !(PRINTER_PROBLEMS as readonly string[]).includes(claim.printerProblem))
    issues.push({ path: 'printerProblem', message: 'Choose a printer problem from the list.' });
  if (!order.shippedAt) {
    issues.push({ path: 'orderId', message: 'Claims can be filed once the order has shipped.' });
    return issues;
  }
  const days = (Date.parse(now) - Date.parse(order.shippedAt)) / 86_400_000;
  if (days > CLAIM_WINDOW_DAYS)
    issues.push({
      path: 'orderId',
      message: `Claims can be filed up to ${CLAIM_WINDOW_DAYS} days after the order shipped.`,
    });
  if (claim.items.length === 0) issues.push({ path: 'items', message: 'Choose at least one item.' });
  const seen = new Set<number>();
  claim.items.forEach((c, i) => {
    const item = order.items[c.itemIndex];
    if (!item)
      issues.push({ path: `items.${i}.itemIndex`, message: `The order has no item ${c.itemIndex}.` });
    else if (item.status !== 'shipped')
      issues.push({ path: `items.${i}.itemIndex`, message: 'Only shipped items can be claimed.' });
    else if ((item.claimed ?? 0) >= item.quantity)
      issues.push({
        path: `items.${i}.quantity`,
        message: 'Every piece of this item is already in a claim.',
      });
    else if (
      !Number.isInteger(c.quantity) ||
      c.quantity < 1 ||
      c.quantity > item.quantity - (item.claimed ?? 0)
    )
      issues.push({
        path: `items.${i}.quantity`,
        message: `Claim between 1 and ${item.quantity - (item.claimed ?? 0)} pieces of this item.`,
      });
    if (seen.has(c.itemIndex)) issues.push({ path: `items.${i}.itemIndex`, message: 'Each item once.' });
    seen.add(c.itemIndex);
  });
  return issues;
}
