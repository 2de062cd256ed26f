import type { TrackingUpdateRequest } from '@platen/contracts';
import { type Db, parcelsRepository } from '@platen/db';
import type { LifecycleEvent } from '@platen/domain/production/order-lifecycle';
import {
  isTrackingStatus,
  nextTrackingStatus,
  type TrackingStatus,
  trackingEventName,
} from '@platen/domain/shipping/tracking-progress';
import { appendOrderFacts } from './order-facts.ts';

/** The label carrier a webhook path names. */
const CARRIER: Record<string, string> = { ups: 'UPS', usps: 'USPS', fedex: 'FEDEX', dhl: 'DHL' };

/**
 * One carrier tracking update: stored whatever its effect; it moves the parcel only forward
 * (tracking-progress.ts), and a move into in-transit, delivered or returned records the order event once.
 */
export async function recordTracking(db: Db, carrierKey: string, u: TrackingUpdateRequest) {
  const carrier = CARRIER[carrierKey] ?? carrierKey.toUpperCase();
  const tracking = u.tracking.replace(/\s+/g, '').toUpperCase();
  const at = new Date(u.at).toISOString();
  return db.transaction(async (tx) => {
    const parcels = parcelsRepository(tx);
    const parcel = await parcels.byTrackingForUpdate(carrier, tracking);
    if (!parcel) {
      await parcels.addUpdate({
        parcelId: null,
        carrier,
        tracking,
        status: u.status,
        at,
        applied: false,
        detail: u.detail ?? null,
      });
      return { matched: false, applied: false, status: null };
    }
    const current: TrackingStatus = isTrackingStatus(parcel.status) ? parcel.status : 'label-created';
    const next = nextTrackingStatus({ status: current, at: parcel.statusAt }, { status: u.status, at });
    await parcels.addUpdate({
      parcelId: parcel.id,
      carrier,
      tracking,
      status: u.status,
      at,
      applied: next.changed,
      detail: u.detail ?? null,
    });
    if (!next.changed) return { matched: true, applied: false, status: current };
    await parcels.setStatus(parcel.id, next.status, at);
    const before = trackingEventName(current);
    const after = trackingEventName(next.status);
    if (after && after !== before) {
      const event: LifecycleEvent = {
        name: after,
        itemIndex: null,
        data: {
          shipmentIndex: parcel.shipmentIndex,
          parcelNo: parcel.parcelNo,
          carrier,
          tracking,
          status: next.status,
          at,
          ...(u.detail ? { detail: u.detail } : {}),
        },
      };
      await appendOrderFacts(tx, parcel.orderId, () => [event], null);
    }
    return { matched: true, applied: true, status: next.status };
  });
}
