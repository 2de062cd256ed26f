import { isTrackingStatus, TRACKING_STATUS_LABELS } from '@platen/domain/shipping/tracking-progress';
import { serviceDisplay } from '@platen/domain/shipping/shipping-display';
import type { OrderView } from './api/orders.ts';

type Parcel = NonNullable<OrderView['shipments'][number]['parcels']>[number];

const statusText = (s: string) => (isTrackingStatus(s) ? TRACKING_STATUS_LABELS[s] : s);

/**
 * The parcels of a packed shipment as the customer follows them: carrier, service, tracking number (a link
 * to the carrier's tracking page when it has one) and where the parcel stands.
 */
export function ParcelList({ shipmentNo, parcels }: { shipmentNo: number; parcels: Parcel[] }) {
  if (parcels.length === 0) return <p>Not shipped yet.</p>;
  return (
    <ul className="parcels" aria-label={`Parcels of shipment ${shipmentNo}`}>
      {parcels.map((p) => (
        <li key={p.tracking}>
          <strong>
            Parcel {p.parcelNo}: {p.carrier}
          </strong>
          , {serviceDisplay(p.service)}
          <br />
          Tracking number <code>{p.tracking}</code>
          {p.url && (
            <>
              {' '}
              ·{' '}
              <a href={p.url} target="_blank" rel="noreferrer">
                Track parcel {p.tracking} with {p.carrier}
              </a>
            </>
          )}
          <br />
          {statusText(p.status)}
          {p.statusAt ? ` (${new Date(p.statusAt).toLocaleString()})` : ''}
        </li>
      ))}
    </ul>
  );
}
