import { RUSH_ORDER_DAYS } from './sla.ts';

/**
 * O-9-22: a rush tier buys time only when the due date with it is earlier than the due date without it. A DTG
 * order is made in 3 days already: a 3-day or 5-day rush leaves its due date where it was, so it is neither
 * offered nor charged.
 */
export function rushBuysTime(standardDue: Date | string, rushDue: Date | string): boolean {
  return new Date(rushDue).getTime() < new Date(standardDue).getTime();
}

/** A priced rush tier: its fee over the order and the due date it gives (ISO), null when not known. */
export interface RushChoice {
  days: number;
  cents: number;
  dueDate: string | null;
}

/** A rush tier worth offering: it moves the due date, shown with the date it buys. */
export interface RushOffer {
  days: number;
  cents: number;
  dueDate: string;
}

/**
 * O-9-22: the rush tiers to offer, in tier order: only those whose due date is earlier than the order's due date
 * without rush (`standardDueDate`); none while either date is unknown (an offer is always shown with its date).
 */
export function rushOffers(standardDueDate: string | null, choices: readonly RushChoice[]): RushOffer[] {
  if (!standardDueDate) return [];
  const order = (d: number) => {
    const i = (RUSH_ORDER_DAYS as readonly number[]).indexOf(d);
    return i < 0 ? RUSH_ORDER_DAYS.length + d : i;
  };
  return choices
    .filter(
      (c): c is RushChoice & { dueDate: string } => !!c.dueDate && rushBuysTime(standardDueDate, c.dueDate),
    )
    .sort((a, b) => order(a.days) - order(b.days))
    .map(({ days, cents, dueDate }) => ({ days, cents, dueDate }));
}
