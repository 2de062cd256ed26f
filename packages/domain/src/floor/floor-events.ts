import type { Milestone } from '../production/milestones.ts';
import { MILESTONE_TIMELINES } from '../production/milestones.ts';
import type { LifecycleEvent, LifecycleState } from '../production/order-lifecycle.ts';
import { milestonePrintType } from '../production/order-lifecycle.ts';
import { canTransitionOrder } from '../production/status-transitions.ts';

/** The least advanced of an item's unit milestones along its print type's timeline (null when none). */
export function itemMilestoneOf(
  printType: string | null,
  unitMilestones: readonly (string | null)[],
): Milestone | null {
  const pt = milestonePrintType(printType);
  if (!pt) return null;
  const order = MILESTONE_TIMELINES[pt].map((x) => x.milestone as string);
  let best: { m: Milestone; rank: number } | null = null;
  for (const m of unitMilestones) {
    const rank = m ? order.indexOf(m) : -1;
    if (rank < 0) continue;
    if (!best || rank < best.rank) best = { m: m as Milestone, rank };
  }
  return best?.m ?? null;
}

/** The first production scan moves the order from artwork-created to printing (through the transition table). */
export function startPrintingEvents(s: LifecycleState): LifecycleEvent[] {
  if (s.status !== 'artwork-created') return [];
  const r = canTransitionOrder(s.status, 'printing', { heldFrom: s.heldFrom });
  if (!r.ok) return [];
  return [{ name: 'printing', itemIndex: null, data: { from: s.status, to: 'printing' } }];
}

/**
 * Why the floor may not work an order in `status` now, or null when it may. A shipped order stays shipped while
 * a reship's units (`reship`) are printed again (docs/decisions/reships.md).
 */
export function orderBlock(status: string, heldFrom: string | null = null, reship = false): string | null {
  if (reship && status === 'shipped') return null;
  if (status === 'on-hold') return `the order is on hold${heldFrom ? ` (was ${heldFrom})` : ''}`;
  if (status === 'cancelled') return 'the order was cancelled';
  if (status !== 'artwork-created' && status !== 'printing') return `the order is ${status}, not released`;
  return null;
}
