import { chargedShippingMethod } from '@platen/domain/cart/shipping-method';
import { allowedServices } from '@platen/domain/shipping/allowed-services';
import { serviceDisplay } from '@platen/domain/shipping/shipping-display';
import type { Address } from '@platen/domain/entities/entities';
import { useState } from 'react';
import { type OrderView, useChangeAddressMutation, useChangeShippingMethodMutation } from './api/orders.ts';
import { ParcelList } from './ParcelList.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { CardList } from '@/components/ui/CardList.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';

type Shipment = OrderView['shipments'][number];
type Run = (label: string, p: Promise<unknown>) => Promise<boolean>;

const FIELDS = [
  ['name', 'Name', 'name'],
  ['company', 'Company', 'organization'],
  ['address1', 'Address', 'address-line1'],
  ['address2', 'Address line 2', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['state', 'State or region', 'address-level1'],
  ['zip', 'ZIP or postal code', 'postal-code'],
  ['country', 'Country (2 letters)', 'country'],
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const oneLine = (a: Record<string, unknown>) =>
  [a.name, a.company, a.address1, a.address2, a.city, a.state, a.zip, a.country].filter(Boolean).join(', ');

/** One shipment: where it goes and how, with the forms to change the address and the shipping method. */
function ShipmentCard(props: { orderId: string; shipment: Shipment; editable: boolean; run: Run }) {
  const { orderId, shipment: s, editable, run } = props;
  const n = s.shipmentIndex + 1;
  const [editing, setEditing] = useState(false);
  const [address, setAddress] = useState(() =>
    Object.fromEntries(FIELDS.map(([k]) => [k, text(s.address[k])])),
  );
  const [method, setMethod] = useState(chargedShippingMethod(s.shippingMethod));
  const [changeAddress, addressState] = useChangeAddressMutation();
  const [changeMethod, methodState] = useChangeShippingMethodMutation();
  const services = allowedServices(s.address as Address).allowed;
  const submitAddress = (ev: React.FormEvent) => {
    ev.preventDefault();
    const body = Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v.trim() || null]));
    run(
      `Address of shipment ${n} changed.`,
      changeAddress({ orderId, shipmentIndex: s.shipmentIndex, address: body }).unwrap(),
    ).then((ok) => ok && setEditing(false));
  };
  const id = (k: string) => `ship-${s.shipmentIndex}-${k}`;
  return (
    <li className="order-card">
      <h3>Shipment {n}</h3>
      <p>{oneLine(s.address) || 'No address'}</p>
      <p>Shipping: {serviceDisplay(chargedShippingMethod(s.shippingMethod))}</p>
      <ParcelList shipmentNo={n} parcels={s.parcels ?? (s.tracking ? [s.tracking] : [])} />
      {editable && (
        <form
          className="ship-method-form"
          aria-label={`Shipping method of shipment ${n}`}
          onSubmit={(ev) => {
            ev.preventDefault();
            run(
              `Shipping method of shipment ${n} changed.`,
              changeMethod({ orderId, shipmentIndex: s.shipmentIndex, shippingMethod: method }).unwrap(),
            );
          }}
        >
          <Select
            id={id('method')}
            label="Shipping method"
            value={method}
            onChange={(e) => setMethod(e.target.value)}
          >
            {!services.some((x) => x.code === method) && (
              <option value={method}>{method || 'Choose…'}</option>
            )}
            {services.map((x) => (
              <option key={x.code} value={x.code}>
                {serviceDisplay(x.code)}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="secondary" loading={methodState.isLoading}>
            Change shipping method
          </Button>
        </form>
      )}
      {editable && !editing && (
        <Button variant="quiet" icon="edit" onClick={() => setEditing(true)}>
          Change address of shipment {n}
        </Button>
      )}
      {editable && editing && (
        <form aria-label={`Address of shipment ${n}`} onSubmit={submitAddress} className="address-form">
          <p className="hint">The address can change within its country group: domestic stays domestic.</p>
          {FIELDS.map(([k, label, auto]) => (
            <Input
              key={k}
              id={id(k)}
              label={label}
              autoComplete={auto}
              value={address[k] ?? ''}
              onChange={(e) => setAddress((a) => ({ ...a, [k]: e.target.value }))}
              maxLength={k === 'country' ? 60 : 200}
            />
          ))}
          <div className="form-actions">
            <Button type="submit" loading={addressState.isLoading}>
              Save address
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Keep the current address
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The order's shipments; their address and shipping method change while nothing is printed. */
export function ShipmentsPanel(props: { order: OrderView; editable: boolean; run: Run }) {
  const common = { orderId: props.order.orderId, run: props.run };
  return (
    <CardList id="shipments-title" title="Shipments">
      {props.order.shipments.map((s) => (
        <ShipmentCard key={s.shipmentIndex} shipment={s} editable={props.editable} {...common} />
      ))}
    </CardList>
  );
}
