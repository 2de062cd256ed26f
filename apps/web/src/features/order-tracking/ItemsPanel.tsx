import { readablePrintType } from '@platen/domain/catalog/print-types';
import { statusDisplay } from '@platen/domain/production/order-status-display';
import { StatusPill } from '@/components/ui/Badge.tsx';
import { formatDollars } from '@platen/domain/money/format-dollars';
import type { OrderItemSummary } from '@platen/domain/ordering/order-item-summaries';
import { useState } from 'react';
import { CancelDialog } from './CancelDialog.tsx';
import { itemMockupUrl } from './mockup-url.ts';
import {
  type OrderProof,
  type OrderView,
  useChangeDesignMutation,
  useDesignsOfTypeQuery,
} from './api/orders.ts';
import { CardList } from '@/components/ui/CardList.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Select } from '@/components/ui/Select.tsx';

type Item = OrderView['items'][number];
/** An item's product, colour, sizes and price (domain orderItemSummaries over the priced lines). */
export type PricedItem = OrderItemSummary & { productName: string };
type Run = (label: string, p: Promise<unknown>) => Promise<boolean>;

/** Picks another of the user's designs of the item's print type (before the artwork is created). */
function DesignChanger(props: { orderId: string; item: Item; run: Run; onDone: () => void }) {
  const { orderId, item, run, onDone } = props;
  const n = item.itemIndex + 1;
  const designs = useDesignsOfTypeQuery(item.printType ?? '', { skip: !item.printType });
  const [designId, setDesignId] = useState('');
  const [changeDesign, state] = useChangeDesignMutation();
  const choices = (designs.data ?? []).filter((d) => d.designId !== item.designId);
  const id = `design-${item.itemIndex}`;
  return (
    <form
      aria-label={`New design for item ${n}`}
      onSubmit={(ev) => {
        ev.preventDefault();
        if (!designId) return;
        run(
          `Design of item ${n} changed.`,
          changeDesign({ orderId, itemIndex: item.itemIndex, designId }).unwrap(),
        ).then((ok) => ok && onDone());
      }}
    >
      {designs.isLoading && <p aria-busy="true">Loading your designs…</p>}
      {designs.error && <p role="alert">{designs.error.message}</p>}
      {designs.data && choices.length === 0 && <p>You have no other {item.printType} design.</p>}
      <FieldRow>
        {choices.length > 0 && (
          <>
            <Select
              id={id}
              label={`Design for item ${n}`}
              value={designId}
              onChange={(e) => setDesignId(e.target.value)}
              required
            >
              <option value="">Choose a design…</option>
              {choices.map((d) => (
                <option key={d.designId} value={d.designId}>
                  {d.name ?? d.designId} ({new Date(d.createdAt).toLocaleDateString()})
                </option>
              ))}
            </Select>
            <button type="submit" disabled={state.isLoading || !designId}>
              Use this design
            </button>
          </>
        )}
        <button type="button" className="secondary" onClick={onDone}>
          Keep the current design
        </button>
      </FieldRow>
    </form>
  );
}

/** One item: print type, status, milestone and its actions (cancel it, change its design). */
function ItemCard(props: {
  orderId: string;
  item: Item;
  /** The item as the proof draws it (product, colour, printed sides), once loaded. */
  drawn: OrderProof['items'][number] | undefined;
  priced: PricedItem | undefined;
  cancellable: boolean;
  designChangeable: boolean;
  run: Run;
}) {
  const { orderId, item: i, run } = props;
  const n = i.itemIndex + 1;
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const live = i.status !== 'cancelled';
  const side = props.drawn?.sides[0];
  const mockup = props.drawn && side ? itemMockupUrl(props.drawn, side) : null;
  const priced = props.priced;
  const what = priced ? `${priced.productName}${priced.color ? `, ${priced.color}` : ''}` : null;
  return (
    <li className="order-card item-card">
      {mockup && (
        <img
          className="item-mockup"
          src={mockup}
          alt={`Item ${n}${what ? `, ${what}` : ''}, ${side} side`}
          width={120}
          height={120}
          loading="lazy"
        />
      )}
      <h3>
        Item {n}
        {what ? `: ${what}` : ''}
      </h3>
      <dl className="facts">
        {priced && (
          <>
            <dt>Sizes</dt>
            <dd data-testid={`item-${n}-sizes`}>
              {priced.sizes.map((s) => `${s.label} × ${s.quantity}`).join(', ')} · {priced.pieces}{' '}
              {priced.pieces === 1 ? 'piece' : 'pieces'}
            </dd>
            <dt>Price</dt>
            <dd data-testid={`item-${n}-price`}>{formatDollars(priced.cents)} printing and blanks</dd>
          </>
        )}
        <dt>Print</dt>
        <dd>{i.printType ? readablePrintType(i.printType) : '—'}</dd>
        <dt>Status</dt>
        <dd>
          <StatusPill tone={statusDisplay(i.status).tone}>{statusDisplay(i.status).label}</StatusPill>
        </dd>
        <dt>Production step</dt>
        <dd>{i.milestone ?? 'not started'}</dd>
      </dl>
      {live && props.designChangeable && !changing && (
        <button type="button" className="secondary" onClick={() => setChanging(true)}>
          Change design of item {n}
        </button>
      )}{' '}
      {live && props.cancellable && (
        <button type="button" className="danger-outline" onClick={() => setConfirming(true)}>
          Cancel item {n}…
        </button>
      )}
      {confirming && (
        <CancelDialog
          orderId={orderId}
          itemIndex={i.itemIndex}
          run={run}
          onClose={() => setConfirming(false)}
        />
      )}
      {changing && <DesignChanger orderId={orderId} item={i} run={run} onDone={() => setChanging(false)} />}
    </li>
  );
}

/** The order's items with their per-item status and actions. */
export function ItemsPanel(props: {
  order: OrderView;
  proof: OrderProof | undefined;
  /** The items' products and prices, once the priced lines are loaded. */
  priced?: PricedItem[] | undefined;
  cancellable: boolean[];
  designChangeable: boolean;
  run: Run;
}) {
  return (
    <CardList id="items-title" title="Items">
      {props.order.items.map((i) => (
        <ItemCard
          key={i.itemIndex}
          orderId={props.order.orderId}
          item={i}
          drawn={props.proof?.items.find((x) => x.itemIndex === i.itemIndex)}
          priced={props.priced?.find((x) => x.itemIndex === i.itemIndex)}
          cancellable={props.cancellable[i.itemIndex] ?? false}
          designChangeable={props.designChangeable}
          run={props.run}
        />
      ))}
    </CardList>
  );
}
