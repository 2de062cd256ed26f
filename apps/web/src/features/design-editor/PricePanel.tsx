import { formatDollars } from '@platen/domain/money/format-dollars';
import { quantityBreakLabels } from '@platen/domain/quote/editor-quote-item';
import { useId } from 'react';
import type { UnitPrice } from './use-unit-price.ts';

interface PricePanelProps {
  price: UnitPrice & { loading: boolean };
  /** Pieces the price is for; null while there is nothing to price. */
  pieces: number | null;
  source: 'cart' | 'stated' | null;
  onPieces(pieces: number | null): void;
  /** Estimated stitches per embroidered side (empty for other print types). */
  stitches: { side: string; count: number }[];
}

const piecesText = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

/**
 * The editor's price: the unit price at the pieces the cart holds (or a quantity the user states), the screen
 * setup it includes, and the unit price at every quantity break of the price list.
 */
export function PricePanel({ price, pieces, source, onPieces, stitches }: PricePanelProps) {
  const qtyId = useId();
  const labels = quantityBreakLabels(price.breaks.map((b) => b.min));
  const varies = new Set(price.breaks.map((b) => b.unitCents)).size > 1;
  const current = pieces === null ? -1 : price.breaks.reduce((at, b, i) => (b.min <= pieces ? i : at), -1);
  return (
    <section aria-labelledby="price-heading" className="price-panel">
      <h2 id="price-heading">Price</h2>
      <label htmlFor={qtyId}>Pieces to price</label>
      <input
        id={qtyId}
        type="number"
        min={1}
        max={100000}
        step={1}
        inputMode="numeric"
        value={pieces ?? ''}
        aria-describedby={`${qtyId}-hint`}
        onChange={(e) => {
          const n = Math.floor(Number(e.target.value));
          onPieces(Number.isFinite(n) && n >= 1 ? Math.min(n, 100000) : null);
        }}
      />
      <p id={`${qtyId}-hint`} className="muted">
        {source === 'cart'
          ? 'The quantities your cart holds for this item.'
          : 'Your cart holds none of this item yet: change the pieces to see your price.'}
      </p>
      <div aria-live="polite" data-testid="unit-price">
        {price.loading ? (
          <p>Price: updating…</p>
        ) : !price.amounts ? (
          <p>Price: —</p>
        ) : (
          <table className="price-amounts">
            <caption>Your price</caption>
            <tbody>
              <tr>
                <th scope="row">Printing</th>
                <td data-testid="printing-price">
                  {formatDollars(price.amounts.printingCents)} for {piecesText(price.amounts.pieces)} (
                  {formatDollars(price.amounts.printingEachCents)} each)
                </td>
              </tr>
              <tr>
                <th scope="row">Blanks</th>
                <td>
                  {formatDollars(price.amounts.blanksCents)} ({formatDollars(price.amounts.blanksEachCents)}{' '}
                  each)
                </td>
              </tr>
              <tr>
                <th scope="row">Total</th>
                <td data-testid="total-price">
                  {formatDollars(price.amounts.totalCents)} for {piecesText(price.amounts.pieces)}
                </td>
              </tr>
            </tbody>
          </table>
        )}
      </div>
      {!price.loading && price.setupCents > 0 && (
        <p className="muted" data-testid="setup-note">
          Includes {formatDollars(price.setupCents)} screen setup, shared over the pieces.
        </p>
      )}
      {stitches.length > 0 && (
        <p className="muted" data-testid="stitch-estimate">
          Priced by stitches:{' '}
          {stitches.map((s) => `${s.side} about ${s.count.toLocaleString('en-US')}`).join(', ')} (estimated
          from the design's size; 10,000 per location included).
        </p>
      )}
      {price.breaks.length > 0 &&
        (varies ? (
          <table className="quantity-breaks">
            <caption>Price a piece (printing and blank) by quantity</caption>
            <thead>
              <tr>
                <th scope="col">Pieces</th>
                <th scope="col">Each</th>
              </tr>
            </thead>
            <tbody>
              {price.breaks.map((b, i) => (
                <tr key={b.min} aria-current={i === current ? 'true' : undefined}>
                  <th scope="row">{labels[i]}</th>
                  <td>{b.unitCents === null ? '—' : formatDollars(b.unitCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">Same unit price at any quantity.</p>
        ))}
    </section>
  );
}
