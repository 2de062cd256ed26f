import type { BlankOrder } from '@platen/contracts';
import { useState } from 'react';
import { boxTarget } from '@platen/domain/floor/box-labels';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { DemoStockToggles } from './DemoStockToggles.tsx';
import './blank-orders.css';
import {
  useBlankOrdersQuery,
  useReceiveBlanksMutation,
  useSendBlankOrderMutation,
} from './api/blank-orders.ts';
import { laTime, poStateLabel, STATUS_LABEL } from './blank-order-labels.ts';

const when = laTime;

type Line = BlankOrder['lines'][number];
const SCAN_ID = 'bo-scan';
const lineKey = (l: Pick<Line, 'productIdentifier' | 'color' | 'size'>) =>
  `${l.productIdentifier}|${l.color}|${l.size}`;

/** One blank order: its lines with ordered and received counts; send now (open) or receive (sent, partial). */
function BlankOrderCard({
  order,
  canSend,
  run,
}: {
  order: BlankOrder;
  canSend: boolean;
  run: (label: string, p: Promise<unknown>) => Promise<boolean>;
}) {
  const [send, sending] = useSendBlankOrderMutation();
  const [receive, receiving] = useReceiveBlanksMutation();
  const [counts, setCounts] = useState<Record<string, string>>({});
  const receivable = order.status === 'sent' || order.status === 'shipped' || order.status === 'partial';
  const noticed = order.shipNotices.length > 0;
  const title = `Blank order ${order.id}`;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const lines = order.lines
      .map((l) => ({ l, n: Number(counts[lineKey(l)] ?? '') }))
      .filter(({ n }) => Number.isInteger(n) && n > 0)
      .map(({ l, n }) => ({
        productIdentifier: l.productIdentifier,
        color: l.color,
        size: l.size,
        quantity: n,
      }));
    if (lines.length === 0) {
      void run('', Promise.reject({ message: 'Enter how many arrived on at least one line.' }));
      return;
    }
    const n = lines.reduce((s, l) => s + l.quantity, 0);
    void run(
      `Received ${n} blank${n === 1 ? '' : 's'} on ${title}.`,
      receive({ id: order.id, lines }).unwrap(),
    ).then((ok) => {
      if (!ok) return;
      setCounts({});
      document.getElementById(SCAN_ID)?.focus();
    });
  };
  const fillRemaining = () =>
    setCounts(Object.fromEntries(order.lines.map((l) => [lineKey(l), String(l.quantity - l.received)])));
  return (
    <li className="blank-order card">
      <h2 id={`bo-${order.id}`}>
        {title} · {order.supplier} to {order.facility}
      </h2>
      <p>
        <strong>{STATUS_LABEL[order.status] ?? order.status}</strong>
        {order.status === 'open' ? ` · goes out ${when(order.cutoffAt)}` : ''}
        {order.sentAt ? ` · sent ${when(order.sentAt)}` : ''}
        {order.expectedAt && order.status !== 'received' ? ` · expected ${when(order.expectedAt)}` : ''}
      </p>
      {order.status !== 'open' && (
        <p className="hint">
          Purchase order {order.po.number ?? ''} · {poStateLabel(order.po)}
          {order.po.supplierStatus ? ` · ${order.supplier} says: ${order.po.supplierStatus}` : ''}
          {order.po.note ? ` · ${order.po.note}` : ''}
        </p>
      )}
      {noticed && (
        <ul className="bo-notices" aria-label={`Ship notices of ${title}`}>
          {order.shipNotices.map((n) => (
            <li key={n.shipmentKey}>
              Shipped{n.carrier ? ` by ${n.carrier}` : ''} {n.trackingNumbers.join(', ')}
              {n.shippedAt ? ` on ${when(n.shippedAt)}` : ''}: {n.lines.reduce((s, l) => s + l.quantity, 0)}{' '}
              blanks
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-labelledby={`bo-${order.id}`}>
        <table>
          <caption className="visually-hidden">Lines of {title}</caption>
          <thead>
            <tr>
              <th scope="col">Blank</th>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col" className="num">
                Ordered
              </th>
              {noticed && (
                <th scope="col" className="num">
                  Expected (ship notice)
                </th>
              )}
              <th scope="col" className="num">
                Received
              </th>
              {receivable && (
                <th scope="col" className="num">
                  Arrived now
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => {
              const left = l.quantity - l.received;
              const id = `bo-${order.id}-${lineKey(l)}`;
              return (
                <tr key={lineKey(l)}>
                  <td>
                    {l.productIdentifier}
                    {l.swapSuggestion && (
                      <span className="bo-note">
                        {order.supplier} has {l.supplierAvailable ?? 0}: swap suggestion {l.swapSuggestion}
                      </span>
                    )}
                  </td>
                  <td>{l.color}</td>
                  <td>{l.size}</td>
                  <td className="num">{l.quantity}</td>
                  {noticed && <td className="num">{l.expected}</td>}
                  <td className="num">{l.received}</td>
                  {receivable && (
                    <td className="num">
                      {left > 0 ? (
                        <input
                          id={id}
                          aria-label={`Arrived now: ${l.productIdentifier} ${l.color} ${l.size} (${left} open)`}
                          inputMode="numeric"
                          pattern="[0-9]*"
                          size={4}
                          value={counts[lineKey(l)] ?? ''}
                          onChange={(e) => setCounts((c) => ({ ...c, [lineKey(l)]: e.target.value }))}
                        />
                      ) : (
                        'done'
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="actions">
          {order.status === 'open' && canSend && (
            <button
              type="button"
              disabled={sending.isLoading}
              onClick={() => void run(`${title} sent to ${order.supplier}.`, send(order.id).unwrap())}
            >
              Send {title.toLowerCase()} now
            </button>
          )}
          {receivable && (
            <>
              <button type="button" className="secondary" onClick={fillRemaining}>
                Everything arrived
              </button>{' '}
              <button type="submit" disabled={receiving.isLoading}>
                Receive on {title.toLowerCase()}
              </button>
            </>
          )}
        </p>
      </form>
    </li>
  );
}

/**
 * The receiving station's scan box: a blank order number or box label (BO-12, BO-12:style[:colour[:size]]) +
 * Enter opens that order's receive form on its first open line; a wrong style is refused with a sentence.
 */
function ReceiveBox({
  orders,
  tell,
}: {
  orders: BlankOrder[];
  tell: (m: { kind: 'ok' | 'error'; text: string } | null) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scan = (e: React.FormEvent) => {
    e.preventDefault();
    const target = boxTarget(text, orders);
    if (!target.ok) {
      setError(target.reason);
      return;
    }
    setError(null);
    setText('');
    const l = target.line;
    tell({
      kind: 'ok',
      text: `Blank order ${target.orderId}: enter how many ${l.productIdentifier} ${l.color} ${l.size} arrived.`,
    });
    document.getElementById(`bo-${target.orderId}-${lineKey(l)}`)?.focus();
  };
  return (
    <form onSubmit={scan} className="bo-scan">
      <Input
        id={SCAN_ID}
        label="Scan a box or blank order"
        hint="BO-12, BO-12:gildan-5000, or the order number; Enter opens its lines."
        autoComplete="off"
        value={text}
        error={error ?? undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Open
      </Button>
    </form>
  );
}

/** Demo stock per facility: on, every blank counts as in stock; off, blanks come from stock or blank orders. */
function DemoStock({ canChange }: { canChange: boolean }) {
  return (
    <fieldset className="demo-stock">
      <legend>Demo stock (every blank counts as in stock)</legend>
      <DemoStockToggles canChange={canChange} />
      {!canChange && <p className="hint">A manager changes these.</p>}
    </fieldset>
  );
}

/**
 * /internal/dashboard/blank-orders (station.use; `canManage`: blanks.manage): supplier blank orders, newest first. A manager (blanks.manage)
 * sends an open one before the 12:00 cutoff; receiving staff enter what arrived per line (a part leaves the rest
 * open); the units waiting for those blanks move on at once.
 */
export default function BlankOrdersPage({ canManage }: { canManage: boolean }) {
  const orders = useBlankOrdersQuery();
  const [show, setShow] = useState<'waiting' | 'all'>('waiting');
  const { message, run, tell } = useActionMessage();
  const list = (orders.data?.blankOrders ?? []).filter((o) => show === 'all' || o.status !== 'received');
  return (
    <section aria-labelledby="bo-title" className="blank-orders">
      <h1 id="bo-title">Blank orders</h1>
      <p className="hint">
        Blanks not in stock go on one open order per supplier and facility, sent at the 12:00 Los Angeles
        cutoff.
      </p>
      <ReceiveBox orders={orders.data?.blankOrders ?? []} tell={tell} />
      <DemoStock canChange={canManage} />
      <Select
        id="bo-show"
        label="Show"
        className="narrow"
        value={show}
        onChange={(e) => setShow(e.target.value as 'waiting' | 'all')}
      >
        <option value="waiting">To send or receive</option>
        <option value="all">All, received included</option>
      </Select>
      <ActionOutcome message={message} />
      {orders.error && <p role="alert">{'message' in orders.error ? orders.error.message : 'Not loaded.'}</p>}
      {orders.data && list.length === 0 && (
        <EmptyState title="No blank orders to send or receive." icon="box">
          Blanks not in stock join the open order of their supplier and facility when an order is released.
        </EmptyState>
      )}
      <ul className="blank-order-list">
        {list.map((o) => (
          <BlankOrderCard key={o.id} order={o} canSend={canManage} run={run} />
        ))}
      </ul>
    </section>
  );
}
