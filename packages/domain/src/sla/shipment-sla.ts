/** O-3-21: one SLA entry (an item's production and shipping days) of the quote answer. */
export interface SlaEntry {
  days?: number | null;
}

/**
 * O-4-52..54: a shipment's SLA is the maximum of days over its items; any negative value (the service could
 * not promise a date) wins as -1; null when no item has an SLA.
 */
export function shipmentSla(entries: readonly SlaEntry[] | null | undefined): number | null {
  const days = (entries ?? [])
    .map((e) => e.days)
    .filter((d): d is number => typeof d === 'number' && !Number.isNaN(d));
  if (days.length === 0) return null;
  if (days.some((d) => d < 0)) return -1;
  return Math.max(...days);
}
