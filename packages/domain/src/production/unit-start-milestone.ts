import { type Milestone, milestoneStep } from './milestones.ts';
import { milestonePrintType } from './order-lifecycle.ts';

/**
 * R-4-07..33 The milestone a unit starts with when the order is released to the floor, from what happened to its
 * blank: taken from stock, the blank is already RECEIVED; waiting for the supplier, it is BLANK_ORDERED. A print
 * type whose timeline has neither step starts at IMPORTED; one with no timeline (embroidery) has no milestone.
 */
export function unitStartMilestone(
  printType: string | null,
  blank: 'in-stock' | 'from-supplier',
): Milestone | null {
  const pt = milestonePrintType(printType);
  if (!pt) return null;
  const wanted: Milestone = blank === 'in-stock' ? 'RECEIVED' : 'BLANK_ORDERED';
  return milestoneStep(pt, wanted) ? wanted : 'IMPORTED';
}
