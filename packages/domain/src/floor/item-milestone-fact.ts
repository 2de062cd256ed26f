import type { Milestone } from '../production/milestones.ts';

/** The part of an order state a floor fact changes: its items' milestones. */
interface WithItems {
  items: readonly { milestone: Milestone | null; milestoneAt: string | null }[];
}

/**
 * A floor event (release, blanks, a scan) carrying `itemMilestone` moves that item's milestone: the least
 * advanced milestone among the item's units, so the customer's item reads PRETREAT until every unit is past it.
 * Called from production/order-lifecycle.ts applyEvent, so replaying the log rebuilds it.
 */
export function applyFloorFact<S extends WithItems>(
  s: S,
  e: { itemIndex: number | null; data: Record<string, unknown> },
  at: string,
): S {
  const m = e.data.itemMilestone;
  if (e.itemIndex === null || typeof m !== 'string') return s;
  const items = s.items.map((item, i) =>
    i === e.itemIndex ? { ...item, milestone: m as Milestone, milestoneAt: at } : item,
  );
  return { ...s, items };
}
