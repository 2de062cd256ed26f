import { sizeLabel } from '@platen/domain/catalog/size-codes';
import { cartItems } from '@platen/domain/cart/cart-items';
import { consideredShipments } from '@platen/domain/cart/considered-shipments';
import { pastedCells, pasteQuantityBlock } from '@platen/domain/cart/paste-quantity-block';
import { checkoutBlockers } from '@platen/domain/checkout/checkout-blockers';
import { shipmentLimitIssues, SPLIT_SHIPPING_LIMIT } from '@platen/domain/checkout/shipment-limits';
import { canEnterStep } from '@platen/domain/checkout/step-guards';
import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Printable, Shipment } from '@platen/domain/entities/entities';
import { shipMessageText, shipmentShipMessage } from '@platen/domain/ship-message/ship-message';
import { shipmentSlaText } from '@platen/domain/sla-display/sla-text';
import type { ClipboardEvent } from 'react';
import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { QuantityInput } from '@/components/QuantityInput.tsx';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';
import { type ProductFacts, useProductFacts } from './api/product-stock.ts';
import { useShipmentSlas } from './api/quote-sla.ts';

/** Said when the quote behind the production time failed (the wait ends; the review says why). */
export const SLA_UNAVAILABLE = 'Production time: not available right now. The review step will show it.';

const oneLine = (s: Shipment) =>
  [s.address?.name, s.address?.city, s.address?.state].filter(Boolean).join(', ') || 'No address yet';

/**
 * Checkout, quantities (O-2-13): a size x quantity matrix per shipment and printable (single mode: the first
 * shipment only, O-4-05), the ship message of each shipment (O-4-41..50), the shipment limits (O-9-03/04).
 * Pasting a block copied from a spreadsheet fills the items in order from the cell it lands in, or is refused whole
 * with what did not fit (cart/paste-quantity-block.ts).
 */
export default function CheckoutQuantityPage() {
  const cart = useAppSelector((s) => s.cart.doc)!;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const blockId = useId();
  const printables = cartItems(cart);
  const facts = useProductFacts([
    ...new Set(printables.map((p) => p.productIdentifier).filter((x): x is string => !!x)),
  ]);
  const slas = useShipmentSlas(cart);
  const base = `/order/v2/cart/${encodeURIComponent(cart._id)}`;
  if (!canEnterStep('SHIPPING_ADDRESS', cart, { isDesignReady }).ok) return <Navigate replace to={base} />;
  const shipments = consideredShipments(cart);
  const factsById = facts.facts;
  const blockers = checkoutBlockers(cart);
  const stock = Object.fromEntries(Object.entries(factsById).map(([k, f]) => [k, f.stock]));

  function setCell(shipment: Shipment, printable: Printable, size: string, quantity: number) {
    const current = shipment.items.find((i) => i.printableId === printable.id)?.quantities ?? {};
    dispatch(
      cartEdited({
        type: 'setQuantities',
        shipmentId: shipment.id,
        printableId: printable.id,
        quantities: { ...current, [size]: quantity },
      }),
    );
  }

  const labelOf = (printable: Printable) =>
    `${factsById[printable.productIdentifier ?? '']?.label ?? printable.productIdentifier ?? 'Product'} · ${printable.color ?? ''}`;

  /** A block pasted from a spreadsheet: item by item from the cell it lands in, or refused whole (domain rule). */
  function onPaste(e: ClipboardEvent, shipment: Shipment, rowIndex: number, sizeIndex: number) {
    const text = e.clipboardData.getData('text');
    const cells = pastedCells(text);
    if (cells.length <= 1 && (cells[0]?.length ?? 0) <= 1) return; // one value: let the input take it
    e.preventDefault();
    const outcome = pasteQuantityBlock(
      text,
      printables.map((p) => ({ printableId: p.id, label: labelOf(p), sizes: sizesOf(p, factsById) })),
      { item: rowIndex, size: sizeIndex },
      (id) => shipment.items.find((i) => i.printableId === id)?.quantities ?? {},
    );
    if (!outcome.ok) {
      dispatch(pushMessage('quantity', `The paste did not fit. ${outcome.message}`, 'error'));
      return;
    }
    for (const u of outcome.updates)
      dispatch(
        cartEdited({
          type: 'setQuantities',
          shipmentId: shipment.id,
          printableId: u.printableId,
          quantities: u.quantities,
        }),
      );
  }

  return (
    <section aria-labelledby="qty-title">
      <h1 id="qty-title">Quantities</h1>
      <p className="muted">
        Enter how many of each size go to each address. You can paste a block of numbers copied from a
        spreadsheet.
      </p>
      {facts.loading && <p aria-busy="true">Loading sizes…</p>}
      {shipments.map((shipment, s) => {
        const ship = shipmentShipMessage(shipment, cart.printables, stock);
        const captionId = `${blockId}-cap-${s}`;
        return (
          <fieldset key={shipment.id}>
            <legend>
              Shipment {s + 1}: {oneLine(shipment)}
            </legend>
            {printables.map((printable, row) => {
              const sizes = sizesOf(printable, factsById);
              const q = shipment.items.find((i) => i.printableId === printable.id)?.quantities ?? {};
              const label = labelOf(printable);
              return (
                <table key={printable.id} aria-describedby={captionId} className="qty-table">
                  <caption>{label}</caption>
                  <thead>
                    <tr>
                      {sizes.map((size) => (
                        <th key={size} scope="col">
                          {sizeLabel(size)}
                        </th>
                      ))}
                      <th scope="col">Total</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      {sizes.map((size, c) => (
                        <td key={size} data-size={sizeLabel(size)}>
                          <QuantityInput
                            label={`Shipment ${s + 1}, ${label}, size ${sizeLabel(size)}`}
                            value={q[size]}
                            onPaste={(e) => onPaste(e, shipment, row, c)}
                            onChange={(n) => setCell(shipment, printable, size, n)}
                          />
                        </td>
                      ))}
                      <td data-size="Total">{Object.values(q).reduce((a, b) => a + b, 0)}</td>
                    </tr>
                  </tbody>
                </table>
              );
            })}
            <p id={captionId} className={`ship-message ${ship?.category ?? ''}`}>
              {ship
                ? shipMessageText(ship.category, slas.sla[shipment.id])
                : 'Enter quantities to see when this shipment ships.'}
            </p>
            <p className="muted" data-testid="shipment-sla" aria-live="polite" aria-busy={slas.loading}>
              {slas.loading && !(shipment.id in slas.sla)
                ? 'Production time: working it out…'
                : slas.failed
                  ? SLA_UNAVAILABLE
                  : shipmentSlaText(slas.sla[shipment.id] ?? null)}
            </p>
          </fieldset>
        );
      })}
      {shipmentLimitIssues(cart).length === 0 && cart.shippingMode === 'multiple' && (
        <p className="muted">Each product can be split across at most {SPLIT_SHIPPING_LIMIT} addresses.</p>
      )}
      <div id={blockId}>
        {blockers.length > 0 && (
          <ul className="blockers">
            {blockers.map((b) => (
              <li key={`${b.path}:${b.message}`}>{b.message}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => navigate(`${base}/checkout`)}>
          Back to addresses
        </button>
        <button
          type="button"
          disabled={blockers.length > 0}
          aria-describedby={blockers.length ? blockId : undefined}
          onClick={() => navigate(`${base}/checkout/shippingMethod`)}
        >
          Continue to shipping method
        </button>
      </div>
    </section>
  );
}

function sizesOf(printable: Printable, facts: Record<string, ProductFacts>): string[] {
  const f = printable.productIdentifier ? facts[printable.productIdentifier] : undefined;
  return f ? f.sizesFor(printable.color) : [];
}
