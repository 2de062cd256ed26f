import { slipBranding } from '@platen/domain/account/order-defaults';
import { orderReference, orderTitle } from '@platen/domain/ordering/order-reference';
import { productDisplayName } from '@platen/domain/quote/review-lines';
import { Link, useParams } from 'react-router';
import { useOrderQuery } from './api/orders.ts';
import { OrderLoadError } from './OrderLoadError.tsx';
import { useGeneralSettingsQuery } from '@/api/account/general-settings.ts';
import { useOrderDetailQuery } from '@/api/order2/orders.ts';
import { useProductNames } from '@/api/print/product-names.ts';
import { Card } from '@/components/ui/Card.tsx';
import { useAppSelector } from '@/hooks/store.ts';
import './order-tracking.css';

const ADDRESS_LINES = ['name', 'company', 'address1', 'address2', 'city', 'state', 'zip', 'country'] as const;

/** The slip's address block: the shipment's address fields that are filled. */
function AddressBlock({ address }: { address: Record<string, unknown> }) {
  const parts = ADDRESS_LINES.map((k) => address[k]).filter((v): v is string => typeof v === 'string' && !!v);
  return <address>{parts.join(', ')}</address>;
}

/**
 * /manager/v2/orders/{orderId}/shipping-form/{shippingFormId}: one shipment's packing slip as it will print
 * (the shipping form id is the shipment's number from 0): the customer's branding from the general settings
 * (the sender's name and a note), the address, what the parcel holds, and each packed parcel's slip PDF.
 */
export default function ShippingFormPage() {
  const { orderId = '', shippingFormId = '' } = useParams();
  const order = useOrderQuery(orderId);
  const detail = useOrderDetailQuery(orderId);
  const settings = useGeneralSettingsQuery();
  const user = useAppSelector((s) => s.user);
  const index = Number(shippingFormId);
  const shipmentId = (detail.data?.shipments[index] as { id?: string } | undefined)?.id;
  const lines = (detail.data?.lines ?? []).filter((l) => l.shipmentId === shipmentId);
  const names = useProductNames(lines.flatMap((l) => (l.productIdentifier ? [l.productIdentifier] : [])));
  if (order.isLoading) return <p aria-busy="true">Loading the shipment…</p>;
  if (!order.data) return <OrderLoadError title="Packing slip" error={order.error} />;
  const o = order.data;
  const shipment = Number.isInteger(index) ? o.shipments[index] : undefined;
  if (!shipment)
    return (
      <OrderLoadError
        title="Packing slip"
        error={{ message: `The order has no shipment ${shippingFormId}.` }}
      />
    );
  const brand = slipBranding(settings.data ?? null, {
    company: user?.company ?? null,
    name: user?.name ?? null,
  });
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section aria-labelledby="slip-title" className="order-detail">
      <p>
        <Link to={`/manager/v2/orders/${encodeURIComponent(o.orderId)}`}>Back to the order</Link>
      </p>
      <h1 id="slip-title">Packing slip, shipment {index + 1}</h1>
      <p className="hint">
        A preview of the slip in each parcel. Change the brand name and message in{' '}
        <Link to="/manager/v2/settings/general">settings</Link>.
      </p>
      <Card title="Preview" className="packing-slip">
        <p className="slip-brand">{brand.from ? `From ${brand.from}` : 'No brand name set'}</p>
        <p>
          {orderTitle(o)} · Order {orderReference(o.orderId)}
        </p>
        <h3>Ship to</h3>
        <AddressBlock address={shipment.address} />
        <h3>Contents</h3>
        {detail.isLoading ? (
          <p aria-busy="true">Loading the contents…</p>
        ) : (
          <table className="slip-lines">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Colour</th>
                <th scope="col">Size</th>
                <th scope="col">Qty</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => {
                const p = l.productIdentifier ? names.names[l.productIdentifier] : undefined;
                return (
                  <tr key={l.lineNo}>
                    <td>{p ? productDisplayName(p) : (l.productIdentifier ?? 'Product')}</td>
                    <td>{l.color ?? '—'}</td>
                    <td>{l.size}</td>
                    <td>{l.quantity}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p>
          {pieces} piece{pieces === 1 ? '' : 's'}
        </p>
        {brand.message && <p className="slip-message">{brand.message}</p>}
      </Card>
      <Card title="Parcels">
        {(shipment.parcels ?? []).length === 0 ? (
          <p>Not packed yet: each parcel's slip appears here once it is.</p>
        ) : (
          <ul>
            {(shipment.parcels ?? []).map((p) => (
              <li key={p.parcelNo}>
                Parcel {p.parcelNo} · {p.carrier} {p.tracking} ·{' '}
                <a href={p.labelUrl.replace(/\/label$/, '/slip')}>Packing slip (PDF)</a>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
