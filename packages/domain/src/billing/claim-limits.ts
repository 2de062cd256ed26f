import type { ClaimItem } from './claim-window.ts';

/** A claim of the order as the limits see it. */
export interface ClaimOnOrder {
  status: 'open' | 'reship' | 'credit' | 'rejected';
  items: readonly ClaimItem[];
}

/** What one item of the order cost: the unit price and what was paid for all its pieces (cents). */
export interface ItemMoney {
  unitCents: number;
  paidCents: number;
}

/**
 * A piece is in at most one claim: per item, the pieces the order's claims hold (open, reshipped or credited; a
 * rejected claim frees its pieces). A new claim may take only what is left of the shipped pieces (claimIssues).
 */
export function claimedPieces(claims: readonly ClaimOnOrder[], itemCount: number): number[] {
  const held = Array.from({ length: itemCount }, () => 0);
  for (const c of claims) {
    if (c.status === 'rejected') continue;
    for (const i of c.items)
      if (i.itemIndex >= 0 && i.itemIndex < itemCount) held[i.itemIndex]! += i.quantity;
  }
  return held;
}

/** Per item, the credit of `items`: its pieces at the unit price, never above what is left of the item's payment. */
function creditPerItem(money: readonly ItemMoney[], credited: number[], items: readonly ClaimItem[]) {
  return items.map((c) => {
    const m = money[c.itemIndex];
    if (!m) return 0;
    const left = Math.max(0, m.paidCents - (credited[c.itemIndex] ?? 0));
    return Math.min(Math.max(0, m.unitCents * c.quantity), left);
  });
}

/**
 * The credit of a claim: the claimed pieces at their unit price, capped per item so that every credit for an item
 * (the `earlier` credited claims, in the order they were decided, then this one) never exceeds what was paid for it.
 */
export function cappedClaimCredit(
  money: readonly ItemMoney[],
  earlier: readonly (readonly ClaimItem[])[],
  claim: readonly ClaimItem[],
): number {
  const credited = money.map(() => 0);
  for (const items of earlier) {
    creditPerItem(money, credited, items).forEach((cents, k) => {
      const idx = items[k]!.itemIndex;
      if (idx in credited) credited[idx]! += cents;
    });
  }
  return creditPerItem(money, credited, claim).reduce((s, c) => s + c, 0);
}
