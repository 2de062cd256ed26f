import { shipmentSla, type SlaEntry } from '../sla/shipment-sla.ts';

/**
 * O-4-52..54 shown to the user: a shipment's SLA (the maximum of its items' days; -1 when a service could not
 * promise a date; null when there is none yet) as one sentence for the quantity page.
 */
export function shipmentSlaText(sla: number | null): string {
  if (sla === null) return 'Production time: enter quantities to see it.';
  if (sla < 0) return 'Production time: to be confirmed (we will tell you the date after review).';
  if (sla === 0) return 'Production time: ships the same business day.';
  return `Production time: ${sla} business ${sla === 1 ? 'day' : 'days'}.`;
}

/**
 * The SLA of every shipment from a quote answer: `sla[i]` belongs to the request item behind `refs[i]`;
 * shipments without any item answer null (O-4-54).
 */
export function slaByShipment(
  refs: readonly { shipmentId: string }[],
  sla: readonly SlaEntry[] | null | undefined,
): Record<string, number | null> {
  const entries = new Map<string, SlaEntry[]>();
  refs.forEach((ref, i) => {
    const e = sla?.[i];
    if (e) entries.set(ref.shipmentId, [...(entries.get(ref.shipmentId) ?? []), e]);
  });
  const out: Record<string, number | null> = {};
  for (const ref of refs) out[ref.shipmentId] = shipmentSla(entries.get(ref.shipmentId));
  return out;
}
