import type { LifecycleEvent } from '../production/lifecycle-types.ts';

/**
 * Which order events of an order placed from a Coupa OrderRequest send a notice back to the buyer organisation
 * (when it configured a notices URL): a cXML StatusUpdateRequest when the order is accepted (artwork approved),
 * goes into production, ships or is cancelled; a ShipNoticeRequest per packed shipment (its parcels' carrier and
 * tracking). docs/decisions/coupa-punchout.md.
 */

/** The cXML Status of a StatusUpdateRequest per order status: code, text attribute and the sentence. */
export const COUPA_STATUS_NOTICES = {
  'artwork-created': {
    code: 201,
    text: 'Accepted',
    message: 'The order is accepted: its artwork is approved.',
  },
  printing: { code: 200, text: 'In production', message: 'The order is in production.' },
  shipped: { code: 200, text: 'Shipped', message: 'Every item of the order has shipped.' },
  cancelled: { code: 200, text: 'Cancelled', message: 'The order is cancelled.' },
} as const;

export type CoupaNoticeStatus = keyof typeof COUPA_STATUS_NOTICES;

export interface CoupaParcel {
  carrier: string;
  tracking: string;
}

/** A notice that is due, with the key that makes it once per order (a status, a shipment). */
export type CoupaNotice =
  | { kind: 'status'; key: string; status: CoupaNoticeStatus; code: number; text: string; message: string }
  | { kind: 'ship'; key: string; shipmentIndex: number; parcels: CoupaParcel[] };

const isNoticeStatus = (s: unknown): s is CoupaNoticeStatus =>
  typeof s === 'string' && Object.hasOwn(COUPA_STATUS_NOTICES, s);

function parcelsOf(data: Record<string, unknown>): CoupaParcel[] {
  const list = Array.isArray(data.parcels) ? (data.parcels as Record<string, unknown>[]) : [];
  return list
    .map((p) => ({ carrier: String(p.carrier ?? ''), tracking: String(p.tracking ?? '') }))
    .filter((p) => p.carrier !== '' && p.tracking !== '');
}

/**
 * The notices a batch of order events makes due: an order-level status change into a noticed status, and a
 * packed shipment with at least one parcel carrying carrier and tracking (a shipment without tracking sends none).
 */
export function coupaNoticesOf(events: readonly LifecycleEvent[]): CoupaNotice[] {
  const out: CoupaNotice[] = [];
  for (const e of events) {
    if (e.itemIndex === null && e.name === 'email-order-shipped') {
      const shipmentIndex = Number(e.data.shipmentIndex ?? 0);
      const parcels = parcelsOf(e.data);
      if (parcels.length) out.push({ kind: 'ship', key: `ship:${shipmentIndex}`, shipmentIndex, parcels });
    } else if (e.itemIndex === null && e.data.to === e.name && isNoticeStatus(e.name)) {
      out.push({ kind: 'status', key: `status:${e.name}`, status: e.name, ...COUPA_STATUS_NOTICES[e.name] });
    }
  }
  return out;
}

/** Delay before the next try of a failed notice: 2 s doubling, at most an hour. */
export const coupaNoticeRetryMs = (attempts: number) =>
  Math.min(3_600_000, 2_000 * 2 ** Math.max(0, attempts - 1));
