import { formatDate } from '@platen/domain/format/format-date';
import { describeEvent } from '@platen/domain/production/event-descriptions';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  approveProof,
  cancelItem,
  cancelOrder,
  changeName,
  requestChange,
  useOrder,
  useOrderEvents,
} from './api/orders.ts';

/** Statuses in which the customer may still cancel (the transition table allows it until printing). */
const CANCELLABLE = ['order', 'validated', 'unpaid', 'paid', 'on-hold', 'artwork-created'];

/**
 * /manager/v2/orders/{orderId}: status, due date, items with their status and milestone, shipments, the
 * timeline in plain words, and the actions the status allows (each refused with the server's sentence).
 */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [name, setName] = useState('');
  const order = useOrder(orderId, version);
  const events = useOrderEvents(orderId, version);
  const act = (label: string, run: () => Promise<unknown>) =>
    run().then(
      () => {
        setMessage({ kind: 'ok', text: label });
        setVersion((v) => v + 1);
      },
      (e: Error) => setMessage({ kind: 'error', text: e.message }),
    );

  if (order.status === 'loading') return <p aria-busy="true">Loading the order…</p>;
  if (order.status === 'error')
    return (
      <section aria-labelledby="order-title">
        <h1 id="order-title">Order</h1>
        <p role="alert">{order.error.message}</p>
        <Link to="/manager/v2/orders">All orders</Link>
      </section>
    );
  const o = order.data;
  const cancellable = CANCELLABLE.includes(o.status);
  return (
    <section aria-labelledby="order-title">
      <p>
        <Link to="/manager/v2/orders">All orders</Link>
      </p>
      <h1 id="order-title">{o.name ?? o.orderId}</h1>
      <p>
        Status: <strong data-testid="order-status">{o.status}</strong> · Due {formatDate(o.dueDate)}
      </p>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'error' : ''}
        >
          {message.text}
        </p>
      )}
      {o.artwork === 'proof' && (
        <section aria-labelledby="proof-title">
          <h2 id="proof-title">Your proof is ready</h2>
          <button type="button" onClick={() => act('Proof approved.', () => approveProof(o.orderId))}>
            Approve proof
          </button>{' '}
          <button
            type="button"
            className="secondary"
            onClick={() =>
              act('Change requested.', () => requestChange(o.orderId, 'Please adjust the artwork'))
            }
          >
            Request a change
          </button>
        </section>
      )}
      <h2>Items</h2>
      <table>
        <caption className="visually-hidden">Items of the order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Print</th>
            <th scope="col">Status</th>
            <th scope="col">Milestone</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {o.items.map((i) => (
            <tr key={i.itemIndex}>
              <td>Item {i.itemIndex + 1}</td>
              <td>{i.printType ?? '—'}</td>
              <td>{i.status}</td>
              <td>{i.milestone ?? '—'}</td>
              <td>
                {cancellable && i.status !== 'cancelled' && (
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => act('Item cancelled.', () => cancelItem(o.orderId, i.itemIndex))}
                  >
                    Cancel item {i.itemIndex + 1}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Shipments</h2>
      <ul>
        {o.shipments.map((s) => (
          <li key={s.shipmentIndex}>
            {[
              s.address.name,
              s.address.address1,
              s.address.city,
              s.address.state,
              s.address.zip,
              s.address.country,
            ]
              .filter(Boolean)
              .join(', ')}{' '}
            · {s.shippingMethod ?? 'no method'}
          </li>
        ))}
      </ul>
      <h2>Timeline</h2>
      {events.status === 'ok' ? (
        <ol aria-label="Order timeline">
          {events.data.map((e) => (
            <li key={e.sequence}>
              {describeEvent(e)} <small>{new Date(e.createdAt).toLocaleString()}</small>
            </li>
          ))}
        </ol>
      ) : (
        <p aria-busy="true">Loading the timeline…</p>
      )}
      <h2>Actions</h2>
      {o.status !== 'cancelled' && o.status !== 'shipped' && (
        <form
          onSubmit={(ev) => {
            ev.preventDefault();
            act('Order renamed.', () => changeName(o.orderId, name));
          }}
        >
          <label htmlFor="order-name">Order name</label>{' '}
          <input id="order-name" value={name} onChange={(ev) => setName(ev.target.value)} maxLength={200} />{' '}
          <button type="submit">Rename</button>
        </form>
      )}
      {cancellable && (
        <p>
          <button
            type="button"
            className="danger"
            onClick={() => act('Order cancelled.', () => cancelOrder(o.orderId))}
          >
            Cancel order
          </button>
        </p>
      )}
    </section>
  );
}
